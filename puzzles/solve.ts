// Capture puzzles: the solver and soundness (docs/puzzles.md). Browser-safe.
//
// A puzzle is a position, a goal for the side to move (the solver) and a solution line: the
// solver's moves with the opponent's best replies. Goals:
// - `win`: force a position where the opponent has no legal move (R11).
// - `material N`: force a quiet position (the opponent to move has no capture) where the
//   solver's net commanded pieces (commandedPieces(solver) - commandedPieces(opponent)) are at
//   least N higher than at the start. A win also meets it.
// - `capture-path N`: the same as `material N` (N may be 0), where the first move is a capture
//   chosen among at least two legal capture sequences: which path you take decides which
//   prisoners you free and whose columns you split.
// The solver searches for the shortest solution: k = 1, 2, ... solver moves (an AND-OR search:
// every solver move is tried, every opponent reply must fail). The solution line takes, for the
// opponent, the reply that resists longest (then the one the engine rates best for the opponent);
// the puzzle is sound when, at every solver step of that line, exactly one move reaches the goal
// within the moves left. Two moves that lead to the same position (say two capture paths that
// leave every column the same) count as one move.
import { Board, MoveList, makeLists, decodeMove, encodeMove } from '../engine/internal.ts';
import type { Position } from '../engine/position.ts';
import type { Move } from '../engine/types.ts';
import { materialBalance } from '../engine/eval.ts';
import { search } from '../engine/search.ts';
import { HAND_WEIGHTS } from '../engine/weights.ts';
import type { PuzzleGoal } from './goal.ts';
import { outOfRange } from '../engine/argument-error.ts';
import { checkPosition } from '../engine/position.ts';
import { checkCounts } from './arguments.ts';
import { checkGoal } from './goal.ts';
import { MEMO_MAX_SLOTS, PositionMemo } from './position-memo.ts';

export interface SolveOptions {
  /** Longest solution tried, in solver moves (default 5, at most 30). */
  maxMoves?: number;
  /** Stop after this many positions (default 2,000,000): the result is then `aborted`. */
  nodes?: number;
  /**
   * Also list, at every solver step of the line, the moves that reach the goal with up to this
   * many solver moves more than the fastest (`slower`; default 0: not looked for). The search for
   * them has a node budget of its own, as large as `nodes`.
   */
  slowerMargin?: number;
  /** Most slots of the solver's memo (a power of two; default MEMO_MAX_SLOTS, 80 MB): a smaller one for tests. */
  memoSlots?: number;
}

/** Solver moves more than the fastest that a move may need and still count as solving (the site accepts it, `solve` lists it). */
export const SLOWER_MARGIN = 1;

/** A move at a solver step of the line that is not the fastest but still reaches the goal. */
export interface SlowerMove {
  /** Index of the step in the line (0, 2, 4, ...). */
  readonly ply: number;
  readonly move: Move;
  /** Solver moves it needs from that step on, itself included (the line needs fewer). */
  readonly moves: number;
}

/** A solver step of the line where more than one move reaches the goal. */
export interface Ambiguity {
  /** Index of the step in the line (0, 2, 4, ...). */
  readonly ply: number;
  /** Every move that reaches the goal there (distinct resulting positions). */
  readonly moves: readonly Move[];
}

export interface SolveResult {
  /** A forced solution was found within maxMoves. */
  readonly found: boolean;
  /** The search ran out of its node budget before deciding. */
  readonly aborted: boolean;
  /** The solution line (solver moves and opponent replies); empty when not found. */
  readonly line: readonly Move[];
  /** Solver moves in the line. */
  readonly moves: number;
  /** Found and no ambiguity. */
  readonly sound: boolean;
  readonly ambiguities: readonly Ambiguity[];
  /** Slower moves that also reach the goal (only when `slowerMargin` was given), by step then generation order. */
  readonly slower: readonly SlowerMove[];
  /** The slower moves' search ran out of its budget: `slower` may miss some. */
  readonly slowerUndecided: boolean;
  /** Why the puzzle is not sound or not found, in words (empty when sound). */
  readonly problems: readonly string[];
  /** Positions searched to find and check the line (not counting the search for slower moves). */
  readonly nodes: number;
  /** Most positions the solver's memo held at once (at most half its slots). */
  readonly memoPeak: number;
}

class Abort extends Error {}

/** The goal-directed AND-OR solver on one board. */
class Solver {
  readonly board: Board;
  readonly lists: MoveList[];
  readonly side: number;
  readonly base: number;
  nodes = 0;
  limit: number;
  /** hash -> proven reachable within k (min k) * 64 + proven unreachable within k (max k); bounded (puzzles/position-memo.ts). */
  readonly memo: PositionMemo;

  constructor(
    pos: Position,
    readonly goal: PuzzleGoal,
    limit: number,
    memoSlots = MEMO_MAX_SLOTS,
  ) {
    this.memo = new PositionMemo(memoSlots);
    this.board = pos.toBoard();
    this.lists = makeLists(64);
    this.side = this.board.turn;
    this.base = materialBalance(this.board, this.side);
    this.limit = limit;
  }

