// Issue 47, item 5: a file whose name is not UTF-8 (a CP1251 name) read as missing: Node gives the
// program its arguments as text, every byte that is not UTF-8 already U+FFFD, and that name names
// no file. Such a name is now looked up in its directory's listing read as bytes (cli/io.ts
// inputPath): verify, convert and annotate read the file. Two names that differ only in their
// bytes that are not UTF-8 cannot be told apart from the arguments: reported as missing.
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, bashni, bundleBin } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// "Партия.pdn" in CP1251, in a directory named "Игры" in CP1251 too
const cp1251 = (text: string): Buffer => Buffer.from(Array.from(text, (ch) => (ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
const sub = Buffer.concat([Buffer.from(dir + '/'), cp1251('Игры')]);
mkdirSync(sub);
const file = Buffer.concat([sub, Buffer.from('/'), cp1251('Партия'), Buffer.from('.pdn')]);
copyFileSync(FIXTURES + 'bashni-annotated.pdn', file);
/** The names as Node gives them to the program: the bytes decoded as UTF-8. */
const asGiven = file.toString('utf8').slice(dir.length + 1);

describe('a file whose name is not UTF-8', () => {
  it('the name as given holds U+FFFD (the test makes what it says)', () => {
    expect(asGiven).toMatch(/^\ufffd+\/\ufffd+\.pdn$/);
  });

  it.each([
    [['verify', asGiven], /game 1 .*: valid/],
    [['convert', '--to', 'jsonl', asGiven], /"index":1/],
    [['annotate', '--depth', '1', '--jobs', '1', asGiven], /\[Annotator /],
  ])('%j reads it', async (args, out) => {
    const r = await bashni(args, { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(out);
    expect(r.status).toBe(0);
  });

  it('a real process given the bytes by the shell', () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bundleBin()}" verify "$(printf '\\310\\343\\360\\373')/$(printf '\\317\\340\\360\\362\\350\\377').pdn"`], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/game 1 .*: valid/);
    expect(r.status).toBe(0);
  });

  it('two names that differ only in bytes that are not UTF-8: missing, exit 2', async () => {
    const a = Buffer.concat([Buffer.from(dir + '/'), Buffer.from([0xe9]), Buffer.from('.pdn')]);
    const b = Buffer.concat([Buffer.from(dir + '/'), Buffer.from([0xe8]), Buffer.from('.pdn')]);
    copyFileSync(FIXTURES + 'bashni-annotated.pdn', a);
    copyFileSync(FIXTURES + 'bashni-annotated.pdn', b);
    const r = await bashni(['verify', '\ufffd.pdn'], { cwd: dir });
    expect(r.stderr).toBe('bashni: \ufffd.pdn: cannot read: no such file\n');
    expect(r.status).toBe(2);
  });
});
