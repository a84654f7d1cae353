// Move text: reading every written form of SPEC §3, matching it against legal moves, writing it.
import { parseSquare, squareAt, squareFile, squareName } from './squares.ts';
import type { SquareStyle } from './squares.ts';
import { checkMove, checkPosition, type Position } from './position.ts';
import { boardWords, squareSpan, rowOf } from './variant.ts';
import { checkOptions, checkString, outOfRange, valueKind, wrongType } from './argument-error.ts';
import { err, ok, type Move, type Result, type Square } from './types.ts';

/** A move as written, before the rules have looked at it. */
export interface WrittenMove {
  /** The text read (trimmed). */
  readonly text: string;
  /** Origin square; undefined in the semi-short form (`cd4`, `b:d4`). */
  readonly from?: Square;
  /** Origin file 0..7 (a..h), set only in the semi-short form. */
  readonly fromFile?: number;
  /** Landing squares as written, in order; the last one is the target. */
  readonly path: readonly Square[];
  /** Written with `x` or `:` (true), `-` (false), or no separator (undefined). */
  readonly capture?: boolean;
  /** Squares written as numbers (`22-18`): a form of the 8x8 board, no Lasca move matches it. */
  readonly numeric?: boolean;
}

// Compiled once (this runs for every move of every record verified).
const LEADING_NUMBER = /^\d+\s*\.+\s*/;
const LEADING_DOTS = /^(?:\.\.\.|…)\s*/;
const TRAILING_MARKS = /[!?+*#]+$/;
const SEMI_SHORT = /^([a-hA-H])\s*([-x:X×])?\s*([a-hA-H][1-8])$/;
const ALGEBRAIC_RUN = /^(?:[a-hA-H][1-8]){2,}$/;
const NUMERIC_RUN = /^(?:\d\d){2,}$/;
const WS = /\s/;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isFileLetter = (c: number): boolean => (c >= 97 && c <= 104) || (c >= 65 && c <= 72);
/** `-`, `x`, `X`, `:`, `×` (U+00D7). */
const isSeparator = (c: number): boolean => c === 45 || c === 120 || c === 88 || c === 58 || c === 0xd7;

/** The square at file letter code f and rank digit code r, or -1 (light square). */
function algebraicSquare(f: number, r: number): number {
  return squareAt((f | 32) - 97, r - 49) ?? -1;
}

/** Numeric square 1..32 (PDN number) as a Square, or -1. */
function numericSquare(n: number): number {
  return n >= 1 && n <= 32 ? n - 1 : -1;
}

/**
 * The separated forms `c3-d4`, `c3 : e5 × g3`, `22x15`, `1- 6`: squares (all algebraic or all
 * numeric, 1-2 digits) joined by separators with optional white space around them. Returns
 * undefined when t is not of this form or names a square off the board.
 */
function parseSeparated(t: string): WrittenMove | undefined {
  const len = t.length;
  const squares: Square[] = [];
  let i = 0;
  let kind = 0; // 1 algebraic, 2 numeric
  let capture = false;
  for (;;) {
    // a square
    const c = t.charCodeAt(i);
    let sq: number;
    let k: number;
    if (isFileLetter(c)) {
      const r = t.charCodeAt(i + 1);
      if (!(r >= 49 && r <= 56)) return undefined;
      sq = algebraicSquare(c, r);
      k = 1;
      i += 2;
    } else if (isDigit(c)) {
      let n = c - 48;
      i++;
      if (i < len && isDigit(t.charCodeAt(i))) {
        n = n * 10 + t.charCodeAt(i) - 48;
        i++;
      }
      sq = numericSquare(n);
      k = 2;
    } else return undefined;
    if (kind !== 0 && kind !== k) return undefined;
    kind = k;
    squares.push(sq);
    if (i === len) break;
    // white space, a separator, white space
    while (i < len && WS.test(t[i]!)) i++;
    const sep = t.charCodeAt(i);
    if (!isSeparator(sep)) return undefined;
    if (sep !== 45) capture = true;
    i++;
    while (i < len && WS.test(t[i]!)) i++;
    if (i === len) return undefined;
  }
  if (squares.length < 2) return undefined;
  for (const q of squares) if (q < 0) return undefined;
  return kind === 2 ? { text: t, from: squares[0]!, path: squares.slice(1), capture, numeric: true } : { text: t, from: squares[0]!, path: squares.slice(1), capture };
}

/**
 * Reads a move as written: `c3-d4`, `c3:e5`, `c3xe5`, `c3×e5`, `c3:e5:g3`, `22-18`, `22x15`,
 * `1- 6`, `01-06`, `c3d4`, `2218`/`0106` (numeric without separator only as 2-digit pairs),
 * `C3-D4`, semi-short `cd4`, `b:d4`, `e:c5`. A leading move number (`1.`, `1...`, `12...`) and
 * trailing marks (`!`, `?`, `+`, `*`, `#`) are dropped. Returns undefined for anything else.
 */
export function parseMoveText(text: string): WrittenMove | undefined {
  let t = checkString(text, 'parseMoveText').trim();
  let c0 = t.charCodeAt(0);
  if (isDigit(c0) && t.includes('.')) t = t.replace(LEADING_NUMBER, '');
  c0 = t.charCodeAt(0);
  if (c0 === 46 || c0 === 0x2026) t = t.replace(LEADING_DOTS, '');
  const last = t.charCodeAt(t.length - 1);
  if (last === 33 || last === 63 || last === 43 || last === 42 || last === 35) t = t.replace(TRAILING_MARKS, '').trim();
  if (t === '') return undefined;
  // the separated forms (by far the most common)
  const sep = parseSeparated(t);
  if (sep) return sep;
  // semi-short: from-file + target
  const m = SEMI_SHORT.exec(t);
  if (m) {
    const target = parseSquare(m[3]!);
    if (target === undefined) return undefined;
    return { text: t, fromFile: m[1]!.toLowerCase().charCodeAt(0) - 97, path: [target], capture: m[2] === undefined ? undefined : m[2] !== '-' };
  }
  // no separator: algebraic c3d4, c3e5g3; numeric only as two-digit pairs (2218, 0106)
  if (ALGEBRAIC_RUN.test(t) || NUMERIC_RUN.test(t)) {
    const sq: Square[] = [];
    for (let i = 0; i < t.length; i += 2) {
      const s = parseSquare(t.slice(i, i + 2));
      if (s === undefined) return undefined;
      sq.push(s);
    }
    return NUMERIC_RUN.test(t) ? { text: t, from: sq[0]!, path: sq.slice(1), numeric: true } : { text: t, from: sq[0]!, path: sq.slice(1) };
  }
  return undefined;
}

function isSubsequence(inner: readonly Square[], outer: readonly Square[]): boolean {
  let j = 0;
  for (const s of outer) if (j < inner.length && inner[j] === s) j++;
  return j === inner.length;
}

/**
 * Every legal move consistent with what is written (0 = illegal, 1 = resolved, >1 = ambiguous).
 * A full path matches exactly (also a one-jump capture, `c5:a7`, whose ends longer captures
 * share); else `from` + one square matches every move with that origin and final square; semi-short matches by origin file and final square. When no move matches a written
 * path of two or more landing squares exactly, moves that pass through them in order (ending on
 * the last one) are returned instead (written paths with squares left out). In russian, a full
 * path that legalMoves() folded into another path with the same from, to and captured set is
 * matched too (the move returned is that path; Position.play accepts it). In lasca, numeric squares
 * match nothing (lasca.org writes a1-g7 only; a number would name a square of the 8x8 board).
 */
export function matchMoves(pos: Position, written: WrittenMove): Move[] {
  checkPosition(pos, 'matchMoves');
  const w = written as Partial<WrittenMove> | null;
  if (w === null || typeof w !== 'object' || !Array.isArray(w.path)) throw wrongType('matchMoves', 'a written move ({ path, from? }), as parseMoveText gives', written);
  const legal = pos.legalMoves();
  const wp = written.path;
  const target = wp[wp.length - 1];
  if (target === undefined) return [];
  if (written.numeric && !rowOf(pos.variant).numberedSquares) return [];
  const out: Move[] = [];
  if (written.from === undefined) {
    if (written.fromFile === undefined) return out;
    for (const m of legal) if (m.path[m.path.length - 1] === target && squareFile(m.from) === written.fromFile) out.push(m);
    return out;
  }
  const from = written.from;
  // moves with the written ends; exact path matches first, a single landing square included: a
  // king's one-jump capture (`c5:a7`) is written in full exactly as the short form of the longer
  // captures with its ends (c5:f2:a7), and is read as itself (they are written in full)
  let exact = 0;
  for (const m of legal) {
    if (m.from !== from || m.path[m.path.length - 1] !== target) continue;
    out.push(m);
    if (isExact(m, wp)) exact++;
  }
  if (exact > 0) return exact === out.length ? out : out.filter((m) => isExact(m, wp));
  if (wp.length === 1) return out;
  if (rowOf(pos.variant).foldsEqualCaptures) {
    // legalMoves() keeps one path per (from, to, captured set); a record may show another one
    const other = pos.generateMoves(false).filter((m) => m.from === from && isExact(m, wp));
    if (other.length > 0) return other;
  }
  return out.filter((m) => isSubsequence(wp, m.path));
}

function isExact(m: Move, path: readonly Square[]): boolean {
  const p = m.path;
  if (p.length !== path.length) return false;
  for (let i = 0; i < p.length; i++) if (p[i] !== path[i]) return false;
  return true;
}

/** Why a text is not one legal move (parseMove): stable codes, the same as a record's (records/replay.ts MoveCode). */
export type MoveErrorCode =
  | 'MOVE_UNREADABLE' // not a move in any notation the engine reads (or numeric squares where they have no numbers)
  | 'MOVE_ILLEGAL' // a move, but no legal move of the position matches it
  | 'MOVE_AMBIGUOUS'; // more than one legal move matches it (a short capture): `candidates` holds them

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
  /** The text as given. */
  readonly text: string;
  /** MOVE_AMBIGUOUS: the legal moves the text matches; else empty. */
  readonly candidates: readonly Move[];
}

