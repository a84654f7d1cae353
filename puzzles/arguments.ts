// The checks the `bashni/puzzles` entry's functions make of their arguments at the boundary (issue
// 47 item 14): a value of the wrong shape is the engine's ArgumentError naming the function, never
// a TypeError from inside or a stack overflow. Once a call, never in the solver's loops; the
// puzzles' own callers (the miner, the checker) call the unchecked internals.
import { checkOptions, checkString, checkWhole, outOfRange, wrongType } from '../engine/argument-error.ts';
import { checkMove, checkPosition } from '../engine/position.ts';
import { knownVariant } from '../engine/variant.ts';
import { checkGoal } from './goal.ts';
import type { PuzzleEntry, PuzzleSource, PuzzleSpec } from './file.ts';
import type { ExportedPuzzle } from './export.ts';
import type { PuzzleLocation } from './problem.ts';
import type { SolveResult } from './solve.ts';

type Fields = Record<string, unknown>;

/** `value` as an object whose fields can be read (not null, not an array), else ARGUMENT_TYPE. */
function record(value: unknown, where: string, what: string): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw wrongType(where, what, value);
  return value as Fields;
}

/** A list of strings (each checked, never turned into text), else ARGUMENT_TYPE. */
export function checkTexts(value: unknown, where: string, what: string): readonly string[] {
  if (!Array.isArray(value)) throw wrongType(where, what, value);
  for (const t of value as unknown[]) if (typeof t !== 'string') throw wrongType(where, what, t);
  return value as readonly string[];
}

/** A string or undefined. */
function optionalText(value: unknown, where: string, what: string): void {
  if (value !== undefined) checkString(value, where, what);
}

/** A puzzle's source: `{ kind: 'composed' }` or `{ kind: 'game', file, game, ply, played?, mistake? }`. */
export function checkSource(value: unknown, where: string): PuzzleSource {
  const s = record(value, where, "a puzzle source ({ kind: 'composed' } or { kind: 'game', file, game, ply })");
  if (s.kind === 'composed') return value as PuzzleSource;
  if (s.kind !== 'game') throw outOfRange(where, "a source's kind is 'composed' or 'game'", s.kind);
  checkString(s.file, where, "a game source's file (a string)");
  checkWhole(s.game, where, "a game source's game", 1);
  checkWhole(s.ply, where, "a game source's ply", 0);
  optionalText(s.played, where, "a game source's played move (a string)");
  if (s.mistake !== undefined && s.mistake !== 'missed' && s.mistake !== 'blunder') throw outOfRange(where, "a game source's mistake is 'missed' or 'blunder'", s.mistake);
  return value as PuzzleSource;
}

/** The fields puzzleTitle reads: title, titleRu?, goal, themes, solution?, fen?. */
export function checkTitleFields(value: unknown, where: string): void {
  const s = record(value, where, 'a puzzle ({ title, goal, themes, ... }), as readPuzzleFile gives');
  checkString(s.title, where, "a puzzle's title (a string, '' for none)");
  optionalText(s.titleRu, where, "a puzzle's titleRu (a string)");
  checkGoal(s.goal, where);
  checkTexts(s.themes, where, "a puzzle's themes (a list of strings)");
  if (s.solution !== undefined) checkTexts(s.solution, where, "a puzzle's solution (a list of move texts)");
  optionalText(s.fen, where, "a puzzle's fen (a string)");
}

/** A puzzle as written in a file (PuzzleSpec), every field of its type. */
export function checkSpec(value: unknown, where: string): PuzzleSpec {
  checkTitleFields(value, where);
  const s = value as Fields;
  checkString(s.id, where, "a puzzle's id (a string)");
  knownVariant(s.variant, where);
  checkString(s.fen, where, "a puzzle's fen (a string)");
  checkTexts(s.solution, where, "a puzzle's solution (a list of move texts)");
  checkWhole(s.rating, where, "a puzzle's rating", 0);
  checkWhole(s.difficulty, where, "a puzzle's difficulty", 0);
  checkSource(s.source, where);
  optionalText(s.note, where, "a puzzle's note (a string)");
  return value as PuzzleSpec;
}

/** A place in a puzzle file: `{ file, line, column, offset }`. */
export function checkLocation(value: unknown, where: string): PuzzleLocation {
  const at = record(value, where, 'a location ({ file, line, column, offset })');
  checkString(at.file, where, "a location's file (a string)");
  checkWhole(at.line, where, "a location's line", 0);
  checkWhole(at.column, where, "a location's column", 0);
  checkWhole(at.offset, where, "a location's offset", 0);
  return value as PuzzleLocation;
}

