// The light main-line scanner: one game's tags, main-line move texts and terminator, read from
// its text in one pass without the Chevrotain lexer, parser and record builder. `find`, `index`
// and `openings` read millions of games and need no more than that; building the full record
// (every comment, variation, NAG as objects) costs most of their time.
//
// It is a hand scanner rather than the Chevrotain lexer: the lexer makes a token object per
// token and tries the token patterns in turn at each, which is the cost to avoid. It takes the
// lexer's own patterns (tokens.ts) for the tokens whose form is intricate (move, move number,
// result), tried in the lexer's order, so a token reads as the lexer reads it.
//
// It reads a strict subset of PDN: tag pairs before the moves, brace and line comments, move
// numbers, ellipses, moves, strength marks, NAGs, variations (skipped with a depth counter, each
// checked to hold moves) and one terminator that ends the text. Anything else (a setup, an
// unknown move `--`, stray text, a malformed tag, a tag among the moves, a missing terminator)
// returns undefined: the caller parses the game fully. So a game it accepts is one the full
// parser reads without error, with the same main line (test/grammar/main-line-scan.test.ts checks
// both over every game of the corpus).
import { MAX_MOVES_PER_GAME, MAX_VARIATION_DEPTH } from './limits.ts';
import { Move, Result } from './tokens.ts';

/**
 * Main-line moves read from bytes (scanMainLineBytes): move `i` is the ASCII text
 * `bytes[spans[2i], spans[2i + 1])`, no string made for it (records/main-line-walk.ts reads it there).
 */
export interface MoveSpans {
  readonly bytes: Uint8Array;
  readonly spans: Int32Array;
  readonly length: number;
}

/** The main line's moves as written (the lexer's move token): texts, or spans of bytes. */
export type MainLineMoves = readonly string[] | MoveSpans;

/** Move `i` of a main line as written. */
export function moveText(moves: MainLineMoves, i: number): string {
  if (isSpans(moves)) return asciiText(moves.bytes, moves.spans[2 * i]!, moves.spans[2 * i + 1]!);
  return moves[i]!;
}

export const isSpans = (moves: MainLineMoves): moves is MoveSpans => !Array.isArray(moves);

/** One game as the scanner reads it. */
export interface ScannedGame<M extends MainLineMoves = MainLineMoves> {
  /** Tags in order, values unescaped. */
  readonly tags: readonly { readonly name: string; readonly value: string }[];
  /** The main line's moves as written (the lexer's move token). */
  readonly moves: M;
  /** The terminator as written. */
  readonly result: string;
  /** Whether the game has variations (skipped here). */
  readonly variations: boolean;
}

const sticky = (pattern: unknown): RegExp => new RegExp((pattern as RegExp).source, 'y');
const MOVE = sticky(Move.PATTERN);
const RESULT = sticky(Result.PATTERN);
/** A well-formed tag pair without escapes (a value with `\` goes to the full parser). */
const TAG = /\[[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]+"([^"\\\r\n]*)"[ \t]*\]/y;

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;

