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
import type { IToken } from 'chevrotain';
import { isToken, type Element, type SetupNode, type TagNode } from './parser.ts';
import { isSetup, type Comment, type GameRecord, type MoveNode, type ParseProblem, type Setup, type SourcePos, type Tag, type Variation } from './record.ts';

/** Why the splitter ended this game's text. */
export type GameEnd = 'result' | 'tags' | 'eof';

export interface GameContext {
  /** Where the game's text starts in the file. */
  readonly base: SourcePos;
  /** Index of the game in its file. */
  readonly game: number;
  readonly end: GameEnd;
  readonly problems: ParseProblem[];
}

/** Most problems reported for one game; beyond it, one PDN_TOO_MANY_PROBLEMS and silence. */
export const MAX_PROBLEMS_PER_GAME = 50;

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

const TAG_PAIR = /^\[[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]+"(.*)"[ \t]*\]$/s;

/** Token types read as an unquoted tag value (`[Event Moscow 1965]`): its words, already reported. */
const UNQUOTED_VALUE = new Set(['Identifier', 'Junk', 'Move', 'MoveNumber', 'Result']);

const GLUABLE = new Set(['Identifier', 'Junk', 'Move', 'MoveNumber', 'Strength', 'Nag', 'Ellipsis', 'Result']);

/** Builds the record of one game from its elements (parser.ts). Problems go to `ctx.problems`. */
export function buildGame(items: Element[], ctx: GameContext): GameRecord {
  return new GameBuilder(ctx).build(items);
}

const RESULT_LIST = '1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0 or *';

