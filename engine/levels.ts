// Playing strength: named levels from a beginner to the engine's best, for a game against the
// engine (the site's play page). Browser-safe. A weak level is weak by what it sees (a shallow
// search) and by how it chooses (a random pick weighted by the moves' scores, and now and then
// any legal move); it still takes a win it sees, unless its random move strikes. bench/levels.bench.ts measures each level against the next.
import { checkPosition, type Position } from './position.ts';
import { ArgumentError, checkWhole, isList, wrongType } from './argument-error.ts';
import { makeFen } from './fen.ts';
import { Searcher, winInMoves } from './search.ts';
import type { Move } from './types.ts';

export interface PlayLevel {
  readonly id: 'beginner' | 'casual' | 'club' | 'expert' | 'master';
  /** Plies the level looks ahead. */
  readonly depth: number;
  /** Milliseconds a move may take (the deepest level only: it searches deeper until time runs out). */
  readonly timeMs?: number;
  /**
   * Centi-men of score that make a move e^1 times less likely to be chosen than the best (a
   * softmax over every legal move's score); 0 always plays the best move.
   */
  readonly temperature: number;
  /** Chance of playing a uniformly random legal move instead. */
  readonly randomMove: number;
}

/** The levels, weakest first. */
export const PLAY_LEVELS: readonly PlayLevel[] = [
  { id: 'beginner', depth: 2, temperature: 150, randomMove: 0.3 },
  { id: 'casual', depth: 2, temperature: 50, randomMove: 0.1 },
  { id: 'club', depth: 4, temperature: 15, randomMove: 0 },
  { id: 'expert', depth: 6, temperature: 0, randomMove: 0 },
  { id: 'master', depth: 64, timeMs: 1000, temperature: 0, randomMove: 0 },
];

/**
 * The move a level plays in `pos` (which must have a legal move). `random` gives numbers in
 * [0, 1): with a seeded one (`rng(seed)`) the choice is reproducible, except at a timed level.
 * `history` is the game before `pos`, oldest first: a level sees a repetition as the draw it is.
 *
 *   levelMove(Position.initial('bashni'), PLAY_LEVELS[0]!, rng(1)) // a legal move, often not the best
 */
export function levelMove(pos: Position, level: PlayLevel, random: () => number, searcher = new Searcher(), history: readonly Position[] = []): Move {
  checkPosition(pos, 'levelMove');
  const l = level as Partial<PlayLevel> | null;
  if (l === null || typeof l !== 'object' || typeof l.depth !== 'number' || typeof l.temperature !== 'number' || typeof l.randomMove !== 'number')
    throw wrongType('levelMove', 'a level ({ depth, temperature, randomMove }), as PLAY_LEVELS holds', level);
  checkWhole(l.depth, 'levelMove', "the level's depth", 1);
  if (typeof random !== 'function') throw wrongType('levelMove', 'a random function (as rng(seed) gives)', random);
  if (!(searcher instanceof Searcher)) throw wrongType('levelMove', 'a Searcher', searcher);
  if (!isList(history)) throw wrongType('levelMove', 'history as a list of Positions', history);
  const moves = pos.legalMoves();
  if (moves.length === 0) throw new ArgumentError('ARGUMENT_RANGE', 'levelMove', 'no legal move: the game is over', makeFen(pos));
  if (moves.length === 1) return moves[0]!;
  if (level.randomMove > 0 && random() < level.randomMove) return moves[Math.floor(random() * moves.length)]!;
  if (level.temperature === 0) {
    const limits = level.timeMs !== undefined ? { depth: level.depth, timeMs: level.timeMs, history } : { depth: level.depth, history };
    return searcher.search(pos, limits).best ?? moves[0]!;
  }
  // every root move scored by a search of the position after it, one ply shallower
  const scores = moves.map((m) => -searcher.search(pos.play(m), { depth: level.depth - 1, history: [...history, pos] }).score);
  return moves[softmaxPick(scores, level.temperature, random)]!;
}

/** Index drawn with probability proportional to e^((score - best) / temperature). */
function softmaxPick(scores: readonly number[], temperature: number, random: () => number): number {
  let best = -Infinity;
  for (const s of scores) if (s > best) best = s;
  // forced results score ±(WIN minus their length): a win in one and a win in three would weigh
  // about the same, so a level that sees one plays the best (the fastest win, the longest defence)
  if (winInMoves(best) !== undefined) return scores.indexOf(best);
  const weights = scores.map((s) => Math.exp((s - best) / temperature));
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return scores.indexOf(best);
}
