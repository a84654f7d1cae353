// Move text: reading every written form of SPEC §3, matching it against legal moves, writing it.
import { parseSquare, squareFile, squareName } from './squares.ts';
import type { SquareStyle } from './squares.ts';
import type { Position } from './position.ts';
import type { Move, Square } from './types.ts';

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
}

const SQ = '(?:[a-hA-H][1-8]|\\d{1,2})';

/**
 * Reads a move as written: `c3-d4`, `c3:e5`, `c3xe5`, `c3:e5:g3`, `22-18`, `22x15`, `1- 6`,
 * `01-06`, `c3d4`, `2218`/`0106` (numeric without separator only as 2-digit pairs), `C3-D4`,
 * semi-short `cd4`, `b:d4`, `e:c5`. A leading move number (`1.`, `1...`, `12...`) and trailing
 * marks (`!`, `?`, `+`, `*`, `#`) are dropped. Returns undefined for anything else.
 */
export function parseMoveText(text: string): WrittenMove | undefined {
  let t = text.trim();
  t = t.replace(/^\d+\s*\.+\s*/, '');
  t = t.replace(/^(?:\.\.\.|…)\s*/, '');
  t = t.replace(/[!?+*#]+$/, '').trim();
  const written = t;
  if (t === '') return undefined;
  // semi-short: from-file + target
  let m = /^([a-hA-H])\s*([-x:X])?\s*([a-hA-H][1-8])$/.exec(t);
  if (m) {
    const target = parseSquare(m[3]!);
    if (target === undefined) return undefined;
    return { text: written, fromFile: m[1]!.toLowerCase().charCodeAt(0) - 97, path: [target], capture: m[2] === undefined ? undefined : m[2] !== '-' };
  }
  // separated forms
  if (new RegExp(`^${SQ}(?:\\s*[-xX:]\\s*${SQ})+$`).test(t)) {
    const seps = t.match(/[-xX:]/g) ?? [];
    const squares = t.split(/\s*[-xX:]\s*/).map((s) => parseSquare(s));
    if (squares.some((s) => s === undefined)) return undefined;
    const allAlg = t.split(/\s*[-xX:]\s*/).every((s) => /^[a-hA-H]/.test(s));
    const allNum = t.split(/\s*[-xX:]\s*/).every((s) => /^\d/.test(s));
    if (!allAlg && !allNum) return undefined;
    const capture = seps.some((s) => s !== '-');
    const sq = squares as Square[];
    return { text: written, from: sq[0]!, path: sq.slice(1), capture };
  }
  // algebraic without separator: c3d4, c3e5g3
  if (/^(?:[a-hA-H][1-8]){2,}$/.test(t)) {
    const sq: Square[] = [];
    for (let i = 0; i < t.length; i += 2) {
      const s = parseSquare(t.slice(i, i + 2));
      if (s === undefined) return undefined;
      sq.push(s);
    }
    return { text: written, from: sq[0]!, path: sq.slice(1) };
  }
  // numeric without separator: only as two-digit pairs (2218, 0106)
  if (/^(?:\d\d){2,}$/.test(t)) {
    const sq: Square[] = [];
    for (let i = 0; i < t.length; i += 2) {
      const s = parseSquare(t.slice(i, i + 2));
      if (s === undefined) return undefined;
      sq.push(s);
    }
    return { text: written, from: sq[0]!, path: sq.slice(1) };
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
 * A full path matches exactly; `from` + one square matches every move with that origin and final
 * square; semi-short matches by origin file and final square. When no move matches a written
 * path of two or more landing squares exactly, moves that pass through them in order (ending on
 * the last one) are returned instead (written paths with squares left out). In russian, a full
 * path that legalMoves() folded into another path with the same from, to and captured set is
 * matched too (the move returned is that path; Position.play accepts it).
 */
export function matchMoves(pos: Position, written: WrittenMove): Move[] {
  const legal = pos.legalMoves();
  const target = written.path[written.path.length - 1];
  if (target === undefined) return [];
  const sameEnd = (m: Move): boolean => m.path[m.path.length - 1] === target;
  if (written.from === undefined) {
    if (written.fromFile === undefined) return [];
    return legal.filter((m) => squareFile(m.from) === written.fromFile && sameEnd(m));
  }
  const cands = legal.filter((m) => m.from === written.from && sameEnd(m));
  if (written.path.length === 1) return cands;
  const isExact = (m: Move): boolean => m.path.length === written.path.length && m.path.every((s, i) => s === written.path[i]);
  const exact = cands.filter(isExact);
  if (exact.length > 0) return exact;
  if (pos.variant === 'russian') {
    // legalMoves() keeps one path per (from, to, captured set); a record may show another one
    const other = pos.generateMoves(false).filter((m) => m.from === written.from && isExact(m));
    if (other.length > 0) return other;
  }
  return cands.filter((m) => isSubsequence(written.path, m.path));
}

export interface MoveTextOptions {
  /** `algebraic` (default) or `numeric`. */
  squares?: SquareStyle;
  /** `short` (default: start and end only when exactly one legal move has those ends) or `full`. */
  captures?: 'short' | 'full';
  /** Capture separator; default `:` for algebraic squares, `x` for numeric. */
  separator?: 'x' | ':';
}

/** Writes a legal move of pos: `c3-d4`, `c3:g3` (short, where unambiguous) or `c3:e5:g3`. */
export function makeMoveText(pos: Position, move: Move, opts: MoveTextOptions = {}): string {
  const style = opts.squares ?? 'algebraic';
  const name = (s: Square): string => squareName(s, style);
  if (move.jumped.length === 0) return `${name(move.from)}-${name(move.path[0]!)}`;
  const sep = opts.separator ?? (style === 'numeric' ? 'x' : ':');
  const to = move.path[move.path.length - 1]!;
  if ((opts.captures ?? 'short') === 'short') {
    const same = pos.legalMoves().filter((m) => m.from === move.from && m.path[m.path.length - 1] === to);
    if (same.length <= 1) return `${name(move.from)}${sep}${name(to)}`;
  }
  return [move.from, ...move.path].map(name).join(sep);
}
