// Grading: a puzzle's rating on the scale players know (600 to 2400) from what makes it hard,
// and its difficulty level 1..5 (docs/puzzles.md gives the formula and why). Browser-safe.
import type { Position } from '../engine/position.ts';
import type { Move } from '../engine/types.ts';
import { RATING_MAX, RATING_MIN } from './file.ts';
import { distinctMoves } from './solve.ts';

/** What the rating is computed from; every part is checked by `puzzles check`. */
export interface GradeFeatures {
  /** Solver moves in the solution. */
  readonly moves: number;
  /** Distinct moves the solver could choose from at each of its steps. */
  readonly branching: readonly number[];
  /** The first move is not a capture (often a sacrifice): the hardest kind to see. */
  readonly quietFirst: boolean;
  /** Positions the solver searched to find and prove the solution (SolveResult.nodes). */
  readonly nodes: number;
}

function gradeFeatures(start: Position, line: readonly Move[], nodes: number): GradeFeatures {
  const branching: number[] = [];
  let p = start;
  line.forEach((m, i) => {
    if (i % 2 === 0) branching.push(distinctMoves(p));
    p = p.play(m);
  });
  return { moves: branching.length, branching, quietFirst: line[0]!.jumped.length === 0, nodes };
}

/** Rating weights (docs/puzzles.md, "Grading"). */
const PER_EXTRA_MOVE = 90;
const PER_CHOICE_BIT = 55;
const QUIET_FIRST = 150;
const PER_NODES_DECADE = 130;

/**
 * The rating: 600 plus 90 per solver move after the first, 55 per bit of choice (log2 of the
 * distinct moves at each solver step, summed), 150 for a quiet first move and 130 per decade of
 * search effort above 100 positions; rounded to 10 and kept within 600..2400.
 *
 *     puzzleRating({ moves: 1, branching: [4], quietFirst: false, nodes: 100 }) // 600 + 110 = 710
 */
export function puzzleRating(f: GradeFeatures): number {
  const bits = f.branching.reduce((s, b) => s + Math.log2(Math.max(1, b)), 0);
  const effort = Math.max(0, Math.log10(Math.max(1, f.nodes)) - 2);
  const raw = RATING_MIN + PER_EXTRA_MOVE * (f.moves - 1) + PER_CHOICE_BIT * bits + (f.quietFirst ? QUIET_FIRST : 0) + PER_NODES_DECADE * effort;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(raw / 10) * 10));
}

/** The lowest rating of levels 2..5 (level 1 is below 2's): set so each level holds 15-25% of the collection (a test keeps it so). */
export const LEVEL_FLOORS = [1050, 1300, 1600, 1900] as const;

/** The difficulty level 1 (easy) .. 5 (hard) of a rating. */
export function ratingLevel(rating: number): number {
  return 1 + LEVEL_FLOORS.filter((f) => rating >= f).length;
}

/** The rating and level of a puzzle from its solve (the solution line and the solver's node count). */
export function gradeOf(start: Position, solved: { readonly line: readonly Move[]; readonly nodes: number }): { rating: number; difficulty: number } {
  const rating = puzzleRating(gradeFeatures(start, solved.line, solved.nodes));
  return { rating, difficulty: ratingLevel(rating) };
}
