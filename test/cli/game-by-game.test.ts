// Issue 22, point 5: a file under 8 MB was decoded whole and cut in one push, every game held at
// once: 2 MB of empty games (`*` and a line break, 1,000,000 games) took 644 MB in `verify`, and
// so did convert and puzzles mine. Every input is now read game by game, a few thousand games cut
// at a time (grammar: textPieces). Here the bundle runs on that 2 MB file with a JavaScript heap
// of 32 MB, too small to hold the games at once (it ended "heap out of memory" before writing a
// report): the first reports come out, and the command stops when the reader does (`| head`),
// long before the end of the input. How much memory the whole input takes is measured by
// `npm run bench -- hostile`.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleBin } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-game-by-game-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'empty.pdn');
writeFileSync(file, '*\n'.repeat(1_000_000));

/** The first `lines` lines the command writes with a 32 MB heap, then its standard output closed; its exit code and standard error. */
function firstLines(args: string[], lines: number): Promise<{ lines: string[]; code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--max-old-space-size=32', bundleBin(), ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1', BASHNI_DEBUG: '' } });
    let out = '';
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => {
      out += d;
      if (out.split('\n').length > lines) child.stdout.destroy();
    });
    child.on('close', (code) => done({ lines: out.split('\n').slice(0, lines), code, stderr }));
  });
}

describe('2 MB of empty games with a 32 MB heap', () => {
  it.each([
    ['verify --jobs 1', ['verify', '--jobs', '1', 'empty.pdn'], (i: number) => `empty.pdn:${i + 1}:1: game ${i + 1}: valid, 0 plies (bashni)`],
    [
      'verify --json --duplicates --jobs 1',
      ['verify', '--json', '--duplicates', '--jobs', '1', 'empty.pdn'],
      (i: number) => (i === 0 ? '{"games": [' : `{"file":"empty.pdn","index":${i},"tags":{},"line":${i},"column":1,"variant":"bashni","valid":true,"plies":0,"info":[]},`),
    ],
  ])('%s: the first reports come out', async (_name, args, line) => {
    const n = 2000;
    const r = await firstLines(args, n);
    expect(r.stderr).not.toMatch(/heap|memory|Error/i);
    expect(r.lines).toEqual(Array.from({ length: n }, (_, i) => line(i)));
    // stopped by the closed pipe (141, as SIGPIPE) long before the end of the input
    expect(r.code).toBe(141);
  });

  it('convert --to jsonl: the first games come out', async () => {
    const r = await firstLines(['convert', '--to', 'jsonl', 'empty.pdn'], 500);
    expect(r.stderr).not.toMatch(/heap|memory|Error/i);
    expect(r.lines.map((l) => JSON.parse(l) as { index: number; line: number; plies: unknown[] }).map((g) => [g.index, g.line, g.plies.length])).toEqual(
      Array.from({ length: 500 }, (_, i) => [i + 1, i + 1, 0]),
    );
    expect(r.code).toBe(141);
  });
});

// Issue 47, item 4: annotate held every game's analysis until the end (12 MB in, 908 MB peak; a
// reader that stopped early waited minutes for the whole file). It writes each game as it is
// annotated now: the first games come out under a 32 MB heap, and `| head` stops it.
describe('annotate of 2 MB of empty games with a 32 MB heap', () => {
  it.each([
    ['PDN', ['annotate', '--depth', '1', '--jobs', '1', 'empty.pdn'], ['[Annotator "bashni annotate (depth 1)"]', '']],
    ['--json', ['annotate', '--depth', '1', '--jobs', '1', '--json', 'empty.pdn'], ['[', '  {', '    "game": 1,']],
  ])('%s: the first games come out, and a closed pipe ends it with 141', async (_name, args, first) => {
    const r = await firstLines(args, 3);
    expect(r.stderr).not.toMatch(/heap|memory|Error/i);
    expect(r.lines.slice(0, first.length)).toEqual(first);
    expect(r.code).toBe(141);
  });
});
