// The matcher of `bashni find`: whether one game passes a FindQuery. Tags are read from the
// record; everything about the rules (positions, material, opening moves, captures, promotion,
// the verify verdict) from one replay of the game with the engine, as `verify` replays it.
// Browser-safe.
import { matchMoves } from '../engine/notation.ts';
import { Position, sameMove } from '../engine/position.ts';
import type { Color, VariantName } from '../engine/types.ts';
import type { GameRecord, ParseProblem } from '../grammar/record.ts';
import { tagNamed } from '../grammar/record.ts';
import { resultWinner } from '../grammar/results.ts';
import { gameKeys, type GameKeys } from './duplicates.ts';
import {
  hasPositionFilter,
  globMatches,
  mirrorMaterial,
  mirrorPattern,
  mirrorSquare,
  mirrorColumn,
  parseDate,
  type FindQuery,
  type MaterialTerm,
  type Pattern,
  type SquareWhat,
} from './find-query.ts';
import { replayGame, writtenResult, type ReplayResult } from './replay.ts';
import { detectVariant } from './variant.ts';
import { checkPosition } from '../engine/position.ts';
import { wrongType } from '../engine/argument-error.ts';
import { checkRecord } from '../grammar/record.ts';
import { checkFields } from './check-options.ts';
import { checkFindQuery, checkGame } from './find-checks.ts';

// ---------------------------------------------------------------------------------------------
// Tags

/** The filters that read tags alone (no replay). */
export function matchTags(game: GameRecord, q: FindQuery): boolean {
  checkRecord(game, 'matchTags');
  checkFindQuery(q, 'matchTags');
  return tagsMatch(game, q);
}

function tagsMatch(game: GameRecord, q: FindQuery): boolean {
  for (const t of q.tags ?? []) {
    const tag = tagNamed(game, t.name);
    if (!tag || !globMatches(t.glob, tag.value)) return false;
  }
  if (q.players?.length) {
    const white = tagNamed(game, 'White')?.value;
    const black = tagNamed(game, 'Black')?.value;
    for (const g of q.players) if (!(white !== undefined && globMatches(g, white)) && !(black !== undefined && globMatches(g, black))) return false;
  }
  if (q.result !== undefined && normalResult(writtenResult(game)) !== q.result) return false;
  if (q.dateFrom || q.dateTo) {
    const range = gameDate(game);
    if (!range) return false;
    if (q.dateFrom && range.to < q.dateFrom.from) return false;
    if (q.dateTo && range.from > q.dateTo.to) return false;
  }
  return true;
}

/** A result as one of the four texts `--result` takes (`2-0` is a White win, `1-1` a draw, ...). */
export function normalResult(text: string | undefined): '1-0' | '0-1' | '1/2-1/2' | '*' | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === '*') return '*';
  const w = resultWinner(text);
  return w === 'white' ? '1-0' : w === 'black' ? '0-1' : w === 'draw' ? '1/2-1/2' : undefined;
}

