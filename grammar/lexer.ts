// The one Chevrotain lexer of the PDN grammar. It never stops: stray text is a Junk token (see
// tokens.ts) that the builder reports; a run of characters no token starts with is one Unreadable
// token, kept out of the token stream and returned here as one error (PDN_UNEXPECTED_CHARACTER).
// The game viewer's bundle reads with light-lexer.ts in its place (the same tokens, without Chevrotain).
import { Lexer } from 'chevrotain';
import { lexOutput, type LexOutput } from './lex-output.ts';
import { allTokens } from './tokens.ts';

// made on first use: building it analyses every pattern, a cost the commands that read games with
// the light scanner (grammar/main-line-scan.ts) only pay when a game needs the full parser
let pdnLexer: Lexer | undefined;
const lexer = (): Lexer =>
  (pdnLexer ??= new Lexer(allTokens, {
    positionTracking: 'onlyStart', // ends are computed from the image where needed
    ensureOptimizations: true, // every pattern has a first-character analysis (or start_chars_hint)
    skipValidations: true,
  }));

/** Tokens of one game's text (positions relative to that text, 1-based lines and columns). */
export function lexPdn(text: string): LexOutput {
  const out = lexer().tokenize(text);
  return lexOutput(out.tokens, out.groups['unreadable'], out.errors);
}
