// The one Chevrotain lexer of the PDN grammar. It never fails: every character belongs to some
// token (see tokens.ts), so lexing errors cannot happen; oddities are reported by the visitor.
import { Lexer, type IToken } from 'chevrotain';
import { allTokens } from './tokens.ts';

export const pdnLexer = new Lexer(allTokens, {
  positionTracking: 'onlyStart', // ends are computed from the image where needed
  ensureOptimizations: true, // every pattern has a first-character analysis (or start_chars_hint)
  skipValidations: true,
});

export interface LexOutput {
  readonly tokens: IToken[];
  /** Lexing errors (should stay empty; kept as a safety net). */
  readonly errors: readonly { offset: number; line?: number; column?: number; length: number; message: string }[];
}

/** Tokens of one game's text (positions relative to that text, 1-based lines and columns). */
export function lexPdn(text: string): LexOutput {
  const out = pdnLexer.tokenize(text);
  return { tokens: out.tokens, errors: out.errors };
}
