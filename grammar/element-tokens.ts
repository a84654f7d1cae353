// The token types each rule of the PDN grammar takes, shared by the Chevrotain parser (parser.ts)
// and the light parser (light-parser.ts), so that the two read the same grammar.
import type { TokenType } from 'chevrotain';
import * as T from './tokens.ts';

/** The token types a tag takes as its values (on the line of its `[`). */
export const tagValueTokens: readonly TokenType[] = [
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

/** The token types `game` and `variation` take as elements of their own. */
export const simpleElementTokens: readonly TokenType[] = [
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