  /** After a solver move (opponent to move): is the goal met? ply = list index to use. */
  met(ply: number): boolean {
    const list = this.lists[ply]!;
    const n = this.board.generate(list);
    if (n === 0) return true;
    if (this.goal.kind === 'win') return false;
    if (list.jumps(0) > 0) return false;
    return materialBalance(this.board, this.side) - this.base >= this.goal.min;
  }

  /** Solver to move: can it reach the goal within k solver moves? */
  reach(k: number, ply: number): boolean {
    if (k <= 0) return false;
    if (++this.nodes > this.limit) throw new Abort();
    const key = this.board.hash53();
    const memo = this.memo.get(key);
    if (memo !== undefined) {
      const tMin = memo >>> 6;
      const fMax = memo & 63;
      if (tMin !== 0 && tMin <= k) return true;
      if (fMax >= k) return false;
    }
    const list = this.lists[ply]!;
    const n = this.board.generate(list);
    let ok = false;
    for (let i = 0; i < n && !ok; i++) {
      this.board.make(list.data, list.offs[i]!);
      ok = this.afterSolverMove(k, ply + 1);
      this.board.unmake();
    }
    const old = this.memo.get(key) ?? 0;
    let tMin = old >>> 6;
    let fMax = old & 63;
    if (ok) tMin = tMin === 0 ? k : Math.min(tMin, k);
    else fMax = Math.max(fMax, k);
    this.memo.set(key, (tMin << 6) | fMax);
    return ok;
  }

  /** After a solver move: does it reach the goal within k solver moves (this one included)? */
  afterSolverMove(k: number, ply: number): boolean {
    if (this.met(ply)) return true;
    if (k <= 1) return false;
    const list = this.lists[ply]!; // filled by met()
    const n = list.count;
    for (let j = 0; j < n; j++) {
      this.board.make(list.data, list.offs[j]!);
      const ok = this.reach(k - 1, ply + 1);
      this.board.unmake();
      if (!ok) return false;
    }
    return true;
  }

  /** Smallest k <= max with reach(k), else 0. */
  minMoves(max: number, ply: number): number {
    for (let k = 1; k <= max; k++) if (this.reach(k, ply)) return k;
    return 0;
  }
}

/** Solves a puzzle: the shortest forced line to the goal, and whether it is sound. */
export function solvePuzzle(pos: Position, goal: PuzzleGoal, opts: SolveOptions = {}): SolveResult {
  checkPosition(pos, 'solvePuzzle');
  checkGoal(goal, 'solvePuzzle');
  opts = checkCounts(opts, 'solvePuzzle', { maxMoves: [0, Number.MAX_SAFE_INTEGER], nodes: [0, Number.MAX_SAFE_INTEGER], slowerMargin: [0, 30], memoSlots: [4, MEMO_MAX_SLOTS] });
  if (opts.memoSlots !== undefined && (opts.memoSlots & (opts.memoSlots - 1)) !== 0) throw outOfRange('solvePuzzle', `memoSlots is a power of two, not ${opts.memoSlots}`, opts.memoSlots);
  const maxMoves = Math.min(opts.maxMoves ?? 5, 30);
  const solver = new Solver(pos, goal, opts.nodes ?? 2_000_000, opts.memoSlots);
  const problems: string[] = [];
  const ambiguities: Ambiguity[] = [];
  const fail = (aborted: boolean, why: string): SolveResult => ({
    found: false,
    aborted,
    line: [],
    moves: 0,
    sound: false,
    ambiguities: [],
    slower: [],
    slowerUndecided: false,
    problems: [why],
    nodes: solver.nodes,
    memoPeak: solver.memo.peak,
  });
  const rootMoves = pos.legalMoves();
  if (rootMoves.length === 0) return fail(false, 'the side to move has no legal move');
  if (goal.kind === 'capture-path') {
    const captures = rootMoves.filter((m) => m.jumped.length > 0);
    if (captures.length < 2) return fail(false, `capture-path needs at least two legal capture sequences, there ${captures.length === 1 ? 'is one' : 'are none'}`);
  }
  let k: number;
  try {
    k = solver.minMoves(maxMoves, 0);
  } catch (e) {
    if (e instanceof Abort) return fail(true, `undecided within ${solver.limit} positions`);
    throw e;
  }
  if (k === 0) return fail(false, `no forced solution within ${maxMoves} move${maxMoves === 1 ? '' : 's'}`);

  // build the line, checking uniqueness at every solver step
  const line: Move[] = [];
  const board = solver.board;
  let p = pos;
  let left = k;
  /** Each solver step: the moves left there and the positions its winners lead to. */
  const steps: { left: number; winners: Set<number> }[] = [];
  try {
    for (;;) {
      const ply = line.length;
      // solver step: every move reaching the goal within `left`
      const list = new MoveList(1 << 10, 1 << 8);
      const n = board.generate(list);
      const winners: { idx: number; hash: number }[] = [];
      for (let i = 0; i < n; i++) {
        board.make(list.data, list.offs[i]!);
        if (solver.afterSolverMove(left, ply + 1)) {
          const h = board.hash53();
          if (!winners.some((w) => w.hash === h)) winners.push({ idx: i, hash: h });
        }
        board.unmake();
      }
      if (winners.length === 0) throw new Error('solver: line lost its solution');
      steps.push({ left, winners: new Set(winners.map((w) => w.hash)) });
      const first = winners[0]!;
      if (winners.length > 1) ambiguities.push({ ply, moves: winners.map((w) => decodeMove(p, list.data, list.offs[w.idx]!)) });
      const move = decodeMove(p, list.data, list.offs[first.idx]!);
      line.push(move);
      board.make(list.data, list.offs[first.idx]!);
      p = p.play(move);
      if (solver.met(ply + 1)) break;
      // opponent step: the reply that resists longest, then the engine's choice
      const replies = p.legalMoves();
      let bestReply: Move | undefined;
      let bestLeft = -1;
      let bestScore = -Infinity;
      for (const r of replies) {
        board.make(encodeMove(r), 0);
        const need = solver.minMoves(left - 1, ply + 2);
        board.unmake();
        if (need === 0) throw new Error('solver: a reply escapes');
        if (need < bestLeft) continue;
        // the fixed hand-set evaluation, full width: a tuned or more selective engine must not
        // move the collection's lines
        const score = -search(p.play(r), { depth: 2, weights: HAND_WEIGHTS, fullWidth: true }).score;
        if (need > bestLeft || score > bestScore) {
          bestLeft = need;
          bestScore = score;
          bestReply = r;
        }
      }
      line.push(bestReply!);
      board.make(encodeMove(bestReply!), 0);
      p = p.play(bestReply!);
      left = bestLeft;
    }
  } catch (e) {
    if (e instanceof Abort) return fail(true, `undecided within ${solver.limit} positions`);
    throw e;
  }
  for (const a of ambiguities) {
    problems.push(`move ${a.ply + 1}: ${a.moves.length} moves reach the goal`);
  }
  if (goal.kind === 'capture-path' && line[0]!.jumped.length === 0) problems.push('the first move is not a capture');
  const nodes = solver.nodes;
  const slower = slowerMoves(solver, pos, line, steps, opts.slowerMargin ?? 0, opts.nodes ?? 2_000_000);
  return { found: true, aborted: false, line, moves: k, sound: problems.length === 0, ambiguities, ...slower, problems, nodes, memoPeak: solver.memo.peak };
}

