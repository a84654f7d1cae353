// The bounds a YAML file (a puzzle file, a lesson) is held to before the yaml library builds its
// document: how many tokens it holds and how deep its collections nest. The library's composer
// recurses once per nesting level: one document 1,000 block levels deep overflowed the stack, two
// such documents ran the process out of memory (exit 134, issue 47). Both bounds are checked on
// what the library's lexer and CST parser make (neither recurses nor resolves anything), so the
// file is never composed when it is out of bounds. Browser-safe.
import { CST, Lexer, Parser } from 'yaml';

const { DOCUMENT: DOCUMENT_MARK, SCALAR: SCALAR_MARK, FLOW_END: FLOW_ERROR_END_MARK } = CST;

/**
 * Most YAML tokens a file may hold: 300,000, over four times the largest collection file
 * (puzzles/material.yaml, 167 KB, about 65,000 tokens). The yaml library's document costs about
 * 700 bytes a token: 6 MB of `[{},{},...]` (6 million tokens) took 4.4 GB and a minute before
 * the heap gave out; at this cap a file costs at most about 200 MB. The tokens are counted by the
 * library's lexer, which keeps nothing, before the document is built, and counting stops at the cap.
 */
export const MAX_YAML_TOKENS = 300_000;

/**
 * Deepest nesting of collections (block or flow, `- - -` or `[[[`) a file may have: 64. A puzzle
 * nests 3 deep (the list, the puzzle, its source or solution), a lesson 5; the library's composer
 * overflowed the stack at 1,000.
 */
export const MAX_YAML_DEPTH = 64;

/** Why a YAML text is not to be composed: too many tokens (at the start), or nested too deep (at the collection past the bound). */
export type YamlBound = { readonly kind: 'tokens' } | { readonly kind: 'depth'; readonly offset: number; readonly line: number; readonly column: number };

/** The first bound `text` breaks (MAX_YAML_TOKENS, then MAX_YAML_DEPTH), or undefined when it keeps both. */
export function yamlOutOfBounds(text: string): YamlBound | undefined {
  // the lexer's pass counts the tokens and the flow brackets' depth (a bracket inside a scalar or
  // a comment is part of that token); the CST parser, slow on brackets (7 s for 100,000 deep),
  // then runs only on a file whose brackets keep the bound
  let count = 0;
  let offset = 0;
  let flowDepth = 0;
  for (const token of new Lexer().lex(text)) {
    if (++count > MAX_YAML_TOKENS) return { kind: 'tokens' };
    if (token === '[' || token === '{') {
      if (++flowDepth > MAX_YAML_DEPTH) return { kind: 'depth', ...positionOf(text, offset) };
    } else if (token === ']' || token === '}') flowDepth--;
    else if (token === '---' || token === '...') flowDepth = 0;
    // the lexer's marks (document, scalar, end of a bad flow collection) are not in the text
    if (token !== DOCUMENT_MARK && token !== SCALAR_MARK && token !== FLOW_ERROR_END_MARK) offset += token.length;
  }
  // the CST, walked with a stack of our own (the walk must not recurse either)
  const stack: { token: CST.Token; depth: number }[] = [];
  // (pushed last first, so that the first collection past the bound in the text is the one found)
  for (const doc of [...new Parser().parse(text)].reverse()) stack.push({ token: doc, depth: 0 });
  while (stack.length) {
    const { token, depth } = stack.pop()!;
    const children: (CST.Token | undefined)[] = [];
    let nested = depth;
    switch (token.type) {
      case 'document':
        children.push(token.value);
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection':
        nested = depth + 1;
        if (nested > MAX_YAML_DEPTH) return { kind: 'depth', ...positionOf(text, token.offset) };
        for (const item of token.items) children.push(('key' in item ? item.key : undefined) ?? undefined, item.value);
        break;
      default:
        break;
    }
    for (const child of children.reverse()) if (child) stack.push({ token: child, depth: nested });
  }
  return undefined;
}

/** The 1-based line and column of `offset` in `text` (lines end at `\n`; a `\r` before it is the line's). */
function positionOf(text: string, offset: number): { offset: number; line: number; column: number } {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return { offset, line, column: offset - (text.lastIndexOf('\n', offset - 1) + 1) + 1 };
}