/** Matches `re` at `at`: the text matched, or undefined. */
function matchAt(re: RegExp, text: string, at: number): string | undefined {
  re.lastIndex = at;
  const m = re.exec(text);
  return m ? m[0] : undefined;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The move number at `at` (the lexer's MoveNumber, `[0-9]+\.(?:\.\.)?`, read by hand): its length, or 0. */
function moveNumberAt(text: string, at: number): number {
  let j = at;
  while (isDigit(text.charCodeAt(j))) j++;
  if (j === at || text.charCodeAt(j) !== 46) return 0;
  j++;
  if (text.charCodeAt(j) === 46 && text.charCodeAt(j + 1) === 46) j += 2;
  return j - at;
}

/** A separator of the Move pattern (`-`, `x`, `X`, `:`, `×`). */
const isSeparator = (c: number): boolean => c === 45 || c === 120 || c === 88 || c === 58 || c === 0xd7;

/** quickMoveBytes on a text (`text[at...]`). */
function quickMoveAt(text: string, at: number): number {
  // the characters the check reads, as bytes (quickMoveBytes): the run of move characters, the
  // spaces after it and one more; one beyond Latin-1 as 0x80, which is nothing the check looks for
  const b = quickText;
  const limit = Math.min(text.length, at + b.length);
  let k = at;
  for (; k < limit; k++) {
    const c = text.charCodeAt(k);
    if (!((c >= 97 && c <= 104) || isDigit(c) || c === 45 || c === 58 || c === 120)) break;
    b[k - at] = c;
  }
  for (; k < limit && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB); k++) b[k - at] = text.charCodeAt(k);
  if (k < limit) {
    const c = text.charCodeAt(k);
    b[k - at] = c < 256 ? c : 0x80;
    k++;
  } else if (limit < text.length) return 0; // (longer than any move: the pattern reads it)
  return quickMoveBytes(b, 0, k - at);
}

/** quickMoveAt's characters. */
const quickText = new Uint8Array(512);

/** The game's tags, main line and terminator, or undefined when the text needs the full parser. */
export function scanMainLine(text: string): ScannedGame<readonly string[]> | undefined {
  const tags: { name: string; value: string }[] = [];
  const moves: string[] = [];
  let result: string | undefined;
  let variations = false;
  let depth = 0;
  // per open line (main line first): whether it has a move yet
  const hasMove: boolean[] = [false];
  let seenMovetext = false;
  /** A move number waits for its move (two in a row, or one before a result, go to the parser). */
  let pendingNumber = false;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === TAB || c === LF || c === CR) {
      i++;
      continue;
    }
    if (result !== undefined) return undefined; // only white space after the terminator
    switch (c) {
      case 123: {
        // { comment }: the first } closes
        const end = text.indexOf('}', i + 1);
        if (end < 0) return undefined;
        i = end + 1;
        continue;
      }
      case 37: // % escape line
      case 59: {
        // ; comment to the end of the line
        let end = i + 1;
        while (end < n && text.charCodeAt(end) !== LF && text.charCodeAt(end) !== CR) end++;
        i = end;
        continue;
      }
      case 91: {
        // [Tag "value"]: before any movetext only
        if (seenMovetext) return undefined;
        TAG.lastIndex = i;
        const m = TAG.exec(text);
        if (!m) return undefined;
        tags.push({ name: m[1]!, value: m[2]! });
        i = TAG.lastIndex;
        continue;
      }
      case 40: {
        // ( : strength in parentheses `(!?)`, else a variation of the line's last move
        let j = i + 1;
        while (j < n && (text.charCodeAt(j) === 33 || text.charCodeAt(j) === 63)) j++;
        if (j > i + 1 && text.charCodeAt(j) === 41) {
          if (!hasMove[depth] || pendingNumber) return undefined;
          i = j + 1;
          continue;
        }
        if (!hasMove[depth] || pendingNumber || depth + 1 >= MAX_VARIATION_DEPTH) return undefined;
        seenMovetext = true;
        variations = true;
        depth++;
        hasMove[depth] = false;
        i++;
        continue;
      }
      case 41: {
        // ) closes a variation that has moves
        if (depth === 0 || !hasMove[depth] || pendingNumber) return undefined;
        depth--;
        i++;
        continue;
      }
      case 36: {
        // $NAG after a move
        let j = i + 1;
        while (j < n && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
        if (j === i + 1 || !hasMove[depth] || pendingNumber) return undefined;
        i = j;
        continue;
      }
      case 33:
      case 63: {
        // strength after a move
        if (!hasMove[depth] || pendingNumber) return undefined;
        while (i < n && (text.charCodeAt(i) === 33 || text.charCodeAt(i) === 63)) i++;
        continue;
      }
      case 46:
      case 0x2026: {
        // `...` (or …) after a number: a Black move's number
        const len = c === 46 ? (text.startsWith('...', i) ? 3 : 0) : 1;
        if (len === 0) return undefined;
        i += len;
        continue;
      }
      default:
        break;
    }
    // the lexer's order: move number, move, result
    const number = moveNumberAt(text, i);
    if (number > 0) {
      if (pendingNumber) return undefined;
      pendingNumber = true;
      seenMovetext = true;
      i += number;
      continue;
    }
    const quick = quickMoveAt(text, i);
    const move = quick > 0 ? text.slice(i, i + quick) : matchAt(MOVE, text, i);
    if (move !== undefined) {
      seenMovetext = true;
      pendingNumber = false;
      hasMove[depth] = true;
      if (depth === 0) {
        if (moves.length >= MAX_MOVES_PER_GAME) return undefined;
        moves.push(move);
      }
      i += move.length;
      continue;
    }
    const r = matchAt(RESULT, text, i);
    if (r !== undefined && depth === 0 && !pendingNumber) {
      result = r;
      i += r.length;
      continue;
    }
    return undefined;
  }
  if (result === undefined || depth !== 0) return undefined;
  return { tags, moves, result, variations };
}

