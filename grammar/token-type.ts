// How tokens.ts makes the grammar's token types: with Chevrotain's own `createToken`, which the
// reference lexer and parser (lexer.ts, parser.ts) require. The game viewer's bundle swaps this
// module for light-token-type.ts (scripts/build.ts `lightGrammar`), which makes the same objects
// without Chevrotain (docs/architecture.md "The light reader").
import { createToken as chevrotainCreateToken, Lexer, type TokenType } from 'chevrotain';
import type { TokenConfig } from './token-config.ts';

/** A token type as Chevrotain makes it (name, PATTERN, GROUP, LINE_BREAKS, START_CHARS_HINT, tokenTypeIdx...). */
export function createToken(config: TokenConfig): TokenType {
  return chevrotainCreateToken(config);
}

/** The group of the tokens the lexer drops (white space): Chevrotain's marker. */
export const SKIPPED: string = Lexer.SKIPPED;
