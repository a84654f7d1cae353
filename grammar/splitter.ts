// Cutting PDN text into games: a hand-written scanner, linear, incremental (text is pushed as it
// arrives and the text of finished games is dropped, so memory is bounded by the largest game).
// It only has to find where games end; the lexer and parser read each game afterwards.
import { checkString, wrongType } from './argument-error.ts';
import { isBlank, WORD_STOPS } from './chars.ts';
import { lineBreaks, type SourcePos } from './source-pos.ts';
import { RESULT_PATTERN, RESULT_TEXTS } from './results.ts';

/** Why the splitter ended a game's text: after its result, at the next game's tags, or at the end of the file. */
export type GameEnd = 'result' | 'tags' | 'eof';

/** One game's text as cut by the splitter. */
export interface GameText {
  readonly text: string;
  /** Where `text` starts in the file. */
  readonly pos: SourcePos;
  /** Why the game ended: after its result, at the next game's tags, or at the end of the file. */
  readonly end: GameEnd;
  /** The game's text is longer than MAX_GAME_CHARS: `text` is empty and the game is not read. */
  readonly tooLarge?: boolean;
}

/**
 * Longest text of one game, in characters (1 MiB; the longest real game we know is 9 KB): a longer
 * game is not read (PDN_GAME_TOO_LARGE at its start) and the splitter drops its text as it goes.
 * Memory stays bounded whatever the input: lexing costs about 130 bytes per token, and text of one
 * token per character (`((((...`) is the worst case, about 140 MB at this cap (2 GB at 16 MiB).
 */
export const MAX_GAME_CHARS = 1 << 20;

/** The lexer's Result pattern, anchored (sticky): the splitter ends games where the lexer sees a result. */
const RESULT_AT = new RegExp(RESULT_PATTERN.source, 'y');

/** A `\r` line end (not the first half of `\r\n`; one at the end of a chunk is decided with the next). */
const LONE_CR = /\r(?!\n|$)/;

// Cheap filters before RESULT_AT, from the results table: the first character of a result
// (1: a result of that one character, `*`; 2: the start of a longer one, `1-0`, `½-½`), and the
// second character of the longer ones (`-`, or `/` in `1/2-1/2`)
const RESULT_FIRST = new Uint8Array(256);
const RESULT_SECOND = new Uint8Array(128);
for (const text of RESULT_TEXTS) {
  const c = text.charCodeAt(0);
  RESULT_FIRST[c] = (RESULT_FIRST[c] ?? 0) | (text.length === 1 ? 1 : 2);
  if (text.length > 1) RESULT_SECOND[text.charCodeAt(1)] = 1;
}

/** True if a result may start at `i` (RESULT_AT decides). */
function mayStartResult(buf: string, i: number): boolean {
  const c = buf.charCodeAt(i);
  const first = c < 256 ? RESULT_FIRST[c]! : 0;
  if (first & 1) return true;
  if (first === 0) return false;
  const d = buf.charCodeAt(i + 1);
  return d < 128 && RESULT_SECOND[d] === 1;
}

// ASCII characters that start an ordinary token for the splitter: not blank (chars.ts) and none
// of `{ % ; " [ ] ( )`
const ORDINARY_START = new Uint8Array(128);
for (let c = 0; c < 128; c++) ORDINARY_START[c] = isBlank(c) || '{%;"[]()'.includes(String.fromCharCode(c)) ? 0 : 1;

// ASCII characters that end an ordinary run: blanks (chars.ts), `{}%;"[]()` and the results of
// one character (`*`)
const RUN_STOP = new Uint8Array(128);
for (let c = 0; c < 128; c++) if (isBlank(c)) RUN_STOP[c] = 1;
for (const ch of '{}%;"[]()') RUN_STOP[ch.charCodeAt(0)] = 1;
for (const text of RESULT_TEXTS) if (text.length === 1 && text.charCodeAt(0) < 128) RUN_STOP[text.charCodeAt(0)] = 1;

/**
 * From `j`: skips characters that never start anything the splitter cares about (anything but
 * blanks and `{}%;"[]()*`), then spaces and tabs (no line break); returns the index reached, at most `limit`.
 */
