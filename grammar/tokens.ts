// Chevrotain tokens of the PDN reading grammar (PDN 3.0 plus SPEC §3).
// Order matters: Chevrotain tries the patterns in the order of `allTokens` and takes the first
// that matches. The last ones are catch-alls: stray text becomes `Junk` and the builder reports
// it; a run of characters no token starts with (rare symbols, CJK, control characters, NUL) is one
// `Unreadable` token, which the lexer turns into one PDN_UNEXPECTED_CHARACTER (lexer.ts).
// The token types are made by token-type.ts (Chevrotain's createToken), or by light-token-type.ts in
// the game viewer's bundle, which reads PDN with the light lexer and parser (light-lexer.ts).
import type { TokenType } from 'chevrotain';
import { BLANK_CLASS, classBody, SPACE_CLASS, WORD_STOP_CLASS } from './chars.ts';
import { DIGIT_RESULTS, MOVE_LIKE_RESULTS, RESULT_PATTERN, RESULT_TEXTS } from './results.ts';
import { createToken, SKIPPED } from './token-type.ts';

/** Spaces within a line (no line break: the lexer need not look for line ends in them); chars.ts, as the splitter's. */
const WhiteSpace = createToken({
  name: 'WhiteSpace',
  pattern: new RegExp(`[${SPACE_CLASS}]+`),
  group: SKIPPED,
});
/** A line break and the white space after it. */
const LineBreak = createToken({
  name: 'LineBreak',
  pattern: new RegExp(`[\\r\\n][${BLANK_CLASS}]*`),
  group: SKIPPED,
  line_breaks: true,
});

/** `{ ... }`: may span lines; PDN comments do not nest (the first `}` closes). */
export const Comment = createToken({ name: 'Comment', pattern: /\{[^}]*\}/, line_breaks: true });
/** `{ ...` to the end of the game text: an error the builder reports. */
export const UnterminatedComment = createToken({
  name: 'UnterminatedComment',
  pattern: /\{[^}]*/,
  line_breaks: true,
});
/** `% ...` (PDN escape line) and `; ...` to the end of the line. */
export const LineComment = createToken({ name: 'LineComment', pattern: /[%;][^\r\n]*/ });

