// What the PDN parser gives the builder: the elements of a line of play, in source order. Both
// parsers produce them: parser.ts (Chevrotain, the reference) and light-parser.ts (the viewer's).
import type { IToken } from 'chevrotain';

/** `[Name value... ]` as parsed (the parts may be missing: the builder reports them). */
export interface TagNode {
  readonly kind: 'tag';
  /** The `[`. */
  readonly start: IToken;
  readonly name: IToken | undefined;
  readonly values: IToken[];
  readonly close: IToken | undefined;
}

/** `/FEN "..."/` as parsed. */
export interface SetupNode {
  readonly kind: 'setup';
  /** The opening `/`. */
  readonly start: IToken;
  readonly name: IToken | undefined;
  readonly fen: IToken | undefined;
  readonly close: IToken | undefined;
}

/** `( element* )`. */
export interface VariationNode {
  readonly kind: 'variation';
  readonly items: Element[];
  /** The `(` and the `)` (possibly a synthetic closer added when balancing). */
  readonly start: IToken;
  readonly end: IToken;
}

/** One element of a line of play, in source order: a token or a node. */
export type Element = IToken | TagNode | SetupNode | VariationNode;

/** True for a plain token (nodes have a `kind`). */
export function isToken(e: Element): e is IToken {
  return (e as { kind?: string }).kind === undefined;
}

/** An error of the parser (none is expected: see parser.ts parseTokens). */
export interface ParserError {
  readonly message: string;
  readonly token: IToken;
}
