// The one Chevrotain lexer of the PDN grammar. It never stops: stray text is a Junk token (see
// tokens.ts) that the builder reports; only a character no token starts with (outside Junk's
// start_chars_hint) is a lexing error, skipped and reported as PDN_UNEXPECTED_CHARACTER.
import { Lexer, type IToken } from 'chevrotain';
import { allTokens } from './tokens.ts';

const pdnLexer = new Lexer(allTokens, {
  positionTracking: 'onlyStart', // ends are computed from the image where needed
  ensureOptimizations: true, // every pattern has a first-character analysis (or start_chars_hint)
  skipValidations: true,
});

export interface LexOutput {
  readonly tokens: IToken[];
  /** Characters no token starts with (rare symbols, CJK, control characters), skipped. */
  readonly errors: readonly { offset: number; line?: number; column?: number; length: number; message: string }[];
}

/** Tokens of one game's text (positions relative to that text, 1-based lines and columns). */
export function lexPdn(text: string): LexOutput {
  const out = pdnLexer.tokenize(text);
  return { tokens: out.tokens, errors: out.errors };
}
