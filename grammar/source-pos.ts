// Positions in the source: the SourcePos every record part and problem carries, and how the
// positions of a game's tokens (counted from the start of the game's text) become positions in
// the file. Line ends are counted as Chevrotain's lexer counts them: `\r\n`, `\r` or `\n` once.
import type { IToken } from 'chevrotain';

/** Where something stands in the source: 1-based line and column, 0-based offset. */
export interface SourcePos {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

/** A position in a game's text (1-based line and column, 0-based offset) as a position in the file. */
export function posOf(base: SourcePos, line: number, column: number, offset: number): SourcePos {
  return {
    line: base.line + line - 1,
    column: line === 1 ? base.column + column - 1 : column,
    offset: base.offset + offset,
  };
}

/**
 * Line breaks in `text` from `from` to `to`, each `\r\n`, `\r` or `\n` counting once (as the
 * Chevrotain lexer counts them), and the index where the last line starts (`from` if none).
 */
export function lineBreaks(text: string, from: number, to: number): { count: number; lineStart: number } {
  let count = 0;
  let lineStart = from;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      count++;
      lineStart = i + 1;
    }
  }
  return { count, lineStart };
}

/** The position (in its game's text) right after a token (the lexer records starts only). */
export function tokenEnd(tok: IToken): { line: number; column: number; offset: number } {
  const img = tok.image;
  const offset = tok.startOffset + img.length;
  const { count, lineStart } = lineBreaks(img, 0, img.length);
  if (count === 0) return { line: tok.startLine!, column: tok.startColumn! + img.length, offset };
  return { line: tok.startLine! + count, column: img.length - lineStart + 1, offset };
}
