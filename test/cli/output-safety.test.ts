// The command's promise (README): the input is never changed in place. Every command with `-o` refuses an output that
// names its input, also through another spelling or a link (cli/io.ts writeOutput), and reads
// PDN through the grammar's decoder (a CP1251 record reads the same as its UTF-8 text).
import { afterAll, describe, expect, it } from 'vitest';
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, bashni, bundleBin } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('-o never writes over an input', () => {
  const pdn = join(dir, 'game.pdn');
  copyFileSync(FIXTURES + 'bashni-annotated.pdn', pdn);
  symlinkSync(pdn, join(dir, 'link.pdn'));
  const original = readFileSync(pdn, 'utf8');

  for (const [name, args] of [
    ['annotate, ./ spelling', ['annotate', '--depth', '1', 'game.pdn', '-o', './game.pdn']],
    ['annotate, through a link', ['annotate', '--depth', '1', 'game.pdn', '-o', 'link.pdn']],
    ['convert, through a link', ['convert', 'game.pdn', '--squares', 'numeric', '-o', 'link.pdn']],
    ['puzzles mine, ./ spelling', ['puzzles', 'mine', 'game.pdn', '--nodes', '1000', '-o', './game.pdn']],
  ] as const) {
    it(name, async () => {
      const r = await bashni(args, { cwd: dir });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/refusing to overwrite the input file/);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(readFileSync(pdn, 'utf8')).toBe(original);
    });
  }
});

describe('-o never writes over standard input read from that file (issue 22, point 16)', () => {
  // a process (the bundle): the point is the process's own descriptor 0 opened on the file
  const pdn = join(dir, 'stdin.pdn');
  copyFileSync(FIXTURES + 'bashni-annotated.pdn', pdn);
  const original = readFileSync(pdn, 'utf8');
  /** `bashni ARGS < stdin.pdn` from `dir`. */
  const fromFile = (args: readonly string[]) => {
    const fd = openSync(pdn, 'r');
    try {
      return spawnSync(process.execPath, [bundleBin(), ...args], { cwd: dir, stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, CI: '1' } });
    } finally {
      closeSync(fd);
    }
  };

  it.each([
    ['convert - -o stdin.pdn', ['convert', '-', '-o', 'stdin.pdn']],
    ['annotate - -o ./stdin.pdn', ['annotate', '--depth', '1', '-', '-o', './stdin.pdn']],
  ])('%s < stdin.pdn: refused, the file as it was', (_name, args) => {
    const r = fromFile(args);
    expect(r.stderr).toBe(`bashni: ${args.at(-1)}: refusing to overwrite the input file\n`);
    expect(r.status).toBe(2);
    expect(readFileSync(pdn, 'utf8')).toBe(original);
  });

  it('another output file is written', () => {
    const r = fromFile(['convert', '-', '-o', 'other.pdn']);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'other.pdn'), 'utf8')).toContain('[Variant');
  });
});

describe('annotate reads legacy encodings like verify and convert', () => {
  it('a CP1251 record gives the same tags as its UTF-8 text', async () => {
    const text = '[White "Блиндер Б."]\n[Black "Миротин Б."]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5 *\n';
    const cp1251 = Uint8Array.from(text, (ch) => {
      const c = ch.charCodeAt(0);
      return c >= 0x410 && c <= 0x44f ? c - 0x410 + 0xc0 : c === 0x401 ? 0xa8 : c === 0x451 ? 0xb8 : c;
    });
    writeFileSync(join(dir, 'cp1251.pdn'), cp1251);
    writeFileSync(join(dir, 'utf8.pdn'), text);
    const a = await bashni(['annotate', '--depth', '1', 'cp1251.pdn', '--jobs', '1'], { cwd: dir });
    const b = await bashni(['annotate', '--depth', '1', 'utf8.pdn', '--jobs', '1'], { cwd: dir });
    expect(a.status).toBe(0);
    expect(a.stdout).toContain('[White "Блиндер Б."]');
    expect(a.stdout).toBe(b.stdout);
  });
});
