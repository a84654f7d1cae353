// The query of `bashni find` as data, and the parsers of its parts (globs, dates, positions,
// patterns, material, opening moves). Each parser returns a value or a QueryError that names the
// column of the text where reading failed, so a malformed query is one clear line (exit 2).
// Browser-safe: the site's explorer can build the same queries. Syntax: docs/records.md.
import { checkString } from '../engine/argument-error.ts';
import { parseFen } from '../engine/fen.ts';
import { parseSquare } from '../engine/squares.ts';
import { parseMoveText, type WrittenMove } from '../engine/notation.ts';
import type { Position } from '../engine/position.ts';
import type { Color, ColumnText, Square, VariantName } from '../engine/types.ts';
import { checkPattern, checkQueryText } from './find-checks.ts';

/** Why a part of a query cannot be read: the 1-based column of the text where it fails. */
export interface QueryError {
  readonly column: number;
  readonly message: string;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: QueryError };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(column: number, message: string): Parsed<T> => ({ ok: false, error: { column, message } });

// ---------------------------------------------------------------------------------------------
// Globs

/** A case-insensitive, Unicode-aware glob: `*` any run of characters, `?` one, `\` quotes the next. */
export interface Glob {
  readonly text: string;
  readonly regex: RegExp;
}

/** Reads a glob; the only malformed one ends in a lone `\`. Compared on NFC text, whole value. */
export function parseGlob(text: string): Parsed<Glob> {
  checkString(text, 'parseGlob', 'the query text (a string)');
  let source = '';
  const chars = [...text.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '*') source += '.*';
    else if (c === '?') source += '.';
    else if (c === '\\') {
      const next = chars[i + 1];
      if (next === undefined) return fail(columnOfChar(text, i), 'a glob may not end with a lone \\ (write \\\\ for a backslash)');
      source += escapeRegex(next);
      i++;
    } else source += escapeRegex(c);
  }
  return ok({ text, regex: new RegExp(`^${source}$`, 'isu') });
}

/** The 1-based column of the i-th code point. */
const columnOfChar = (text: string, i: number): number => [...text].slice(0, i).join('').length + 1;
const escapeRegex = (c: string): string => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const globMatches = (g: Glob, value: string): boolean => g.regex.test(value.normalize('NFC'));

// ---------------------------------------------------------------------------------------------
// Dates

/** A date as the days it may stand for, as yyyymmdd numbers (a year alone: its whole year). */
export interface DateRange {
  readonly from: number;
  readonly to: number;
}

/**
 * Reads a date in the forms real files use: `1950.03.12`, `1950.03.??`, `1950.??.??`, `1950.`,
 * `1950`, `1950-03-12`, `1950/03/12`, day first `1.1.1965` / `01.01.1965`. Unknown parts (`??`,
 * missing) widen the range. Undefined-with-column when it is none of these.
 */
export function parseDate(text: string): Parsed<DateRange> {
  checkString(text, 'parseDate', 'the query text (a string)');
  const t = text.trim();
  const lead = text.length - text.trimStart().length;
  if (t === '') return fail(1, 'empty date (expected YYYY, YYYY.MM.DD or D.M.YYYY)');
  const parts = t.split(/[.\-/]/);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop(); // `1950.`
  // where each part starts, for the column of the one at fault
  const starts: number[] = [];
  let at = 0;
  for (const p of parts) {
    starts.push(lead + at + 1);
    at += p.length + 1;
  }
  if (parts.length > 3) return fail(starts[3]!, 'too many parts in a date (expected YYYY.MM.DD or D.M.YYYY)');
  const dayFirst = parts.length === 3 && /^\d{4}$/.test(parts[2]!) && !/^\d{4}$/.test(parts[0]!);
  const order = dayFirst ? [2, 1, 0] : [0, 1, 2];
  const [yi, mi, di] = order as [number, number, number];
  const unknown = (p: string | undefined): boolean => p === undefined || /^\?+$/.test(p);
  const year = parts[yi];
  if (year === undefined || unknown(year) || !/^\d{4}$/.test(year)) return fail(starts[yi] ?? 1, `expected a year of four digits, found '${year ?? ''}'`);
  const y = Number(year);
  const month = parts[mi];
  const day = parts[di];
  if (unknown(month)) {
    if (!unknown(day)) return fail(starts[di]!, 'a day without a month');
    return ok({ from: y * 10000 + 101, to: y * 10000 + 1231 });
  }
  if (!/^\d{1,2}$/.test(month!) || Number(month) < 1 || Number(month) > 12) return fail(starts[mi]!, `expected a month 1-12 or ??, found '${month}'`);
  const m = Number(month);
  if (unknown(day)) return ok({ from: y * 10000 + m * 100 + 1, to: y * 10000 + m * 100 + 31 });
  if (!/^\d{1,2}$/.test(day!) || Number(day) < 1 || Number(day) > 31) return fail(starts[di]!, `expected a day 1-31 or ??, found '${day}'`);
  const d = y * 10000 + m * 100 + Number(day);
  return ok({ from: d, to: d });
}

