// The record model: a game as written, with every part kept for a faithful round trip.
// Syntax only: nothing here knows the rules. The engine checks moves (see records/replay.ts).
import type { PdnCode, Problem } from './problem.ts';
import type { SourcePos } from './source-pos.ts';

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
  const lower = name.toLowerCase();
  return game.tags.find((t) => t.name.toLowerCase() === lower);
}

/** Calls `visit` on every move of a line and of its variations, depth first in written order (a
 * move before its variations). */
export function walkMoves(moves: readonly MoveNode[], visit: (node: MoveNode) => void): void {
  for (const node of moves) {
    visit(node);
    for (const v of node.variations) walkMoves(v.moves, visit);
  }
}

/** A copy of a line with every move (variations included) replaced by `map(node)`; the variations
 * of the result are the mapped variations of the original. */
export function mapMoves(moves: readonly MoveNode[], map: (node: MoveNode) => MoveNode): MoveNode[] {
  return moves.map((node) => ({ ...map(node), variations: node.variations.map((v) => ({ ...v, moves: mapMoves(v.moves, map) })) }));
}

export function isSetup(item: Comment | Setup): item is Setup {
  return 'fen' in item;
}

function shownValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object without tags, before, moves and trailing lists and a pos' : typeof value;
}

/**
 * The check at the boundary of the functions that take a record (records/: replayGame,
 * convertGame, gameJson): a TypeError naming `where` and what it wanted unless `game` has a
 * GameRecord's shape (its lists and its position). A record is what parsePdn made, so anything
 * else is the caller's mistake, not data; before, `replayGame({})` failed deep inside with
 * "Cannot read properties of undefined".
 */
export function checkRecord(game: unknown, where: string): asserts game is GameRecord {
  const g = game as Partial<Record<keyof GameRecord, unknown>> | null;
  if (
    g === null ||
    typeof g !== 'object' ||
    !Array.isArray(g.tags) ||
    !Array.isArray(g.before) ||
    !Array.isArray(g.moves) ||
    !Array.isArray(g.trailing) ||
    g.pos === null ||
    typeof g.pos !== 'object'
  ) {
    throw new TypeError(`${where}: expected a GameRecord (as parsePdn gives), not ${shownValue(game)}`);
  }
}
