// Issue 47, item 7: `tail -f games.pdn | bashni verify -` reported nothing until the input ended,
// where docs/records.md promises each game as it arrives: the verdicts were made but held in a
// 64 KB output buffer. From a pipe or a terminal each verdict (verify) and each game (convert
// --to jsonl) now goes out at once. A real process: one game written, its line awaited, then the
// next game written (no timing: the test waits for the line, and fails at vitest's timeout).
import { describe, expect, it } from 'vitest';
import { spawnBashni } from '../records/cli.ts';

/** Starts `bashni ARGS` reading a pipe; `next(text)` resolves once standard output holds `text`. */
function live(args: readonly string[]) {
  const child = spawnBashni(args);
  let out = '';
  let waiting: { text: string; resolve: () => void } | undefined;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (waiting && out.includes(waiting.text)) waiting.resolve();
  });
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    write: (text: string) => child.stdin.write(text),
    end: () => child.stdin.end(),
    seen: (text: string) => new Promise<void>((resolve) => (out.includes(text) ? resolve() : (waiting = { text, resolve }))),
    output: () => out,
    closed,
  };
}

describe('a pipe that is still being written', () => {
  it('verify -: each game reported before the next is written', async () => {
    const p = live(['verify', '-']);
    p.write('[Event "a"]\n1. c3-d4 f6-e5 *\n\n');
    await p.seen('game 1: valid, 2 plies');
    expect(p.output()).not.toContain('game 2');
    p.write('[Event "b"]\n1. c3-d4 *\n\n');
    await p.seen('game 2: valid, 1 ply');
    p.end();
    expect(await p.closed).toBe(0);
    expect(p.output()).toMatch(/2 games: 2 valid, 0 invalid\n$/);
  }, 60_000);

  it('convert --to jsonl -: each game written before the next arrives', async () => {
    const p = live(['convert', '--to', 'jsonl', '-']);
    p.write('[Event "a"]\n1. c3-d4 f6-e5 *\n\n');
    await p.seen('"index":1');
    p.write('[Event "b"]\n1. c3-d4 *\n\n');
    await p.seen('"index":2');
    p.end();
    expect(await p.closed).toBe(0);
    expect(p.output().trimEnd().split('\n')).toHaveLength(2);
  }, 60_000);
});