/** The days a game's [Date] (else [EventDate]) may stand for. */
export function gameDate(game: GameRecord): { from: number; to: number } | undefined {
  for (const name of ['Date', 'EventDate']) {
    const v = tagNamed(game, name)?.value;
    if (v === undefined || v.trim() === '') continue;
    const r = parseDate(v);
    if (r.ok) return r.value;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Positions

/** Material of both sides in one position (the quantities of `--material`). */
export interface Material {
  readonly white: SideMaterial;
  readonly black: SideMaterial;
  /** Occupied squares. */
  readonly occupied: number;
}

export interface SideMaterial {
  pieces: number;
  men: number;
  kings: number;
  columns: number;
  prisoners: number;
  tallest: number;
}

const emptySide = (): SideMaterial => ({ pieces: 0, men: 0, kings: 0, columns: 0, prisoners: 0, tallest: 0 });

export function materialOf(pos: Position): Material {
  checkPosition(pos, 'materialOf');
  const white = emptySide();
  const black = emptySide();
  let occupied = 0;
  for (let sq = 0; sq < 32; sq++) {
    const c = pos.column(sq);
    if (c === undefined) continue;
    occupied++;
    const top = c[0] === 'w' || c[0] === 'W' ? white : black;
    top.columns++;
    if (c.length > top.tallest) top.tallest = c.length;
    for (const p of c) {
      const side = p === 'w' || p === 'W' ? white : black;
      side.pieces++;
      if (p === 'W' || p === 'B') side.kings++;
      else side.men++;
      if (side !== top) top.prisoners++;
    }
  }
  return { white, black, occupied };
}

function compare(a: number, op: MaterialTerm['op'], b: number): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

const materialMatches = (m: Material, terms: readonly MaterialTerm[]): boolean => terms.every((t) => compare(m[t.side][t.quantity], t.op, t.value));

function whatMatches(column: string | undefined, what: SquareWhat): boolean {
  switch (what.kind) {
    case 'empty':
      return column === undefined;
    case 'occupied':
      return column !== undefined;
    case 'colour':
      return column !== undefined && (column[0] === 'w' || column[0] === 'W') === (what.colour === 'white');
    case 'commander':
      return column !== undefined && column[0] === what.piece;
    default:
      return column === what.column;
  }
}

function patternMatches(pos: Position, p: Pattern): boolean {
  if (p.turn && pos.turn !== p.turn) return false;
  for (const s of p.squares) if (whatMatches(pos.column(s.square), s.what) !== s.must) return false;
  return true;
}

/** The same columns and side to move (whatever the variants: a FEN names no rules). */
export function samePosition(a: Position, b: Position): boolean {
  checkPosition(a, 'samePosition');
  checkPosition(b, 'samePosition');
  if (a.turn !== b.turn || a.hash() !== b.hash()) return false;
  for (let sq = 0; sq < 32; sq++) if (a.column(sq) !== b.column(sq)) return false;
  return true;
}

/** The position seen from the other side: the board turned half a turn, colours and side to move swapped. */
function mirrorOf(pos: Position): { turn: Color; columns: Map<number, string> } {
  const columns = new Map<number, string>();
  for (const [sq, c] of pos.columns()) columns.set(mirrorSquare(sq), mirrorColumn(c));
  return { turn: pos.turn === 'white' ? 'black' : 'white', columns };
}

/** The position filters of a query, compiled once: the query's own and, with --mirror, the mirrored set. */
export class PositionTest {
  private readonly sets: { fen?: Position; pattern?: Pattern; material?: readonly MaterialTerm[] }[];

  constructor(q: FindQuery) {
    checkFindQuery(q, 'new PositionTest');
    const own = { fen: q.fen?.position, pattern: q.pattern, material: q.material };
    this.sets = [own];
    const mirrored = q.fen && mirrorOf(q.fen.position);
    if (q.mirror)
      this.sets.push({
        fen: mirrored && Position.setup(q.fen.position.variant, mirrored.turn, mirrored.columns),
        pattern: q.pattern && mirrorPattern(q.pattern),
        material: q.material && mirrorMaterial(q.material),
      });
  }

  /** Whether the position passes every position filter (in one orientation). */
  matches(pos: Position): boolean {
    checkPosition(pos, 'PositionTest.matches');
    let material: Material | undefined;
    for (const s of this.sets) {
      if (s.fen && !samePosition(pos, s.fen)) continue;
      if (s.pattern && !patternMatches(pos, s.pattern)) continue;
      if (s.material && !materialMatches((material ??= materialOf(pos)), s.material)) continue;
      return true;
    }
    return false;
  }

  /** The positions searched for exactly (the FEN, and its mirror): an index's hashes can rule a game out. */
  exact(): Position[] {
    return this.sets.flatMap((s) => (s.fen ? [s.fen] : []));
  }

  /**
   * When every set names a FEN: the hash halves a matching position must have, and the fewest
   * occupied squares among them (a line whose occupied squares fall below can match no more:
   * they never grow). Undefined when some position may match without a FEN.
   */
  targets(): { readonly hashes: readonly (readonly [number, number])[]; readonly occupied: number } | undefined {
    if (this.targetsMade === undefined) {
      const fens = this.exact();
      this.targetsMade = this.sets.some((s) => !s.fen)
        ? null
        : { hashes: fens.map((p) => [Number(p.hash() & 0xffffffffn), Number(p.hash() >> 32n)] as const), occupied: fens.reduce((n, p) => Math.min(n, materialOf(p).occupied), 32) };
    }
    return this.targetsMade ?? undefined;
  }

  /** targets(), made once (null: none). */
  private targetsMade: { readonly hashes: readonly (readonly [number, number])[]; readonly occupied: number } | null | undefined;
}

// ---------------------------------------------------------------------------------------------
// One game

export interface MatchOptions {
  /** Rules of a record that names none (default bashni). */
  readonly variant?: VariantName;
  readonly parseErrors?: readonly ParseProblem[];
  /** The compiled position filters (made once per query). */
  readonly positions?: PositionTest;
}

export interface GameMatch {
  readonly matched: boolean;
  /** The first ply (0 = the start) whose position passed the position filters. */
  readonly ply?: number;
  /** The replay, when one was needed. */
  readonly replay?: ReplayResult;
  /** The keys of `verify --duplicates` (with `dedupe`; none for a game without moves). */
  readonly keys?: GameKeys;
}

/** Whether a query needs the game replayed. */
export const needsReplay = (q: FindQuery): boolean =>
  hasPositionFilter(q) || q.moves !== undefined || q.capture !== undefined || q.promotion === true || q.valid !== undefined || q.dedupe === true || q.variant !== undefined;

/** Whether one game passes every filter of the query (dedupe apart: the caller keeps the keys seen). */
export function matchGame(game: GameRecord, q: FindQuery, opts: MatchOptions = {}): GameMatch {
  checkFindQuery(q, 'matchGame');
  opts = checkFields(opts, 'matchGame', { variant: 'variant', parseErrors: 'list' });
  checkGame(game, opts.parseErrors, 'matchGame');
  if (opts.positions !== undefined && !(opts.positions instanceof PositionTest)) throw wrongType('matchGame', 'positions as a PositionTest', opts.positions);
  if (!tagsMatch(game, q)) return { matched: false };
  if (q.variant !== undefined && detectVariant(game, q.variant).variant !== q.variant) return { matched: false };
  if (!needsReplay(q)) return { matched: true };
  const replay = replayGame(game, { variant: opts.variant ?? q.variant, parseErrors: opts.parseErrors, info: false, variations: q.valid !== undefined });
  const no = { matched: false, replay };
  if (q.valid !== undefined && replay.valid !== q.valid) return no;
  const plies = replay.mainLine?.plies ?? [];
  if (q.moves) {
    if (plies.length < q.moves.length) return no;
    for (let i = 0; i < q.moves.length; i++) {
      const ply = plies[i]!;
      const m = matchMoves(ply.before, q.moves[i]!);
      if (m.length !== 1 || !sameMove(m[0]!, ply.move)) return no;
    }
  }
  if (q.capture !== undefined && !plies.some((p) => p.move.jumped.length >= q.capture!)) return no;
  if (q.promotion && !plies.some((p) => p.move.promotes)) return no;
  let ply: number | undefined;
  if (hasPositionFilter(q)) {
    const test = opts.positions ?? new PositionTest(q);
    if (replay.start && test.matches(replay.start)) ply = 0;
    else for (let i = 0; i < plies.length && ply === undefined; i++) if (test.matches(plies[i]!.after)) ply = i + 1;
    if (ply === undefined) return no;
  }
  const keys = q.dedupe ? gameKeys(game, replay) : undefined;
  return { matched: true, replay, ...(ply !== undefined ? { ply } : {}), ...(keys ? { keys } : {}) };
}
