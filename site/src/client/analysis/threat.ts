// The threat (issue 44, lichess's "Show threat") without a DOM: what the other side would play in
// the position shown if it were its move. Draughts has no pass and no null move in its rules; the
// threat is defined here as the engine's best move in the same position (the same columns on the
// same squares, the same move counters) with the other side to move (docs/site.md, "Threat"). A
// capture is compulsory there as anywhere: the threat is then one of the other side's captures.
import { parseMove } from '../../../../engine/notation.ts';
import { Position } from '../../../../engine/position.ts';
import type { Move } from '../../../../engine/types.ts';
import type { AnalysisInfo } from './engine-analysis.ts';

/** The position with the other side to move, or undefined when that side would have no move (no threat). */
export function threatPosition(pos: Position): Position | undefined {
  const other = pos.turn === 'white' ? 'black' : 'white';
  const swapped = Position.setup(pos.variant, other, new Map(pos.columns()), { halfmoves: pos.halfmoves, fullmove: pos.fullmove });
  return swapped.legalMoves().length ? swapped : undefined;
}

/** The threat: the first move of the engine's best line for the swapped position (undefined without one). */
export function threatMove(swapped: Position, info: AnalysisInfo): Move | undefined {
  const text = info.lines[0]?.moves[0];
  const read = text ? parseMove(swapped, text) : undefined;
  return read?.ok ? read.value : undefined;
}
