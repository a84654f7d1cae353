import { c as checkPosition } from './fen_DMqK5RZO.mjs';
import { r as rowOf } from './lang_CTn7LBoU.mjs';

function checkReachable(pos) {
  checkPosition(pos, "checkReachable");
  const rules = rowOf(pos.variant);
  if (!rules.takenGoesUnder) return void 0;
  const each = rules.piecesPerSide;
  const white = pos.pieceCount("white");
  const black = pos.pieceCount("black");
  if (white === each && black === each) return void 0;
  return { code: "REACH_PIECE_COUNT", message: `${white} white and ${black} black pieces: in ${pos.variant} no piece ever leaves the board, so a game always has ${each} of each` };
}

export { checkReachable as c };
