// A puzzle's `source.file` stays inside the collection (puzzles/node-files.ts resolveSourceFile): no
// absolute path, no `..` going up, no link out, only a regular file of bounded size. Anything
// else is PUZZLE_BAD_SOURCE at file:line:column, and the check goes on to the next puzzle.
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bashni } from '../records/cli.ts';

const root = mkdtempSync(join(tmpdir(), 'bashni-sources-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'games'));
mkdirSync(join(root, 'puzzles'));
copyFileSync(ROOT + 'test/puzzles/fixtures/sweep.pdn', join(root, 'games/ok.pdn'));
mkdirSync(join(root, 'games/dir.pdn'));
symlinkSync('/etc/passwd', join(root, 'games/out-link.pdn'));
spawnSync('mkfifo', [join(root, 'games/fifo.pdn')]);

/** One sound puzzle (the position of games/ok.pdn at ply 0, a set-up endgame: hence its note) with the given id and source file. */
const puzzle = (id: string, file: string): string =>
  `- id: ${id}\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n  source: { file: ${JSON.stringify(file)}, game: 1, ply: 0 }\n  note: from a game begun from a set-up position\n`;

describe('puzzles check: source files confined to the collection', () => {
  writeFileSync(
    join(root, 'puzzles/p.yaml'),
    puzzle('good', 'games/ok.pdn') +
      puzzle('dir', 'games/dir.pdn') +
      puzzle('up', '../../../../etc/passwd') +
      puzzle('absolute', '/etc/passwd') +
      puzzle('link-out', 'games/out-link.pdn') +
      puzzle('fifo', 'games/fifo.pdn') +
      puzzle('good-again', 'games/ok.pdn'),
  );

  it('each bad source is reported at its line, and every puzzle is checked', async () => {
    const r = await bashni(['puzzles', 'check', 'puzzles/p.yaml'], { cwd: root });
    expect(r.stderr).toBe('');
    const out = r.stdout;
    expect(out).toContain('puzzles/p.yaml:15:11: puzzle dir: source file games/dir.pdn is a directory [PUZZLE_BAD_SOURCE]');
    expect(out).toContain("puzzles/p.yaml:23:11: puzzle up: source file ../../../../etc/passwd is outside the collection's root [PUZZLE_BAD_SOURCE]");
    expect(out).toContain("puzzles/p.yaml:31:11: puzzle absolute: source file /etc/passwd must be a path relative to the collection's root, not an absolute path [PUZZLE_BAD_SOURCE]");
    expect(out).toContain("puzzles/p.yaml:39:11: puzzle link-out: source file games/out-link.pdn leads outside the collection's root (a link) [PUZZLE_BAD_SOURCE]");
    expect(out).toContain('puzzles/p.yaml:47:11: puzzle fifo: source file games/fifo.pdn is not a regular file [PUZZLE_BAD_SOURCE]');
    expect(out).not.toContain('root:'); // nothing of /etc/passwd was read
    expect(out.trimEnd().split('\n').pop()).toMatch(/^7 puzzles: 2 sound, 5 failed \(/);
    expect(r.status).toBe(1);
  });

  it('/dev/zero is refused without being read', async () => {
    writeFileSync(join(root, 'puzzles/zero.yaml'), puzzle('zero', '/dev/zero') + puzzle('zero-up', '../../../../../../dev/zero'));
    const r = await bashni(['puzzles', 'check', 'puzzles/zero.yaml'], { cwd: root });
    expect(r.stdout).toContain("puzzles/zero.yaml:7:11: puzzle zero: source file /dev/zero must be a path relative to the collection's root, not an absolute path [PUZZLE_BAD_SOURCE]");
    expect(r.stdout).toContain("puzzles/zero.yaml:15:11: puzzle zero-up: source file ../../../../../../dev/zero is outside the collection's root [PUZZLE_BAD_SOURCE]");
    expect(r.stdout.trimEnd().split('\n').pop()).toMatch(/^2 puzzles: 0 sound, 2 failed \(/);
    expect(r.status).toBe(1);
  });

  it('--root names the directory sources are read from (here: run from elsewhere)', async () => {
    writeFileSync(join(root, 'puzzles/good.yaml'), puzzle('only-good', 'games/ok.pdn'));
    const r = await bashni(['puzzles', 'check', join(root, 'puzzles/good.yaml'), '--root', root], { cwd: tmpdir() });
    expect(r.stdout.trimEnd().split('\n').pop()).toMatch(/^1 puzzles: 1 sound, 0 failed \(/);
    expect(r.status).toBe(0);
    const outside = await bashni(['puzzles', 'check', join(root, 'puzzles/good.yaml'), '--root', join(root, 'puzzles')], { cwd: tmpdir() });
    expect(outside.stdout).toContain('puzzle only-good: source file games/ok.pdn does not exist [PUZZLE_BAD_SOURCE]');
    expect(outside.status).toBe(1);
  });
});
