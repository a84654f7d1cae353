// The checks the collection queries' exported functions make at the boundary (issue 47 item 14, for
// the find, openings and variant-choice API of issue 43): a value of the wrong type is the engine's
// ArgumentError with a stable code, never a TypeError from deep inside. A query is checked once
// (remembered by identity), so matching a million games costs one check of the query.
import { checkString, checkWhole, isList, outOfRange, wrongType } from '../engine/argument-error.ts';
import { checkPosition } from '../engine/position.ts';
import type { Color } from '../engine/types.ts';
import { checkRecord, type GameRecord, type ParseProblem } from '../grammar/record.ts';
import { checkFields, checkProblemShape } from './check-options.ts';
import type { TagEdits } from './convert.ts';
import type { FindQuery, Glob, Pattern } from './find-query.ts';

const COLOURS: readonly unknown[] = ['white', 'black'];
const RESULTS: readonly unknown[] = ['1-0', '0-1', '1/2-1/2', '*'];
const QUANTITIES: readonly unknown[] = ['pieces', 'men', 'kings', 'columns', 'prisoners', 'tallest'];
const COMPARISONS: readonly unknown[] = ['=', '!=', '<', '<=', '>', '>='];
const WHAT_KINDS: readonly unknown[] = ['empty', 'occupied', 'colour', 'commander', 'column'];

/** The queries already checked: a query is data built once and matched against every game. */
const checkedQueries = new WeakSet<object>();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkGlob(g: unknown, where: string, what: string): asserts g is Glob {
  if (!isObject(g) || typeof g.text !== 'string' || !(g.regex instanceof RegExp)) throw wrongType(where, `${what} as a glob (as parseGlob gives)`, g);
}

function checkColour(c: unknown, where: string, what: string): asserts c is Color {
  if (!COLOURS.includes(c)) throw wrongType(where, `${what} as 'white' or 'black'`, c);
}

/** A pattern as parsePattern gives it. */
export function checkPattern(p: unknown, where: string): Pattern {
  if (!isObject(p) || !isList(p.squares)) throw wrongType(where, 'a pattern (as parsePattern gives)', p);
  if (p.turn !== undefined) checkColour(p.turn, where, 'the pattern’s turn');
  for (const s of p.squares as unknown[]) {
    if (!isObject(s) || typeof s.must !== 'boolean' || !isObject(s.what) || !WHAT_KINDS.includes(s.what.kind)) throw wrongType(where, 'a square condition (as parsePattern gives)', s);
    checkWhole(s.square, where, 'square', 0, 31);
    const w = s.what;
    if (w.kind === 'colour') checkColour(w.colour, where, 'a square’s colour');
    if (w.kind === 'commander') checkString(w.piece, where, 'a commander (a string)');
    if (w.kind === 'column') checkString(w.column, where, 'a column (a string)');
  }
  return p as unknown as Pattern;
}

/** A query's texts, as `bashni find`'s options give them (FindQueryText). */
export function checkQueryText(t: unknown, where: string): void {
  if (!isObject(t)) throw wrongType(where, 'the query texts (an object of strings, as FindQueryText)', t);
  const o = checkFields(t, where, {
    tag: 'list',
    player: 'list',
    result: 'string',
    dateFrom: 'string',
    dateTo: 'string',
    variant: 'variant',
    fen: 'string',
    pattern: 'string',
    material: 'string',
    mirror: 'boolean',
    moves: 'string',
    capture: 'string',
    promotion: 'boolean',
    dedupe: 'boolean',
    valid: 'boolean',
    invalid: 'boolean',
  });
  for (const text of [...((o.tag as unknown[] | undefined) ?? []), ...((o.player as unknown[] | undefined) ?? [])]) checkString(text, where, 'a tag or player filter (a string)');
}

