// The grammar's public API: reading (parsePdn, streaming), decoding bytes, writing, what a result
// says, and the problem model. Syntax only: nothing here imports the engine; records/ gives
// records their meaning under the rules.
export * from './record.ts';
export { PdnArgumentError, type PdnArgumentCode } from './argument-error.ts';
export { MAX_VARIATION_DEPTH, MAX_RECORD_PARTS } from './limits.ts';
export { parsePdn, parseGames, parsePdnStream, MAX_MOVES_PER_GAME, type ParseOptions, type StreamOptions, type ParsedGame } from './pdn.ts';
export { splitGames, GameSplitter, MAX_GAME_CHARS, type GameText, type GameEnd } from './splitter.ts';
export { decodePdn, detectEncoding, parseEncodingName, type PdnEncoding } from './decode.ts';
export { makePdn, PdnGameWriter, strictMoveText, SEVEN_TAG_ROSTER, type WriteMode, type WriteOptions } from './writer.ts';
export { resultWinner, type ResultWinner } from './results.ts';
export { formatProblem, formatProblemBody, problemJson, type PdnCode, type Problem, type ProblemDetail, type ProblemJson, type Severity } from './problem.ts';
