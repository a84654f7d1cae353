// The engine's public API.
export * from './types.ts';
export { parseSquare, squareName, squareFile, squareRank, squareAt, isFarRow, RAYS, DIRECTIONS, SQUARE_COUNT } from './squares.ts';
export type { SquareStyle } from './squares.ts';
export { parseVariantName } from './variant.ts';
export { Position, isColumnText, sameMove } from './position.ts';
export { parseFen, makeFen, INITIAL_FEN } from './fen.ts';
export type { FenError, FenErrorCode, FenOptions } from './fen.ts';
export { parseMoveText, matchMoves, makeMoveText } from './notation.ts';
export type { WrittenMove, MoveTextOptions } from './notation.ts';
export { perft, divide } from './perft.ts';
export type { PerftOptions, DivideEntry } from './perft.ts';
export { GameHistory, analyzeLine } from './history.ts';
export type { HistoryEntry } from './history.ts';
export { Board, MoveList, makeLists, WHITE, BLACK } from './board.ts';