/** ASCII bytes as a string. */
export function asciiText(b: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
  return s;
}

/**
 * The length of a move in the two common forms, `c3-d4`/`c3:e5:g3`/`c3xe5` (lower-case 8x8
 * squares) and `22-18`/`22x15`, with one of `-` `:` `x` between squares and a line or space after
 * it, in the bytes `b[at, n)` (a text of ASCII or Latin-1 bytes; 0xd7 is `×`); 0 for anything else,
 * which the Move pattern reads (slower). Only where the pattern matches
 * exactly this text: the move ends at a line end, the end of the text, or spaces that no
 * separator follows (the pattern allows spaces around one), a numeric move does not start like
 * a result (`1-0`), and no square runs on into a digit.
 */
function quickMoveBytes(b: Uint8Array, at: number, n: number): number {
  let j = at;
  const first = b[j]!;
  if (first >= 97 && first <= 104) {
    for (;;) {
      const f = j < n ? b[j]! : -1;
      const r = j + 1 < n ? b[j + 1]! : -1;
      if (f < 97 || f > 104 || r < 49 || r > 56) return 0;
      j += 2;
      const c = j < n ? b[j]! : -1;
      if (c === 45 || c === 58 || c === 120) {
        j++;
        continue;
      }
      if (j - at < 5) return 0;
      break;
    }
  } else if (first >= 48 && first <= 57) {
    if (first <= 50 && at + 1 < n && b[at + 1] === 45) return 0;
    let squares = 0;
    for (;;) {
      if (j >= n || !isDigit(b[j]!)) return 0;
      j++;
      if (j < n && isDigit(b[j]!)) j++;
      squares++;
      const c = j < n ? b[j]! : -1;
      if (c === 45 || c === 58 || c === 120) {
        j++;
        continue;
      }
      if (squares < 2) return 0;
      break;
    }
  } else return 0;
  if (j === n) return j - at;
  const c = b[j]!;
  if (c === LF || c === CR) return j - at;
  if (c !== SPACE && c !== TAB) return 0;
  let k = j + 1;
  while (k < n && (b[k] === SPACE || b[k] === TAB)) k++;
  return k < n && isSeparator(b[k]!) ? 0 : j - at;
}

/** The move number at `at` of bytes (moveNumberAt). */
function moveNumberBytes(b: Uint8Array, at: number, n: number): number {
  let j = at;
  while (j < n && isDigit(b[j]!)) j++;
  if (j === at || j >= n || b[j] !== 46) return 0;
  j++;
  if (j + 1 < n && b[j] === 46 && b[j + 1] === 46) j += 2;
  return j - at;
}

/** Tag names read so far, by length and first and last byte: a collection repeats a few names a million times. */
const tagNames = new Map<number, string>();

/** The ASCII tag name `b[start, end)`, the same string each time. */
function tagName(b: Uint8Array, start: number, end: number): string {
  const key = (end - start) * 65536 + b[start]! * 256 + b[end - 1]!;
  const known = tagNames.get(key);
  if (known !== undefined) {
    let same = true;
    for (let i = start; i < end && same; i++) same = known.charCodeAt(i - start) === b[i];
    if (same) return known;
  }
  const name = asciiText(b, start, end);
  if (tagNames.size < 1024) tagNames.set(key, name);
  return name;
}

const isTagNameStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** Where the moves' spans are gathered before a game's are copied out. */
let spanScratch = new Int32Array(1024);

/**
 * scanMainLine on a game's text given as bytes `b[start, end)` of an ASCII-compatible encoding (as
 * cut by grammar/byte-splitter.ts): the same tags, moves and terminator, the moves as spans of the
 * bytes. It reads a narrower subset (tags, comments, move numbers, moves in the quick forms, the
 * terminator); for the rest, and wherever scanMainLine would decline, it returns undefined and the
 * caller decodes the text for scanMainLine. `decode` turns a tag value's bytes into text (`ascii`:
 * they are all ASCII).
 */
export function scanMainLineBytes(b: Uint8Array, start: number, end: number, decode: (b: Uint8Array, start: number, end: number, ascii: boolean) => string): ScannedGame<MoveSpans> | undefined {
  const tags: { name: string; value: string }[] = [];
  let moves = 0;
  let seenMovetext = false;
  let pendingNumber = false;
  let i = start;
  while (i < end) {
    const c = b[i]!;
    if (c === SPACE || c === TAB || c === LF || c === CR) {
      i++;
      continue;
    }
    if (c === 123) {
      let j = i + 1;
      while (j < end && b[j] !== 125) j++;
      if (j >= end) return undefined;
      i = j + 1;
      continue;
    }
    if (c === 37 || c === 59) {
      let j = i + 1;
      while (j < end && b[j] !== LF && b[j] !== CR) j++;
      i = j;
      continue;
    }
    if (c === 91) {
      // [Tag "value"] as TAG reads it
      if (seenMovetext) return undefined;
      let j = i + 1;
      while (j < end && (b[j] === SPACE || b[j] === TAB)) j++;
      if (j >= end || !isTagNameStart(b[j]!)) return undefined;
      const nameStart = j;
      j++;
      while (j < end && (isTagNameStart(b[j]!) || isDigit(b[j]!))) j++;
      const nameEnd = j;
      if (j >= end || (b[j] !== SPACE && b[j] !== TAB)) return undefined;
      while (j < end && (b[j] === SPACE || b[j] === TAB)) j++;
      if (j >= end || b[j] !== 34) return undefined;
      const valueStart = ++j;
      let ascii = true;
      for (; j < end; j++) {
        const d = b[j]!;
        if (d === 34 || d === 92 || d === LF || d === CR) break;
        if (d >= 128) ascii = false;
      }
      if (j >= end || b[j] !== 34) return undefined;
      const valueEnd = j++;
      while (j < end && (b[j] === SPACE || b[j] === TAB)) j++;
      if (j >= end || b[j] !== 93) return undefined;
      tags.push({ name: tagName(b, nameStart, nameEnd), value: decode(b, valueStart, valueEnd, ascii) });
      i = j + 1;
      continue;
    }
    if (c >= 128) return undefined;
    const number = moveNumberBytes(b, i, end);
    if (number > 0) {
      if (pendingNumber) return undefined;
      pendingNumber = true;
      seenMovetext = true;
      i += number;
      continue;
    }
    const quick = quickMoveBytes(b, i, end);
    if (quick > 0) {
      seenMovetext = true;
      pendingNumber = false;
      if (moves >= MAX_MOVES_PER_GAME) return undefined;
      if (2 * moves + 2 > spanScratch.length) {
        const grown = new Int32Array(spanScratch.length * 2);
        grown.set(spanScratch);
        spanScratch = grown;
      }
      spanScratch[2 * moves] = i;
      spanScratch[2 * moves + 1] = i + quick;
      moves++;
      i += quick;
      continue;
    }
    // the terminator, the game's last token (the byte splitter cut right after it), else
    // something the text path reads; in the lexer's order, a move first
    if (pendingNumber) return undefined;
    const text = asciiText(b, i, end);
    if (matchAt(MOVE, text, 0) !== undefined) return undefined;
    const r = matchAt(RESULT, text, 0);
    if (r === undefined || r.length !== text.length) return undefined;
    return { tags, moves: { bytes: b, spans: spanScratch.slice(0, 2 * moves), length: moves }, result: r, variations: false };
  }
  return undefined;
}
