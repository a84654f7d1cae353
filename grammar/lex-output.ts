// What the PDN lexer gives (both lexers: lexer.ts, Chevrotain's, and light-lexer.ts, the viewer's):
// the tokens, and the runs of characters no token starts with as errors.
import type { IToken } from 'chevrotain';

/** One run of characters no token starts with, or an error of Chevrotain's own lexer. */
export interface LexError {
  readonly offset: number;
  readonly line?: number;
  readonly column?: number;
  readonly length: number;
  readonly message: string;
}

export interface LexOutput {
  readonly tokens: IToken[];
  /** Runs of characters no token starts with (rare symbols, CJK, control characters), skipped: one per run. */
  readonly errors: readonly LexError[];
}

/**
 * The lexer's output from its tokens, its `unreadable` group (the runs of characters no token starts
 * with: one error each) and its own errors (none are expected: kept if any), in text order.
 */
export function lexOutput(tokens: IToken[], runs: readonly IToken[] | undefined, lexerErrors: LexError[]): LexOutput {
  if (!runs || runs.length === 0) return { tokens, errors: lexerErrors };
  const errors: LexError[] = runs.map((t) => ({
    offset: t.startOffset,
    line: t.startLine,
    column: t.startColumn,
    length: t.image.length,
    message: `unexpected character${t.image.length > 1 ? 's' : ''}`,
  }));
  for (const e of lexerErrors) errors.push(e);
  errors.sort((a, b) => a.offset - b.offset);
  return { tokens, errors };
}
