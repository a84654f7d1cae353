// Square geometry. A Square is 0..31 = PDN GameType 25 number - 1 (0 = b8, 28 = a1, 31 = g1).
import type { Square } from './types.ts';

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

/** The promotion row test: rank 8 for White, rank 1 for Black. */
export function isFarRow(sq: Square, color: 'white' | 'black'): boolean {
  return isFarRank(sq, color === 'white' ? 0 : 1);
}

/** isFarRow with the side as the fast board writes it (0 white, 1 black). */
export function isFarRank(sq: Square, side: number): boolean {
  return side === 0 ? sq < 4 : sq >= 28;
}
