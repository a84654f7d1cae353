// The problems of puzzle files and of their check: the one problem model (grammar/problem.ts)
// with puzzle codes and the file they are in. puzzles/file.ts and puzzles/check.ts report them.
import type { Problem } from '../grammar/problem.ts';
import type { SourcePos } from '../grammar/source-pos.ts';
import { checkString } from '../engine/argument-error.ts';
import { checkLocation, checkTexts } from './arguments.ts';

/** Where something is written in a puzzle file: a source position (1-based line and column, 0-based offset) and the file. */
export interface PuzzleLocation extends SourcePos {
  readonly file: string;
}

/** Every code a puzzle file or its check reports (the compiler checks each use). */
export type PuzzleCode =
  | 'PUZZLE_YAML'
  | 'PUZZLE_TOO_LARGE'
  | 'PUZZLE_TOO_DEEP'
  | 'PUZZLE_NOT_TEXT'
  | 'PUZZLE_EMPTY'
  | 'PUZZLE_SHAPE'
  | 'PUZZLE_DUPLICATE_ID'
  | 'PUZZLE_UNKNOWN_FIELD'
  | 'PUZZLE_MISSING_FIELD'
  | 'PUZZLE_FIELD_TYPE'
  | 'PUZZLE_BAD_ID'
  | 'PUZZLE_BAD_VARIANT'
  | 'PUZZLE_BAD_GOAL'
  | 'PUZZLE_GOAL_RANGE'
  | 'PUZZLE_BAD_DIFFICULTY'
  | 'PUZZLE_BAD_RATING'
  | 'PUZZLE_GRADE_DIFFERS'
  | 'PUZZLE_THEMES_DIFFER'
  | 'PUZZLE_NOT_MISSED'
  | 'PUZZLE_BAD_THEME'
  | 'PUZZLE_BAD_SOURCE'
  | 'PUZZLE_BAD_FEN'
  | 'PUZZLE_SOURCE_MISMATCH'
  | 'PUZZLE_EMPTY_SOLUTION'
  | 'PUZZLE_BAD_MOVE'
  | 'PUZZLE_ILLEGAL_MOVE'
  | 'PUZZLE_AMBIGUOUS_MOVE'
  | 'PUZZLE_NO_SOLUTION'
  | 'PUZZLE_UNDECIDED'
  | 'PUZZLE_UNSOUND'
  | 'PUZZLE_SOLUTION_DIFFERS'
  | 'PUZZLE_UNREACHABLE';

/**
 * A problem in a puzzle file or found by its check: the one problem model (grammar/problem.ts)
 * with a puzzle code, its file always set, the puzzle's id (when known) in `detail.puzzle` and,
 * for a solution move that does not resolve, the legal moves in `detail.legal`.
 */
export interface PuzzleProblem extends Problem<PuzzleCode> {
  readonly file: string;
  /** 0-based index of the puzzle in its file, for a problem of one puzzle written there (absent for a problem of the whole file). */
  readonly item?: number;
}

/** A puzzle problem at `at`, of the puzzle `id` when known (an empty id is no id). */
export function puzzleProblem(code: PuzzleCode, message: string, at: PuzzleLocation, id?: string, legal?: readonly string[]): PuzzleProblem {
  checkString(code, 'puzzleProblem', 'a puzzle code (a string)');
  checkString(message, 'puzzleProblem', 'a message (a string)');
  checkLocation(at, 'puzzleProblem');
  if (id !== undefined) checkString(id, 'puzzleProblem', "a puzzle's id (a string)");
  if (legal !== undefined) checkTexts(legal, 'puzzleProblem', 'the legal moves (a list of move texts)');
  const detail = { ...(id ? { puzzle: id } : {}), ...(legal ? { legal } : {}) };
  return { code, severity: 'error', message, pos: { line: at.line, column: at.column, offset: at.offset }, file: at.file, ...(id || legal ? { detail } : {}) };
}