// ---------------------------------------------------------------------------------------------
// Positions: a whole FEN, a pattern, material

/** One square's condition in a pattern. */
export interface SquareCondition {
  readonly square: Square;
  /** true: must hold it; false: must not. */
  readonly must: boolean;
  readonly what: SquareWhat;
}

/**
 * What a square holds: nothing; any column; a commander of a colour (any rank); a commander
 * exactly (`w b W B`); or a whole column, top first.
 */
export type SquareWhat =
  | { readonly kind: 'empty' }
  | { readonly kind: 'occupied' }
  | { readonly kind: 'colour'; readonly colour: Color }
  | { readonly kind: 'commander'; readonly piece: string }
  | { readonly kind: 'column'; readonly column: ColumnText };

export interface Pattern {
  readonly squares: readonly SquareCondition[];
  readonly turn?: Color;
}

const PATTERN_TERM = /^([a-h][1-8]|\d{1,2})(!?=)(.+)$/i;

/**
 * Reads a pattern: terms separated by spaces or commas, each `SQUARE=WHAT` (must hold) or
 * `SQUARE!=WHAT` (must not), and at most one `turn=white|black`. WHAT: `.` or `empty`, `*`
 * (occupied), `white` / `black` (the commander's colour), `w b W B` (the commander, man or king),
 * `(wbb)` (the whole column, top first). Squares algebraic or numeric (1-32).
 *
 * @example parsePattern('d4=w e5=. f6!=B turn=black')
 */
export function parsePattern(text: string): Parsed<Pattern> {
  checkString(text, 'parsePattern', 'the query text (a string)');
  const squares: SquareCondition[] = [];
  let turn: Color | undefined;
  for (const { word, column } of words(text)) {
    const t = /^turn=(white|black|w|b)$/i.exec(word);
    if (t) {
      turn = t[1]!.toLowerCase().startsWith('w') ? 'white' : 'black';
      continue;
    }
    const m = PATTERN_TERM.exec(word);
    if (!m) return fail(column, `expected SQUARE=WHAT, SQUARE!=WHAT or turn=white|black, found '${word}'`);
    const square = parseSquare(m[1]!);
    if (square === undefined) return fail(column, `not a dark square: '${m[1]}'`);
    const valueColumn = column + m[1]!.length + m[2]!.length;
    const what = squareWhat(m[3]!);
    if (!what) return fail(valueColumn, `expected ., empty, *, white, black, w, b, W, B or a column such as (wbb), found '${m[3]}'`);
    squares.push({ square, must: m[2] === '=', what });
  }
  if (squares.length === 0 && turn === undefined) return fail(1, 'an empty pattern');
  return ok(turn ? { squares, turn } : { squares });
}

function squareWhat(v: string): SquareWhat | undefined {
  if (v === '.' || v.toLowerCase() === 'empty') return { kind: 'empty' };
  if (v === '*') return { kind: 'occupied' };
  if (/^white$/i.test(v)) return { kind: 'colour', colour: 'white' };
  if (/^black$/i.test(v)) return { kind: 'colour', colour: 'black' };
  if (/^[wbWB]$/.test(v)) return { kind: 'commander', piece: v };
  const c = /^\(([wbWB]{1,24})\)$/.exec(v);
  if (c) return { kind: 'column', column: c[1]! };
  return undefined;
}

/** The words of a text split on spaces and commas, each with its 1-based column. */
function words(text: string): { word: string; column: number }[] {
  const out: { word: string; column: number }[] = [];
  for (const m of text.matchAll(/[^\s,]+/g)) out.push({ word: m[0], column: m.index + 1 });
  return out;
}

/** What material counts, per side: pieces (prisoners included), men, kings, columns commanded, prisoners held, tallest column commanded. */
export type MaterialQuantity = 'pieces' | 'men' | 'kings' | 'columns' | 'prisoners' | 'tallest';
const QUANTITIES: readonly MaterialQuantity[] = ['pieces', 'men', 'kings', 'columns', 'prisoners', 'tallest'];
type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

export interface MaterialTerm {
  readonly side: Color;
  readonly quantity: MaterialQuantity;
  readonly op: Comparison;
  readonly value: number;
}

const MATERIAL_TERM = /^([WB])([a-z]*)(==|=|!=|<=|>=|<|>)(.*)$/i;

/**
 * Reads material terms separated by commas or spaces, each `SIDE[QUANTITY]OP N`: SIDE `W` or `B`,
 * QUANTITY one of pieces (the default), men, kings, columns, prisoners, tallest; OP one of
 * `= == != < <= > >=`.
 *
 * @example parseMaterial('W>=8,B<=6') // White has 8 pieces or more, Black 6 or fewer
 * @example parseMaterial('Wkings>=1 Bprisoners>=2 Wtallest>=3')
 */
