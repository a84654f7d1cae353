// Cutting PDN bytes into games without decoding them: the fast path of the collection reader
// (cli/collection.ts) for files in an ASCII-compatible encoding (utf-8 and the single-byte ones),
// where `find`, `index` and `openings` read millions of games.
//
// It cuts where GameSplitter (splitter.ts) cuts the text the bytes decode to, for the games whose
// cut it can be sure of: ASCII outside comments, strings and tag values; comments whose lines do
// not start like a tag; no game longer than MAX_GAME_CHARS bytes. Anything else it declines
// (BYTE_BAIL) and the reader cuts the next games with GameSplitter from there. Every cut leaves
// GameSplitter's state as at the start of a file (its emit() resets it), so the two can take
// turns game by game; test/grammar/byte-splitter.test.ts compares their games over the corpus,
// generated and mutated files.
import { WORD_STOPS } from './chars.ts';
import { RESULT_PATTERN, RESULT_TEXTS } from './results.ts';
import { MAX_GAME_CHARS } from './splitter.ts';

/** next(): a game was cut (first, cut, end say where and why). */
const BYTE_CUT = 0;
/** next(): the bytes given end inside a game (or where a decision needs the byte after them): give more. */
export const BYTE_MORE = 1;
/** next(): a game the byte cutter is not sure of: GameSplitter must cut from here. */
export const BYTE_BAIL = 2;
/** next(): nothing but blanks up to the end of the input. */
export const BYTE_BLANK = 3;

const RESULT_AT = new RegExp(RESULT_PATTERN.source, 'y');

// ASCII classes, as splitter.ts has them: blanks (chars.ts: tab, VT, FF, space, `\n`, `\r`),
// where a token may end (blanks and WORD_STOPS), what starts an ordinary token, what stops a run
const BLANK = new Uint8Array(128);
for (const c of [9, 10, 11, 12, 13, 32]) BLANK[c] = 1;
const ENDS_TOKEN = BLANK.slice();
for (const ch of WORD_STOPS) ENDS_TOKEN[ch.charCodeAt(0)] = 1;
const ORDINARY_START = new Uint8Array(128);
for (let c = 0; c < 128; c++) ORDINARY_START[c] = BLANK[c] || '{%;"[]()'.includes(String.fromCharCode(c)) ? 0 : 1;
const RUN_STOP = BLANK.slice();
for (const ch of '{}%;"[]()') RUN_STOP[ch.charCodeAt(0)] = 1;
for (const text of RESULT_TEXTS) if (text.length === 1 && text.charCodeAt(0) < 128) RUN_STOP[text.charCodeAt(0)] = 1;
// a result's first character (1: a result alone, 2: the start of a longer one) and the second of the longer ones
const RESULT_FIRST = new Uint8Array(128);
const RESULT_SECOND = new Uint8Array(128);
for (const text of RESULT_TEXTS) {
  const c = text.charCodeAt(0);
  if (c >= 128) continue; // (`½-½`: a non-ASCII token start is declined anyway)
  RESULT_FIRST[c] = RESULT_FIRST[c]! | (text.length === 1 ? 1 : 2);
  if (text.length > 1) RESULT_SECOND[text.charCodeAt(1)] = 1;
}
const LONGEST_RESULT = RESULT_TEXTS.reduce((n, t) => Math.max(n, t.length), 0);

const isNameStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isNameChar = (c: number): boolean => isNameStart(c) || (c >= 48 && c <= 57);

/**
 * Cuts games from bytes, one game a call. Holds no bytes: the caller gives the bytes and where
 * to start each time (a game cut on the bytes of one call is cut the same on more bytes).
 */
export class ByteSplitter {
  /** After BYTE_CUT: the game's first byte that is not blank, where its text ends, and why. */
  first = 0;
  cut = 0;
  end: 'result' | 'tags' = 'result';
  /** After BYTE_CUT: whether the game's bytes are all ASCII, and whether a `\r` is among them (positions count faster without). */
  ascii = true;
  crs = false;
  /** Tag names of the game: where each lies in the bytes (start, end). */
  private names = new Int32Array(64);
  private from = 0;
  private nameCount = 0;

