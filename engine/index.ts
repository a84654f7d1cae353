// The engine's public API (`bashni/engine`): rules, positions, FEN, notation, perft, history,
// evaluation and search. The mutable board and its tables are internal (engine/internal.ts).
export * from './types.ts';
export { ArgumentError } from './argument-error.ts';
export type { ArgumentCode } from './argument-error.ts';
export { parseSquare, squareName, squareFile, squareRank, squareAt, isFarRow, boardSize, onBoard, boardSquares, readSquare } from './public-squares.ts';
export type { SquareStyle } from './squares.ts';
export { hasColumns, parseVariantName, VARIANT_RULES, variantRules, variantOfTag, variantOfGameType, unnumberedSquares, squareSpan, boardWords } from './variant.ts';
export type { VariantRules } from './variant.ts';
export { rng } from './random.ts';
export { Position, isColumnText, sameMove } from './position.ts';
export { parseFen, makeFen, makeColumnsFen, INITIAL_FEN, LASCA_FEN, initialFen } from './fen.ts';
export { checkReachable } from './reachable.ts';
export type { ReachError } from './reachable.ts';
export type { FenError, FenErrorCode, FenOptions } from './fen.ts';
export { parseMove, parseMoveText, matchMoves, makeMoveText } from './notation.ts';
export type { MoveError, MoveErrorCode, WrittenMove, MoveTextOptions, CaptureStyle, Separator } from './notation.ts';
export { perft, divide, PerftTable } from './perft.ts';
export type { PerftOptions, DivideEntry } from './perft.ts';
export { GameHistory, NO_PROGRESS_PLIES, analyzeLine } from './history.ts';
export type { HistoryEntry } from './history.ts';
export { evaluate } from './eval.ts';
export type { EvalTerms } from './eval.ts';
export { search, Searcher, scoreText, winInMoves, WIN } from './search.ts';
export type { SearchLimits, SearchLine, SearchResult } from './search.ts';
export { PLAY_LEVELS, levelMove } from './levels.ts';
export type { PlayLevel } from './levels.ts';
