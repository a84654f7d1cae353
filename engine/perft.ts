// Perft: leaf counts of the move tree (the standard check of a move generator).
import { makeMoveText } from './notation.ts';
import type { Position } from './position.ts';
import type { Move } from './types.ts';

export interface PerftOptions {
  /**
   * russian only: count captures with the same from, to and captured set once (default true,
   * the published figures); false counts every path (d8 = 929905). Bashni never de-duplicates.
   */
  dedupe?: boolean;
}

/** Leaf nodes at depth (depth 0 = 1). */
export function perft(pos: Position, depth: number, opts: PerftOptions = {}): number {
  if (depth <= 0) return 1;
  const board = pos.toBoard();
  board.dedupe = opts.dedupe ?? true;
  return board.perft(depth);
}

export interface DivideEntry {
  readonly move: Move;
  /** The move as makeMoveText writes it (algebraic). */
  readonly text: string;
  readonly nodes: number;
}

/** Perft split by first move, in legal-move order. */
export function divide(pos: Position, depth: number, opts: PerftOptions = {}): DivideEntry[] {
  const moves = pos.generateMoves(opts.dedupe ?? true);
  return moves.map((move) => ({ move, text: makeMoveText(pos, move), nodes: depth <= 1 ? 1 : perft(pos.play(move), depth - 1, opts) }));
}
