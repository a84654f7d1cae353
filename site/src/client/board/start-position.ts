// "Is this the variant's start position?": a link to the analysis or play page then carries no FEN,
// and the analysis board keeps a set-up position (not the start) when the variant changes.
import { makeFen } from '../../../../engine/fen.ts';
import { Position } from '../../../../engine/position.ts';

export function isStartPosition(pos: Position): boolean {
  return makeFen(pos) === makeFen(Position.initial(pos.variant));
}
