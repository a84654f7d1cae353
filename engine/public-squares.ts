// The square functions as `bashni/engine` gives them: squares.ts's, with their arguments checked
// (an ArgumentError for a square that is no whole number from 0 to 31, a style, colour or variant
// name not known). squares.ts's own run inside the engine's loops and tables, unchecked.
import { wrongType, outOfRange, checkString, valueKind } from './argument-error.ts';
import * as squares from './squares.ts';
import type { SquareStyle } from './squares.ts';
import type { Square, VariantName } from './types.ts';
import { knownVariant } from './variant.ts';

function checkSquare(sq: unknown, where: string): Square {
  if (typeof sq !== 'number') throw wrongType(where, 'a square (a whole number from 0 to 31)', sq);
  if (!Number.isInteger(sq) || sq < 0 || sq > 31) throw outOfRange(where, `a square is a whole number from 0 to 31, not ${valueKind(sq)}`, sq);
  return sq;
}

function checkStyle(style: unknown, where: string): SquareStyle {
  if (style !== 'algebraic' && style !== 'numeric') throw outOfRange(where, `the square style is 'algebraic' or 'numeric', not ${valueKind(style)}`, style);
  return style;
}

/** File 0..7 (a..h) of a square. */
export function squareFile(sq: Square): number {
  return squares.squareFile(checkSquare(sq, 'squareFile'));
}

/** Rank 0..7 (rank 1..8) of a square. */
export function squareRank(sq: Square): number {
  return squares.squareRank(checkSquare(sq, 'squareRank'));
}

/** The dark square at file 0..7, rank 0..7, or undefined for a light or off-board square (or a file or rank that is no whole number). */
export function squareAt(file: number, rank: number): Square | undefined {
  return squares.squareAt(file, rank);
}

/** Reads `c3`, `C3`, `22`, `05` (numeric 1..32, zero padding allowed); undefined for any other text. */
export function parseSquare(text: string): Square | undefined {
  return squares.parseSquare(checkString(text, 'parseSquare'));
}

/** `c3` (default) or `22`. */
export function squareName(sq: Square, style: SquareStyle = 'algebraic'): string {
  return squares.squareName(checkSquare(sq, 'squareName'), checkStyle(style, 'squareName'));
}

/** Files and ranks of the variant's board: 7 for `lasca`, else 8. */
export function boardSize(variant: VariantName): 7 | 8 {
  return squares.boardSize(knownVariant(variant, 'boardSize'));
}

/** Whether sq is a square of the variant's board (false for anything but a whole number from 0 to 31). */
export function onBoard(sq: Square, variant: VariantName): boolean {
  return squares.onBoard(sq, knownVariant(variant, 'onBoard'));
}

/** The variant's squares in number order (32, or 25 for `lasca`). */
export function boardSquares(variant: VariantName): Square[] {
  return squares.boardSquares(knownVariant(variant, 'boardSquares'));
}

/** Reads a square of the variant's board, or says why not (squares.ts's readSquare). */
export function readSquare(text: string, variant: VariantName): { square: Square } | { error: string } {
  return squares.readSquare(checkString(text, 'readSquare'), knownVariant(variant, 'readSquare'));
}

/** The promotion row test: rank 8 for White (rank 7 in `lasca`), rank 1 for Black. */
export function isFarRow(sq: Square, color: 'white' | 'black', variant: VariantName = 'bashni'): boolean {
  if (color !== 'white' && color !== 'black') throw outOfRange('isFarRow', `the colour is 'white' or 'black', not ${valueKind(color)}`, color);
  return squares.isFarRow(checkSquare(sq, 'isFarRow'), color, knownVariant(variant, 'isFarRow'));
}
