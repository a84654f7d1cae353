// Chevrotain tokens of the PDN reading grammar (PDN 3.0 plus SPEC §3).
// Order matters: Chevrotain tries the patterns in the order of `allTokens` and takes the first
// that matches. The last ones are catch-alls: stray text becomes `Junk` and the builder reports
// it. The one exception is a character outside Junk's start_chars_hint (rare symbols, CJK, control
// characters): Chevrotain skips it as a lexing error, reported as PDN_UNEXPECTED_CHARACTER.
import { createToken, Lexer, type TokenType } from 'chevrotain';
import { DIGIT_RESULTS, MOVE_LIKE_RESULTS, RESULT_PATTERN, RESULT_TEXTS } from './results.ts';

/** Spaces within a line (no line break: the lexer need not look for line ends in them). */
const WhiteSpace = createToken({
  name: 'WhiteSpace',
  pattern: /[ \t\f\v\u00a0\ufeff\u2000-\u200b\u3000]+/,
  group: Lexer.SKIPPED,
});
/** A line break and the white space after it. */
const LineBreak = createToken({
  name: 'LineBreak',
  pattern: /[\r\n][ \t\r\n\f\v\u00a0\ufeff\u2000-\u200b\u3000]*/,
  group: Lexer.SKIPPED,
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
const bareNumeric = `(?:[0-9]{2}){2,}(?![^\\s!?$%;{}()])`;
export const Move = createToken({
  name: 'Move',
  pattern: new RegExp(`${numeric}|${algebraic}|${semiShort}|${bareNumeric}`),
  start_chars_hint: [...'0123456789abcdefghijABCDEFGHIJ'],
});

/** Move strength glued to a move: `!`, `?`, `!!`, `??`, `!?`, `?!` (any run is kept as written). */
export const Strength = createToken({ name: 'Strength', pattern: /[!?]+/ });
export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*/ });
/** Anything else: reported by the builder as a stray token (or as junk glued to a move). */
export const Junk = createToken({
  name: 'Junk',
  pattern: /[^\s{}()[\]"]+|\}/,
  // A complement set cannot be analysed by Chevrotain's first-char optimisation; list the likely
  // first characters (ASCII, Latin-1, Cyrillic, common punctuation). Characters outside this
  // list still lex: Chevrotain reports them as lexing errors, which become PDN_UNEXPECTED_CHARACTER.
  start_chars_hint: junkStartChars(),
});

function junkStartChars(): string[] {
  const chars: string[] = [];
  const add = (from: number, to: number) => {
    for (let c = from; c <= to; c++) {
      const ch = String.fromCharCode(c);
      if (!/[\s{()[\]"]/.test(ch)) chars.push(ch);
    }
  };
  add(0x21, 0x7e);
  add(0xa1, 0xff);
  add(0x400, 0x4ff);
  add(0x2010, 0x2027);
  add(0x2030, 0x205e);
  return chars;
}

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
];
