// The Chevrotain parser of one game's tokens (the file is first split into games by pdn.ts).
// One instance, reused. The grammar is deliberately permissive (every token fits somewhere) so
// that a broken game still yields a CST; the visitor turns oddities into positioned problems.
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
// always finds its ")" and recursion depth is bounded.
import { CstParser, type CstNode, type IToken, type TokenType } from 'chevrotain';
import * as T from './tokens.ts';

const tagValueTokens: TokenType[] = [
  T.StringLiteral,
  T.UnterminatedString,
  T.Identifier,
  T.Junk,
  T.Move,
  T.MoveNumber,
  T.Result,
  T.Nag,
  T.Strength,
  T.Ellipsis,
  T.UnknownMove,
  T.Slash,
  T.StrengthParen,
  T.LineComment,
];

const simpleElementTokens: TokenType[] = [
  T.TagPair,
  T.Move,
  T.UnknownMove,
  T.MoveNumber,
  T.Ellipsis,
  T.Strength,
  T.StrengthParen,
  T.Nag,
  T.Comment,
  T.UnterminatedComment,
  T.LineComment,
  T.Result,
  T.Identifier,
  T.Junk,
  T.StringLiteral,
  T.UnterminatedString,
  T.RBracket,
];

export class PdnParser extends CstParser {
  constructor() {
    super(T.allTokens, { recoveryEnabled: false, maxLookahead: 1, nodeLocationTracking: 'onlyOffset' });
    this.performSelfAnalysis();
  }

  // `game` and `variation` list their elements directly (no node per element: faster). The
  // visitor restores the order of the children from their offsets.
  public game = this.RULE('game', () => {
    this.MANY(() => this.OR(this.elementAlts ??= this.alternatives()));
  });

  private elementAlts: { ALT: () => unknown }[] | undefined;

  private alternatives(): { ALT: () => unknown }[] {
    return [
      { ALT: () => this.SUBRULE(this.tag) },
      { ALT: () => this.SUBRULE(this.variation) },
      { ALT: () => this.SUBRULE(this.setup) },
      ...simpleElementTokens.map((tok) => ({ ALT: () => this.CONSUME(tok) })),
    ];
  }

  public tag = this.RULE('tag', () => {
    const open = this.CONSUME(T.LBracket);
    const sameLine = () => this.LA(1).startLine === open.startLine;
    this.OPTION({ GATE: sameLine, DEF: () => this.CONSUME(T.Identifier, { LABEL: 'name' }) });
    this.MANY({
      GATE: sameLine,
      DEF: () => this.OR(this.tagValueAlts ??= tagValueTokens.map((tok) => ({ ALT: () => this.CONSUME2(tok, { LABEL: 'value' }) }))),
    });
    this.OPTION2({ GATE: sameLine, DEF: () => this.CONSUME(T.RBracket) });
  });
  private tagValueAlts: { ALT: () => unknown }[] | undefined;

  public setup = this.RULE('setup', () => {
    const open = this.CONSUME(T.Slash, { LABEL: 'open' });
    const sameLine = () => this.LA(1).startLine === open.startLine;
    this.OPTION({ GATE: sameLine, DEF: () => this.CONSUME(T.Identifier, { LABEL: 'name' }) });
    this.OPTION2({
      GATE: sameLine,
      DEF: () =>
        this.OR([
          { ALT: () => this.CONSUME(T.StringLiteral, { LABEL: 'fen' }) },
          { ALT: () => this.CONSUME(T.UnterminatedString, { LABEL: 'fen' }) },
        ]),
    });
    this.OPTION3({ GATE: sameLine, DEF: () => this.CONSUME2(T.Slash, { LABEL: 'close' }) });
  });

  public variation = this.RULE('variation', () => {
    this.CONSUME(T.LParen);
    this.MANY(() => this.OR2(this.variationAlts ??= this.alternatives()));
    this.CONSUME(T.RParen);
  });
  private variationAlts: { ALT: () => unknown }[] | undefined;
}

/** The one parser instance (Chevrotain parsers are meant to be reused). */
export const pdnParser = new PdnParser();

export interface ParserError {
  readonly message: string;
  readonly token: IToken;
}

/**
 * Parses one game's tokens; never throws. Every token type is an alternative of `game` and
 * parentheses are balanced beforehand, so recognition errors cannot happen; Chevrotain's error
 * recovery is therefore off (it costs about 20% of parse time). Should an error happen anyway,
 * it is returned and the game is read as empty.
 */
export function parseTokens(tokens: IToken[]): { cst: CstNode | undefined; errors: ParserError[] } {
  pdnParser.input = tokens;
  const cst = pdnParser.game();
  const errors = pdnParser.errors.map((e) => ({ message: e.message, token: e.token }));
  return { cst, errors };
}