function skipOrdinary(buf: string, j: number, limit: number): number {
  for (; j < limit; j++) {
    const c = buf.charCodeAt(j);
    if (c < 128 ? RUN_STOP[c] === 1 : isBlank(c)) break;
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
/** The text up to the end of the buffer could still grow into TAG_LINE_AT. */
const TAG_LINE_PREFIX = /[ \t]*(?:\[(?:[A-Za-z_][A-Za-z0-9_]*[ \t]*)?)?$/y;

// (a code unit >= 128 is a word stop only if blank: WORD_STOPS is ASCII)
const WORD_STOP = new Uint8Array(128);
for (const ch of WORD_STOPS) WORD_STOP[ch.charCodeAt(0)] = 1;

/** True if a token can end right before this character code (so a result may start after it): a blank or a word stop, as the lexer's Junk stops (chars.ts). */
function endsToken(c: number): boolean {
  return isBlank(c) || (c < 128 && WORD_STOP[c] === 1);
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
  /**
   * Where the current game starts when it is longer than MAX_GAME_CHARS: its text is dropped as it
   * is scanned, and it is given (tooLarge, no text) when it ends, like any other game, so an input
   * in which no game ends yields nothing (the reader's own limit on such input then applies).
   */
  private skipping: SourcePos | undefined;
  // position of buf[posIndex] in the file
  private posIndex = 0;
  private line = 1;
  private column = 1;
  private offset = 0;

  /** No text pushed yet: a BOM (U+FEFF) at the very start is no part of the text. */
  private atStart = true;

  /**
   * `from`: where the text pushed starts in a file, when not at its start: its position and the
   * character before it (a reader that cut the games before it by other means, cli/collection.ts).
   * The text must start where a game may start (after a game's result, or at a tag that starts one).
   * No BOM is dropped then (the reader drops the file's).
   */
  constructor(from?: { readonly pos: SourcePos; readonly before: number }) {
    if (from !== undefined) {
      const whole = (v: unknown, min: number): boolean => Number.isSafeInteger(v) && (v as number) >= min;
      const p = (from as { pos?: Partial<SourcePos> } | null)?.pos;
      if (!p || !whole(p.line, 1) || !whole(p.column, 1) || !whole(p.offset, 0) || !whole(from.before, -1) || from.before > 0xffff)
        throw wrongType('GameSplitter', 'where the text starts ({ pos: { line, column, offset }, before: a character code or -1 }), or nothing', from);
      this.line = from.pos.line;
      this.column = from.pos.column;
      this.offset = from.pos.offset;
      this.before = from.before;
      this.atStart = false;
    }
  }

  /** Adds text; returns the games completed by it. */
  push(chunk: string): GameText[] {
    checkString(chunk, 'GameSplitter.push', 'a chunk of text (a string)');
    if (this.atStart && chunk.length > 0) {
      // dropped here, whoever reads: parsePdn and parsePdnStream then count positions alike
      this.atStart = false;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    this.buf += chunk;
    if (!this.loneCR && chunk.length > 0) {
      this.loneCR = (this.endsCR && chunk.charCodeAt(0) !== 10) || LONE_CR.test(chunk);
      this.endsCR = chunk.charCodeAt(chunk.length - 1) === 13;
    }
    this.nextFrom = [-1, -1, -1, -1]; // a "none found" may no longer hold
    // scan up to the last line end, `\n` or `\r` (the text after it may go on in the next chunk);
    // only the new chunk is searched: the text before it has no line end after `scan`
    const nl = Math.max(chunk.lastIndexOf('\n'), chunk.lastIndexOf('\r'));
    if (nl >= 0) return this.run(this.buf.length - chunk.length + nl + 1, false);
    // no line end: wait for one, unless the game is over the size cap (its text is dropped anyway)
    if (this.skipping || this.buf.length - this.gameStart > MAX_GAME_CHARS) return this.run(this.buf.length, false);
    return [];
  }

  /** Ends the input; returns the remaining games. */
  finish(): GameText[] {
    return this.run(this.buf.length, true);
  }

  // Next positions of `}`, `\n`, `\r` and `{` at or after some index, cached so that scanning a long
  // comment or a file without `\r` stays linear (indexOf from every line would be quadratic).
  // for each of `}` `\n` `\r` `{`: where it was searched from and found (-1: none), or from = -1
  private nextAt = [0, 0, 0, 0];
  private nextFrom = [-1, -1, -1, -1];

  private next(code: number, i: number): number {
    const k = code === 125 ? 0 : code === 10 ? 1 : code === 13 ? 2 : 3;
    const at = this.nextAt[k]!;
    const from = this.nextFrom[k]!;
    if (from >= 0 && from <= i && (at < 0 || at >= i)) return at;
    const found = this.buf.indexOf(String.fromCharCode(code), i);
    this.nextAt[k] = found;
    this.nextFrom[k] = i;
    return found;
  }

  /**
   * A line inside a `{` comment starts like a tag (`[Note "x"]`), at `from`: is the comment closed
   * after it (true: the line is comment text) or never (false: the `{` was left open and a game
   * starts here)? Closed when a `}` comes before any other `{`, as the lexer reads a comment (the
   * first `}` closes it); open when a `{` comes first, when no `}` follows at all, or when none
   * follows within MAX_GAME_CHARS (a longer game is not read anyway). undefined: not known from
   * the text pushed so far.
   */
  private braceClosesAfter(from: number, final: boolean): boolean | undefined {
    const close = this.next(125, from);
    const open = this.next(123, from);
    if (close >= 0 && close - from <= MAX_GAME_CHARS) return open < 0 || close < open;
    if (open >= 0 && open - from <= MAX_GAME_CHARS) return false;
    if (final || this.buf.length - from > MAX_GAME_CHARS) return false;
    return undefined;
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
    while (k < end && isBlank(buf.charCodeAt(k))) k++;
    if (this.skipping) {
      out.push({ text: '', pos: this.skipping, end: reason, tooLarge: true });
      this.skipping = undefined;
    } else if (end - k > MAX_GAME_CHARS) out.push({ text: '', pos: this.posAt(k), end: reason, tooLarge: true });
    else if (k < end) out.push({ text: buf.slice(k, end), pos: this.posAt(k), end: reason });
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
        const tagLine = TAG_LINE_AT.test(buf);
        // what came of the next line may yet become a tag line (a chunk ended at the line break,
        // or within `[Name`): decide when more is here, so that where chunks end never changes
        // where games end
        TAG_LINE_PREFIX.lastIndex = nl + 1;
        if (!tagLine && !final && TAG_LINE_PREFIX.test(buf) && buf.length - this.gameStart <= MAX_GAME_CHARS) {
          i = nl;
          break;
        }
        if (tagLine) {
          const closed = this.braceClosesAfter(nl + 1, final);
          if (closed === undefined) {
            i = nl; // not known yet: wait for more text
            break;
          }
          if (!closed) {
            // unclosed comment: the next game starts at this tag line
            inBrace = false;
            hasMoves = true;
          }
        }
        i = nl + 1;
        inTag = false; // a tag ends with its line, comments included (as in the parser)
        continue;
      }
      const c = buf.charCodeAt(i);
      // the most frequent case first: a character that starts an ordinary token (a move, a
      // number, a result...), i.e. neither white space nor one of `{ % ; " [ ] ( )`
      if (c < 128 ? ORDINARY_START[c] === 1 : !isBlank(c)) {
        if (!inTag && mayStartResult(buf, i) && (i === 0 ? this.before < 0 || endsToken(this.before) : endsToken(buf.charCodeAt(i - 1)))) {
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
      if (isBlank(c)) {
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
    if (!final && !this.skipping && i - this.gameStart > MAX_GAME_CHARS) {
      // the game goes on past the cap: its start kept, its text dropped as it is scanned
      let k = this.gameStart;
      while (k < i && isBlank(buf.charCodeAt(k))) k++;
      this.skipping = this.posAt(k);
    }
    if (this.skipping) this.gameStart = i;
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
    this.nextFrom = [-1, -1, -1, -1];
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

/**
 * Most characters the readers (splitGames, splitPdnStream) push to a splitter at once: a longer
 * text is pushed in pieces (textPieces), so what one push returns, and so what a reader holds at a
 * time, is bounded by count as well as by size: at most about 32,768 games (`*` and a line break
 * each), whatever the size of the text or of a chunk. Where pieces end changes nothing.
 */
export const PUSH_CHARS = 1 << 16;

/**
 * The text in consecutive pieces of at most `max` characters (one piece, maybe empty, when it is
 * no longer), each cut after a line break where the piece has one, never inside a surrogate pair.
 */
export function* textPieces(text: string, max = PUSH_CHARS): Generator<string> {
  if (text.length <= max) {
    yield text;
    return;
  }
  let start = 0;
  while (start < text.length) {
    let end = start + max;
    if (end >= text.length) end = text.length;
    else {
      const nl = text.lastIndexOf('\n', end - 1);
      if (nl >= start) end = nl + 1;
      else {
        const c = text.charCodeAt(end - 1);
        if (c >= 0xd800 && c <= 0xdbff) end--; // a high surrogate: its pair goes with the next piece
      }
    }
    yield text.slice(start, end);
    start = end;
  }
}

/** Cuts a whole text into games (see GameSplitter), lazily: the text is pushed in pieces (PUSH_CHARS). */
export function* splitGames(text: string): Generator<GameText> {
  checkString(text, 'splitGames');
  const splitter = new GameSplitter();
  for (const piece of textPieces(text)) yield* splitter.push(piece);
  yield* splitter.finish();
}
