// Square geometry. A Square is 0..31 = PDN GameType 25 number - 1 (0 = b8, 28 = a1, 31 = g1).
// Lasca's 7x7 board is the 8x8 board without rank 8 and file h: its 25 squares keep their 8x8
// numbers (a1 = 28, g7 = 7), so one set of tables serves both and the 7 others are off its board.
import type { Square, VariantName } from './types.ts';
import { boardWords, squareSpan, rowOf } from './variant.ts';

export type SquareStyle = 'algebraic' | 'numeric';

/** File 0..7 (a..h) of a square. */
export function squareFile(sq: Square): number {
  const row = sq >> 2;
  return 2 * (sq & 3) + (row % 2 === 0 ? 1 : 0);
}

/** Rank 0..7 (rank 1..8) of a square. */
export function squareRank(sq: Square): number {
  return 7 - (sq >> 2);
}

/** The dark square at file 0..7, rank 0..7, or undefined for a light or off-board square. */
export function squareAt(file: number, rank: number): Square | undefined {
  if (!Number.isInteger(file) || !Number.isInteger(rank)) return undefined;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return undefined;
  if ((file + rank) % 2 !== 0) return undefined;
  return (7 - rank) * 4 + (file >> 1);
}

/** Reads `c3`, `C3`, `22`, `05` (numeric 1..32, zero padding allowed). */
export function parseSquare(text: string): Square | undefined {
  const t = text.trim();
  let m = /^([a-hA-H])([1-8])$/.exec(t);
  if (m) return squareAt(m[1]!.toLowerCase().charCodeAt(0) - 97, Number(m[2]) - 1);
  m = /^0*([1-9]\d?)$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    return n >= 1 && n <= 32 ? n - 1 : undefined;
  }
  return undefined;
}

/** `c3` (default) or `22`. */
export function squareName(sq: Square, style: SquareStyle = 'algebraic'): string {
  if (style === 'numeric') return String(sq + 1);
  return String.fromCharCode(97 + squareFile(sq)) + String(squareRank(sq) + 1);
}

/** Diagonal directions: 0 = up-right (+file,+rank), 1 = up-left, 2 = down-right, 3 = down-left. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

/** RAYS[sq * 4 + dir]: the squares from sq (exclusive) to the board edge along dir. */
export const RAYS: readonly (readonly Square[])[] = (() => {
  const out: Square[][] = [];
  for (let sq = 0; sq < 32; sq++) {
    for (const [df, dr] of DIRECTIONS) {
      const ray: Square[] = [];
      let f = squareFile(sq) + df;
      let r = squareRank(sq) + dr;
      for (;;) {
        const s = squareAt(f, r);
        if (s === undefined) break;
        ray.push(s);
        f += df;
        r += dr;
      }
      out.push(ray);
    }
  }
  return out;
})();

/** Files and ranks of the variant's board: 7 for `lasca`, else 8 (the variant table). */
export function boardSize(variant: VariantName): 7 | 8 {
  return rowOf(variant).boardSize;
}

/** Whether sq (0..31) is a square of the variant's board (Lasca's board lacks 7 of them: the table's offSquares). */
export function onBoard(sq: Square, variant: VariantName): boolean {
  return Number.isInteger(sq) && sq >= 0 && sq <= 31 && ((rowOf(variant).offSquares >>> sq) & 1) === 0;
}

/** The variant's squares in number order (32, or 25 for `lasca`). */
export function boardSquares(variant: VariantName): Square[] {
  const out: Square[] = [];
  for (let sq = 0; sq < 32; sq++) if (onBoard(sq, variant)) out.push(sq);
  return out;
}

/**
 * Reads a square of the variant's board, or says why not: Lasca's board has algebraic names only
 * (its squares have no PDN numbers) and no h file or rank 8.
 */
export function readSquare(text: string, variant: VariantName): { square: Square } | { error: string } {
  const sq = parseSquare(text);
  const rules = rowOf(variant);
  if (!rules.numberedSquares && /^\s*\d+\s*$/.test(text)) return { error: `numeric square '${text.trim()}': ${rules.tag}'s squares are written ${squareSpan(variant)}` };
  if (sq === undefined) return { error: `not a dark square: '${text}'` };
  if (!onBoard(sq, variant)) return { error: `${squareName(sq)} is off ${boardWords(variant)}` };
  return { square: sq };
}

/** The promotion row test: rank 8 for White (rank 7 in `lasca`: the table's whiteFar), rank 1 for Black. */
export function isFarRow(sq: Square, color: 'white' | 'black', variant: VariantName = 'bashni'): boolean {
  return isFarRank(sq, color === 'white' ? 0 : 1, rowOf(variant).whiteFar);
}

/** isFarRow with the side as the fast board writes it (0 white, 1 black) and White's bound (the variant table's whiteFar). */
export function isFarRank(sq: Square, side: number, whiteFar: number): boolean {
  return side === 0 ? sq < whiteFar : sq >= 28;
}
