// The light parser: parser.ts without Chevrotain, for the game viewer's bundle (scripts/build.ts
// `lightGrammar` puts it in parser.ts's place there; docs/architecture.md "The light reader"). The
// same grammar by recursive descent, giving the same elements, and the same errors where
// Chevrotain's parser (one token of lookahead, error recovery off) gives any:
//
//   game      : element* ;          (stops at `)` or the end; a `)` left over is redundant input)
//   element   : TagPair | tag | variation | setup | Move | UnknownMove | MoveNumber | Ellipsis | Strength
//             | StrengthParen | Nag | Comment | UnterminatedComment | LineComment | Result
//             | Identifier | Junk | StringLiteral | UnterminatedString | RBracket ;
//   tag       : "[" Identifier? tagValue* "]"?        (all on the line of "[")
//   setup     : "/" Identifier? (StringLiteral | UnterminatedString)? "/"?   (one line)
//   variation : "(" element* ")" ;   (no `)`: the game is read as empty, with the error)
//
// test/grammar/light-reader.test.ts compares both parsers on every game of the repository and
// on token sequences pdn.ts never gives (unbalanced parentheses, tokens out of place).
import type { IToken, TokenType } from 'chevrotain';
import type { Element, ParserError, SetupNode, TagNode, VariationNode } from './elements.ts';
import * as T from './tokens.ts';
import { simpleElementTokens, tagValueTokens } from './element-tokens.ts';

const tagValues: ReadonlySet<TokenType> = new Set(tagValueTokens);
const simpleElements: ReadonlySet<TokenType> = new Set(simpleElementTokens);

/** The token Chevrotain's parser sees past the last one (its END_OF_FILE): no position. */
const END: IToken = {
  image: '',
  startOffset: NaN,
  endOffset: NaN,
  startLine: NaN,
  endLine: NaN,
  startColumn: NaN,
  endColumn: NaN,
  tokenTypeIdx: 1,
  tokenType: { name: 'EOF', tokenTypeIdx: 1 },
};

/** A `)` missing at the end of a variation (Chevrotain's MismatchedTokenException, with recovery off). */
class MissingCloser extends Error {
  constructor(readonly error: ParserError) {
    super(error.message);
  }
}

const NO_ERRORS: ParserError[] = [];

/** Parses one game's tokens as parser.ts's `parseTokens` does (`full`: without its fast path, which gives the same). */
export function parseTokens(tokens: IToken[], full = false): { items: Element[] | undefined; errors: ParserError[] } {
  if (!full && tokens.every((t) => simpleElements.has(t.tokenType))) return { items: tokens, errors: NO_ERRORS };
  let pos = 0;
  const next = (): IToken => tokens[pos] ?? END;
  const startsElement = (type: TokenType): boolean => simpleElements.has(type) || type === T.LBracket || type === T.LParen || type === T.Slash;

  const elements = (): Element[] => {
    const items: Element[] = [];
    while (pos < tokens.length && startsElement(tokens[pos]!.tokenType)) items.push(element());
    return items;
  };

  const element = (): Element => {
    const tok = tokens[pos]!;
    if (tok.tokenType === T.LBracket) return tag();
    if (tok.tokenType === T.LParen) return variation();
    if (tok.tokenType === T.Slash) return setup();
    pos++;
    return tok;
  };

  /** The next token when it is on `line` and one of `types`, consumed; else undefined. */
  const onLine = (line: number | undefined, accepts: (type: TokenType) => boolean): IToken | undefined => {
    const tok = tokens[pos];
    if (tok === undefined || tok.startLine !== line || !accepts(tok.tokenType)) return undefined;
    pos++;
    return tok;
  };

  const tag = (): TagNode => {
    const start = tokens[pos++]!;
    const name = onLine(start.startLine, (type) => type === T.Identifier);
    const values: IToken[] = [];
    for (let value; (value = onLine(start.startLine, (type) => tagValues.has(type)));) values.push(value);
    const close = onLine(start.startLine, (type) => type === T.RBracket);
    return { kind: 'tag', start, name, values, close };
  };

  const setup = (): SetupNode => {
    const start = tokens[pos++]!;
    const name = onLine(start.startLine, (type) => type === T.Identifier);
    const fen = onLine(start.startLine, (type) => type === T.StringLiteral || type === T.UnterminatedString);
    const close = onLine(start.startLine, (type) => type === T.Slash);
    return { kind: 'setup', start, name, fen, close };
  };

  const variation = (): VariationNode => {
    const start = tokens[pos++]!;
    const items = elements();
    const end = next();
    if (end.tokenType !== T.RParen) throw new MissingCloser({ message: `Expecting token of type --> RParen <-- but found --> '${end.image}' <--`, token: end });
    pos++;
    return { kind: 'variation', items, start, end };
  };

  try {
    const items = elements();
    if (pos < tokens.length) return { items, errors: [{ message: `Redundant input, expecting EOF but found: ${tokens[pos]!.image}`, token: tokens[pos]! }] };
    return { items, errors: [] };
  } catch (e) {
    if (e instanceof MissingCloser) return { items: undefined, errors: [e.error] };
    throw e;
  }
}
