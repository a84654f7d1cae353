// The Chevrotain parser of one game's tokens (the file is first split into games by pdn.ts).
// One instance, built on first use (performSelfAnalysis runs once) and reused. The
// grammar is deliberately permissive (every token fits somewhere) so that a broken game still
// yields its elements; the builder (builder.ts) turns oddities into positioned problems.
//
//   game      : element* ;          (elements inlined in `game` and `variation`)
//   element   : TagPair | tag | variation | setup | Move | UnknownMove | MoveNumber | Ellipsis | Strength
//             | StrengthParen | Nag | Comment | UnterminatedComment | LineComment | Result
//             | Identifier | Junk | StringLiteral | UnterminatedString | RBracket | Slash ;
//   tag       : "[" Identifier? tagValue* "]"?        (all on the line of "[")
//   setup     : "/" Identifier? (StringLiteral | UnterminatedString)? "/"?   (one line)
//   variation : "(" element* ")" ;
//
// Parentheses are balanced and nesting is limited before parsing (see pdn.ts), so `variation`
// always finds its ")" and recursion depth is bounded. The game viewer's bundle parses with
// light-parser.ts in this module's place (the same elements without Chevrotain: docs/architecture.md).
import { EmbeddedActionsParser, type IToken } from 'chevrotain';
import type { Element, ParserError, SetupNode, TagNode, VariationNode } from './elements.ts';
import * as T from './tokens.ts';
import { simpleElementTokens, tagValueTokens } from './element-tokens.ts';

/**
 * An embedded-actions parser: the rules return the elements of each line of play directly, in
 * source order (no CST to build and no visitor to put the children back in order).
 */
class PdnParser extends EmbeddedActionsParser {
  constructor() {
    super(T.allTokens, { recoveryEnabled: false, maxLookahead: 1, skipValidations: true });
    this.performSelfAnalysis();
  }

  public game = this.RULE('game', (): Element[] => {
    const items: Element[] = [];
    this.MANY(() => {
      items.push(this.OR((this.elementAlts ??= this.alternatives())));
    });
    return items;
  });

  private elementAlts: { ALT: () => Element }[] | undefined;

  private alternatives(): { ALT: () => Element }[] {
    return [
      { ALT: () => this.SUBRULE(this.tag) },
      { ALT: () => this.SUBRULE(this.variation) },
      { ALT: () => this.SUBRULE(this.setup) },
      ...simpleElementTokens.map((tok) => ({ ALT: () => this.CONSUME(tok) })),
    ];
  }

  public tag = this.RULE('tag', (): TagNode => {
    const open = this.CONSUME(T.LBracket);
    const sameLine = () => this.LA(1).startLine === open.startLine;
    const name = this.OPTION({ GATE: sameLine, DEF: () => this.CONSUME(T.Identifier) });
    const values: IToken[] = [];
    this.MANY({
      GATE: sameLine,
      DEF: () => {
        values.push(this.OR((this.tagValueAlts ??= tagValueTokens.map((tok) => ({ ALT: () => this.CONSUME2(tok) })))));
      },
    });
    const close = this.OPTION2({ GATE: sameLine, DEF: () => this.CONSUME(T.RBracket) });
    return { kind: 'tag', start: open, name, values, close };
  });
  private tagValueAlts: { ALT: () => IToken }[] | undefined;

  public setup = this.RULE('setup', (): SetupNode => {
    const open = this.CONSUME(T.Slash);
    const sameLine = () => this.LA(1).startLine === open.startLine;
    const name = this.OPTION({ GATE: sameLine, DEF: () => this.CONSUME(T.Identifier) });
    const fen = this.OPTION2({
      GATE: sameLine,
      DEF: () => this.OR([{ ALT: () => this.CONSUME(T.StringLiteral) }, { ALT: () => this.CONSUME(T.UnterminatedString) }]),
    });
    const close = this.OPTION3({ GATE: sameLine, DEF: () => this.CONSUME2(T.Slash) });
    return { kind: 'setup', start: open, name, fen, close };
  });

  public variation = this.RULE('variation', (): VariationNode => {
    const start = this.CONSUME(T.LParen);
    const items: Element[] = [];
    this.MANY(() => {
      items.push(this.OR2((this.variationAlts ??= this.alternatives())));
    });
    const end = this.CONSUME(T.RParen);
    return { kind: 'variation', items, start, end };
  });
  private variationAlts: { ALT: () => Element }[] | undefined;
}

/**
 * The one parser instance (Chevrotain parsers are meant to be reused), made on first use:
 * performSelfAnalysis is a start-up cost the light scanner's readers (find, index, openings) need
 * not pay when no game needs the full parser.
 */
let pdnParser: PdnParser | undefined;

/** tokenTypeIdx -> 1 for the token types that `game` takes as elements of their own. */
const simpleElement: Uint8Array = (() => {
  // eslint-disable-next-line no-restricted-syntax -- the token types: a list of fixed size (about 30)
  const table = new Uint8Array(Math.max(...T.allTokens.map((t) => t.tokenTypeIdx!)) + 1);
  for (const t of simpleElementTokens) table[t.tokenTypeIdx!] = 1;
  return table;
})();

const NO_ERRORS: ParserError[] = [];

/**
 * Parses one game's tokens; never throws. Every token type is an alternative of `game` and
 * parentheses are balanced beforehand, so recognition errors cannot happen; Chevrotain's error
 * recovery is therefore off (it costs about 20% of parse time). Should an error happen anyway,
 * it is returned and the game is read as empty.
 *
 * Fast path (`full` false, the default): a game whose tokens are all simple elements (no `[`,
 * `(` or `/` to start a tag, variation or setup; the common case, since well-formed tags are
 * single TagPair tokens) parses, by the grammar above, into exactly its tokens, so they are
 * returned without running the parser. test/grammar/parser.test.ts checks that both paths agree.
 */
export function parseTokens(tokens: IToken[], full = false): { items: Element[] | undefined; errors: ParserError[] } {
  if (!full) {
    let simple = true;
    for (let i = 0; i < tokens.length; i++) {
      if (simpleElement[tokens[i]!.tokenTypeIdx] !== 1) {
        simple = false;
        break;
      }
    }
    if (simple) return { items: tokens, errors: NO_ERRORS };
  }
  const parser = (pdnParser ??= new PdnParser());
  parser.input = tokens;
  const items = parser.game();
  const errors = parser.errors.map((e) => ({ message: e.message, token: e.token }));
  // (undefined after a recognition error: Chevrotain returns no value then)
  return { items, errors };
}
