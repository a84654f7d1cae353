// Reading PDN: split the text into games with a cheap scanner, then lex, parse and build each
// game on its own. One broken game never hides the others, and a file of any size is read game
// by game with memory bounded by the largest game (see `GameSplitter`, `parsePdnStream`).
import type { IToken } from 'chevrotain';
import { lexPdn } from './lexer.ts';
import { parseTokens } from './parser.ts';
import type { GameRecord, ParseOutput, ParseProblem } from './record.ts';
import { Ellipsis, LParen, Move, MoveNumber, RParen, Result, UnknownMove } from './tokens.ts';
import { buildGame } from './builder.ts';
import { GameProblems, MAX_PROBLEMS_PER_GAME } from './game-problems.ts';
import type { PdnCode } from './problem.ts';
import { posOf, tokenEnd } from './source-pos.ts';
import { GameSplitter, MAX_GAME_CHARS, splitGames, textPieces, type GameText } from './splitter.ts';
import { decodePdn, PDN_ENCODINGS, type PdnEncoding } from './decode.ts';
import { PdnArgumentError, valueKind, wrongType } from './argument-error.ts';

import { MAX_MOVES_PER_GAME, MAX_VARIATION_DEPTH } from './limits.ts';

export { MAX_MOVES_PER_GAME };

export interface ParseOptions {
  /** File name copied into every problem (for messages such as `file:line:column`). */
  readonly file?: string;
}

/** One parsed game with its own problems (streaming API). */
export interface ParsedGame {
  /** 0-based index of the game in its file. */
  readonly index: number;
  readonly game: GameRecord;
  readonly errors: readonly ParseProblem[];
}

/** A synthetic `)` (empty image) at a position: the token Chevrotain's createTokenInstance makes, written here so that the viewer's bundle holds no Chevrotain. */
function closerAt(offset: number, line: number, column: number): IToken {
  return { image: '', startOffset: offset, endOffset: offset, startLine: line, endLine: line, startColumn: column, endColumn: column, tokenTypeIdx: RParen.tokenTypeIdx!, tokenType: RParen };
}

/** Balances parentheses and limits nesting before parsing; reports what it changes. */
function balance(tokens: IToken[], report: (code: PdnCode, message: string, tok: IToken) => void): IToken[] {
  // most games have no variation: nothing to balance, the tokens as they are
  let parens = false;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i]!.tokenType;
    if (type === LParen || type === RParen) {
      parens = true;
      break;
    }
  }
  if (!parens) return tokens;
  const out: IToken[] = [];
  const open: IToken[] = [];
  let skip = 0;
  let reportedDeep = false;
  for (const tok of tokens) {
    const type = tok.tokenType;
    if (skip > 0) {
      if (type === LParen) skip++;
      else if (type === RParen) skip--;
      continue;
    }
    if (type === LParen) {
      if (open.length >= MAX_VARIATION_DEPTH) {
        if (!reportedDeep) {
          report('PDN_NESTING_TOO_DEEP', `Variations are nested more than ${MAX_VARIATION_DEPTH} deep; this variation is skipped.`, tok);
          reportedDeep = true;
        }
        skip = 1;
        continue;
      }
      open.push(tok);
    } else if (type === RParen) {
      if (open.length === 0) {
        report('PDN_UNBALANCED_PAREN', 'This `)` closes no variation.', tok);
        continue;
      }
      open.pop();
    }
    out.push(tok);
  }
  if (open.length > 0) {
    for (const tok of open) report('PDN_UNCLOSED_VARIATION', 'This variation is never closed by `)`.', tok);
    const lastTok = out[out.length - 1]!;
    const at = lastTok.tokenType === Result && out.length > 1 ? out.length - 1 : out.length;
    const ref = out[at - 1] ?? lastTok;
    // synthetic `)` placed right after the last token of the variation (positions for messages)
    const { line, column, offset } = tokenEnd(ref);
    const closers = open.map(() => closerAt(offset, line, column));
    // eslint-disable-next-line no-restricted-syntax -- at most MAX_VARIATION_DEPTH (64) closers: `open` never grows past it
    out.splice(at, 0, ...closers);
  }
  return out;
}

