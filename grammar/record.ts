// The record model: a game as written, with every part kept for a faithful round trip.
// Syntax only: nothing here knows the rules. The engine checks moves (see records/replay.ts).
import type { PdnCode, Problem } from './problem.ts';
import type { SourcePos } from './source-pos.ts';
import { checkString, PdnArgumentError, valueKind, wrongType } from './argument-error.ts';
import { MAX_MOVES_PER_GAME, MAX_RECORD_PARTS, MAX_VARIATION_DEPTH } from './limits.ts';

export type { SourcePos };

export interface Tag {
  readonly name: string;
  /** The value with PDN escapes (`\"`, `\\`) resolved. */
  readonly value: string;
  readonly pos: SourcePos;
}

export interface Comment {
  /** The text inside `{}`, or after `%` / `;` to the end of the line. */
  readonly text: string;
  readonly kind: 'brace' | 'line';
  readonly pos: SourcePos;
}

/** A setup command inside the move text: `/FEN "..."/`. */
export interface Setup {
  readonly fen: string;
  readonly pos: SourcePos;
}

/** One move as written, and everything attached to it. */
export interface MoveNode {
  /** The move exactly as written, e.g. `c3:e5`, `22x15`, `1- 6`, `cd4`; `--` or `- -` when unknown. */
  readonly text: string;
  /** True for an unknown move (`- -`, `--`): the game cannot be replayed past it. */
  readonly unknown: boolean;
  /** The move number written before this move, if any (`12.` or `12...`). */
  readonly number?: { readonly value: number; readonly text: string };
  /** Move strength written glued to the move: `!`, `?`, `!!`, `??`, `!?`, `?!`. */
  readonly strength?: string;
  /** Numeric annotation glyphs `$n` after the move. */
  readonly nags: readonly number[];
  /** Comments and setups written before the move (after the previous one's annotations). */
  readonly before: readonly (Comment | Setup)[];
  /** Comments written after the move. */
  readonly after: readonly Comment[];
  /** Alternatives to this move, each a line starting in this move's position. */
  readonly variations: readonly Variation[];
  readonly pos: SourcePos;
}

export interface Variation {
  readonly moves: readonly MoveNode[];
  /** Comments after the last move of the variation, before `)`. */
  readonly trailing: readonly Comment[];
  readonly pos: SourcePos;
}

export interface GameRecord {
  /** Tags in the order written; unknown tags are kept. */
  readonly tags: readonly Tag[];
  /** Comments and setups before the first move. */
  readonly before: readonly (Comment | Setup)[];
  /** The main line. */
  readonly moves: readonly MoveNode[];
  /** Comments after the last move, before the result. */
  readonly trailing: readonly Comment[];
  /** The game terminator as written (`1-0`, `2-0`, `1/2-1/2`, `*`, ...), if any. */
  readonly result?: { readonly text: string; readonly pos: SourcePos };
  /** Where the game starts in its file. */
  readonly pos: SourcePos;
}

/**
 * A problem found while reading: a grammar problem (`code` one of PdnCode, severity never
 * `info`), with the game it belongs to. `file` is the name given to the reader
 * (`parsePdn(text, { file })`), if any.
 */
export interface ParseProblem extends Problem<PdnCode> {
  readonly severity: 'error' | 'warning';
  /** Index of the game (0-based) in the file the problem belongs to. */
  readonly game: number;
}

/** What parsing returns: never throws. */
export interface ParseOutput<T> {
  readonly value: T;
  readonly errors: readonly ParseProblem[];
}

/** The first tag with this name (case-insensitive), if any: the one tag lookup of the toolkit
 * (`tagNamed(game, 'White')?.value` for its value, `?.pos` for where it is written). */
export function tagNamed(game: { readonly tags: readonly Tag[] }, name: string): Tag | undefined {
  const g = game as { readonly tags?: unknown } | null;
  if (g === null || typeof g !== 'object' || !Array.isArray(g.tags)) throw wrongType('tagNamed', 'a record with a list of tags', game);
  const lower = checkString(name, 'tagNamed', 'a tag name (a string)').toLowerCase();
  return (g.tags as unknown[]).find((t): t is Tag => t !== null && typeof t === 'object' && typeof (t as Tag).name === 'string' && (t as Tag).name.toLowerCase() === lower);
}

/** Calls `visit` on every move of a line and of its variations, depth first in written order (a
 * move before its variations). Iterative (a stack of lines, not of calls): a line nested however
 * deep is walked; a move or variation that is not shaped as the reader makes them is an ARGUMENT_TYPE error. */
