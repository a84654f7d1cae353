// Elements -> GameRecord. The parser gives a flat list of elements per line of play (main line or
// variation), in source order; this builder attaches them: move numbers and comments before a move, strength,
// NAGs, comments and variations after it. It also reports everything odd as a ParseProblem.
//
// Attachment rules (deterministic, so that read -> write -> read gives the same record):
// - Comments right after a move (or after its annotations or variations) go to that move's `after`.
// - After a move number or a setup, comments and setups wait for the next move (`before`).
// - In the main line, what comes before the first move's number goes to `GameRecord.before`.
// - What is still waiting at the end of a line goes to the last move's `after` (comments), or to
//   `trailing` / `GameRecord.before` when the line has no move at all.
//
// A line of play is built element by element over a LineState, one handler per kind of element
// (tag, setup, variation, move, move number, strength, NAG, comment, result, stray token).
import type { IToken, TokenType } from 'chevrotain';
import type { GameProblems } from './game-problems.ts';
import { isToken, type Element, type SetupNode, type TagNode, type VariationNode } from './elements.ts';
import type { PdnCode } from './problem.ts';
import { isSetup, tagNamed, type Comment, type GameRecord, type MoveNode, type Setup, type Tag, type Variation } from './record.ts';
import { RESULT_LIST } from './results.ts';
import { posOf, tokenEnd, type SourcePos } from './source-pos.ts';
import type { GameEnd } from './splitter.ts';
import * as T from './tokens.ts';

export interface GameContext {
  /** Where the game's text starts in the file. */
  readonly base: SourcePos;
  readonly end: GameEnd;
  readonly problems: GameProblems;
}

interface MoveBuilder {
  text: string;
  unknown: boolean;
  number?: { value: number; text: string };
  strength?: string;
  nags: number[];
  before: (Comment | Setup)[];
  after: Comment[];
  variations: Variation[];
  pos: SourcePos;
}

/** A move number waiting for its move. */
interface PendingNumber {
  value: number;
  /** As written; `12. ...` when an ellipsis followed. */
  text: string;
  token: IToken;
}

/** What building one line of play (the main line or a variation) keeps track of. */
interface LineState {
  /** True for the main line (tags and the result live there). */
  readonly main: boolean;
  readonly items: readonly Element[];
  /** Index of the element being handled; a handler that absorbs the elements after it moves it on. */
  i: number;
  readonly moves: MoveBuilder[];
  /** Main line: comments and setups before the first move (GameRecord.before). */
  readonly gameBefore: (Comment | Setup)[];
  /** Comments and setups waiting for the next move. */
  pending: (Comment | Setup)[];
  pendingNumber: PendingNumber | undefined;
  /** The last move of the line so far. */
  last: MoveBuilder | undefined;
  /** True when comments go to `pending` (after a number or setup) rather than `last.after`. */
  closed: boolean;
  /** The last element other than a complete comment (where a missing result is reported). */
  lastTok: IToken | undefined;
}

interface BuiltLine {
  moves: MoveNode[];
  before: (Comment | Setup)[];
  trailing: Comment[];
  lastEnd?: SourcePos;
}

const TAG_PAIR = /^\[[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]+"(.*)"[ \t]*\]$/s;

/** Token types read as an unquoted tag value (`[Event Moscow 1965]`): its words, already reported. */
const UNQUOTED_VALUE: ReadonlySet<TokenType> = new Set([T.Identifier, T.Junk, T.Move, T.MoveNumber, T.Result]);

/** Token types that, glued to a move, are junk kept as a comment (CheckerBoard files). */
const GLUABLE: ReadonlySet<TokenType> = new Set([T.Identifier, T.Junk, T.Move, T.MoveNumber, T.Strength, T.Nag, T.Ellipsis, T.Result]);

/** Builds the record of one game from its elements (parser.ts). Problems go to `ctx.problems`. */
export function buildGame(items: Element[], ctx: GameContext): GameRecord {
  return new GameBuilder(ctx).build(items);
}

function show(text: string): string {
  const t = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  return `\`${t.replace(/[\r\n]+/g, ' ')}\``;
}

