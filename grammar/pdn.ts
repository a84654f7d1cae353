// Reading PDN: split the text into games with a cheap scanner, then lex, parse and build each
// game on its own. One broken game never hides the others, and a file of any size is read game
// by game with memory bounded by the largest game (see `GameSplitter`, `parsePdnStream`).
import { createTokenInstance, type IToken } from 'chevrotain';
import { lexPdn } from './lexer.ts';
import { parseTokens } from './parser.ts';
import type { GameRecord, ParseOutput, ParseProblem, SourcePos } from './record.ts';
import { LParen, RESULT_PATTERN, RParen, Result } from './tokens.ts';
import { buildGame, lineBreaks, MAX_PROBLEMS_PER_GAME, posOf, tokenEnd, type GameEnd } from './visitor.ts';
import { decodePdn, type PdnEncoding } from './decode.ts';

/** Deepest nesting of variations read; deeper ones are dropped with PDN_NESTING_TOO_DEEP. */
export const MAX_VARIATION_DEPTH = 64;

export interface ParseOptions {
  /** File name copied into every problem (for messages such as `file:line:column`). */
  readonly file?: string;
}

/** One game's text as cut by the splitter. */
export interface GameText {
  readonly text: string;
  /** Where `text` starts in the file. */
  readonly pos: SourcePos;
  /** Why the game ended: after its result, at the next game's tags, or at the end of the file. */
  readonly end: GameEnd;
}

/** One parsed game with its own problems (streaming API). */
export interface ParsedGame {
  /** 0-based index of the game in its file. */
  readonly index: number;
  readonly game: GameRecord;
  readonly errors: readonly ParseProblem[];
}

/** The lexer's Result pattern, anchored (sticky): the splitter ends games where the lexer sees a result. */
const RESULT_AT = new RegExp(RESULT_PATTERN.source, 'y');

/** A `\r` line end (not the first half of `\r\n`; one at the end of a chunk is decided with the next). */
const LONE_CR = /\r(?!\n|$)/;

/** After `0`, `1`, `2` or `½`, a result goes on with `-` (or `/` in `1/2-1/2`): a cheap filter before RESULT_AT. */
function mayStartResult(c: number): boolean {
  return c === 45 || c === 47;
}

// ASCII characters that start an ordinary token for the splitter: not white space (as isSpace)
// and none of `{ % ; " [ ] ( )`
const ORDINARY_START = new Uint8Array(128);
for (let c = 0; c < 128; c++) ORDINARY_START[c] = isSpace(c) || '{%;"[]()'.includes(String.fromCharCode(c)) ? 0 : 1;

// ASCII characters that end an ordinary run: white space (as `\s`) and `{}%;"[]()*`
const RUN_STOP = new Uint8Array(128);
for (const ch of ' \t\n\r\f\v{}%;"[]()*') RUN_STOP[ch.charCodeAt(0)] = 1;

