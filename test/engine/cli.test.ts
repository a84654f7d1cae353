// The perft, moves and show commands through the command's code (cli/main.ts, in process): the
// wiring of arguments to the engine and of its answers to the output. The perft tables themselves
// are proven in test/engine/perft.test.ts, so the counts here stay shallow (depth 2), but for the
// project's suite file, whose deeper figures only `perft --suite` checks (about a second).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { referencePerft } from './reference.ts';
import { toRef } from './helpers.ts';
import { bashni, spawnBashni } from '../records/cli.ts';
import { perftEstimate } from '../../cli/perft.ts';
import { perft } from '../../engine/perft.ts';
import { Position } from '../../engine/position.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-suite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `bashni ARGS` from the repository root. */
async function run(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const r = await bashni(args);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('bashni perft', () => {
  it('prints the leaf count', async () => {
    const r = await run('perft', '2');
    expect(r.code).toBe(0);
    expect(r.out).toBe('49\n');
  });
  it('--variant russian (and --all-paths) reach the engine', async () => {
    // W:WKg1:Be3,b6,d6,f6: a king with two ways to take the same men; 16 de-duplicated at depth 2, 20 counting every path
    expect((await run('perft', '2', '--variant', 'russian', '--fen', 'W:WKg1:Be3,b6,d6,f6')).out).toBe('16\n');
    expect((await run('perft', '2', '--variant', 'russian', '--fen', 'W:WKg1:Be3,b6,d6,f6', '--all-paths')).out).toBe('20\n');
    // in bashni the same capture makes a column: other counts (the variant is not ignored)
    expect((await run('perft', '2', '--fen', 'W:WKg1:Be3,b6,d6,f6')).out).not.toBe('16\n');
  });
  it('--divide prints one line per move then the total', async () => {
    const r = await run('perft', '3', '--divide', '--fen', 'W:W21-32:B1-12');
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^a3-b4 \d+$/);
    expect(lines[7]).toBe('302');
  });
  it('--suite passes the project suite', async () => {
    const r = await run('perft', '--suite', 'test/engine/perft-suite.txt');
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^(\d+) passed, 0 failed$/);
    expect(Number(/^(\d+) passed/.exec(r.out.trim().split('\n').at(-1)!)![1])).toBeGreaterThanOrEqual(15);
  });
  it('--suite with a wrong figure prints the mismatch and exits 1', async () => {
    const file = join(dir, 'bad.txt');
    writeFileSync(file, '# a comment\nW:W21-32:B1-12 ;D1 7 ;D2 50\nW:WKc3:Be5,b2 ;variant russian ;D1 4\n');
    const r = await run('perft', '--suite', file);
    expect(r.code).toBe(1);
    expect(r.out).toContain('depth 2: expected 50, got 49');
    expect(r.out.trim().split('\n').at(-1)).toBe('1 passed, 1 failed');
    // --depth 1 skips the wrong figure
    const r1 = await run('perft', '--suite', file, '--depth', '1');
    expect(r1.code).toBe(0);
    expect(r1.out.trim()).toBe('2 passed, 0 failed');
  });
  it('--suite --all-paths counts every capture path on every line (russian path counts)', async () => {
    // a king with several ways to take the same men: the path counts, cross-checked at depth 3
    // with the naive reference generator, exceed the de-duplicated ones (105, 237)
    const fen = 'W:WKg1:Be3,b6,d6,f6';
    const pos = parseFen(fen, 'russian');
    if (!pos.ok) throw new Error(pos.error.message);
    expect(referencePerft(toRef(pos.value), 3, false)).toBe(128);
    const file = join(dir, 'paths.txt');
    // the second line (the same position, another depth) shows --all-paths applies to every line
    writeFileSync(file, `${fen} ;D3 128 ;D4 298\n${fen} ;D1 6 ;D2 20\n`);
    const counted = await run('perft', '--suite', file, '--variant', 'russian', '--all-paths');
    expect(counted.out).toBe('2 passed, 0 failed\n');
    expect(counted.code).toBe(0);
    // without --all-paths the same suite is read as de-duplicated counts, and fails
    const deduped = await run('perft', '--suite', file, '--variant', 'russian');
    expect(deduped.code).toBe(1);
    expect(deduped.out).toContain(`${fen} [russian] depth 3: expected 128, got 105`);
    expect(deduped.out).toContain(`${fen} [russian] depth 2: expected 20, got 16`);
    expect(deduped.out.trim().split('\n').at(-1)).toBe('0 passed, 2 failed');
  });
  it('bad FEN, bad variant, bad depth: one line, exit 2', async () => {
    const cases = [
      ['perft', 'x'],
      ['moves', '--fen', 'W:Wa1(bw)', '--variant', 'bashni'],
      ['show', '--variant', 'chess'],
    ];
    const results = await Promise.all(cases.map((args) => run(...args)));
    for (const [i, args] of cases.entries()) {
      const r = results[i]!;
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/^bashni: /);
    }
  });
  it('perft 30 (issue 22): before it starts, one line on standard error with the estimate from the first plies; it runs until stopped', async () => {
    const child = spawnBashni(['perft', '30', '--jobs', '1']);
    try {
      const line = await new Promise<string>((done, fail) => {
        let err = '';
        child.stderr.on('data', (chunk: Buffer) => {
          err += chunk.toString();
          if (err.includes('\n')) done(err.slice(0, err.indexOf('\n')));
        });
        child.on('exit', (code) => fail(new Error(`perft 30 ended (${code}) before saying anything: ${err}`)));
      });
      expect(line).toMatch(
        /^bashni: perft 30: about 2\.7e21 leaves \(the first 7 plies grow about 5\.0 times a ply\), at most about \S+ \S+ at the rate of the first plies; a count above 2\^53 - 1 would not be exact; Ctrl-C stops it$/,
      );
    } finally {
      child.kill();
    }
  });
  it('a count estimated below 10^9 leaves says nothing on standard error; --help states the announcement', async () => {
    expect(await run('perft', '8')).toEqual({ code: 0, out: '925945\n', err: '' });
    // the same count visiting every node, and de-duplicated and not, through the one table
    expect(await run('perft', '8', '--no-table')).toEqual({ code: 0, out: '925945\n', err: '' });
    expect((await run('perft', '8', '--variant', 'russian', '--all-paths')).out).toBe('929905\n');
    expect(await run('perft', '30', '--fen', 'W:Wa1:Bb2,c3')).toEqual({ code: 0, out: '0\n', err: '' });
    expect((await run('perft', '--help')).out).toMatch(/A count estimated at 10\^9 leaves or more is announced before it starts/);
  });
  it('the estimate: the last count of the first plies grown by their growth (bashni from the start, sampled to 7 plies, within 15% of the counts)', () => {
    const start = Position.initial();
    const sample = { counts: [1, 2, 3, 4, 5, 6, 7].map((d) => perft(start, d)) };
    for (const [depth, counted] of [
      [9, 4_533_893],
      [10, 22_092_783],
    ] as const) {
      const leaves = perftEstimate(sample, depth)!.leaves;
      expect(leaves / counted).toBeGreaterThan(1 / 1.15);
      expect(leaves / counted).toBeLessThan(1.15);
    }
    expect(perftEstimate({ counts: [] }, 2)).toBeUndefined();
    expect(perftEstimate({ counts: [0] }, 30)!.leaves).toBe(0);
  });
  it('--help on each command', async () => {
    const commands = ['perft', 'moves', 'show'];
    const results = await Promise.all(commands.map((c) => run(c, '--help')));
    for (const [i, c] of commands.entries()) {
      const r = results[i]!;
      expect(r.code).toBe(0);
      expect(r.out).toContain(`Usage: bashni ${c}`);
    }
  });
});

