// The light lexer: lexer.ts without Chevrotain, for the game viewer's bundle, where Chevrotain and
// lodash-es alone would take most of the size budget (docs/architecture.md "The light reader").
// scripts/build.ts `lightGrammar` puts it in lexer.ts's place for that bundle only; everything
// else reads with Chevrotain. It runs the same token types (tokens.ts) the way Chevrotain's Lexer
// runs them with lexer.ts's options, and gives the same tokens, positions and errors:
// - at each offset the token types are tried in the order of `allTokens`, the first that matches
//   wins (no token type of ours has longer_alt, categories, modes or a custom pattern);
// - only on the characters Chevrotain's first-character optimisation tries them on: a type with
//   start_chars_hint on the characters of its hint's buckets (a code below 256 is a bucket of its
//   own; above, 255 codes share one), a type without one on every character (Chevrotain tries it
//   on those its regexp analysis finds, and the pattern cannot match on the others);
// - a skipped group's tokens are dropped, another group's kept apart (`unreadable`: lex-output.ts);
// - lines and columns as positionTracking 'onlyStart': a token that may hold line breaks (all but
//   those declared line_breaks false) advances the line by each `\n`, `\r\n` or `\r` in it;
// - where no type matches, Chevrotain's error recovery: characters are dropped until one of all
//   the types (first-character buckets aside) matches, and the run is one error.
// test/grammar/light-reader.test.ts compares both lexers on every PDN file of the repository and
// on thousands of mutations of them.
import type { IToken, TokenType } from 'chevrotain';
import { lexOutput, type LexError, type LexOutput } from './lex-output.ts';
import { SKIPPED } from './token-type.ts';
import { allTokens } from './tokens.ts';

interface Matcher {
  readonly type: TokenType;
  readonly tokenTypeIdx: number;
  /** The pattern, sticky (tried at one offset only), as Chevrotain transforms it. */
  readonly sticky: RegExp;
  /** Undefined: dropped; false: a token of the stream; a name: kept in that group. */
  readonly group: string | false | undefined;
  readonly lineBreaks: boolean;
}

/** Chevrotain's first-character buckets (charCodeToOptimizedIndex): a code below 256 alone, then 255 codes a bucket. */
function bucketOf(code: number): number {
  return code < 256 ? code : 255 + Math.floor(code / 255);
}
const BUCKETS = bucketOf(0xffff) + 1;

const matchers: Matcher[] = allTokens.map((type) => {
  const pattern = type.PATTERN;
  if (!(pattern instanceof RegExp)) throw new Error(`light lexer: token ${type.name} has no RegExp pattern`);
  if (type.LONGER_ALT !== undefined || type.PUSH_MODE !== undefined || type.POP_MODE !== undefined || (type.CATEGORIES?.length ?? 0) > 0) {
    throw new Error(`light lexer: token ${type.name} uses a Chevrotain feature the light lexer lacks`);
  }
  return {
    type,
    tokenTypeIdx: type.tokenTypeIdx!,
    sticky: new RegExp(pattern.source, pattern.ignoreCase ? 'iy' : 'y'),
    group: type.GROUP === SKIPPED ? undefined : (type.GROUP ?? false),
    lineBreaks: type.LINE_BREAKS !== false,
  };
});

/** Bucket -> the matchers tried there, in `allTokens` order. */
const candidates: Matcher[][] = (() => {
  const hinted = allTokens.map((type) => {
    const hint = type.START_CHARS_HINT;
    if (hint === undefined) return undefined;
    return new Set(hint.map((c) => bucketOf(typeof c === 'string' ? c.charCodeAt(0) : c)));
  });
  const table: Matcher[][] = [];
  for (let b = 0; b < BUCKETS; b++) table.push(matchers.filter((_, i) => hinted[i] === undefined || hinted[i].has(b)));
  return table;
})();

/** The length of the match of `m` at `offset`, or -1. */
function matchAt(m: Matcher, text: string, offset: number): number {
  m.sticky.lastIndex = offset;
  return m.sticky.test(text) ? m.sticky.lastIndex - offset : -1;
}

/** Tokens of one game's text, as lexer.ts's `lexPdn` gives them. */
export function lexPdn(text: string): LexOutput {
  const tokens: IToken[] = [];
  const runs: IToken[] = [];
  const errors: LexError[] = [];
  const length = text.length;
  let offset = 0;
  let line = 1;
  let column = 1;
  while (offset < length) {
    let found: Matcher | undefined;
    let size = -1;
    for (const m of candidates[bucketOf(text.charCodeAt(offset))]!) {
      size = matchAt(m, text, offset);
      if (size !== -1) {
        found = m;
        break;
      }
    }
    if (found === undefined) {
      // Chevrotain's recovery: drop characters until any token type matches
      const start = offset;
      const startColumn = column;
      let resync = false;
      while (!resync && offset < length) {
        offset++;
        resync = matchers.some((m) => matchAt(m, text, offset) !== -1);
      }
      column += offset - start;
      errors.push({
        offset: start,
        line,
        column: startColumn,
        length: offset - start,
        message: `unexpected character: ->${text.charAt(start)}<- at offset: ${start}, skipped ${offset - start} characters.`,
      });
      continue;
    }
    const image = text.substring(offset, offset + size);
    if (found.group !== undefined) {
      const token: IToken = { image, startOffset: offset, startLine: line, startColumn: column, tokenTypeIdx: found.tokenTypeIdx, tokenType: found.type };
      if (found.group === false) tokens.push(token);
      else if (found.group === 'unreadable') runs.push(token);
    }
    let breaks = 0;
    let lastBreakEnd = -1;
    if (found.lineBreaks) {
      for (let i = 0; i < size; i++) {
        const c = image.charCodeAt(i);
        if (c === 10 || c === 13) {
          if (c === 13 && image.charCodeAt(i + 1) === 10) i++;
          breaks++;
          lastBreakEnd = i;
        }
      }
    }
    if (breaks > 0) {
      line += breaks;
      column = size - lastBreakEnd;
    } else {
      column += size;
    }
    offset += size;
  }
  return lexOutput(tokens, runs, errors);
}