/**
 * The one legal move of `pos` that `text` names (any form parseMoveText reads, matched by
 * matchMoves), or why there is none, as chessops' parseSan: an error with a stable code.
 *
 *   parseMove(Position.initial(), 'c3-d4')   // { ok: true, value: { from: 21, path: [17], ... } }
 *   parseMove(Position.initial(), 'c3-c4')   // { ok: false, error: { code: 'MOVE_UNREADABLE', ... } }
 *   parseMove(Position.initial(), 'c3-b6')   // { ok: false, error: { code: 'MOVE_ILLEGAL', ... } }
 */
export function parseMove(pos: Position, text: string): Result<Move, MoveError> {
  checkPosition(pos, 'parseMove');
  // text is data (a move typed or read): anything but a move is MOVE_UNREADABLE, never a throw
  const shown = typeof text !== 'string' ? valueKind(text) : text.length > 40 ? `${text.slice(0, 40)}...` : text;
  const fail = (code: MoveErrorCode, message: string, candidates: readonly Move[] = []) => err<MoveError>({ code, message, text, candidates });
  const written = typeof text === 'string' ? parseMoveText(text) : undefined;
  if (!written) return fail('MOVE_UNREADABLE', `not a move: '${shown}'`);
  const rules = rowOf(pos.variant);
  if (written.numeric && !rules.numberedSquares) return fail('MOVE_UNREADABLE', `not a ${rules.tag} move: numeric squares, and ${rules.tag}'s squares are written ${squareSpan(pos.variant)}`);
  const found = matchMoves(pos, written);
  if (found.length === 1) return ok(found[0]!);
  if (found.length > 1) return fail('MOVE_AMBIGUOUS', `ambiguous move: ${found.length} legal moves match '${shown}', write the full path`, found);
  const off = [written.from, ...written.path].find((sq) => sq !== undefined && ((rules.offSquares >>> sq) & 1) === 1);
  if (off !== undefined) return fail('MOVE_ILLEGAL', `illegal move: ${squareName(off)} is off ${boardWords(pos.variant)}`);
  return fail('MOVE_ILLEGAL', `illegal move: no legal move matches '${shown}'`);
}