/**
 * Keeps the first MAX_MOVES_PER_GAME moves of a game (balanced tokens): the tokens from the next
 * move on (its number included) are dropped, except the result that ends the game; the variations
 * open there are closed.
 */
function capMoves(tokens: IToken[], report: (code: PdnCode, message: string, tok: IToken) => void): IToken[] {
  let moves = 0;
  let cut = -1;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i]!.tokenType;
    if ((type === Move || type === UnknownMove) && ++moves > MAX_MOVES_PER_GAME) {
      cut = i;
      break;
    }
  }
  if (cut < 0) return tokens;
  report('PDN_GAME_TOO_LONG', `This game has more than ${MAX_MOVES_PER_GAME} moves (main line and variations together); the moves from here on are not read.`, tokens[cut]!);
  while (cut > 0 && (tokens[cut - 1]!.tokenType === MoveNumber || tokens[cut - 1]!.tokenType === Ellipsis)) cut--;
  const out = tokens.slice(0, cut);
  let open = 0;
  for (const tok of out) {
    if (tok.tokenType === LParen) open++;
    else if (tok.tokenType === RParen) open--;
  }
  if (open > 0) {
    const { line, column, offset } = tokenEnd(out[out.length - 1]!);
    for (; open > 0; open--) out.push(closerAt(offset, line, column));
  }
  const last = tokens[tokens.length - 1]!;
  if (last.tokenType === Result) out.push(last);
  return out;
}

