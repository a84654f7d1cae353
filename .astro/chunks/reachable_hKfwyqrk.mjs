import { v as variantRules } from './lang_N_hm3TvJ.mjs';

function checkReachable(pos) {
  const rules = variantRules(pos.variant);
  if (!rules.takenGoesUnder) return void 0;
  const each = rules.piecesPerSide;
  const white = pos.pieceCount("white");
  const black = pos.pieceCount("black");
  if (white === each && black === each) return void 0;
  return { code: "REACH_PIECE_COUNT", message: `${white} white and ${black} black pieces: in ${pos.variant} no piece ever leaves the board, so a game always has ${each} of each` };
}

export { checkReachable as c };
