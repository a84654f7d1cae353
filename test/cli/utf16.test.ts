// A UTF-16 file with its byte order mark (LE or BE) reads as the same games as its UTF-8 text
// (grammar/decode.ts), in every command that reads PDN.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS, bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-utf16-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** UTF-16 bytes of a text, with the byte order mark. */
function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from('\ufeff' + text, 'utf16le');
  if (order === 'be') for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return le;
}

// a corpus file with Cyrillic names and CRLF line ends (Russian draughts)
const text = readFileSync(CORPUS + 'pdn-standard/accept/ussr1947.pdn', 'utf8');
writeFileSync(join(dir, 'utf8.pdn'), text);
writeFileSync(join(dir, 'le.pdn'), utf16(text, 'le'));
writeFileSync(join(dir, 'be.pdn'), utf16(text, 'be'));

/** verify --json's games without the file name (which differs). */
const games = async (file: string) => {
  const r = await bashni(['verify', '--json', file], { cwd: dir });
  return JSON.parse(r.stdout).games.map((g: { file?: string }) => ({ ...g, file: undefined }));
};

describe('UTF-16 with a byte order mark', () => {
  it('verify: LE and BE give the same games as UTF-8', async () => {
    const expected = await games('utf8.pdn');
    expect(expected.length).toBeGreaterThan(0);
    expect(JSON.stringify(expected)).toMatch(/[\u0400-\u04ff]/); // Cyrillic read
    expect(await games('le.pdn')).toEqual(expected);
    expect(await games('be.pdn')).toEqual(expected);
  });

  it('convert: the same output for LE, BE and UTF-8 (also from standard input)', async () => {
    const expected = await bashni(['convert', 'utf8.pdn'], { cwd: dir });
    expect(expected.stdout).toContain('[Event');
    expect((await bashni(['convert', 'le.pdn'], { cwd: dir })).stdout).toBe(expected.stdout);
    expect((await bashni(['convert', 'be.pdn'], { cwd: dir })).stdout).toBe(expected.stdout);
    const viaStdin = await bashni(['verify', '-'], { cwd: dir, input: readFileSync(join(dir, 'le.pdn')) });
    expect(viaStdin.stdout.trimEnd().split('\n').pop()).toBe((await bashni(['verify', 'utf8.pdn'], { cwd: dir })).stdout.trimEnd().split('\n').pop());
  });
});

// Issue 47, item 10: without its byte order mark UTF-16 was read as text full of NULs
// (`Unexpected character \x00`); its NUL bytes at every other offset tell it now.
describe('UTF-16 without a byte order mark', () => {
  const noBom = (order: 'le' | 'be'): Buffer => utf16(text, order).subarray(2);
  writeFileSync(join(dir, 'le-nobom.pdn'), noBom('le'));
  writeFileSync(join(dir, 'be-nobom.pdn'), noBom('be'));

  it('verify: LE and BE give the same games as UTF-8, from a file and from standard input', async () => {
    const expected = await games('utf8.pdn');
    expect(await games('le-nobom.pdn')).toEqual(expected);
    expect(await games('be-nobom.pdn')).toEqual(expected);
    const viaStdin = await bashni(['verify', '-'], { cwd: dir, input: noBom('be') });
    expect(viaStdin.stdout).not.toMatch(/\\x00/);
    expect(viaStdin.status).toBe((await bashni(['verify', 'utf8.pdn'], { cwd: dir })).status);
  });

  it('convert: the same output as UTF-8', async () => {
    const expected = await bashni(['convert', 'utf8.pdn'], { cwd: dir });
    expect((await bashni(['convert', 'le-nobom.pdn'], { cwd: dir })).stdout).toBe(expected.stdout);
  });
});