export function parseMaterial(text: string): Parsed<MaterialTerm[]> {
  checkString(text, 'parseMaterial', 'the query text (a string)');
  const terms: MaterialTerm[] = [];
  for (const { word, column } of words(text)) {
    const m = MATERIAL_TERM.exec(word);
    if (!m) return fail(column, `expected SIDE[QUANTITY]OP N (W>=8, Bkings=0), found '${word}'`);
    const name = m[2]!.toLowerCase();
    const quantity = name === '' ? 'pieces' : QUANTITIES.find((q) => q === name);
    if (!quantity) return fail(column + 1, `unknown quantity '${m[2]}' (expected ${QUANTITIES.join(', ')})`);
    const numberColumn = column + 1 + m[2]!.length + m[3]!.length;
    if (!/^\d{1,3}$/.test(m[4]!)) return fail(numberColumn, `expected a whole number, found '${m[4]}'`);
    const op = (m[3] === '==' ? '=' : m[3]) as Comparison;
    terms.push({ side: m[1]!.toUpperCase() === 'W' ? 'white' : 'black', quantity, op, value: Number(m[4]) });
  }
  if (terms.length === 0) return fail(1, 'no material terms (expected e.g. W>=8,B<=6)');
  return ok(terms);
}

/** A FEN query: the whole position (columns and side to move). */
export interface FenQuery {
  readonly text: string;
  readonly position: Position;
}

/** Reads a FEN (column FEN, 8x8); the column is where the engine's complaint starts. */
export function parseFenQuery(text: string, variant: VariantName = 'bashni'): Parsed<FenQuery> {
  checkString(text, 'parseFenQuery', 'a FEN (a string)');
  const r = parseFen(text, variant === 'lasca' ? 'lasca' : 'bashni');
  if (r.ok) return ok({ text, position: r.value });
  const at = r.error.part ? text.indexOf(r.error.part) : -1;
  return fail(at >= 0 ? at + 1 : 1, `bad FEN (${r.error.code}): ${r.error.message}`);
}

/** Opening moves as written (`c3-d4 f6-g5`, `22-18 11-15`, `1. c3-d4 f6-g5`): resolved against each game's positions. */
export function parseMovesQuery(text: string): Parsed<WrittenMove[]> {
  checkString(text, 'parseMovesQuery', 'the query text (a string)');
  const out: WrittenMove[] = [];
  for (const { word, column } of words(text)) {
    if (/^\d+\.+$/.test(word)) continue; // a move number
    const w = parseMoveText(word);
    if (!w) return fail(column, `not a move: '${word}'`);
    out.push(w);
  }
  if (out.length === 0) return fail(1, 'no moves');
  return ok(out);
}

// ---------------------------------------------------------------------------------------------
// The query

type ResultText = '1-0' | '0-1' | '1/2-1/2' | '*';

/** Every filter of `bashni find`; a game matches when it passes every one given. */
export interface FindQuery {
  readonly tags?: readonly { readonly name: string; readonly glob: Glob }[];
  readonly players?: readonly Glob[];
  readonly result?: ResultText;
  readonly dateFrom?: DateRange;
  readonly dateTo?: DateRange;
  readonly variant?: VariantName;
  /** Position filters, all true of one position of the main line. */
  readonly fen?: FenQuery;
  readonly pattern?: Pattern;
  readonly material?: readonly MaterialTerm[];
  /** Position filters also match with colours reversed (the board turned, White for Black). */
  readonly mirror?: boolean;
  readonly moves?: readonly WrittenMove[];
  readonly capture?: number;
  readonly promotion?: boolean;
  readonly dedupe?: boolean;
  readonly valid?: boolean;
}

/** Whether a query looks at positions (it needs the main line replayed). */
export const hasPositionFilter = (q: FindQuery): boolean => q.fen !== undefined || q.pattern !== undefined || q.material !== undefined;

/** The square seen from the other side (the board turned half a turn). */
export const mirrorSquare = (sq: Square): Square => 31 - sq;

/** A column with its colours swapped (`wbB` -> `bwW`). */
export const mirrorColumn = (c: ColumnText): ColumnText => c.replace(/[wbWB]/g, (x) => ({ w: 'b', b: 'w', W: 'B', B: 'W' })[x]!);

/** A pattern for the mirrored board. */
export function mirrorPattern(p: Pattern): Pattern {
  checkPattern(p, 'mirrorPattern');
  const squares = p.squares.map((s) => ({ ...s, square: mirrorSquare(s.square), what: mirrorWhat(s.what) }));
  return p.turn ? { squares, turn: p.turn === 'white' ? 'black' : 'white' } : { squares };
}

