// The self-play match's statistics (bench/sprt-stats.ts) and one short match through the real
// script (bench/sprt.ts: the working tree's engine against HEAD's, in worker processes).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eloOf, matchStats } from '../../bench/sprt-stats.ts';
import { parseFen } from '../../engine/fen.ts';

const BOUNDS = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

describe('match statistics', () => {
  it('turns a mean score into logistic Elo', () => {
    expect(eloOf(0.5)).toBe(0);
    expect(eloOf(0.75)).toBeCloseTo(190.85, 2);
    expect(eloOf(0.25)).toBeCloseTo(-190.85, 2);
  });

  it('gives the Elo of pairs with its interval, the same with the colours of the result swapped', () => {
    const s = matchStats([0, 2, 10, 6, 2], BOUNDS);
    expect(s.pairs).toBe(20);
    expect(s.score).toBeCloseTo(0.6, 10);
    expect(s.elo).toBeCloseTo(70.44, 2);
    expect(s.eloLow).toBeLessThan(s.elo);
    expect(s.eloHigh).toBeGreaterThan(s.elo);
    const mirrored = matchStats([2, 6, 10, 2, 0], BOUNDS);
    expect(mirrored.elo).toBeCloseTo(-s.elo, 10);
    expect(mirrored.eloHigh).toBeCloseTo(-s.eloLow, 10);
  });

  it('accepts a clear gain, rejects a clear loss, and decides nothing before 30 pairs', () => {
    // bounds of alpha = beta = 0.05: ln(19) either way
    const gain = matchStats([10, 20, 80, 40, 50], BOUNDS);
    expect(gain.upper).toBeCloseTo(Math.log(19), 10);
    expect(gain.lower).toBeCloseTo(-Math.log(19), 10);
    expect(gain.llr).toBeGreaterThan(gain.upper);
    expect(gain.verdict).toBe('H1');
    const loss = matchStats([50, 40, 80, 20, 10], BOUNDS);
    expect(loss.llr).toBeLessThan(loss.lower);
    expect(loss.verdict).toBe('H0');
    // equal engines: every pair split; the test leans to H0 (no gain of elo1) as pairs come
    expect(matchStats([0, 0, 300, 0, 0], BOUNDS).verdict).toBe('H0');
    // one won pair is no proof, however lopsided
    expect(matchStats([0, 0, 0, 0, 1], BOUNDS).verdict).toBeUndefined();
    expect(matchStats([0, 0, 0, 0, 29], BOUNDS).verdict).toBeUndefined();
    expect(matchStats([0, 0, 0, 0, 30], BOUNDS).verdict).toBe('H1');
  });
});

describe('npm run bench -- sprt', () => {
  it('plays a short match at a fixed node count and reports games, W/D/L, Elo and the LLR', () => {
    const root = join(import.meta.dirname, '..', '..');
    const dir = mkdtempSync(join(tmpdir(), 'bashni-sprt-log-'));
    const log = join(dir, 'games.tsv');
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'sprt.ts'), '--base', 'HEAD', '--nodes', '300', '--max-games', '4', '--concurrency', '1', '--log', log], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toMatch(/^sprt: \w+.* against \w+, bashni, 300 nodes a move$/m);
    const last = /^games (\d+) W\/D\/L (\d+)\/(\d+)\/(\d+) pairs \[(\d+), (\d+), (\d+), (\d+), (\d+)\] elo (-?[\d.]+) .*LLR (-?[\d.]+) \(-2\.94, 2\.94\)/m.exec(out.trimEnd().split('\n').at(-2)!);
    expect(last).not.toBeNull();
    const [games, w, d, l, ...pairs] = last!.slice(1, 10).map(Number);
    expect(games).toBe(4);
    expect(w! + d! + l!).toBe(4);
    expect(pairs.reduce((a, n) => a + n, 0)).toBe(2);
    expect(out.trimEnd().split('\n').at(-1)).toBe('undecided');
    // --log: a line a game, its colour and score the report's, its last position a real one
    const games4 = readFileSync(log, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    rmSync(dir, { recursive: true });
    expect(games4.map((g) => g[0]).sort()).toEqual(['0', '1', '2', '3']);
    for (const [id, colour, score, ending, plies, fen] of games4) {
      expect(colour).toBe(Number(id) % 2 === 0 ? 'white' : 'black');
      expect(['no legal move', 'threefold repetition', 'no progress', 'ply limit']).toContain(ending);
      expect(Number(plies)).toBeGreaterThan(0);
      expect(parseFen(fen!, 'bashni').ok).toBe(true);
      expect(['1', '0.5', '0']).toContain(score);
    }
    expect(games4.filter((g) => g[2] === '1').length).toBe(w);
    expect(games4.filter((g) => g[2] === '0.5').length).toBe(d);

    // carried on: the first part's counts start the statistics, play resumes at the third opening
    const more = execFileSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'bench', 'sprt.ts'), '--base', 'HEAD', '--nodes', '300', '--max-games', '2', '--concurrency', '1', '--continue', `${w}/${d}/${l} ${pairs.join(',')}`],
      { cwd: root, encoding: 'utf8' },
    );
    expect(more).toContain(`continuing a match of 4 games (W/D/L ${w}/${d}/${l}, pairs [${pairs.join(', ')}]) from opening 3`);
    const total = /^games (\d+) W\/D\/L (\d+)\/(\d+)\/(\d+) pairs \[(\d+), (\d+), (\d+), (\d+), (\d+)\]/m.exec(more.trimEnd().split('\n').at(-2)!);
    const [games2, w2, d2, l2, ...pairs2] = total!.slice(1, 10).map(Number);
    expect(games2).toBe(6);
    expect(w2! + d2! + l2!).toBe(6);
    expect(w2! >= w! && d2! >= d! && l2! >= l!).toBe(true);
    expect(pairs2.reduce((a, n) => a + n, 0)).toBe(3);
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'sprt.ts'), '--base', 'HEAD', '--nodes', '300', '--continue', '3/0/0 0,0,0,0,2'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ).toThrow(/--continue: 3 games are not the 2 pairs' 4/);
  }, 60_000);
});
