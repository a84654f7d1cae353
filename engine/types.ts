// The engine's vocabulary. Every other part of the project speaks in these types.

export type Color = 'white' | 'black';

/** Rule sets the engine carries (SPEC §1-2). `bashni` is the default. */
export type VariantName = 'bashni' | 'bashni-forward' | 'bashni-turkish' | 'russian' | 'lasca';
export const VARIANTS: readonly VariantName[] = ['bashni', 'bashni-forward', 'bashni-turkish', 'russian', 'lasca'];

/**
 * A dark square, 0..31: the PDN GameType 25 number minus one, so squares run along the ranks
 * from Black's side: 0 = b8, 1 = d8, 2 = f8, 3 = h8, 4 = a7, ... 28 = a1, 29 = c1, 30 = e1, 31 = g1.
 * Lasca's 7x7 board uses the 25 of them on files a-g and ranks 1-7 (squares.ts, onBoard).
 */
export type Square = number;

/**
 * A column, top (commander) first, one letter a piece: `w` `b` men, `W` `B` kings.
 * A single piece is a column of height 1: `'w'`. Example: `'Wbb'` is a white king over two black men.
 */
export type ColumnText = string;

/**
 * One whole turn: a quiet move or a complete capture sequence.
 * Example: `{ from: 21 (c3), path: [14 (e5), 21 ... ] }` - see notation.ts for text forms.
 */
export interface Move {
  readonly from: Square;
  /** Landing squares in order; a single square for a quiet move. */
  readonly path: readonly Square[];
  /** Squares jumped, in order; empty for a quiet move, else `jumped.length === path.length`. */
  readonly jumped: readonly Square[];
  /** Letters of the commanders taken, in jump order (in `russian`: the pieces removed). */
  readonly taken: string;
  /** The moving commander was promoted to king during this move. */
  readonly promotes: boolean;
}

/** A value or an error, as chessops returns them: errors are values with stable codes. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** How a game ended by the rules (R11): the side to move has no legal move and loses. */
export interface Outcome {
  readonly winner: Color;
  readonly reason: 'no-moves';
}