function mirrorWhat(w: SquareWhat): SquareWhat {
  if (w.kind === 'colour') return { kind: 'colour', colour: w.colour === 'white' ? 'black' : 'white' };
  if (w.kind === 'commander') return { kind: 'commander', piece: mirrorColumn(w.piece) };
  if (w.kind === 'column') return { kind: 'column', column: mirrorColumn(w.column) };
  return w;
}

export const mirrorMaterial = (terms: readonly MaterialTerm[]): MaterialTerm[] => terms.map((t) => ({ ...t, side: t.side === 'white' ? 'black' : 'white' }));

/** A query as a command line gives it: texts, each read by its parser. */
export interface FindQueryText {
  readonly tag?: readonly string[];
  readonly player?: readonly string[];
  readonly result?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly variant?: VariantName;
  readonly fen?: string;
  readonly pattern?: string;
  readonly material?: string;
  readonly mirror?: boolean;
  readonly moves?: string;
  readonly capture?: string;
  readonly promotion?: boolean;
  readonly dedupe?: boolean;
  readonly valid?: boolean;
  readonly invalid?: boolean;
}

/** Why a query cannot be read: the option, its text, and the column in that text. */
export interface QueryOptionError extends QueryError {
  readonly option: string;
  readonly text: string;
}

const RESULTS: readonly ResultText[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** Reads every part of a query; the first part that cannot be read is the error. */
export function parseFindQuery(t: FindQueryText): { ok: true; value: FindQuery } | { ok: false; error: QueryOptionError } {
  checkQueryText(t, 'parseFindQuery');
  const bad = (option: string, text: string, e: QueryError): { ok: false; error: QueryOptionError } => ({ ok: false, error: { option, text, ...e } });
  const q: { -readonly [K in keyof FindQuery]: FindQuery[K] } = {};
  const tags: { name: string; glob: Glob }[] = [];
  for (const text of t.tag ?? []) {
    const eq = text.indexOf('=');
    if (eq <= 0) return bad('--tag', text, { column: eq === 0 ? 1 : text.length + 1, message: 'expected NAME=GLOB' });
    const g = parseGlob(text.slice(eq + 1));
    if (!g.ok) return bad('--tag', text, { ...g.error, column: g.error.column + eq + 1 });
    tags.push({ name: text.slice(0, eq).trim(), glob: g.value });
  }
  if (tags.length) q.tags = tags;
  const players: Glob[] = [];
  for (const text of t.player ?? []) {
    const g = parseGlob(text);
    if (!g.ok) return bad('--player', text, g.error);
    players.push(g.value);
  }
  if (players.length) q.players = players;
  if (t.result !== undefined) {
    const r = RESULTS.find((x) => x === t.result!.trim() || (x === '1/2-1/2' && ['½-½', '1/2', 'draw'].includes(t.result!.trim())));
    if (!r) return bad('--result', t.result, { column: 1, message: `expected ${RESULTS.join(', ')}` });
    q.result = r;
  }
  for (const [key, option] of [
    ['dateFrom', '--date-from'],
    ['dateTo', '--date-to'],
  ] as const) {
    const text = t[key];
    if (text === undefined) continue;
    const d = parseDate(text);
    if (!d.ok) return bad(option, text, d.error);
    q[key] = d.value;
  }
  if (t.variant !== undefined) q.variant = t.variant;
  if (t.fen !== undefined) {
    const f = parseFenQuery(t.fen, t.variant);
    if (!f.ok) return bad('--fen', t.fen, f.error);
    q.fen = f.value;
  }
  if (t.pattern !== undefined) {
    const p = parsePattern(t.pattern);
    if (!p.ok) return bad('--pattern', t.pattern, p.error);
    q.pattern = p.value;
  }
  if (t.material !== undefined) {
    const m = parseMaterial(t.material);
    if (!m.ok) return bad('--material', t.material, m.error);
    q.material = m.value;
  }
  if (t.mirror) q.mirror = true;
  if (t.moves !== undefined) {
    const m = parseMovesQuery(t.moves);
    if (!m.ok) return bad('--moves', t.moves, m.error);
    q.moves = m.value;
  }
  if (t.capture !== undefined) {
    if (!/^\s*\d{1,2}\s*$/.test(t.capture) || Number(t.capture) < 1) return bad('--capture', t.capture, { column: 1, message: 'expected a number of pieces, 1 or more' });
    q.capture = Number(t.capture);
  }
  if (t.promotion) q.promotion = true;
  if (t.dedupe) q.dedupe = true;
  if (t.valid && t.invalid) return bad('--invalid', '', { column: 1, message: '--valid and --invalid exclude each other' });
  if (t.valid) q.valid = true;
  if (t.invalid) q.valid = false;
  return { ok: true, value: q };
}