/** True for the non-ASCII characters of `\s` (JavaScript's white space and line terminators). */
function isWideSpace(c: number): boolean {
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * From `j`: skips characters that never start anything the splitter cares about (anything but
 * `\s{}%;"[]()*`), then spaces and tabs (no line break); returns the index reached, at most `limit`.
 */
function skipOrdinary(buf: string, j: number, limit: number): number {
  for (; j < limit; j++) {
    const c = buf.charCodeAt(j);
    if (c < 128 ? RUN_STOP[c] === 1 : isWideSpace(c)) break;
  }
  for (; j < limit; j++) {
    const c = buf.charCodeAt(j);
    if (c !== 32 && c !== 9) break;
  }
  return j;
}

function isNameStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** The tag name after the `[` at `i` (as `\[[ \t]*([A-Za-z_][A-Za-z0-9_]*)`), or undefined. */
function tagNameAt(buf: string, i: number): string | undefined {
  let j = i + 1;
  let c = buf.charCodeAt(j);
  while (c === 32 || c === 9) c = buf.charCodeAt(++j);
  if (!isNameStart(c)) return undefined;
  const start = j;
  do c = buf.charCodeAt(++j);
  while (isNameStart(c) || (c >= 48 && c <= 57));
  return buf.slice(start, j);
}
const TAG_LINE_AT = /[ \t]*\[[A-Za-z_][A-Za-z0-9_]*[ \t]+"/y;

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;
}

/** True if a token can end right before this character code (so a result may start after it). */
function endsToken(c: number): boolean {
  return isSpace(c) || c === 41 /* ) */ || c === 125 /* } */ || c === 93 /* ] */ || c === 34 /* " */ || c === 40 /* ( */ || c === 123;
}

/**
 * Cuts PDN text into games, incrementally: `push` text as it arrives, `finish` at the end.
 * A game ends right after its result (outside variations), or where a tag section starts after
 * move text, or at a tag whose name the game already has (tag-only games without terminator). Comments (`{}` and `%`/`;` lines) and strings are skipped, so a `[` or result inside
 * them does not cut. An unclosed `{` stops at the next line that starts a tag (`[Name "`), so it
 * cannot swallow the rest of the file.
 */
export class GameSplitter {
  private buf = '';
  private gameStart = 0;
  private scan = 0;
  private inBrace = false;
  private inTag = false;
  /** Tag names of the current game (case-sensitive): a repeated one starts a new game. */
  private readonly tagNames = new Set<string>();
  private depth = 0;
  private hasMoves = false;
  /** The character before `buf` (dropped by `compact`), -1 at the start of the file. */
  private before = -1;
  /** A `\r` not followed by `\n` was read: positions count `\r` line ends too (a slower scan). */
  private loneCR = false;
  /** The last chunk ended with `\r` (its `\n` may start the next chunk). */
  private endsCR = false;
  // position of buf[posIndex] in the file
  private posIndex = 0;
  private line = 1;
  private column = 1;
  private offset = 0;

  /** Adds text; returns the games completed by it. */
  push(chunk: string): GameText[] {
    this.buf += chunk;
    if (!this.loneCR && chunk.length > 0) {
      this.loneCR = (this.endsCR && chunk.charCodeAt(0) !== 10) || LONE_CR.test(chunk);
      this.endsCR = chunk.charCodeAt(chunk.length - 1) === 13;
    }
    this.nextFrom = [-1, -1, -1]; // a "none found" may no longer hold
    const nl = this.buf.lastIndexOf('\n');
    if (nl < this.scan) return [];
    return this.run(nl + 1, false);
  }

  /** Ends the input; returns the remaining games. */
  finish(): GameText[] {
    return this.run(this.buf.length, true);
  }

  // Next positions of `}`, `\n` and `\r` at or after some index, cached so that scanning a long
  // comment or a file without `\r` stays linear (indexOf from every line would be quadratic).
  // for each of `}` `\n` `\r`: where it was searched from and found (-1: none), or from = -1
  private nextAt = [0, 0, 0];
  private nextFrom = [-1, -1, -1];

  private next(code: number, i: number): number {
    const k = code === 125 ? 0 : code === 10 ? 1 : 2;
    const at = this.nextAt[k]!;
    const from = this.nextFrom[k]!;
    if (from >= 0 && from <= i && (at < 0 || at >= i)) return at;
    const found = this.buf.indexOf(String.fromCharCode(code), i);
    this.nextAt[k] = found;
    this.nextFrom[k] = i;
    return found;
  }

  /** Index of the next line break (`\n` or `\r`) from i, or -1. */
  private lineEnd(i: number): number {
    const n = this.next(10, i);
    const r = this.next(13, i);
    if (r < 0) return n;
    if (n < 0) return r;
    return r < n ? r : n;
  }

  private posAt(index: number): SourcePos {
    const buf = this.buf;
    let i = this.posIndex;
    let line = this.line;
    let column = this.column;
    if (this.loneCR) {
      // `\r` line ends too, counted as the lexer counts them (`\r\n` once)
      const breaks = lineBreaks(buf, i, index);
      if (breaks.count > 0) {
        line += breaks.count;
        column = 1;
        i = breaks.lineStart;
      }
    } else {
      for (;;) {
        const nl = buf.indexOf('\n', i);
        if (nl < 0 || nl >= index) break;
        line++;
        column = 1;
        i = nl + 1;
      }
    }
    column += index - i;
    this.offset += index - this.posIndex;
    this.posIndex = index;
    this.line = line;
    this.column = column;
    return { line, column, offset: this.offset };
  }

  private emit(out: GameText[], end: number, reason: GameEnd): void {
    const start = this.gameStart;
    const buf = this.buf;
    let k = start;
    while (k < end && isSpace(buf.charCodeAt(k))) k++;
    if (k < end) out.push({ text: buf.slice(k, end), pos: this.posAt(k), end: reason });
    this.gameStart = end;
    this.depth = 0;
    this.hasMoves = false;
    this.inTag = false;
    this.tagNames.clear();
  }

  private run(limit: number, final: boolean): GameText[] {
    const out: GameText[] = [];
    const buf = this.buf;
    let i = this.scan;
    // the scanner state in locals (hot loop), written back at the end
    let inBrace = this.inBrace;
    let inTag = this.inTag;
    let hasMoves = this.hasMoves;
    let depth = this.depth;
    while (i < limit) {
      if (inBrace) {
        const close = this.next(125, i);
        const nl = this.lineEnd(i);
        if (close >= 0 && close < limit && (nl < 0 || close < nl)) {
          inBrace = false;
          i = close + 1;
          continue;
        }
        if (nl < 0 || nl >= limit) {
          i = limit;
          break;
        }
        TAG_LINE_AT.lastIndex = nl + 1;
        i = nl + 1;
        inTag = false; // a tag ends with its line, comments included (as in the parser)
        if (TAG_LINE_AT.test(buf)) {
          inBrace = false; // unclosed comment: the next game starts here
          hasMoves = true;
        }
        continue;
      }
      const c = buf.charCodeAt(i);
      // the most frequent case first: a character that starts an ordinary token (a move, a
      // number, a result...), i.e. neither white space nor one of `{ % ; " [ ] ( )`
      if (c < 128 ? ORDINARY_START[c] === 1 : c !== 0xa0 && c !== 0xfeff) {
        if (
          !inTag &&
          (c === 42 || ((c === 49 || c === 48 || c === 50 || c === 0xbd) && mayStartResult(buf.charCodeAt(i + 1)))) &&
          (i === 0 ? this.before < 0 || endsToken(this.before) : endsToken(buf.charCodeAt(i - 1)))
        ) {
          RESULT_AT.lastIndex = i;
          if (RESULT_AT.test(buf) && RESULT_AT.lastIndex <= limit) {
            const after = RESULT_AT.lastIndex;
            if (depth === 0) {
              this.emit(out, after, 'result');
              hasMoves = false;
              inTag = false;
            } else hasMoves = true;
            i = after;
            continue;
          }
        }
        if (!inTag) hasMoves = true;
        // skip a run of ordinary characters (and the spaces after it)
        i = skipOrdinary(buf, i + 1, limit);
        continue;
      }
      if (isSpace(c)) {
        if (c === 10 || c === 13) inTag = false;
        i++;
        continue;
      }
      switch (c) {
        case 123: // {
          inBrace = true;
          i++;
          continue;
        case 37: // %
        case 59: {
          // ;
          const nl = this.lineEnd(i);
          i = nl < 0 || nl >= limit ? limit : nl;
          continue;
        }
        case 34: // "
          if (!inTag) hasMoves = true;
          i = skipString(buf, i, limit);
          continue;
        case 91: {
          // [
          // a tag after moves, or a tag name seen already in this game, starts a new game
          // (also a `[` inside a tag line: the parser starts a new tag there)
          const name = tagNameAt(buf, i);
          if (hasMoves || (name !== undefined && this.tagNames.has(name))) {
            this.emit(out, i, 'tags');
            depth = 0;
            hasMoves = false;
          }
          if (name !== undefined) this.tagNames.add(name);
          inTag = true; // up to `]` or the end of the line, like the parser's tag rule
          i++;
          continue;
        }
        case 93: // ]
          if (!inTag) hasMoves = true;
          inTag = false;
          i++;
          continue;
        case 40: // (
          depth++;
          if (!inTag) hasMoves = true;
          i++;
          continue;
        case 41: // )
          if (depth > 0) depth--;
          if (!inTag) hasMoves = true;
          i++;
          continue;
        default:
          i++; // unreachable: every other character is handled above
      }
    }
    this.scan = i;
    this.inBrace = inBrace;
    this.inTag = inTag;
    this.hasMoves = hasMoves;
    this.depth = depth;
    if (final) {
      this.emit(out, buf.length, 'eof');
      this.scan = this.buf.length;
    }
    this.compact();
    return out;
  }

  /** Drops text of finished games so memory stays bounded. */
  private compact(): void {
    // (every time: the next push then copies only the unfinished game and the new chunk)
    if (this.gameStart === 0) return;
    const cut = this.gameStart;
    this.posAt(cut);
    this.before = this.buf.charCodeAt(cut - 1);
    this.buf = this.buf.slice(cut);
    this.nextFrom = [-1, -1, -1];
    this.gameStart = 0;
    this.scan -= cut;
    this.posIndex -= cut;
  }
}

function skipString(buf: string, i: number, limit: number): number {
  let j = i + 1;
  while (j < limit) {
    const d = buf.charCodeAt(j);
    if (d === 34) return j + 1;
    if (d === 10 || d === 13) return j;
    if (d === 92) j += 2;
    else j++;
  }
  return limit;
}

/** Cuts a whole text into games (see GameSplitter). */
export function* splitGames(text: string): Generator<GameText> {
  const splitter = new GameSplitter();
  yield* splitter.push(text);
  yield* splitter.finish();
}

/** Balances parentheses and limits nesting before parsing; reports what it changes. */
function balance(tokens: IToken[], report: (code: string, message: string, tok: IToken) => void): IToken[] {
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
          report(
            'PDN_NESTING_TOO_DEEP',
            `Variations are nested more than ${MAX_VARIATION_DEPTH} deep; this variation is skipped.`,
            tok,
          );
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
    const closers = open.map(() => createTokenInstance(RParen, '', offset, offset, line, line, column, column));
    out.splice(at, 0, ...closers);
  }
  return out;
}