/** Resolves `\"` and `\\` in a tag value; other backslashes stay as written. */
function unescapeString(body: string): string {
  return body.indexOf('\\') < 0 ? body : body.replace(/\\(["\\])/g, '$1');
}

class GameBuilder {
  private readonly tags: Tag[] = [];
  private result: { text: string; pos: SourcePos } | undefined;
  /** An unclosed `{` ate the end of the game: a missing result is its consequence, not reported. */
  private unterminated = false;

  constructor(private readonly ctx: GameContext) {}

  private pos(tok: IToken): SourcePos {
    return posOf(this.ctx.base, tok.startLine!, tok.startColumn!, tok.startOffset);
  }

  /** The position right after a token. */
  private endPos(tok: IToken): SourcePos {
    const end = tokenEnd(tok);
    return posOf(this.ctx.base, end.line, end.column, end.offset);
  }

  private problem(code: PdnCode, message: string, pos: SourcePos, severity: 'error' | 'warning' = 'error'): void {
    this.ctx.problems.report(code, message, pos, severity);
  }

  build(items: Element[]): GameRecord {
    let start: SourcePos | undefined;
    const first = items[0];
    if (first) start = this.pos(isToken(first) ? first : first.start);
    const line = this.line(items, true);
    const moves = line.moves;
    let result = this.result;
    if (!result && this.ctx.end !== 'result') {
      result = this.scoreAsResult(moves);
      if (!result) this.missingResult(line, start);
    }
    const record: GameRecord = {
      tags: this.tags,
      before: line.before,
      moves,
      trailing: [],
      ...(result ? { result } : {}),
      pos: start ?? this.ctx.base,
    };
    return record;
  }

  /**
   * A game without terminator whose last move is a match score equal to its `[Result]` tag
   * (`4-6`): the score is the result, taken off the moves.
   */
  private scoreAsResult(moves: MoveNode[]): { text: string; pos: SourcePos } | undefined {
    const last = moves[moves.length - 1];
    const declared = tagNamed({ tags: this.tags }, 'Result')?.value;
    if (
      !last ||
      !/^\d+-\d+$/.test(last.text) ||
      declared !== last.text ||
      last.number ||
      last.strength ||
      last.nags.length !== 0 ||
      last.variations.length !== 0 ||
      last.after.length !== 0 ||
      last.before.length !== 0
    ) {
      return undefined;
    }
    moves.pop();
    this.problem('PDN_SCORE_AS_RESULT', `${show(last.text)} is a match score used as the game terminator; PDN terminators are ${RESULT_LIST}.`, last.pos);
    return { text: last.text, pos: last.pos };
  }

  /** Reports a game that ends without terminator (at the next game's tags, or at the end of the file). */
  private missingResult(line: BuiltLine, start: SourcePos | undefined): void {
    const { moves } = line;
    if ((moves.length === 0 && line.before.length === 0 && this.tags.length === 0) || this.unterminated) return;
    const where = line.lastEnd ?? start ?? this.ctx.base;
    if (this.ctx.end === 'tags' && moves.length > 0) {
      this.problem('PDN_MISSING_RESULT', `The game has no terminator (${RESULT_LIST}) before the next game's tags.`, where);
    } else if (this.ctx.end === 'tags') {
      this.problem('PDN_MISSING_RESULT', `This game of tags only has no terminator (${RESULT_LIST}) before the next game's tags.`, where, 'warning');
    } else if (moves.length > 0) {
      this.problem('PDN_MISSING_RESULT', `The last game of the file has no terminator (${RESULT_LIST}).`, where, 'warning');
    }
  }

  // -------------------------------------------------------------------------------------------
  // Lines of play

  /** Builds one line of play. `main` is true for the main line (tags and the result live there). */
  private line(items: Element[], main: boolean): BuiltLine {
    const s: LineState = {
      main,
      items,
      i: 0,
      moves: [],
      gameBefore: [],
      pending: [],
      pendingNumber: undefined,
      last: undefined,
      closed: true,
      lastTok: undefined,
    };
    for (; s.i < items.length; s.i++) {
      const item = items[s.i]!;
      if (isToken(item)) this.token(item, s);
      else if (item.kind === 'tag') this.tagNode(item, s);
      else if (item.kind === 'setup') this.setupNode(item, s);
      else this.variation(item, s);
    }
    return this.endLine(s);
  }

  /** Hands a token to the handler of its type. */
  private token(tok: IToken, s: LineState): void {
    const type = tok.tokenType;
    if (type !== T.Comment && type !== T.LineComment) s.lastTok = tok;
    switch (type) {
      case T.TagPair:
        return this.tagPair(tok, s);
      case T.Move:
        return this.move(tok, s, false);
      case T.UnknownMove:
        return this.move(tok, s, true);
      case T.MoveNumber:
        return this.moveNumber(tok, s);
      case T.Ellipsis:
        return this.ellipsis(tok, s);
      case T.Strength:
      case T.StrengthParen:
        return this.strength(tok, s);
      case T.Nag:
        return this.nag(tok, s);
      case T.Comment:
        return this.comment({ text: tok.image.slice(1, -1), kind: 'brace', pos: this.pos(tok) }, s);
      case T.LineComment:
        return this.comment({ text: tok.image.slice(1), kind: 'line', pos: this.pos(tok) }, s);
      case T.UnterminatedComment:
        return this.unterminatedComment(tok, s);
      case T.Result:
        return this.resultToken(tok, s);
      case T.UnterminatedString:
        return this.problem('PDN_UNTERMINATED_STRING', 'This string has no closing `"`.', this.pos(tok));
      case T.RParen:
        return this.problem('PDN_UNBALANCED_PAREN', 'This `)` closes no variation.', this.pos(tok));
      default:
        return this.problem('PDN_UNEXPECTED_TOKEN', `Unexpected ${show(tok.image)} in the moves.`, this.pos(tok));
    }
  }

  /** Tags belong before the first move of the main line. */
  private tagAllowed(s: LineState): boolean {
    return s.main && s.moves.length === 0;
  }

  private tagInMoves(pos: SourcePos): void {
    this.problem('PDN_UNEXPECTED_TOKEN', 'A tag cannot stand inside the moves; tags come before the first move.', pos);
  }

  /** A well-formed tag in one token. */
  private tagPair(tok: IToken, s: LineState): void {
    const pos = this.pos(tok);
    if (!this.tagAllowed(s)) return this.tagInMoves(pos);
    const m = TAG_PAIR.exec(tok.image)!;
    this.tags.push({ name: m[1]!, value: unescapeString(m[2]!), pos });
  }

  /** A tag read piecewise (malformed, or unusual spacing). */
  private tagNode(node: TagNode, s: LineState): void {
    if (!this.tagAllowed(s)) this.tagInMoves(this.pos(node.start));
    else this.tag(node);
    s.lastTok = node.start;
  }

  private setupNode(node: SetupNode, s: LineState): void {
    const setup = this.setup(node);
    if (setup) s.pending.push(setup);
    s.closed = true;
  }

  private variation(node: VariationNode, s: LineState): void {
    s.lastTok = node.end;
    const sub = this.line(node.items, false);
    const variation: Variation = { moves: sub.moves, trailing: sub.trailing, pos: this.pos(node.start) };
    if (sub.moves.length === 0) {
      this.problem('PDN_EMPTY_VARIATION', 'This variation has no moves.', variation.pos, 'warning');
    }
    if (s.last) s.last.variations.push(variation);
    else {
      this.problem('PDN_VARIATION_WITHOUT_MOVE', 'A variation must follow the move it is an alternative to; this one follows no move and is dropped.', variation.pos);
    }
  }

  private move(tok: IToken, s: LineState, unknown: boolean): void {
    if (s.main && s.moves.length === 0 && s.pendingNumber === undefined) this.flushBeforeGame(s);
    const pos = this.pos(tok);
    const move: MoveBuilder = { text: tok.image, unknown, nags: [], before: s.pending, after: [], variations: [], pos };
    if (s.pendingNumber) move.number = { value: s.pendingNumber.value, text: s.pendingNumber.text };
    if (unknown) {
      this.problem('PDN_UNKNOWN_MOVE', `Unknown move ${show(tok.image)}: the game cannot be replayed past it.`, pos, 'warning');
    }
    s.pending = [];
    s.pendingNumber = undefined;
    s.moves.push(move);
    s.last = move;
    s.closed = false;
    // junk glued to the move (CheckerBoard files): keep it as a comment after the move
    this.gluedJunk(s, move, tok.startOffset + tok.image.length - 1);
  }

  private moveNumber(tok: IToken, s: LineState): void {
    if (s.pendingNumber) {
      this.numberWithoutMove(s.pendingNumber);
      s.pendingNumber = undefined;
    }
    if (s.main && s.moves.length === 0) this.flushBeforeGame(s);
    s.pendingNumber = { value: parseInt(tok.image, 10), text: tok.image, token: tok };
    s.closed = true;
  }

  /** `...` after a number (`1. ...`) makes it a Black move's number; elsewhere it is ignored. */
  private ellipsis(tok: IToken, s: LineState): void {
    const n = s.pendingNumber;
    if (n && !n.text.endsWith('...')) {
      n.text = `${n.text} ${tok.image}`;
      this.problem('PDN_ELLIPSIS_AFTER_NUMBER', `${show(n.text)} is read as the number of a Black move (\`${n.value}...\`).`, this.pos(tok), 'warning');
    } else {
      this.problem('PDN_UNEXPECTED_TOKEN', `${show(tok.image)} stands where no move number is; it is ignored.`, this.pos(tok), 'warning');
    }
    s.closed = true;
  }

  private strength(tok: IToken, s: LineState): void {
    const last = s.last;
    if (last && !s.closed && last.strength === undefined && last.nags.length === 0 && last.after.length === 0 && last.variations.length === 0) {
      last.strength = tok.image;
      this.gluedJunk(s, last, tok.startOffset + tok.image.length - 1);
    } else {
      this.problem('PDN_MISPLACED_STRENGTH', `The move strength ${show(tok.image)} does not follow a move; it is ignored.`, this.pos(tok));
    }
  }

  private nag(tok: IToken, s: LineState): void {
    const n = parseInt(tok.image.slice(1), 10);
    if (!Number.isSafeInteger(n)) {
      this.problem('PDN_NAG_OUT_OF_RANGE', `The annotation ${show(tok.image)} is out of range (a NAG is a number below 2^53); it is ignored.`, this.pos(tok));
    } else if (s.last && !s.closed) s.last.nags.push(n);
    else {
      this.problem('PDN_MISPLACED_NAG', `The annotation ${show(tok.image)} does not follow a move; it is ignored.`, this.pos(tok));
    }
  }

  private unterminatedComment(tok: IToken, s: LineState): void {
    const pos = this.pos(tok);
    this.problem('PDN_UNTERMINATED_COMMENT', 'This comment is never closed by `}`.', pos);
    this.unterminated = true;
    this.comment({ text: tok.image.slice(1).trimEnd(), kind: 'brace', pos }, s);
  }

  /** A comment goes after the last move, or waits for the next one. */
  private comment(comment: Comment, s: LineState): void {
    if (s.last && !s.closed) s.last.after.push(comment);
    else s.pending.push(comment);
  }

  /** The result ends the main line; anywhere else it is reported and ignored. */
  private resultToken(tok: IToken, s: LineState): void {
    const pos = this.pos(tok);
    if (s.main && s.i === s.items.length - 1) {
      this.result = { text: tok.image, pos };
    } else if (!s.main) {
      this.problem('PDN_RESULT_IN_VARIATION', `The result ${show(tok.image)} cannot stand inside a variation; it is ignored.`, pos);
    } else {
      this.problem('PDN_UNEXPECTED_TOKEN', `Unexpected result ${show(tok.image)} inside the moves.`, pos);
    }
  }

  /** Before the first move of the main line: what waits goes to GameRecord.before. */
  private flushBeforeGame(s: LineState): void {
    for (const c of s.pending) s.gameBefore.push(c);
    s.pending = [];
  }

  /** The end of a line: a number without move, and what still waits for a move. */
  private endLine(s: LineState): BuiltLine {
    if (s.pendingNumber) {
      this.numberWithoutMove(s.pendingNumber);
      s.pendingNumber = undefined;
    }
    const lastEnd = s.lastTok ? this.endPos(s.lastTok) : undefined;
    const trailing: Comment[] = [];
    const { pending, last } = s;
    if (pending.length > 0) {
      const comments = pending.filter((c): c is Comment => !isSetup(c));
      if (pending.length !== comments.length && last) this.setupWithoutMoves(pending);
      // loops, not spreads: a game may hold more comments than a call takes arguments
      if (last) for (const c of comments) last.after.push(c);
      else if (s.main) for (const c of pending) s.gameBefore.push(c);
      else {
        for (const c of comments) trailing.push(c);
        if (comments.length !== pending.length) this.setupWithoutMoves(pending);
      }
    }
    return { moves: s.moves, before: s.gameBefore, trailing, ...(lastEnd ? { lastEnd } : {}) };
  }

  private setupWithoutMoves(pending: readonly (Comment | Setup)[]): void {
    const setup = pending.find(isSetup)!;
    this.problem('PDN_SETUP_WITHOUT_MOVES', 'A setup must be followed by moves; this one is ignored.', setup.pos, 'warning');
  }

  private numberWithoutMove(n: PendingNumber): void {
    this.problem('PDN_NUMBER_WITHOUT_MOVE', `The move number ${show(n.text)} is not followed by a move.`, this.pos(n.token), 'warning');
  }

  /**
   * Absorbs the tokens glued to the move (no space between; the move's text, or its strength,
   * ends at `end`) into a comment after it, and moves `s.i` past them.
   */
  private gluedJunk(s: LineState, move: MoveBuilder, end: number): void {
    const items = s.items;
    const next = items[s.i + 1];
    if (next === undefined || !isToken(next) || next.startOffset !== end + 1) return;
    let text = '';
    let j = s.i + 1;
    let firstTok: IToken | undefined;
    for (; j < items.length; j++) {
      const t = items[j]!;
      if (!isToken(t)) break;
      if (t.startOffset !== end + 1) break;
      // strength glued to the move: the strength handler takes it
      if (!firstTok && (t.tokenType === T.Strength || t.tokenType === T.StrengthParen)) break;
      if (!GLUABLE.has(t.tokenType)) break;
      if (t.tokenType === T.Result && j === items.length - 1) break;
      if (t.image.includes('}')) break;
      firstTok ??= t;
      text += t.image;
      end = t.startOffset + t.image.length - 1;
    }
    if (!firstTok) return;
    const pos = this.pos(firstTok);
    this.problem('PDN_JUNK_AFTER_MOVE', `Text ${show(text)} is glued to the move ${show(move.text)}; it is kept as a comment.`, pos, 'warning');
    move.after.push({ text, kind: 'brace', pos });
    s.i = j - 1;
  }

  // -------------------------------------------------------------------------------------------
  // Tags and setups read piecewise

  private tag(node: TagNode): void {
    const pos = this.pos(node.start);
    const { name, values, close } = node;
    if (!name) {
      this.problem('PDN_BAD_TAG', 'A tag must start with a name after `[`, as in `[Event "..."]`.', pos);
      return;
    }
    const str = values[0];
    if (!str) {
      this.problem('PDN_BAD_TAG', `The tag \`${name.image}\` has no value; write it as \`[${name.image} "..."]\`.`, pos);
      return;
    }
    let value: string;
    if (str.tokenType === T.StringLiteral) {
      value = unescapeString(str.image.slice(1, -1));
    } else if (str.tokenType === T.UnterminatedString) {
      this.problem('PDN_UNTERMINATED_STRING', `The value of the tag \`${name.image}\` has no closing \`"\`.`, this.pos(str));
      value = unescapeString(str.image.slice(1));
    } else {
      this.problem('PDN_BAD_TAG', `The value of the tag \`${name.image}\` must be in double quotes, as in \`[${name.image} "${values.map((v) => v.image).join(' ')}"]\`.`, this.pos(str));
      value = values.map((v) => v.image).join(' ');
    }
    if (values.length > 1 && !UNQUOTED_VALUE.has(str.tokenType)) {
      this.problem('PDN_BAD_TAG', `Unexpected ${show(values[1]!.image)} after the value of the tag \`${name.image}\`.`, this.pos(values[1]!));
    }
    if (!close) {
      const last = values[values.length - 1] ?? name;
      this.problem('PDN_BAD_TAG', `The tag \`${name.image}\` is not closed by \`]\` on its line.`, this.endPos(last));
    }
    this.tags.push({ name: name.image, value, pos });
  }

  private setup(node: SetupNode): Setup | undefined {
    const pos = this.pos(node.start);
    const { name, fen, close } = node;
    if (!fen) {
      this.problem('PDN_BAD_SETUP', 'A setup must be written `/FEN "..."/`; this `/` starts none.', pos);
      return undefined;
    }
    if (name && name.image.toUpperCase() !== 'FEN') {
      this.problem('PDN_BAD_SETUP', `A setup must be written \`/FEN "..."/\`, not with ${show(name.image)}.`, this.pos(name));
    }
    let text: string;
    if (fen.tokenType === T.UnterminatedString) {
      this.problem('PDN_UNTERMINATED_STRING', 'The FEN of this setup has no closing `"`.', this.pos(fen));
      text = unescapeString(fen.image.slice(1));
    } else text = unescapeString(fen.image.slice(1, -1));
    if (!close) this.problem('PDN_BAD_SETUP', 'The setup is not closed by `/` on its line.', this.endPos(fen));
    return { fen: text, pos };
  }
}
