// The character classes of PDN text, written once (issue 21): the lexer's tokens (tokens.ts) are
// built from these classes and the game splitter (splitter.ts) tests characters against them, so
// the two agree on what is a space and where a word stops. Before, the lexer skipped U+2000-U+200B
// and U+3000 as spaces while the splitter took them for text, and a result after one ended no game.

/** Inclusive ranges of character codes. */
type Ranges = readonly (readonly [number, number])[];

/**
 * Spaces within a line: tab, vertical tab, form feed, space, and every other character that
 * JavaScript's `\s` matches but the line breaks (U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029,
 * U+202F, U+205F, U+3000, U+FEFF), plus U+200B ZERO WIDTH SPACE, which editors paste between words.
 * U+2028 and U+2029 are spaces, not line breaks: lines and columns count `\r` and `\n` only, as
 * Chevrotain does.
 */
const SPACE_RANGES: Ranges = [
  [0x09, 0x09],
  [0x0b, 0x0c],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200b],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

/** The characters that stop a word of stray text (Junk) besides spaces and line breaks: `{ } ( ) [ ] "`. */
export const WORD_STOPS = '{}()[]"';

const hex = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;

/** A class body (what goes between `[` and `]` in a pattern) for the ranges. */
export function classBody(ranges: Ranges): string {
  return ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('');
}

/** Spaces within a line, as a class body. */
export const SPACE_CLASS: string = classBody(SPACE_RANGES);
/** Spaces and line breaks (`\r`, `\n`), as a class body: what separates tokens. */
export const BLANK_CLASS: string = `${SPACE_CLASS}\\r\\n`;
/** WORD_STOPS as a class body. */
export const WORD_STOP_CLASS: string = WORD_STOPS.replace(/[\\\][^-]/g, '\\$&');

/** 1 for the spaces and line breaks, by UTF-16 code unit (64 KB: one lookup in the splitter's hot loop). */
const BLANK = new Uint8Array(0x10000);
for (const [a, b] of SPACE_RANGES) BLANK.fill(1, a, b + 1);
BLANK[10] = 1;
BLANK[13] = 1;

/** True for a space or a line break (`c` a UTF-16 code unit): the characters the lexer skips between tokens. */
export function isBlank(c: number): boolean {
  return BLANK[c] === 1;
}