/** Parses the text of one game (as cut by the splitter). Problems are appended to `problems`. */
export function parseGameText(game: GameText, index: number, problems: ParseProblem[], file?: string): GameRecord {
  const local: ParseProblem[] = [];
  const base = game.pos;
  const lexed = lexPdn(game.text);
  for (const e of lexed.errors) {
    const ch = game.text.slice(e.offset, e.offset + Math.min(e.length, 20));
    local.push({
      code: 'PDN_UNEXPECTED_CHARACTER',
      message: `Unexpected character${e.length > 1 ? 's' : ''} \`${ch}\`.`,
      severity: 'error',
      pos: posOf(base, e.line ?? 1, e.column ?? 1, e.offset),
      game: index,
    });
  }
  const tokens = balance(lexed.tokens, (code, message, tok) =>
    local.push({ code, message, severity: 'error', pos: posOf(base, tok.startLine!, tok.startColumn!, tok.startOffset), game: index }),
  );
  const parsed = parseTokens(tokens);
  for (const e of parsed.errors) {
    const t = e.token;
    const ok = Number.isFinite(t.startOffset) && Number.isFinite(t.startLine);
    // cannot happen with this grammar (see parseTokens): a bug, reported as internal
    local.push({
      code: 'PDN_INTERNAL',
      message: `Internal error of the PDN parser at ${ok ? `\`${t.image}\`` : 'the end of the game'}: ${e.message}`,
      severity: 'error',
      pos: ok ? posOf(base, t.startLine!, t.startColumn!, t.startOffset) : base,
      game: index,
    });
  }
  let record: GameRecord;
  if (parsed.items) {
    record = buildGame(parsed.items, { base, game: index, end: game.end, problems: local });
  } else {
    record = { tags: [], before: [], moves: [], trailing: [], pos: base };
  }
  local.sort((a, b) => a.pos.offset - b.pos.offset);
  // one cap for the whole game (the visitor caps its own; balancing and lexing may add more)
  // (beyond the cap, the first problem of each code is still kept: the informative one)
  let kept = local;
  if (local.length > MAX_PROBLEMS_PER_GAME + 1) {
    const seen = new Set<string>();
    kept = [];
    let cut: SourcePos | undefined;
    for (const p of local) {
      // the visitor's own cap dropped problems: the game's notice must say so too
      if (p.code === 'PDN_TOO_MANY_PROBLEMS') {
        cut ??= p.pos;
        continue;
      }
      if (kept.length < MAX_PROBLEMS_PER_GAME || !seen.has(p.code)) kept.push(p);
      else cut ??= p.pos;
      seen.add(p.code);
    }
    if (cut) {
      kept.push({
        code: 'PDN_TOO_MANY_PROBLEMS',
        message: `More than ${MAX_PROBLEMS_PER_GAME} problems in this game; the rest are not reported.`,
        severity: 'error',
        pos: cut,
        game: index,
      });
    }
  }
  for (const p of kept) problems.push(file !== undefined ? { ...p, file } : p);
  return record;
}

/**
 * Reads every game of a PDN text. Never throws: problems are returned as values, positioned
 * (1-based line and column) and tagged with the index of their game.
 */
export function parsePdn(text: string, options: ParseOptions = {}): ParseOutput<GameRecord[]> {
  const games: GameRecord[] = [];
  const errors: ParseProblem[] = [];
  try {
    for (const g of parseGames(text, options)) {
      games.push(g.game);
      errors.push(...g.errors);
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

/** Game by game over a whole text (lazy: each game is parsed when asked for). */
export function* parseGames(text: string, options: ParseOptions = {}): Generator<ParsedGame> {
  const state = { index: 0, prevTags: false };
  for (const g of splitGames(text)) yield parseOne(g, state, options.file);
}

function parseOne(g: GameText, state: { index: number; prevTags: boolean }, file?: string): ParsedGame {
  const errors: ParseProblem[] = [];
  const index = state.index++;
  let game: GameRecord;
  try {
    game = parseGameText(g, index, errors, file);
    if (game.tags.length === 0 && state.prevTags && game.moves.length > 0) {
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
  state.prevTags = game.tags.length > 0;
  return { index, game, errors };
}

export interface StreamOptions extends ParseOptions {
  /** Encoding of byte chunks; detected from the first chunk when not given. */
  readonly encoding?: PdnEncoding;
}

/**
 * Streaming reader: chunks of text or bytes in, games out, one at a time. Memory stays bounded
 * by the largest game (plus one chunk).
 */
export async function* parsePdnStream(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  options: StreamOptions = {},
): AsyncGenerator<ParsedGame> {
  const splitter = new GameSplitter();
  let decoder: TextDecoder | undefined;
  let first = true;
  const state = { index: 0, prevTags: false };
  for await (const chunk of chunks as AsyncIterable<string | Uint8Array>) {
    let text: string;
    if (typeof chunk === 'string') text = chunk;
    else {
      if (!decoder) {
        const enc = options.encoding ?? decodePdn(chunk.subarray(0, 1 << 16)).encoding;
        decoder = new TextDecoder(enc);
      }
      text = decoder.decode(chunk, { stream: true });
    }
    if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.length > 0) first = false;
    for (const g of splitter.push(text)) yield parseOne(g, state, options.file);
  }
  if (decoder) {
    const rest = decoder.decode();
    if (rest) for (const g of splitter.push(rest)) yield parseOne(g, state, options.file);
  }
  for (const g of splitter.finish()) yield parseOne(g, state, options.file);
}