  /**
   * The next game of `bytes[from, length)`, where `from` is where a game may start (after a cut,
   * or at the input's start) and `before` the byte before it (-1 at the input's start). `final`:
   * no bytes follow.
   */
  next(bytes: Uint8Array, from: number, length: number, final: boolean, before: number): number {
    const b = bytes;
    let i = from;
    for (; i < length; i++) {
      const c = b[i]!;
      if (c >= 128 || BLANK[c] !== 1) break;
    }
    if (i >= length) return final ? BYTE_BLANK : BYTE_MORE;
    const first = i;
    this.from = from;
    if (b[first]! >= 128) return BYTE_BAIL; // a non-ASCII character starts it (a blank of its own, `½-½`)
    // the character before a token, for the result rule (a result starts after a token's end)
    if (first === from && before >= 128) return BYTE_BAIL;
    const limit = Math.min(length, from + MAX_GAME_CHARS);
    let inTag = false;
    let hasMoves = false;
    let ascii = true;
    let crs = false;
    let depth = 0;
    this.nameCount = 0;
    while (i < limit) {
      const c = b[i]!;
      if (c >= 128) return BYTE_BAIL;
      if (ORDINARY_START[c] === 1) {
        const r = RESULT_FIRST[c]!;
        if (!inTag && r !== 0) {
          const prev = i === from ? before : b[i - 1]!;
          if (prev < 0 || ENDS_TOKEN[prev] === 1) {
            if (i + 1 >= length && !final) return BYTE_MORE;
            const d = b[i + 1]!;
            if (r & 1 || (d < 128 && RESULT_SECOND[d] === 1)) {
              const n = this.resultAt(b, i, length, final);
              if (n < 0) return BYTE_MORE;
              if (n > 0) {
                if (depth === 0) return this.cutAt(first, i + n, 'result', ascii, crs);
                hasMoves = true;
                i += n;
                continue;
              }
            }
          }
        }
        if (!inTag) hasMoves = true;
        let j = i + 1;
        for (; j < limit; j++) {
          const d = b[j]!;
          if (d >= 128) return BYTE_BAIL;
          if (RUN_STOP[d] === 1) break;
        }
        while (j < limit && (b[j] === 32 || b[j] === 9)) j++;
        i = j;
        continue;
      }
      if (BLANK[c] === 1) {
        if (c === 10 || c === 13) {
          inTag = false;
          if (c === 13) crs = true;
        }
        i++;
        continue;
      }
      switch (c) {
        case 123: {
          // { comment: the first } closes; a line in it that starts with `[` might start a game
          // (GameSplitter's unclosed-comment rule): declined
          if (inTag) return BYTE_BAIL;
          let j = i + 1;
          for (;;) {
            if (j >= limit) return j >= length && !final ? BYTE_MORE : BYTE_BAIL;
            const d = b[j]!;
            if (d === 125) break;
            if (d >= 128) ascii = false;
            if (d === 10 || d === 13) {
              if (d === 13) crs = true;
              let k = j + 1;
              while (k < length && (b[k] === 32 || b[k] === 9 || b[k] === 10 || b[k] === 13)) k++;
              if (k >= length && !final) return BYTE_MORE;
              if (b[k] === 91) return BYTE_BAIL;
            }
            j++;
          }
          i = j + 1;
          continue;
        }
        case 37: // %
        case 59: {
          // ; to the end of the line
          let j = i + 1;
          for (; j < limit; j++) {
            const d = b[j]!;
            if (d === 10 || d === 13) break;
            if (d >= 128) ascii = false;
          }
          if (j >= limit) return j >= length && !final ? BYTE_MORE : BYTE_BAIL;
          i = j;
          continue;
        }
        case 34: {
          // "string": as splitter.ts skipString (it ends at its line's end, `\` escapes one character)
          if (!inTag) hasMoves = true;
          let j = i + 1;
          for (;;) {
            if (j >= limit) return j >= length && !final ? BYTE_MORE : BYTE_BAIL;
            const d = b[j]!;
            if (d === 34) {
              j++;
              break;
            }
            if (d === 10 || d === 13) break;
            if (d >= 128) ascii = false;
            if (d === 92) {
              // (the escaped byte is not looked at: it counts all the same)
              const e = b[j + 1];
              if (e === 13) crs = true;
              if (e !== undefined && e >= 128) ascii = false;
              j += 2;
            } else j++;
          }
          i = j;
          continue;
        }
        case 91: {
          // [ a tag: after moves, or of a name the game has already, it starts the next game
          let j = i + 1;
          while (j < limit && (b[j] === 32 || b[j] === 9)) j++;
          let nameEnd = j;
          if (j < limit && isNameStart(b[j]!)) {
            nameEnd = j + 1;
            while (nameEnd < limit && isNameChar(b[nameEnd]!)) nameEnd++;
          }
          if (nameEnd >= limit) return nameEnd >= length && !final ? BYTE_MORE : BYTE_BAIL;
          if (hasMoves || (nameEnd > j && this.hasName(b, j, nameEnd))) return this.cutAt(first, i, 'tags', ascii, crs);
          if (nameEnd > j) this.addName(j, nameEnd);
          inTag = true;
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
          return BYTE_BAIL; // (every ASCII character is handled above)
      }
    }
    // the input ends inside the game (GameSplitter gives it at the end), or the game is too long
    return limit >= length && !final ? BYTE_MORE : BYTE_BAIL;
  }

  private cutAt(first: number, cut: number, end: 'result' | 'tags', ascii: boolean, crs: boolean): number {
    // (a game and the blanks before it within MAX_GAME_CHARS bytes, so within as many characters:
    // GameSplitter neither drops its text nor says it is too large)
    if (cut - this.from > MAX_GAME_CHARS) return BYTE_BAIL;
    this.first = first;
    this.cut = cut;
    this.end = end;
    this.ascii = ascii;
    this.crs = crs;
    return BYTE_CUT;
  }

  /** The length of the result at `i` (RESULT_PATTERN, on the ASCII text there), 0 for none; -1 when the bytes end before it is known. */
  private resultAt(b: Uint8Array, i: number, length: number, final: boolean): number {
    const to = Math.min(length, i + LONGEST_RESULT + 1);
    let text = '';
    for (let k = i; k < to; k++) {
      if (b[k]! >= 128) break; // the lookahead reads it as a character that is no letter or digit, as the decoded text does
      text += String.fromCharCode(b[k]!);
    }
    RESULT_AT.lastIndex = 0;
    const m = RESULT_AT.exec(text);
    if (!m) {
      // a longer text could still be a result only if the bytes ran out
      return to === length && !final && text.length === to - i ? -1 : 0;
    }
    const n = m[0].length;
    // the lookahead needs the character after it
    if (i + n >= length && !final && m[0] !== '*') return -1;
    return n;
  }

  private hasName(b: Uint8Array, start: number, end: number): boolean {
    const len = end - start;
    const names = this.names;
    for (let k = 0; k < this.nameCount; k++) {
      const s = names[2 * k]!;
      if (names[2 * k + 1]! - s !== len) continue;
      let same = true;
      for (let q = 0; q < len && same; q++) same = b[s + q] === b[start + q];
      if (same) return true;
    }
    return false;
  }

  private addName(start: number, end: number): void {
    if (2 * this.nameCount + 2 > this.names.length) {
      const n = new Int32Array(this.names.length * 2);
      n.set(this.names);
      this.names = n;
    }
    this.names[2 * this.nameCount] = start;
    this.names[2 * this.nameCount + 1] = end;
    this.nameCount++;
  }
}