export function walkMoves(moves: readonly MoveNode[], visit: (node: MoveNode) => void): void {
  if (!Array.isArray(moves)) throw wrongType('walkMoves', "a list of moves (a record's moves)", moves);
  if (typeof visit !== 'function') throw wrongType('walkMoves', 'a function to call on each move', visit);
  // each frame: a line and the index of its next move; a move's variations are pushed after it is visited
  const lines: (readonly MoveNode[])[] = [moves];
  const next: number[] = [0];
  while (lines.length > 0) {
    const top = lines.length - 1;
    const line = lines[top]!;
    const i = next[top]!;
    if (i >= line.length) {
      lines.pop();
      next.pop();
      continue;
    }
    next[top] = i + 1;
    const node = line[i] as MoveNode | null;
    if (node === null || typeof node !== 'object' || !Array.isArray(node.variations)) throw wrongType('walkMoves', 'moves shaped as the reader makes them (with a list of variations)', node);
    visit(node);
    // variations in written order: pushed last first
    for (let v = node.variations.length - 1; v >= 0; v--) {
      const variation = node.variations[v] as Variation | null;
      if (variation === null || typeof variation !== 'object' || !Array.isArray(variation.moves))
        throw wrongType('walkMoves', 'variations shaped as the reader makes them (with a list of moves)', variation);
      lines.push(variation.moves);
      next.push(0);
    }
  }
}

/** A copy of a line with every move (variations included) replaced by `map(node)`; the variations
 * of the result are the mapped variations of the original. The line is checked as checkRecord
 * checks a record's (its nesting within MAX_VARIATION_DEPTH, so the copy's recursion stays shallow). */
export function mapMoves(moves: readonly MoveNode[], map: (node: MoveNode) => MoveNode): MoveNode[] {
  if (!Array.isArray(moves)) throw wrongType('mapMoves', "a list of moves (a record's moves)", moves);
  if (typeof map !== 'function') throw wrongType('mapMoves', 'a function to map each move', map);
  checkParts({ tags: [], before: [], moves, trailing: [], pos: { line: 1, column: 1, offset: 0 } }, 'mapMoves');
  return mapLine(moves, map);
}

function mapLine(moves: readonly MoveNode[], map: (node: MoveNode) => MoveNode): MoveNode[] {
  return moves.map((node) => ({ ...map(node), variations: node.variations.map((v) => ({ ...v, moves: mapLine(v.moves, map) })) }));
}

export function isSetup(item: Comment | Setup): item is Setup {
  if (item === null || typeof item !== 'object') throw wrongType('isSetup', 'a comment or a setup (as a record holds them)', item);
  return 'fen' in item;
}

const isPos = (p: unknown): boolean =>
  p !== null && typeof p === 'object' && typeof (p as SourcePos).line === 'number' && typeof (p as SourcePos).column === 'number' && typeof (p as SourcePos).offset === 'number';

/** A comment (`text`) or a setup (`fen`), each with its position. */
function isComment(c: unknown, setups: boolean): boolean {
  if (c === null || typeof c !== 'object' || !isPos((c as Comment).pos)) return false;
  return typeof (c as Comment).text === 'string' || (setups && typeof (c as Setup).fen === 'string');
}

const isList = (list: unknown, each: (x: unknown) => boolean): boolean => Array.isArray(list) && (list as unknown[]).every(each);

/**
 * The check at the boundary of every function that takes a record (makePdn, PdnGameWriter, and
 * records/: replayGame, convertGame, gameJson, checkGame, detectStyle...): a PdnArgumentError
 * unless `game` is shaped as a GameRecord the reader makes (its lists, positions and texts, move
 * by move) and within the reader's limits (grammar/limits.ts): ARGUMENT_TYPE for what is not
 * such a record (naming the part: `moves[3].variations[0]`), RECORD_TOO_DEEP for variations nested
 * deeper than MAX_VARIATION_DEPTH, RECORD_TOO_LONG for more than MAX_MOVES_PER_GAME moves,
 * RECORD_TOO_LARGE for more than MAX_RECORD_PARTS parts. So a record that passes can be walked by
 * every function, however it was made (a record 20,000 variations deep overflowed the stack of
 * makePdn, replayGame, gameJson...). One pass over the record, iterative; `where` (the caller's
 * name) starts the message.
 */
export function checkRecord(game: unknown, where = 'checkRecord'): asserts game is GameRecord {
  // the caller's name is text (a 100,000-deep array as `where` once overflowed the stack as it became text)
  if (typeof where !== 'string') where = 'checkRecord';
  const g = game as Partial<Record<keyof GameRecord, unknown>> | null;
  if (g === null || typeof g !== 'object' || Array.isArray(g) || !Array.isArray(g.tags) || !Array.isArray(g.before) || !Array.isArray(g.moves) || !Array.isArray(g.trailing) || !isPos(g.pos)) {
    throw new PdnArgumentError('ARGUMENT_TYPE', where, `expected a GameRecord (as parsePdn gives), not ${shownValue(game)}`, valueKind(game));
  }
  checkParts(g as GameRecord, where);
}

function shownValue(value: unknown): string {
  if (value === null || typeof value !== 'object') return valueKind(value);
  if (Array.isArray(value)) return 'an array';
  return 'an object without tags, before, moves and trailing lists and a pos';
}