/**
 * At each solver step of the line, the moves (other than those reaching the goal as fast as the
 * line) that reach it within `margin` solver moves more; with a budget of `budget` positions.
 */
function slowerMoves(
  solver: Solver,
  start: Position,
  line: readonly Move[],
  steps: readonly { left: number; winners: Set<number> }[],
  margin: number,
  budget: number,
): { slower: SlowerMove[]; slowerUndecided: boolean } {
  const slower: SlowerMove[] = [];
  if (margin <= 0) return { slower, slowerUndecided: false };
  solver.limit = solver.nodes + budget;
  const board = solver.board;
  // back to the start: the line was played on the board
  for (let i = 0; i < line.length; i++) board.unmake();
  let p = start;
  try {
    for (const [s, step] of steps.entries()) {
      const ply = 2 * s;
      const list = new MoveList(1 << 10, 1 << 8);
      const n = board.generate(list);
      for (let i = 0; i < n; i++) {
        board.make(list.data, list.offs[i]!);
        if (!step.winners.has(board.hash53())) {
          for (let extra = 1; extra <= margin; extra++) {
            if (solver.afterSolverMove(step.left + extra, ply + 1)) {
              slower.push({ ply, move: decodeMove(p, list.data, list.offs[i]!), moves: step.left + extra });
              break;
            }
          }
        }
        board.unmake();
      }
      for (const m of line.slice(ply, ply + 2)) {
        board.make(encodeMove(m), 0);
        p = p.play(m);
      }
    }
  } catch (e) {
    if (e instanceof Abort) return { slower, slowerUndecided: true };
    throw e;
  }
  return { slower, slowerUndecided: false };
}

/**
 * Solver moves (this one included) that `move` needs to reach the goal from pos, when it does
 * within `max`; else 0. Undefined when the node budget ran out first.
 */
export function movesWith(pos: Position, goal: PuzzleGoal, move: Move, max: number, nodes = 2_000_000): number | undefined {
  const solver = new Solver(pos, goal, nodes);
  solver.board.make(encodeMove(move), 0);
  try {
    for (let k = 1; k <= max; k++) if (solver.afterSolverMove(k, 1)) return k;
  } catch (e) {
    if (e instanceof Abort) return undefined;
    throw e;
  }
  return 0;
}

/** Moves from pos that lead to different positions (two capture paths leaving the same columns are one). */
export function distinctMoves(pos: Position): number {
  const board = pos.toBoard();
  const list = new MoveList(1 << 10, 1 << 8);
  const n = board.generate(list);
  const seen = new Set<number>();
  for (let i = 0; i < n; i++) {
    board.make(list.data, list.offs[i]!);
    seen.add(board.hash53());
    board.unmake();
  }
  return seen.size;
}