describe('bashni moves', () => {
  it('lists every legal move with the FEN after it', async () => {
    const r = await run('moves', '--fen', 'W:WKc3:Be5,b2');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines).toContain('c3:f6:a1  B:WKa1(Wbb):B');
  });
  it('--json', async () => {
    const r = await run('moves', '--fen', 'W:Wc3:Bd4(bW),f6', '--json');
    const rows = JSON.parse(r.out);
    expect(rows).toEqual([{ move: 'c3:g7', full: 'c3:e5:g7', from: 'c3', path: ['e5', 'g7'], jumped: ['d4', 'f6'], taken: 'bb', promotes: false, fen: 'B:WKd4,g7(wbb):B' }]);
  });
  it('a position without moves says who loses', async () => {
    expect((await run('moves', '--fen', 'W:Wa1:Bb2,c3')).out).toBe('no legal moves: White to move loses\n');
  });
});

describe('bashni show', () => {
  it('a text board with every column readable', async () => {
    const r = await run('show', '--fen', 'W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)');
    expect(r.code).toBe(0);
    expect(r.out).toContain(' W3 ');
    expect(r.out).toMatch(/d4 \(18\)\s+WwB/);
    expect(r.out).toMatch(/e3 \(23\)\s+wbb/);
    expect(r.out).toMatch(/g3 \(24\)\s+Bbw/);
    expect(r.out).toContain('White to move');
  });
});
