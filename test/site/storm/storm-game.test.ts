// The puzzle storm without a browser (site/src/client/storm/storm-game.ts): runs drawn from the
// real puzzles of puzzles/*.yaml, their moves checked by the real PuzzleGame and engine, the time
// driven by a clock the test moves by hand (no waiting).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameMove } from '../../../engine/position.ts';
import type { Move } from '../../../engine/types.ts';
import { readPuzzleFile, type PuzzleEntry } from '../../../puzzles/file.ts';
import { pickRun, STORM_MS, StormGame, WRONG_MS, type StormPuzzle } from '../../../site/src/client/storm/storm-game.ts';

const ROOT = join(import.meta.dirname, '../../..');
const entries: PuzzleEntry[] = readdirSync(join(ROOT, 'puzzles'))
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .flatMap((f) => readPuzzleFile(readFileSync(join(ROOT, 'puzzles', f), 'utf8'), `puzzles/${f}`).puzzles);
const byId = new Map(entries.map((p) => [p.spec.id, p]));
const puzzles: StormPuzzle[] = entries.map((p) => ({
  id: p.spec.id,
  rating: p.spec.rating,
  fen: p.spec.fen,
  variant: p.spec.variant,
  goal: `goal of ${p.spec.id}`,
  goalKind: p.spec.goal.kind,
  solution: [...p.spec.solution],
  slower: [],
}));

/** A random source that repeats (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A storm over `run` with a clock the test sets. */
function storm(run: StormPuzzle[]) {
  const time = { now: 1_000 };
  const game = new StormGame(run, 'en', () => time.now);
  return { game, time };
}

/** The puzzle on the board solved by its solution's moves, the replies answered as the page does. */
function solveCurrent(game: StormGame): void {
  const p = byId.get(game.puzzle!.data.id)!;
  for (let i = 0; i < p.moves.length; i += 2) {
    const step = game.play(p.moves[i]!);
    if (step.kind === 'solved') return;
    expect(step.kind).toBe('correct');
    if (step.kind === 'correct') expect(sameMove(step.reply, p.moves[i + 1]!)).toBe(true);
    if (game.answer() === 'solved') return;
  }
  throw new Error(`${p.spec.id} not solved by its solution`);
}

/** A legal first move of the puzzle on the board that is not the solution's (nor reaches its position). */
function wrongMove(game: StormGame): Move {
  const p = byId.get(game.puzzle!.data.id)!;
  const right = p.position.play(p.moves[0]!).hash();
  const m = p.position.legalMoves().find((x) => p.position.play(x).hash() !== right);
  if (!m) throw new Error(`${p.spec.id}: every move is right`);
  return m;
}

/** Run puzzles whose first move has a wrong alternative. */
const withWrong = puzzles.filter((p) => {
  const e = byId.get(p.id)!;
  const right = e.position.play(e.moves[0]!).hash();
  return e.position.legalMoves().some((x) => e.position.play(x).hash() !== right);
});

describe('pickRun', () => {
  it('rises in rating from the easiest band to the hardest, one puzzle a band, no puzzle twice', () => {
    const run = pickRun(puzzles, seeded(1), 40);
    expect(run).toHaveLength(40);
    expect(new Set(run.map((p) => p.id)).size).toBe(40);
    for (let i = 1; i < run.length; i++) expect(run[i]!.rating).toBeGreaterThanOrEqual(run[i - 1]!.rating);
    const ratings = puzzles.map((p) => p.rating).sort((a, b) => a - b);
    expect(run[0]!.rating).toBeLessThanOrEqual(ratings[Math.ceil(ratings.length / 40)]!);
    expect(run.at(-1)!.rating).toBeGreaterThanOrEqual(ratings[ratings.length - Math.ceil(ratings.length / 40) - 1]!);
  });

  it('draws other puzzles with another random source, and all of a short collection', () => {
    const a = pickRun(puzzles, seeded(1), 40).map((p) => p.id);
    const b = pickRun(puzzles, seeded(2), 40).map((p) => p.id);
    expect(a).not.toEqual(b);
    expect(pickRun(puzzles.slice(0, 5), seeded(3), 40)).toHaveLength(5);
    expect(pickRun(puzzles, () => 0.999999, 3).every((p) => puzzles.includes(p))).toBe(true);
  });
});