/** A tag value or setup string: `"..."` with `\"` and `\\` escapes; never spans lines. */
export const StringLiteral = createToken({ name: 'StringLiteral', pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*"/ });
export const UnterminatedString = createToken({
  name: 'UnterminatedString',
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/,
});

/** A well-formed tag in one token (the common case, fast); malformed tags are lexed piecewise. */
export const TagPair = createToken({
  name: 'TagPair',
  pattern: /\[[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]+"(?:[^"\\\r\n]|\\[^\r\n])*"[ \t]*\]/,
  start_chars_hint: ['['],
});
export const LBracket = createToken({ name: 'LBracket', pattern: /\[/ });
export const RBracket = createToken({ name: 'RBracket', pattern: /\]/ });
/** PDN 3.0 move strength in parentheses, e.g. `(!?)`: must come before LParen. */
export const StrengthParen = createToken({ name: 'StrengthParen', pattern: /\([!?]+\)/ });
export const LParen = createToken({ name: 'LParen', pattern: /\(/ });
export const RParen = createToken({ name: 'RParen', pattern: /\)/ });
export const Slash = createToken({ name: 'Slash', pattern: /\// });
export const Nag = createToken({ name: 'Nag', pattern: /\$[0-9]+/ });

/** Game results (results.ts): `*` alone; the others must not run on into a digit or letter. */
export const Result = createToken({
  name: 'Result',
  pattern: RESULT_PATTERN,
  start_chars_hint: [...new Set(RESULT_TEXTS.map((text) => text[0]!))],
});

/** `12.` or `12...` (PDN: a number and one or three dots). */
export const MoveNumber = createToken({ name: 'MoveNumber', pattern: /[0-9]+\.(?:\.\.)?/ });
/** `...` (or `…`) standing alone, as in `1. ... 7-12`. */
export const Ellipsis = createToken({ name: 'Ellipsis', pattern: /\.\.\.|…/ });
/** An unknown move: `- -` or `--`. */
export const UnknownMove = createToken({ name: 'UnknownMove', pattern: /-[ \t]*-(?![0-9])/ });

// Moves as written (SPEC §3): numeric 1..50 (10x10 for --syntax-only), algebraic a1..j10
// (upper or lower case), separators `-`, `x`, `:` (also none between algebraic squares),
// spaces around a separator, zero padding, and the Russian semi-short form (`cd4`, `b:d4`).
const num = '[0-9]{1,2}';
const sep = '[ \\t]*[-xX:×][ \\t]*';
const sq = '[a-jA-J](?:10|[1-9])';
// after a separator followed by spaces, a result (`32- 1-0`) is not a square: the game ends there
const noResult = `(?!(?:${DIGIT_RESULTS})(?![0-9A-Za-z]))`;
// a move is never a result (`0-1x` is junk, not the move `0-1` and junk `x`)
const numeric = `(?!(?:${MOVE_LIKE_RESULTS})(?![0-9]))${num}(?:[ \\t]*[-xX:×](?:${num}|[ \\t]+${noResult}${num}))+(?![0-9])`;
const algebraic = `${sq}(?:(?:${sep})?${sq})+(?![0-9])`;
const semiShort = `[a-h][-x:]?[a-h][1-8](?:[x:][a-h][1-8])*(?![0-9])`;
// numeric without separator (SPEC §3): zero-padded two-digit squares, at least two (`2218`,
// `0106`, `221509`). Only an even run of 4+ digits standing alone: followed by a space, a line
// end, the end of the text, strength, a NAG, a comment or a parenthesis, never by `.` (a move
// number `2218.`) or other text (`1965г` stays stray text).
const bareNumeric = `(?:[0-9]{2}){2,}(?![^${BLANK_CLASS}!?$%;{}()])`;
export const Move = createToken({
  name: 'Move',
  pattern: new RegExp(`${numeric}|${algebraic}|${semiShort}|${bareNumeric}`),
  start_chars_hint: [...'0123456789abcdefghijABCDEFGHIJ'],
});

/** Move strength glued to a move: `!`, `?`, `!!`, `??`, `!?`, `?!` (any run is kept as written). */
export const Strength = createToken({ name: 'Strength', pattern: /[!?]+/ });
export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*/ });
/**
 * The first characters Junk is tried on (ASCII, Latin-1, Cyrillic, common punctuation): a
 * complement set cannot be analysed by Chevrotain's first-char optimisation, so it is listed.
 */
const JUNK_START_RANGES: readonly (readonly [number, number])[] = [
  [0x21, 0x7e],
  [0xa1, 0xff],
  [0x400, 0x4ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
];

/** What Junk is never tried on: a blank, or a token of its own (`{ ( [ ] "`). */
const NOT_JUNK_START = new RegExp(`[${BLANK_CLASS}{(\\[\\]"]`);

/** Anything else: reported by the builder as a stray token (or as junk glued to a move). */
export const Junk = createToken({
  name: 'Junk',
  pattern: new RegExp(`[^${BLANK_CLASS}${WORD_STOP_CLASS}]+|\\}`),
  start_chars_hint: junkStartChars(),
});

function junkStartChars(): string[] {
  const chars: string[] = [];
  for (const [from, to] of JUNK_START_RANGES) {
    for (let c = from; c <= to; c++) {
      const ch = String.fromCharCode(c);
      if (!NOT_JUNK_START.test(ch)) chars.push(ch);
    }
  }
  return chars;
}

/**
 * A run of characters no other token starts with: not Junk's first characters, not the white
 * space and line breaks of WhiteSpace and LineBreak. Taken in one step, so a long run of them
 * (NUL bytes, random bytes, CJK text) costs linear time: Chevrotain's own error recovery retries
 * every pattern at every following character, and Junk's pattern (which matches such characters
 * though it is not tried on them) rescans the rest of the run each time, which is quadratic.
 */
const UNREADABLE_PATTERN = new RegExp(`[^${BLANK_CLASS}${classBody(JUNK_START_RANGES)}]+`);

/** One character per first-character bucket of Chevrotain (codes >= 256 share buckets) that starts an Unreadable run. */
function unreadableStartChars(): number[] {
  const out: number[] = [];
  const one = new RegExp(`^${UNREADABLE_PATTERN.source}$`);
  let lastBucket = -1;
  for (let c = 0; c <= 0xffff; c++) {
    const bucket = c < 256 ? c : 255 + Math.floor(c / 255); // Chevrotain's charCodeToOptimizedIndex
    if (bucket === lastBucket || !one.test(String.fromCharCode(c))) continue;
    out.push(c);
    lastBucket = bucket;
  }
  return out;
}

/**
 * Characters no token starts with, as one token per run. Its own group keeps it out of the token
 * stream (the parser never sees it); the lexer reports each run as PDN_UNEXPECTED_CHARACTER.
 */
const Unreadable = createToken({
  name: 'Unreadable',
  pattern: UNREADABLE_PATTERN,
  group: 'unreadable',
  start_chars_hint: unreadableStartChars(),
});

export const allTokens: TokenType[] = [
  WhiteSpace,
  LineBreak,
  Comment,
  UnterminatedComment,
  LineComment,
  StringLiteral,
  UnterminatedString,
  TagPair,
  LBracket,
  RBracket,
  StrengthParen,
  LParen,
  RParen,
  Slash,
  Nag,
  // Move and MoveNumber never match at the same place (a move is never followed by `.` into a
  // number, a number always ends with `.`), so their order only matters for speed: the cheap
  // MoveNumber pattern first saves a failed Move match on every move number
  MoveNumber,
  Move,
  Result,
  Ellipsis,
  UnknownMove,
  Strength,
  Identifier,
  Junk,
  Unreadable,
];