/** A FindQuery as parseFindQuery gives it (or built by hand to the same shape), else an ArgumentError naming `where`. */
export function checkFindQuery(q: unknown, where: string): FindQuery {
  if (isObject(q) && checkedQueries.has(q)) return q;
  if (!isObject(q)) throw wrongType(where, 'a query (as parseFindQuery gives)', q);
  checkFields(q, where, { tags: 'list', players: 'list', variant: 'variant', mirror: 'boolean', moves: 'list', material: 'list', promotion: 'boolean', dedupe: 'boolean', valid: 'boolean' });
  for (const t of (q.tags as unknown[] | undefined) ?? []) {
    if (!isObject(t) || typeof t.name !== 'string') throw wrongType(where, 'a tag filter ({ name, glob })', t);
    checkGlob(t.glob, where, 'a tag filter’s glob');
  }
  for (const g of (q.players as unknown[] | undefined) ?? []) checkGlob(g, where, 'a player');
  if (q.result !== undefined && !RESULTS.includes(q.result)) throw wrongType(where, "result as '1-0', '0-1', '1/2-1/2' or '*'", q.result);
  for (const name of ['dateFrom', 'dateTo'] as const) {
    const d = q[name];
    if (d !== undefined && (!isObject(d) || typeof d.from !== 'number' || typeof d.to !== 'number')) throw wrongType(where, `${name} as a date range (as parseDate gives)`, d);
  }
  if (q.fen !== undefined) {
    if (!isObject(q.fen) || typeof q.fen.text !== 'string') throw wrongType(where, 'fen as a FEN query (as parseFenQuery gives)', q.fen);
    checkPosition(q.fen.position, where);
  }
  if (q.pattern !== undefined) checkPattern(q.pattern, where);
  for (const m of (q.material as unknown[] | undefined) ?? []) {
    if (!isObject(m) || !COLOURS.includes(m.side) || !QUANTITIES.includes(m.quantity) || !COMPARISONS.includes(m.op) || typeof m.value !== 'number')
      throw wrongType(where, 'a material term (as parseMaterial gives)', m);
  }
  for (const m of (q.moves as unknown[] | undefined) ?? []) {
    if (!isObject(m) || typeof m.text !== 'string' || !isList(m.path)) throw wrongType(where, 'an opening move (as parseMovesQuery gives)', m);
  }
  if (q.capture !== undefined) checkWhole(q.capture, where, 'capture', 1);
  checkedQueries.add(q);
  return q;
}

/** The parse problems given beside a record (as parsePdn gives them), each of a problem's shape. */
function checkParseErrors(errors: unknown, where: string): readonly ParseProblem[] | undefined {
  if (errors === undefined) return undefined;
  if (!isList(errors)) throw wrongType(where, 'parseErrors as a list of problems', errors);
  for (const e of errors as unknown[]) checkProblemShape(e, where);
  return errors as readonly ParseProblem[];
}

/** A record as parsePdn gives it, with its parse problems. */
export function checkGame(game: unknown, parseErrors: unknown, where: string): GameRecord {
  checkRecord(game, where);
  checkParseErrors(parseErrors, where);
  return game;
}

/** Counts of games by result, as OpeningTree gives them. */
export function checkCounts(c: unknown, where: string): void {
  if (!isObject(c)) throw wrongType(where, 'counts ({ games, white, draws, black })', c);
  for (const k of ['games', 'white', 'draws', 'black'] as const) checkWhole(c[k], where, k, 0);
}

/** A side, 'white' or 'black'. */
export function checkSide(side: unknown, where: string): Color {
  checkColour(side, where, 'the side');
  return side;
}

/** A game's winner as a result gives it: 'white', 'black', 'draw', or undefined (no decided result). */
export function checkWinner(w: unknown, where: string): void {
  if (w !== undefined && w !== 'draw' && !COLOURS.includes(w)) throw wrongType(where, "the winner as 'white', 'black', 'draw' or undefined", w);
}

/** Tag edits (convert's --set-tag, --drop-tag, --dates iso). */
export function checkTagEdits(e: unknown, where: string): TagEdits {
  const o = checkFields(e as TagEdits, where, { setTags: 'list', dropTags: 'list', isoDates: 'boolean' });
  for (const t of o.setTags ?? []) if (!isObject(t) || typeof t.name !== 'string' || typeof t.value !== 'string') throw wrongType(where, 'a tag to set ({ name, value } strings)', t);
  for (const n of o.dropTags ?? []) checkString(n, where, 'a tag name (a string)');
  return o;
}

/** The plies to go deep, at least 1. */
export function checkPlies(plies: unknown, where: string): number {
  const n = checkWhole(plies, where, 'plies', 1);
  if (n > 1000) throw outOfRange(where, `plies must be 1..1000, got ${n}`, plies);
  return n;
}
