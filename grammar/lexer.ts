// The one Chevrotain lexer of the PDN grammar. It never stops: stray text is a Junk token (see
// tokens.ts) that the builder reports; a run of characters no token starts with is one Unreadable
// token, kept out of the token stream and returned here as one error (PDN_UNEXPECTED_CHARACTER).
import { Lexer, type IToken } from 'chevrotain';
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

export interface LexOutput {
  readonly tokens: IToken[];
  /** Runs of characters no token starts with (rare symbols, CJK, control characters), skipped: one per run. */
  readonly errors: readonly { offset: number; line?: number; column?: number; length: number; message: string }[];
}

/** Tokens of one game's text (positions relative to that text, 1-based lines and columns). */
export function lexPdn(text: string): LexOutput {
  const out = lexer().tokenize(text);
  const runs = out.groups['unreadable'];
  if (!runs || runs.length === 0) return { tokens: out.tokens, errors: out.errors };
  const errors: LexOutput['errors'][number][] = runs.map((t) => ({
    offset: t.startOffset,
    line: t.startLine,
    column: t.startColumn,
    length: t.image.length,
    message: `unexpected character${t.image.length > 1 ? 's' : ''}`,
  }));
  // (Chevrotain's own errors: none are expected now, but kept if any; in text order)
  for (const e of out.errors) errors.push(e);
  errors.sort((a, b) => a.offset - b.offset);
  return { tokens: out.tokens, errors };
}