/** How a capture is written: `short` (start and end, where unambiguous) or `full` (every landing square). */
export type CaptureStyle = 'short' | 'full';
/** The capture separator. */
export type Separator = 'x' | ':';

export interface MoveTextOptions {
  /** `algebraic` (default) or `numeric`. */
  squares?: SquareStyle;
  /** `short` (default: start and end only when exactly one legal move has those ends) or `full`. */
  captures?: CaptureStyle;
  /** Capture separator; default `:` for algebraic squares, `x` for numeric and in lasca. */
  separator?: Separator;
}

/** makeMoveText's options, each one of its values or left out, else an ArgumentError. */
function checkTextOptions(opts: MoveTextOptions | undefined, where: string): MoveTextOptions {
  const o = checkOptions(opts, where);
  const allowed = (name: keyof MoveTextOptions, values: readonly string[]): void => {
    const v = o[name];
    if (v !== undefined && !values.includes(v)) throw outOfRange(where, `${name} is ${values.map((x) => `'${x}'`).join(' or ')}, not ${valueKind(v)}`, v);
  };
  allowed('squares', ['algebraic', 'numeric']);
  allowed('captures', ['short', 'full']);
  allowed('separator', ['x', ':']);
  return o;
}

/**
 * Writes a legal move of pos: `c3-d4`, `c3:g3` (short, where unambiguous) or `c3:e5:g3`.
 * Lasca's squares are always algebraic (they have no numbers), its captures `d2xb4xd6` by default.
 */
export function makeMoveText(pos: Position, move: Move, opts: MoveTextOptions = {}): string {
  checkPosition(pos, 'makeMoveText');
  checkMove(move, 'makeMoveText');
  if (typeof move.from !== 'number' || move.path.length === 0) throw wrongType('makeMoveText', 'a move of the position ({ from, path, jumped }), as legalMoves() gives', move);
  opts = checkTextOptions(opts, 'makeMoveText');
  const rules = rowOf(pos.variant);
  const style = rules.numberedSquares ? (opts.squares ?? 'algebraic') : 'algebraic';
  const name = (s: Square): string => squareName(s, style);
  if (move.jumped.length === 0) return `${name(move.from)}-${name(move.path[0]!)}`;
  // lasca.org writes captures with x (d2xb4xd6)
  const sep = opts.separator ?? (style === 'numeric' ? 'x' : rules.captureSeparator);
  const to = move.path[move.path.length - 1]!;
  if ((opts.captures ?? 'short') === 'short') {
    const same = pos.legalMoves().filter((m) => m.from === move.from && m.path[m.path.length - 1] === to);
    if (same.length <= 1) return `${name(move.from)}${sep}${name(to)}`;
  }
  return [move.from, ...move.path].map(name).join(sep);
}
