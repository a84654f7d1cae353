// Issue 47, item 3 of the CLI failures: `cat a.pdn b.pdn`
// of a UTF-8 and a CP1251 file was read in one encoding, the other half's names garbled without a
// word (`[White "РџРµС‚СЂРѕРІ"]`, exit 0). One decoding per input stays (docs/records.md), and the
// command now says, once, on standard error, that the input mixes encodings.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS, bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-mixed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// a corpus file with Cyrillic names (Russian draughts), and the same text in CP1251
const text = readFileSync(CORPUS + 'pdn-standard/accept/ussr1947.pdn', 'utf8');
const cp1251 = Buffer.from(Array.from(text, (ch) => (ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch === 'ё' ? 0xb8 : ch === 'Ё' ? 0xa8 : ch.charCodeAt(0))));
writeFileSync(join(dir, 'utf8.pdn'), text);
writeFileSync(join(dir, 'cp1251.pdn'), cp1251);
writeFileSync(join(dir, 'utf8-then-cp1251.pdn'), Buffer.concat([Buffer.from(text), cp1251]));
writeFileSync(join(dir, 'cp1251-then-utf8.pdn'), Buffer.concat([cp1251, Buffer.from(text)]));
const WARNING = /^bashni: [\w.-]+: warning: the input mixes encodings \(read as [\w-]+, but it also holds [^)]+\): names in some games are garbled; split it, or read each part with --encoding\n$/;

describe('an input mixing UTF-8 and CP1251', () => {
  it('the texts are what the test says they are', () => {
    expect(text).toMatch(/[А-я]/);
    expect(cp1251.length).toBeLessThan(Buffer.byteLength(text));
  });

  it.each(['utf8-then-cp1251.pdn', 'cp1251-then-utf8.pdn'])('%s: verify, convert and annotate warn once', async (file) => {
    for (const args of [
      ['verify', file],
      ['convert', file],
      ['annotate', '--depth', '1', '--jobs', '1', file],
    ]) {
      const r = await bashni(args, { cwd: dir });
      expect(r.stderr.split('\n').filter((l) => l.includes('warning'))).toHaveLength(1);
      expect(r.stderr.split('\n').find((l) => l.includes('warning')) + '\n').toMatch(WARNING);
    }
  });

  it.each(['utf8.pdn', 'cp1251.pdn'])('%s alone: no warning', async (file) => {
    for (const args of [
      ['verify', file],
      ['convert', file],
    ])
      expect((await bashni(args, { cwd: dir })).stderr).not.toMatch(/warning/);
  });

  it('--encoding given: no warning (the user chose)', async () => {
    expect((await bashni(['verify', '--encoding', 'cp1251', 'utf8-then-cp1251.pdn'], { cwd: dir })).stderr).not.toMatch(/warning/);
  });
});