/** Parses the text of one game (as cut by the splitter). Problems are appended to `problems`. */
function parseGameText(game: GameText, index: number, problems: ParseProblem[], file?: string): GameRecord {
  const found = new GameProblems(index);
  const base = game.pos;
  if (game.tooLarge) {
    found.add('PDN_GAME_TOO_LARGE', `This game's text is longer than ${MAX_GAME_CHARS} characters (${MAX_GAME_CHARS / (1 << 20)} MiB); it is not read.`, base);
    for (const p of found.inOrder()) problems.push(file !== undefined ? { ...p, file } : p);
    return { tags: [], before: [], moves: [], trailing: [], pos: base };
  }
  const lexed = lexPdn(game.text);
  // (in text order; past the problem cap only the first ones can be kept: one run per character
  // of random bytes must not cost a problem each)
  const runs = lexed.errors.length > MAX_PROBLEMS_PER_GAME + 2 ? lexed.errors.slice(0, MAX_PROBLEMS_PER_GAME + 2) : lexed.errors;
  for (const e of runs) {
    const ch = game.text.slice(e.offset, e.offset + Math.min(e.length, 20));
    found.add('PDN_UNEXPECTED_CHARACTER', `Unexpected character${e.length > 1 ? 's' : ''} \`${ch}\`.`, posOf(base, e.line ?? 1, e.column ?? 1, e.offset));
  }
  const report = (code: PdnCode, message: string, tok: IToken): void => found.add(code, message, posOf(base, tok.startLine!, tok.startColumn!, tok.startOffset));
  const tokens = capMoves(balance(lexed.tokens, report), report);
  const parsed = parseTokens(tokens);
  for (const e of parsed.errors) {
    const t = e.token;
    const ok = Number.isFinite(t.startOffset) && Number.isFinite(t.startLine);
    // cannot happen with this grammar (see parseTokens): a bug, reported as internal
    found.add(
      'PDN_INTERNAL',
      `Internal error of the PDN parser at ${ok ? `\`${t.image}\`` : 'the end of the game'}: ${e.message}`,
      ok ? posOf(base, t.startLine!, t.startColumn!, t.startOffset) : base,
    );
  }
  let record: GameRecord;
  if (parsed.items) {
    record = buildGame(parsed.items, { base, end: game.end, problems: found });
  } else {
    record = { tags: [], before: [], moves: [], trailing: [], pos: base };
  }
  for (const p of found.inOrder()) problems.push(file !== undefined ? { ...p, file } : p);
  return record;
}

/** The options as given, or none: `null`, a non-object or a `file` that is not a string are ignored (the readers never throw). */
function readOptions(options: ParseOptions | null | undefined): ParseOptions {
  if (options === null || typeof options !== 'object') return {};
  return typeof options.file === 'string' || options.file === undefined ? options : { ...options, file: undefined };
}

/** What a reader gives for an input that is not text (a number, null, an object): one problem, no game. */
function notText(input: unknown, game: number, file?: string): ParseProblem {
  const what = input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input;
  return {
    code: 'PDN_NOT_TEXT',
    message: `The input is not text (${what}): nothing is read.`,
    severity: 'error',
    pos: { line: 1, column: 1, offset: 0 },
    game,
    ...(file !== undefined ? { file } : {}),
  };
}

const EMPTY_AT_START = { line: 1, column: 1, offset: 0 };

/**
 * Reads every game of a PDN text. Never throws: problems are returned as values, positioned
 * (1-based line and column) and tagged with the index of their game; a `text` that is not a
 * string is one PDN_NOT_TEXT and no game.
 */
export function parsePdn(text: string, options: ParseOptions = {}): ParseOutput<GameRecord[]> {
  options = readOptions(options);
  if (typeof text !== 'string') return { value: [], errors: [notText(text, 0, options.file)] };
  const games: GameRecord[] = [];
  const errors: ParseProblem[] = [];
  try {
    for (const g of parseGames(text, options)) {
      games.push(g.game);
      for (const e of g.errors) errors.push(e);
    }
  } catch (e) {
    errors.push(internalProblem(e, games.length, options.file));
  }
  return { value: games, errors };
}

function internalProblem(e: unknown, game: number, file?: string): ParseProblem {
  return {
    code: 'PDN_INTERNAL',
    message: `Internal error of the PDN reader: ${e instanceof Error ? e.message : String(e)}`,
    severity: 'error',
    pos: { line: 1, column: 1, offset: 0 },
    game,
    ...(file !== undefined ? { file } : {}),
  };
}

/** Game by game over a whole text (lazy: each game is parsed when asked for). A `text` that is not a string gives one empty game with PDN_NOT_TEXT. */
export function* parseGames(text: string, options: ParseOptions = {}): Generator<ParsedGame> {
  options = readOptions(options);
  if (typeof text !== 'string') {
    yield { index: 0, game: { tags: [], before: [], moves: [], trailing: [], pos: EMPTY_AT_START }, errors: [notText(text, 0, options.file)] };
    return;
  }
  const state = { index: 0, prevTags: false };
  for (const g of splitGames(text)) yield parseOne(g, state, options.file);
}

/**
 * A parser for the games of one input cut elsewhere (a reader of its own that uses the
 * splitter): called on each game in order, it parses as parseGames and parsePdnStream do.
 */
export function gameParser(file?: string): (g: GameText) => ParsedGame {
  const state = { index: 0, prevTags: false };
  return (g) => parseOne(g, state, file);
}

function parseOne(g: GameText, state: { index: number; prevTags: boolean }, file?: string): ParsedGame {
  const parsed = parseCutGame(g, state.index++, state.prevTags, file);
  state.prevTags = parsed.game.tags.length > 0;
  return parsed;
}

/**
 * Parses one game as cut by the splitter, the way the readers above do in sequence: `index` is
 * its 0-based number in the file and `prevTags` whether the game before it had tags (a game with
 * moves but no tags after one with tags gets the warning PDN_GAME_WITHOUT_TAGS). Games can so be
 * parsed apart from each other (the `bashni` command's worker threads) with the same result.
 */
export function parseCutGame(g: GameText, index: number, prevTags: boolean, file?: string): ParsedGame {
  const errors: ParseProblem[] = [];
  let game: GameRecord;
  try {
    game = parseGameText(g, index, errors, file);
    if (game.tags.length === 0 && prevTags && game.moves.length > 0) {
      errors.unshift({
        code: 'PDN_GAME_WITHOUT_TAGS',
        message: 'This game has no tags while the one before has: it may be text left over from the previous game.',
        severity: 'warning',
        pos: game.pos,
        game: index,
        ...(file !== undefined ? { file } : {}),
      });
    }
  } catch (e) {
    errors.push(internalProblem(e, index, file));
    game = { tags: [], before: [], moves: [], trailing: [], pos: g.pos };
  }
  return { index, game, errors };
}

export interface StreamOptions extends ParseOptions {
  /** Encoding of byte chunks; detected from the first chunk when not given. */
  readonly encoding?: PdnEncoding;
}

/**
 * Streaming reader: chunks of text or bytes in, games out, one at a time. Memory stays bounded
 * by the largest game (plus one chunk). `chunks` that are not iterable give one empty game with
 * PDN_NOT_TEXT; a chunk that is neither a string nor a Uint8Array is a TypeError (as an error of
 * the stream itself would be).
 */
export async function* parsePdnStream(chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>, options: StreamOptions = {}): AsyncGenerator<ParsedGame> {
  options = readOptions(options);
  const enc = options.encoding as unknown;
  if (enc !== undefined && !(typeof enc === 'string' && PDN_ENCODINGS.includes(enc as PdnEncoding)))
    throw new PdnArgumentError('ARGUMENT_RANGE', 'parsePdnStream', `the encoding is one of ${PDN_ENCODINGS.join(', ')}, not ${valueKind(enc)}`, valueKind(enc));
  if (!isIterable(chunks)) {
    yield { index: 0, game: { tags: [], before: [], moves: [], trailing: [], pos: EMPTY_AT_START }, errors: [notText(chunks, 0, options.file)] };
    return;
  }
  const state = { index: 0, prevTags: false };
  for await (const g of splitPdnStream(chunks, options)) yield parseOne(g, state, options.file);
}

/**
 * The games of a stream cut but not parsed (decoding as parsePdnStream): for readers that parse
 * elsewhere, e.g. in worker threads with `parseCutGame`.
 */
export async function* splitPdnStream(chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>, options: { readonly encoding?: PdnEncoding } = {}): AsyncGenerator<GameText> {
  for await (const { game } of cutPdnStream(chunks, options)) yield game;
}

/** One game of a stream as cut by cutPdnStream, and how far into the stream the reading was. */
export interface CutGame {
  readonly game: GameText;
  /**
   * Bytes of the stream (characters, for chunks given as strings) pushed to the splitter when the
   * game came out, about: a chunk counts in proportion to the part of its text pushed so far.
   * How far the reading is (for progress), never ahead of the text the games come from.
   */
  readonly consumed: number;
}

/**
 * As splitPdnStream, each game with how much of the stream was consumed to cut it. Each chunk's
 * text goes to the splitter in pieces (`textPieces`), so the games of a large chunk come out a
 * few at a time, never all at once.
 */
export async function* cutPdnStream(chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>, options: { readonly encoding?: PdnEncoding } = {}): AsyncGenerator<CutGame> {
  options ??= {};
  const splitter = new GameSplitter();
  let decoder: TextDecoder | undefined;
  let before = 0;
  // (a BOM at the start is dropped by the splitter, whoever reads)
  for await (const chunk of chunks as AsyncIterable<string | Uint8Array>) {
    let text: string;
    if (typeof chunk === 'string') text = chunk;
    else if (!(chunk instanceof Uint8Array)) {
      throw wrongType('parsePdnStream', 'chunks of text or bytes (strings or Uint8Arrays)', chunk);
    } else {
      if (!decoder) {
        const enc = options.encoding ?? decodePdn(chunk.subarray(0, 1 << 16)).encoding;
        decoder = new TextDecoder(enc);
      }
      text = decoder.decode(chunk, { stream: true });
    }
    const size = chunk.length;
    let pushed = 0;
    for (const piece of textPieces(text)) {
      pushed += piece.length;
      const consumed = before + (text.length > 0 ? Math.round((size * pushed) / text.length) : size);
      for (const game of splitter.push(piece)) yield { game, consumed };
    }
    before += size;
  }
  if (decoder) {
    const rest = decoder.decode();
    if (rest) for (const piece of textPieces(rest)) for (const game of splitter.push(piece)) yield { game, consumed: before };
  }
  for (const game of splitter.finish()) yield { game, consumed: before };
}

function isIterable(x: unknown): x is AsyncIterable<unknown> | Iterable<unknown> {
  return (
    x !== null &&
    (typeof x === 'object' || typeof x === 'string') &&
    (typeof (x as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function' || typeof (x as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function')
  );
}
