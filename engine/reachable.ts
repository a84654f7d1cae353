// Whether a position can arise in a game from the start position, for puzzle collections and
// board editors that tell a game position from a composed one. The FEN reader already refuses
// what no game can reach in any variant (more than 12 pieces of a colour; a column of more than
// two colour layers, FEN_LAYERS); this adds what follows from bashni's own rule R6: a taken piece
// goes under the capturing column and never leaves the board, so every bashni (and
// bashni-forward, bashni-turkish) position holds exactly 12 white and 12 black pieces, and every lasca
// position 11 and 11 (Lasca takes the same way). russian removes what it
// takes: fewer is normal there. Passing does not prove a position reachable; failing proves it is
// not.
import { checkPosition, type Position } from './position.ts';
import { rowOf } from './variant.ts';

export interface ReachError {
  readonly code: 'REACH_PIECE_COUNT';
  readonly message: string;
}

/**
 * Why `pos` cannot arise in a game of its variant, or undefined when nothing rules it out.
 *
 * @example
 * checkReachable(Position.initial()); // undefined
 * checkReachable(parseFen('W:Wd4,a5,e7:Bd2,f8').value);
 * // { code: 'REACH_PIECE_COUNT', message: '3 white and 2 black pieces: in bashni ...' }
 */
export function checkReachable(pos: Position): ReachError | undefined {
  checkPosition(pos, 'checkReachable');
  // where captured pieces are removed (russian), any count can arise
  const rules = rowOf(pos.variant);
  if (!rules.takenGoesUnder) return undefined;
  const each = rules.piecesPerSide;
  const white = pos.pieceCount('white');
  const black = pos.pieceCount('black');
  if (white === each && black === each) return undefined;
  return { code: 'REACH_PIECE_COUNT', message: `${white} white and ${black} black pieces: in ${pos.variant} no piece ever leaves the board, so a game always has ${each} of each` };
}