describe('StormGame', () => {
  it('counts solved puzzles, moves and the combo; a wrong move fails the puzzle, costs 10 s, breaks the combo and moves on', () => {
    const run = withWrong.slice(0, 8);
    const { game, time } = storm(run);
    expect(game.state).toBe('ready');
    expect(game.timeLeft()).toBe(STORM_MS);
    game.start();
    expect(game.state).toBe('playing');
    expect(game.puzzle!.data.id).toBe(run[0]!.id);
    solveCurrent(game);
    solveCurrent(game);
    expect(game.puzzle!.data.id).toBe(run[2]!.id);
    const combo = game.combo;
    expect(combo).toBeGreaterThanOrEqual(2);
    time.now += 5_000;
    expect(game.timeLeft()).toBe(STORM_MS - 5_000);
    expect(game.play(wrongMove(game))).toEqual({ kind: 'wrong' });
    expect(game.combo).toBe(0);
    expect(game.timeLeft()).toBe(STORM_MS - 5_000 - WRONG_MS);
    expect(game.puzzle!.data.id).toBe(run[3]!.id);
    solveCurrent(game);
    solveCurrent(game);
    game.end();
    expect(game.state).toBe('over');
    const r = game.result();
    expect(r.score).toBe(4);
    expect(r.failed.map((p) => p.id)).toEqual([run[2]!.id]);
    expect(r.played.map((p) => p.solved)).toEqual([true, true, false, true, true]);
    expect(r.moves).toBe(r.rightMoves + 1);
    expect(r.accuracy).toBe(Math.round((100 * r.rightMoves) / r.moves));
    expect(r.bestCombo).toBeGreaterThanOrEqual(combo);
    expect(r.highest).toBe(Math.max(run[0]!.rating, run[1]!.rating, run[3]!.rating, run[4]!.rating));
    // the clock stops with the run
    time.now += 60_000;
    expect(game.timeLeft()).toBe(STORM_MS - 5_000 - WRONG_MS);
  });

  it('ends when the time is up: a move after it is ignored and counts nothing', () => {
    const { game, time } = storm(withWrong.slice(0, 5));
    game.start();
    solveCurrent(game);
    time.now += STORM_MS;
    const before = game.result();
    expect(game.play(wrongMove({ puzzle: game.puzzle } as StormGame))).toEqual({ kind: 'ignored' });
    expect(game.state).toBe('over');
    expect(game.timeLeft()).toBe(0);
    expect(game.result()).toEqual(before);
    expect(game.result().score).toBe(1);
  });

  it('ends when a wrong move takes the last seconds', () => {
    const { game, time } = storm(withWrong.slice(0, 5));
    game.start();
    time.now += STORM_MS - WRONG_MS + 1;
    expect(game.tick()).toBe(false);
    expect(game.play(wrongMove(game))).toEqual({ kind: 'wrong' });
    expect(game.state).toBe('over');
    expect(game.puzzle).toBeUndefined();
    expect(game.result().failed).toHaveLength(1);
  });

  it('ends when the puzzles run out, and passes over a puzzle whose position does not read', () => {
    const run = [puzzles[0]!, { ...puzzles[1]!, fen: 'not a position' }, puzzles[2]!];
    const { game } = storm(run);
    game.start();
    solveCurrent(game);
    expect(game.puzzle!.data.id).toBe(run[2]!.id);
    solveCurrent(game);
    expect(game.state).toBe('over');
    expect(game.result().score).toBe(2);
  });

  it('takes no move before the start or while a reply is due', () => {
    const run = puzzles.filter((p) => p.solution.length > 1).slice(0, 2);
    const { game } = storm(run);
    const first = byId.get(run[0]!.id)!;
    expect(game.play(first.moves[0]!)).toEqual({ kind: 'ignored' });
    game.start();
    expect(game.play(first.moves[0]!).kind).toBe('correct');
    expect(game.play(first.moves[0]!)).toEqual({ kind: 'ignored' });
    expect(game.result().moves).toBe(1);
  });
});