/** A puzzle read from a file (PuzzleEntry, as readPuzzleFile gives): its spec, position, moves and places. */
export function checkEntry(value: unknown, where: string): PuzzleEntry {
  const e = record(value, where, 'a puzzle entry ({ spec, position, moves, at, fieldAt, moveAt }), as readPuzzleFile gives');
  checkSpec(e.spec, where);
  checkPosition(e.position, where);
  if (!Array.isArray(e.moves)) throw wrongType(where, "a puzzle entry's moves (a list of moves)", e.moves);
  for (const m of e.moves as unknown[]) checkMove(m, where);
  checkLocation(e.at, where);
  for (const at of Object.values(record(e.fieldAt, where, "a puzzle entry's fieldAt (locations by field)"))) checkLocation(at, where);
  if (!Array.isArray(e.moveAt)) throw wrongType(where, "a puzzle entry's moveAt (a list of locations)", e.moveAt);
  for (const at of e.moveAt as unknown[]) checkLocation(at, where);
  return value as PuzzleEntry;
}

/** A list of exported puzzles (as exportedPuzzle gives), every field of its type. */
export function checkExported(value: unknown, where: string): readonly ExportedPuzzle[] {
  if (!Array.isArray(value)) throw wrongType(where, 'a list of exported puzzles (as exportedPuzzle gives)', value);
  for (const p of value as unknown[]) {
    const x = record(p, where, 'an exported puzzle (as exportedPuzzle gives)');
    for (const name of ['id', 'variant', 'fen', 'goal'] as const) checkString(x[name], where, `an exported puzzle's ${name} (a string)`);
    const title = record(x.title, where, "an exported puzzle's title ({ en, ru })");
    checkString(title.en, where, "an exported puzzle's title.en (a string)");
    checkString(title.ru, where, "an exported puzzle's title.ru (a string)");
    checkTexts(x.solution, where, "an exported puzzle's solution (a list of move texts)");
    checkTexts(x.themes, where, "an exported puzzle's themes (a list of strings)");
    checkWhole(x.rating, where, "an exported puzzle's rating", 0);
    checkWhole(x.difficulty, where, "an exported puzzle's difficulty", 0);
    checkSource(x.source, where);
    optionalText(x.note, where, "an exported puzzle's note (a string)");
    if (x.gameUrl !== null) checkString(x.gameUrl, where, "an exported puzzle's gameUrl (a string or null)");
  }
  return value as readonly ExportedPuzzle[];
}

/** The parts of a SolveResult that ambiguityTexts and slowerTexts read: line, ambiguities, slower. */
export function checkSolveResult(value: unknown, where: string): SolveResult {
  const r = record(value, where, 'a solve result (as solvePuzzle gives)');
  const list = (v: unknown, what: string): unknown[] => {
    if (!Array.isArray(v)) throw wrongType(where, what, v);
    return v as unknown[];
  };
  const line = list(r.line, "a solve result's line (a list of moves)");
  for (const m of line) checkMove(m, where);
  // a step's ply indexes the line: past its end there is no position to write the move in
  const ply = (v: unknown): void => void checkWhole(v, where, "a step's ply", 0, line.length);
  for (const a of list(r.ambiguities, "a solve result's ambiguities (a list)")) {
    const x = record(a, where, 'an ambiguity ({ ply, moves })');
    ply(x.ply);
    for (const m of list(x.moves, "an ambiguity's moves (a list of moves)")) checkMove(m, where);
  }
  for (const s of list(r.slower, "a solve result's slower moves (a list)")) {
    const x = record(s, where, 'a slower move ({ ply, move, moves })');
    ply(x.ply);
    checkMove(x.move, where);
    checkWhole(x.moves, where, "a slower move's moves", 0);
  }
  return value as SolveResult;
}

/**
 * An options object whose named fields are whole numbers within their bounds or left out (undefined
 * and null as `{}`); `extra` checks the other fields.
 */
export function checkCounts<T extends object>(options: T | null | undefined, where: string, bounds: Readonly<Record<string, readonly [number, number]>>): Partial<T> {
  const o = checkOptions(options, where) as Fields;
  for (const [name, [min, max]] of Object.entries(bounds)) if (o[name] !== undefined) checkWhole(o[name], where, name, min, max);
  return o as Partial<T>;
}
