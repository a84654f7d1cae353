// Perft: leaf counts of the move tree (the standard check of a move generator).
import { PerftTable } from './board.ts';
import { makeMoveText } from './notation.ts';
import { checkPosition, type Position } from './position.ts';
import { checkOptions, checkWhole, wrongType } from './argument-error.ts';
import type { Move } from './types.ts';

export interface PerftOptions {
  /**
   * russian only: count captures with the same from, to and captured set once (default true,
   * the published figures); false counts every path (d8 = 929905). Bashni never de-duplicates.
   */
  dedupe?: boolean;
  /**
   * A table of subtree counts by position (`new PerftTable()`, 17 MB): a position reached by
   * several move orders is counted once, several times faster from depth 7 or so. Keep one for
   * successive counts; the counts are the same unless two positions share a 64-bit hash (a
   * probe matches a wrong position about once in 2^44: bashni's perft 13 from the start, 10^8
   * probes, has about one chance in 10^5 of a wrong count). Without it every node is visited,
   * the check of the move generator.
   */
  table?: PerftTable;
}

export { PerftTable };

/** perft's and divide's arguments, checked before any work: an ArgumentError that says what is wrong. */
function checkArgs(name: string, pos: unknown, depth: unknown, opts: PerftOptions): PerftOptions {
  checkPosition(pos, name);
  checkWhole(depth, name, 'the depth', 0);
  const o = checkOptions(opts, name);
  if (o.table !== undefined && !(o.table instanceof PerftTable)) throw wrongType(name, 'a PerftTable as the table option', o.table);
  return o;
}

/** Leaf nodes at depth (depth 0 = 1). A depth that is not a whole number from 0 is an ArgumentError (ARGUMENT_RANGE). */
export function perft(pos: Position, depth: number, opts: PerftOptions = {}): number {
  opts = checkArgs('perft', pos, depth, opts);
  if (depth === 0) return 1;
  const board = pos.toBoard();
  board.dedupe = opts?.dedupe ?? true;
  return board.perft(depth, undefined, opts.table);
}

export interface DivideEntry {
  readonly move: Move;
  /** The move as makeMoveText writes it (algebraic). */
  readonly text: string;
  readonly nodes: number;
}

/** Perft split by first move, in legal-move order (depth 0 and 1: one node a move). */
export function divide(pos: Position, depth: number, opts: PerftOptions = {}): DivideEntry[] {
  opts = checkArgs('divide', pos, depth, opts);
  const moves = pos.generateMoves(opts.dedupe ?? true);
  return moves.map((move) => ({ move, text: makeMoveText(pos, move), nodes: depth <= 1 ? 1 : perft(pos.play(move), depth - 1, opts) }));
}
