// token-type.ts without Chevrotain, for the game viewer's bundle (scripts/build.ts `lightGrammar`
// puts it in token-type.ts's place): token types of the same shape as Chevrotain's `createToken`
// makes, numbered the same way (tokenTypeIdx from 1 in order of creation), so that tokens.ts, the
// light lexer and parser, and the builder work on them unchanged. Categories, modes, labels and
// longer_alt are not used by the grammar and not supported. test/grammar/light-reader.test.ts
// compares these objects with Chevrotain's.
import type { TokenType } from 'chevrotain';
import type { TokenConfig } from './token-config.ts';

// (Chevrotain numbers its own EOF 1 before any token of ours; so does this module, for the same indices)
let nextIdx = 2;

/** The token type Chevrotain's `createToken(config)` would make. */
export function createToken(config: TokenConfig): TokenType {
  const type: TokenType = {
    name: config.name,
    PATTERN: config.pattern,
    CATEGORIES: [],
    tokenTypeIdx: nextIdx++,
    categoryMatches: [],
    categoryMatchesMap: {},
    isParent: false,
  };
  if (config.group !== undefined) type.GROUP = config.group;
  if (config.line_breaks !== undefined) type.LINE_BREAKS = config.line_breaks;
  if (config.start_chars_hint !== undefined) type.START_CHARS_HINT = config.start_chars_hint;
  return type;
}

/** The group of the tokens the lexer drops (white space): Chevrotain's marker, written out. */
export const SKIPPED =
  'This marks a skipped Token pattern, this means each token identified by it will be consumed and then thrown into oblivion, this can be used to for example to completely ignore whitespace.';
