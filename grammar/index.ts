// The grammar's public API: reading (parsePdn, streaming), decoding bytes, writing.
// Syntax only: nothing here imports the engine; records/ gives records their meaning under the rules.
export * from './record.ts';
export {
  parsePdn,
  parseGames,
  parsePdnStream,
  parseGameText,
  splitGames,
  GameSplitter,
  MAX_VARIATION_DEPTH,
  type ParseOptions,
  type StreamOptions,
  type GameText,
  type ParsedGame,
} from './pdn.ts';
export { decodePdn, detectEncoding, parseEncodingName, PDN_ENCODINGS, type PdnEncoding } from './decode.ts';
export { makePdn, makeGamePdn, strictMoveText, SEVEN_TAG_ROSTER, type WriteMode, type WriteOptions } from './writer.ts';
export { MAX_PROBLEMS_PER_GAME, type GameEnd } from './visitor.ts';
export { lexPdn } from './lexer.ts';