/**
 * A record's moves (main line and variations) and parts (moves, variations, comments, setups,
 * tags, NAGs), as checkRecord counts them against MAX_MOVES_PER_GAME and MAX_RECORD_PARTS: what
 * a function that adds to a record (records/annotate.ts) has left. Checks the record first.
 */
export function recordSize(game: GameRecord): { moves: number; parts: number } {
  checkRecord(game, 'recordSize');
  return checkParts(game, 'recordSize');
}

/** checkRecord's walk over a record of the right outer shape: every part, the nesting, the counts. */
function checkParts(game: GameRecord, where: string): { moves: number; parts: number } {
  const bad = (part: string, wanted: string, value: unknown): PdnArgumentError =>
    new PdnArgumentError('ARGUMENT_TYPE', where, `${part}: expected ${wanted} (as parsePdn gives), not ${valueKind(value)}`, part);
  if (!isList(game.tags, (t) => t !== null && typeof t === 'object' && typeof (t as Tag).name === 'string' && typeof (t as Tag).value === 'string' && isPos((t as Tag).pos)))
    throw bad('tags', 'a list of tags ({ name, value, pos })', game.tags);
  if (!isList(game.before, (c) => isComment(c, true))) throw bad('before', 'a list of comments and setups', game.before);
  if (!isList(game.trailing, (c) => isComment(c, false))) throw bad('trailing', 'a list of comments', game.trailing);
  const r = game.result as { text?: unknown; pos?: unknown } | undefined;
  if (r !== undefined && (r === null || typeof r !== 'object' || typeof r.text !== 'string' || !isPos(r.pos))) throw bad('result', 'a result ({ text, pos })', r);
  const tooLarge = (part: string): PdnArgumentError =>
    new PdnArgumentError('RECORD_TOO_LARGE', where, `more than ${MAX_RECORD_PARTS} parts (moves, variations, comments, tags, NAGs): more than a game's text can hold`, part);
  let parts = game.tags.length + game.before.length + game.trailing.length;
  let moves = 0;
  // explicit stack of lines: [moves, depth, name]
  const stack: [readonly unknown[], number, string][] = [[game.moves, 0, 'moves']];
  while (stack.length > 0) {
    const [line, depth, name] = stack.pop()!;
    if (depth > MAX_VARIATION_DEPTH) throw new PdnArgumentError('RECORD_TOO_DEEP', where, `${name}: variations are nested more than ${MAX_VARIATION_DEPTH} deep (the reader reads no deeper)`, name);
    moves += line.length;
    parts += line.length;
    if (moves > MAX_MOVES_PER_GAME) throw new PdnArgumentError('RECORD_TOO_LONG', where, `more than ${MAX_MOVES_PER_GAME} moves, main line and variations together (the reader reads no more)`, name);
    for (let i = 0; i < line.length; i++) {
      const node = line[i] as Partial<MoveNode> | null;
      const at = `${name}[${i}]`;
      if (node === null || typeof node !== 'object' || typeof node.text !== 'string' || !isPos(node.pos)) throw bad(at, 'a move ({ text, nags, before, after, variations, pos })', node);
      if (!isList(node.nags, (n) => typeof n === 'number')) throw bad(`${at}.nags`, 'a list of numbers', node.nags);
      if (!isList(node.before, (c) => isComment(c, true))) throw bad(`${at}.before`, 'a list of comments and setups', node.before);
      if (!isList(node.after, (c) => isComment(c, false))) throw bad(`${at}.after`, 'a list of comments', node.after);
      if (!Array.isArray(node.variations)) throw bad(`${at}.variations`, 'a list of variations', node.variations);
      if (node.strength !== undefined && typeof node.strength !== 'string') throw bad(`${at}.strength`, 'a string', node.strength);
      const n = node.number as { value?: unknown; text?: unknown } | undefined;
      if (n !== undefined && (n === null || typeof n !== 'object' || typeof n.value !== 'number' || typeof n.text !== 'string')) throw bad(`${at}.number`, 'a move number ({ value, text })', n);
      parts += node.nags!.length + node.before!.length + node.after!.length + node.variations.length;
      if (parts > MAX_RECORD_PARTS) throw tooLarge(at);
      for (let v = node.variations.length - 1; v >= 0; v--) {
        const variation = node.variations[v] as Partial<Variation> | null;
        const vat = `${at}.variations[${v}]`;
        if (variation === null || typeof variation !== 'object' || !Array.isArray(variation.moves) || !isPos(variation.pos)) throw bad(vat, 'a variation ({ moves, trailing, pos })', variation);
        if (!isList(variation.trailing, (c) => isComment(c, false))) throw bad(`${vat}.trailing`, 'a list of comments', variation.trailing);
        parts += variation.trailing!.length;
        stack.push([variation.moves, depth + 1, `${vat}.moves`]);
      }
    }
    if (parts > MAX_RECORD_PARTS) throw tooLarge(name);
  }
  return { moves, parts };
}
