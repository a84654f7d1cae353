// Square geometry. A Square is 0..31 = PDN GameType 25 number - 1 (0 = b8, 28 = a1, 31 = g1).
// Lasca's 7x7 board is the 8x8 board without rank 8 and file h: its 25 squares keep their 8x8
// numbers (a1 = 28, g7 = 7), so one set of tables serves both and the 7 others are off its board.
import type { Square, VariantName } from './types.ts';

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

/** The squares of rank 8 and file h (b8 d8 f8 h8 h6 h4 h2): not on Lasca's 7x7 board. */
export const LASCA_OFF = 0x0808080f;

/** Files and ranks of the variant's board: 7 for `lasca`, else 8. */
export function boardSize(variant: VariantName): 7 | 8 {
  return variant === 'lasca' ? 7 : 8;
}

/** Whether sq (0..31) is a square of the variant's board (Lasca's board lacks 7 of them). */
export function onBoard(sq: Square, variant: VariantName): boolean {
  return Number.isInteger(sq) && sq >= 0 && sq <= 31 && (variant !== 'lasca' || ((LASCA_OFF >>> sq) & 1) === 0);
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
  if (variant !== 'lasca') return sq === undefined ? { error: `not a dark square: '${text}'` } : { square: sq };
  if (/^\s*\d+\s*$/.test(text)) return { error: `numeric square '${text.trim()}': Lasca's squares are written a1 to g7` };
  if (sq === undefined) return { error: `not a dark square: '${text}'` };
  if (!onBoard(sq, variant)) return { error: `${squareName(sq)} is off Lasca's 7x7 board (files a-g, ranks 1-7)` };
  return { square: sq };
}

// White's far rank as a bound, the squares numbered below it: rank 8 on 8x8, and on Lasca's board
// rank 7 (squares 4-7: 0-3 are off that board, never occupied).
export const EIGHT_FAR = 4;
export const LASCA_FAR = 8;

/** The promotion row test: rank 8 for White (rank 7 in `lasca`), rank 1 for Black. */
export function isFarRow(sq: Square, color: 'white' | 'black', variant: VariantName = 'bashni'): boolean {
  return isFarRank(sq, color === 'white' ? 0 : 1, variant === 'lasca' ? LASCA_FAR : EIGHT_FAR);
}

/** isFarRow with the side as the fast board writes it (0 white, 1 black) and White's bound (EIGHT_FAR, LASCA_FAR). */
export function isFarRank(sq: Square, side: number, whiteFar = EIGHT_FAR): boolean {
  return side === 0 ? sq < whiteFar : sq >= 28;
}