function show(text: string): string {
  const t = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  return `\`${t.replace(/[\r\n]+/g, ' ')}\``;
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

/** The position (in its game's text) right after a token. */
export function tokenEnd(tok: IToken): { line: number; column: number; offset: number } {
  const img = tok.image;
  const offset = tok.startOffset + img.length;
  const { count, lineStart } = lineBreaks(img, 0, img.length);
  if (count === 0) return { line: tok.startLine!, column: tok.startColumn! + img.length, offset };
  return { line: tok.startLine! + count, column: img.length - lineStart + 1, offset };
}

/** Resolves `\"` and `\\` in a tag value; other backslashes stay as written. */
function unescapeString(body: string): string {
  return body.indexOf('\\') < 0 ? body : body.replace(/\\(["\\])/g, '$1');
}

class GameBuilder {
  private readonly tags: Tag[] = [];
  private result: { text: string; pos: SourcePos } | undefined;
  private count = 0;
  /** An unclosed `{` ate the end of the game: a missing result is its consequence, not reported. */
  private unterminated = false;

  constructor(private readonly ctx: GameContext) {}

  pos(tok: IToken): SourcePos {
    return posOf(this.ctx.base, tok.startLine!, tok.startColumn!, tok.startOffset);
  }

  /** The position right after a token. */
  endPos(tok: IToken): SourcePos {
    const end = tokenEnd(tok);
    return posOf(this.ctx.base, end.line, end.column, end.offset);
  }

  problem(code: string, message: string, pos: SourcePos, severity: 'error' | 'warning' = 'error'): void {
    this.count++;
    if (this.count > MAX_PROBLEMS_PER_GAME + 1) return;
    if (this.count === MAX_PROBLEMS_PER_GAME + 1) {
      this.ctx.problems.push({
        code: 'PDN_TOO_MANY_PROBLEMS',
        message: `More than ${MAX_PROBLEMS_PER_GAME} problems in this game; the rest are not reported.`,
        severity: 'error',
        pos,
        game: this.ctx.game,
      });
      return;
    }
    this.ctx.problems.push({ code, message, severity, pos, game: this.ctx.game });
  }

  build(items: Element[]): GameRecord {
    let start: SourcePos | undefined;
    const first = items[0];
    if (first) start = this.pos(isToken(first) ? first : first.start);
    const line = this.line(items, true);
    const moves = line.moves;
    let result = this.result;
    if (!result && this.ctx.end !== 'result') {
      const last = moves[moves.length - 1];
      const declared = this.tags.find((t) => t.name.toLowerCase() === 'result')?.value;
      if (
        last &&
        /^\d+-\d+$/.test(last.text) &&
        declared === last.text &&
        !last.number &&
        !last.strength &&
        last.nags.length === 0 &&
        last.variations.length === 0 &&
        last.after.length === 0 &&
        last.before.length === 0
      ) {
        moves.pop();
        result = { text: last.text, pos: last.pos };
        this.problem(
          'PDN_SCORE_AS_RESULT',
          `${show(last.text)} is a match score used as the game terminator; PDN terminators are ${RESULT_LIST}.`,
          last.pos,
        );
      } else if ((moves.length > 0 || line.before.length > 0 || this.tags.length > 0) && !this.unterminated) {
        const where = line.lastEnd ?? start ?? this.ctx.base;
        if (this.ctx.end === 'tags' && moves.length > 0) {
          this.problem(
            'PDN_MISSING_RESULT',
            `The game has no terminator (${RESULT_LIST}) before the next game's tags.`,
            where,
          );
        } else if (this.ctx.end === 'tags') {
          this.problem(
            'PDN_MISSING_RESULT',
            `This game of tags only has no terminator (${RESULT_LIST}) before the next game's tags.`,
            where,
            'warning',
          );
        } else if (moves.length > 0) {
          this.problem(
            'PDN_MISSING_RESULT',
            `The last game of the file has no terminator (${RESULT_LIST}).`,
            where,
            'warning',
          );
        }
      }
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
    if (str.tokenType.name === 'StringLiteral') {
      value = unescapeString(str.image.slice(1, -1));
    } else if (str.tokenType.name === 'UnterminatedString') {
      this.problem('PDN_UNTERMINATED_STRING', `The value of the tag \`${name.image}\` has no closing \`"\`.`, this.pos(str));
      value = unescapeString(str.image.slice(1));
    } else {
      this.problem(
        'PDN_BAD_TAG',
        `The value of the tag \`${name.image}\` must be in double quotes, as in \`[${name.image} "${values.map((v) => v.image).join(' ')}"]\`.`,
        this.pos(str),
      );
      value = values.map((v) => v.image).join(' ');
    }
    if (values.length > 1 && !UNQUOTED_VALUE.has(str.tokenType.name)) {
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
    if (fen.tokenType.name === 'UnterminatedString') {
      this.problem('PDN_UNTERMINATED_STRING', 'The FEN of this setup has no closing `"`.', this.pos(fen));
      text = unescapeString(fen.image.slice(1));
    } else text = unescapeString(fen.image.slice(1, -1));
    if (!close) this.problem('PDN_BAD_SETUP', 'The setup is not closed by `/` on its line.', this.endPos(fen));
    return { fen: text, pos };
  }

  /**
   * Builds one line of play. `main` is true for the main line (tags and the result live there).
   */
  private line(items: Element[], main: boolean): { moves: MoveNode[]; before: (Comment | Setup)[]; trailing: Comment[]; lastEnd?: SourcePos } {
    const moves: MoveBuilder[] = [];
    const gameBefore: (Comment | Setup)[] = [];
    let pending: (Comment | Setup)[] = [];
    let pendingNumber: { value: number; text: string; token: IToken } | undefined;
    let last: MoveBuilder | undefined;
    /** True when comments go to `pending` (after a number or setup) rather than `last.after`. */
    let closed = true;
    let lastEnd: SourcePos | undefined;
    let lastTok: IToken | undefined;

    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (!isToken(item)) {
        if (item.kind === 'tag') {
          if (!main || moves.length > 0) {
            this.problem('PDN_UNEXPECTED_TOKEN', 'A tag cannot stand inside the moves; tags come before the first move.', this.pos(item.start));
          } else this.tag(item);
          lastTok = item.start;
          continue;
        }
        if (item.kind === 'setup') {
          const setup = this.setup(item);
          if (setup) pending.push(setup);
          closed = true;
          continue;
        }
        lastTok = item.end;
        const sub = this.line(item.items, false);
        const variation: Variation = { moves: sub.moves, trailing: sub.trailing, pos: this.pos(item.start) };
        if (sub.moves.length === 0) {
          this.problem('PDN_EMPTY_VARIATION', 'This variation has no moves.', variation.pos, 'warning');
        }
        if (last) last.variations.push(variation);
        else {
          this.problem(
            'PDN_VARIATION_WITHOUT_MOVE',
            'A variation must follow the move it is an alternative to; this one follows no move and is dropped.',
            variation.pos,
          );
        }
        continue;
      }
      const tok = item;
      const type = tok.tokenType.name;
      if (type !== 'Comment' && type !== 'LineComment') lastTok = tok;
      switch (type) {
        case 'TagPair': {
          const pos = this.pos(tok);
          if (!main || moves.length > 0) {
            this.problem('PDN_UNEXPECTED_TOKEN', 'A tag cannot stand inside the moves; tags come before the first move.', pos);
          } else {
            const m = TAG_PAIR.exec(tok.image)!;
            this.tags.push({ name: m[1]!, value: unescapeString(m[2]!), pos });
          }
          break;
        }
        case 'Move':
        case 'UnknownMove': {
          if (main && moves.length === 0 && pendingNumber === undefined) {
            gameBefore.push(...pending);
            pending = [];
          }
          const unknown = type === 'UnknownMove';
          const pos = this.pos(tok);
          const move: MoveBuilder = { text: tok.image, unknown, nags: [], before: pending, after: [], variations: [], pos };
          if (pendingNumber) move.number = { value: pendingNumber.value, text: pendingNumber.text };
          if (unknown) {
            this.problem('PDN_UNKNOWN_MOVE', `Unknown move ${show(tok.image)}: the game cannot be replayed past it.`, pos, 'warning');
          }
          pending = [];
          pendingNumber = undefined;
          moves.push(move);
          last = move;
          closed = false;
          // junk glued to the move (CheckerBoard files): keep it as a comment after the move
          i = this.gluedJunk(items, i, move, tok.startOffset + tok.image.length - 1);
          break;
        }
        case 'MoveNumber':
        case 'Ellipsis': {
          if (type === 'Ellipsis') {
            if (pendingNumber && !pendingNumber.text.endsWith('...')) {
              pendingNumber.text = `${pendingNumber.text} ${tok.image}`;
              this.problem(
                'PDN_ELLIPSIS_AFTER_NUMBER',
                `${show(pendingNumber.text)} is read as the number of a Black move (\`${pendingNumber.value}...\`).`,
                this.pos(tok),
                'warning',
              );
            } else {
              this.problem('PDN_UNEXPECTED_TOKEN', `${show(tok.image)} stands where no move number is; it is ignored.`, this.pos(tok), 'warning');
            }
            closed = true;
            break;
          }
          if (pendingNumber) {
            this.numberWithoutMove(pendingNumber);
            pendingNumber = undefined;
          }
          if (main && moves.length === 0) {
            gameBefore.push(...pending);
            pending = [];
          }
          pendingNumber = { value: parseInt(tok.image, 10), text: tok.image, token: tok };
          closed = true;
          break;
        }
        case 'Strength':
        case 'StrengthParen': {
          if (last && !closed && last.strength === undefined && last.nags.length === 0 && last.after.length === 0 && last.variations.length === 0) {
            last.strength = tok.image;
            i = this.gluedJunk(items, i, last, tok.startOffset + tok.image.length - 1);
          } else {
            this.problem('PDN_MISPLACED_STRENGTH', `The move strength ${show(tok.image)} does not follow a move; it is ignored.`, this.pos(tok));
          }
          break;
        }
        case 'Nag': {
          const n = parseInt(tok.image.slice(1), 10);
          if (!Number.isSafeInteger(n)) {
            this.problem('PDN_NAG_OUT_OF_RANGE', `The annotation ${show(tok.image)} is out of range (a NAG is a number below 2^53); it is ignored.`, this.pos(tok));
          } else if (last && !closed) last.nags.push(n);
          else {
            this.problem('PDN_MISPLACED_NAG', `The annotation ${show(tok.image)} does not follow a move; it is ignored.`, this.pos(tok));
          }
          break;
        }
        case 'Comment':
        case 'UnterminatedComment':
        case 'LineComment': {
          const pos = this.pos(tok);
          let comment: Comment;
          if (type === 'Comment') comment = { text: tok.image.slice(1, -1), kind: 'brace', pos };
          else if (type === 'LineComment') comment = { text: tok.image.slice(1), kind: 'line', pos };
          else {
            this.problem('PDN_UNTERMINATED_COMMENT', 'This comment is never closed by `}`.', pos);
            this.unterminated = true;
            comment = { text: tok.image.slice(1).trimEnd(), kind: 'brace', pos };
          }
          if (last && !closed) last.after.push(comment);
          else pending.push(comment);
          break;
        }
        case 'Result': {
          const pos = this.pos(tok);
          if (main && i === items.length - 1) {
            this.result = { text: tok.image, pos };
          } else if (!main) {
            this.problem('PDN_RESULT_IN_VARIATION', `The result ${show(tok.image)} cannot stand inside a variation; it is ignored.`, pos);
          } else {
            this.problem('PDN_UNEXPECTED_TOKEN', `Unexpected result ${show(tok.image)} inside the moves.`, pos);
          }
          break;
        }
        case 'UnterminatedString':
          this.problem('PDN_UNTERMINATED_STRING', 'This string has no closing `"`.', this.pos(tok));
          break;
        case 'RParen':
          this.problem('PDN_UNBALANCED_PAREN', 'This `)` closes no variation.', this.pos(tok));
          break;
        default:
          this.problem('PDN_UNEXPECTED_TOKEN', `Unexpected ${show(tok.image)} in the moves.`, this.pos(tok));
      }
    }
    if (pendingNumber) {
      this.numberWithoutMove(pendingNumber);
      pendingNumber = undefined;
    }
    if (lastTok) lastEnd = this.endPos(lastTok);
    const trailing: Comment[] = [];
    if (pending.length > 0) {
      const comments = pending.filter((c): c is Comment => !isSetup(c));
      if (pending.length !== comments.length && last) {
        const s = pending.find(isSetup)!;
        this.problem('PDN_SETUP_WITHOUT_MOVES', 'A setup must be followed by moves; this one is ignored.', s.pos, 'warning');
      }
      if (last) last.after.push(...comments);
      else if (main) gameBefore.push(...pending);
      else {
        trailing.push(...comments);
        if (comments.length !== pending.length) {
          const s = pending.find(isSetup)!;
          this.problem('PDN_SETUP_WITHOUT_MOVES', 'A setup must be followed by moves; this one is ignored.', s.pos, 'warning');
        }
      }
    }
    return { moves, before: gameBefore, trailing, ...(lastEnd ? { lastEnd } : {}) };
  }

  private numberWithoutMove(n: { text: string; token: IToken }): void {
    this.problem('PDN_NUMBER_WITHOUT_MOVE', `The move number ${show(n.text)} is not followed by a move.`, this.pos(n.token), 'warning');
  }

  /** Absorbs Identifier/Junk tokens glued to the move (no space between) into a comment. */
  private gluedJunk(items: Element[], i: number, move: MoveBuilder, end: number): number {
    const next = items[i + 1];
    if (next === undefined || !isToken(next) || next.startOffset !== end + 1) return i;
    let text = '';
    let j = i + 1;
    let firstTok: IToken | undefined;
    for (; j < items.length; j++) {
      const t = items[j]!;
      if (!isToken(t)) break;
      const name = t.tokenType.name;
      if (t.startOffset !== end + 1) break;
      if (name === 'Strength' || name === 'StrengthParen') {
        if (!firstTok) break; // strength glued to the move: handled by the caller
      }
      if (!GLUABLE.has(name)) break;
      if (name === 'Result' && j === items.length - 1) break;
      if (t.image.includes('}')) break;
      firstTok ??= t;
      text += t.image;
      end = t.startOffset + t.image.length - 1;
    }
    if (!firstTok) return i;
    const pos = this.pos(firstTok);
    this.problem('PDN_JUNK_AFTER_MOVE', `Text ${show(text)} is glued to the move ${show(move.text)}; it is kept as a comment.`, pos, 'warning');
    move.after.push({ text, kind: 'brace', pos });
    return j - 1;
  }
}

