// Checking puzzles: each puzzle sound with its stored solution the one the solver finds, ids
// unique across the collection, and a mined puzzle's position the one in its source game. The
// CLI's `puzzles check` and the site's build both run these checks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { makeFen } from '../engine/fen.ts';
import { sameMove, type Position } from '../engine/position.ts';
import { decodePdn } from '../grammar/decode.ts';
import { parsePdn } from '../grammar/pdn.ts';
import { replayGame } from '../records/replay.ts';
import { lineTexts } from '../records/annotate.ts';
import { readPuzzleFile, type PuzzleEntry, type PuzzleProblem } from './file.ts';
import { solvePuzzle, type SolveResult } from './solve.ts';

export interface PuzzleCheck {
  readonly ok: boolean;
  readonly result: SolveResult;
  /** The solver's line equals the stored solution. */
  readonly matchesStored: boolean;
  readonly problems: readonly PuzzleProblem[];
  readonly ms: number;
}

/** The solver's moves in a line that starts with the solver to move. */
function solverMoves(plies: number): number {
  return Math.ceil(plies / 2);
}

/** For an unsound solution: `at move N these all reach the goal: a, b` for each step with more than one solving move. */
export function ambiguityTexts(start: Position, result: SolveResult): string[] {
  return result.ambiguities.map((a) => {
    let p = start;
    for (const m of result.line.slice(0, a.ply)) p = p.play(m);
    return `at move ${a.ply + 1} these all reach the goal: ${a.moves.map((m) => lineTexts(p, [m])[0]).join(', ')}`;
  });
}

/**
 * Checks one puzzle: the solver searches up to the stored solution's length (so a check is fast
 * and bounded), the puzzle must be sound, and the line found must be the stored one.
 */
export function checkPuzzle(entry: PuzzleEntry, opts: { nodes?: number; maxMoves?: number } = {}): PuzzleCheck {
  const t0 = performance.now();
  const spec = entry.spec;
  const maxMoves = opts.maxMoves ?? solverMoves(entry.moves.length);
  const result = solvePuzzle(entry.position, spec.goal, { maxMoves, nodes: opts.nodes ?? 2_000_000 });
  const problems: PuzzleProblem[] = [];
  const at = (field: string) => entry.fieldAt[field] ?? entry.at;
  const add = (code: string, message: string, where = at('solution')): void => {
    problems.push({ code, message, at: where, id: spec.id });
  };
  if (!result.found) {
    add(result.aborted ? 'PUZZLE_UNDECIDED' : 'PUZZLE_NO_SOLUTION', `${result.aborted ? 'undecided' : 'unsound: no forced solution'}: ${result.problems.join('; ')}`, at('goal'));
  } else if (!result.sound) {
    const details = ambiguityTexts(entry.position, result);
    add('PUZZLE_UNSOUND', `unsound: ${[...details, ...result.problems.filter((x) => !/reach the goal/.test(x))].join('; ')}`);
  }
  let matchesStored = false;
  if (result.found) {
    matchesStored = result.line.length === entry.moves.length && result.line.every((m, i) => sameMove(m, entry.moves[i]!));
    if (!matchesStored) {
      const i = result.line.findIndex((m, k) => !entry.moves[k] || !sameMove(m, entry.moves[k]!));
      const where = i >= 0 && i < entry.moveAt.length ? entry.moveAt[i]! : at('solution');
      add('PUZZLE_SOLUTION_DIFFERS', `the stored solution is not the one found: found ${lineTexts(entry.position, result.line).join(' ')}`, where);
    }
  }
  return { ok: problems.length === 0, result, matchesStored, problems, ms: performance.now() - t0 };
}

type SourceCache = Map<string, Position[] | string>;

/** The position `ply` plies into game `game` (1-based) of a PDN file, or why it cannot be had. */
function sourcePosition(file: string, game: number, ply: number, cache: SourceCache): Position | string {
  const key = `${file}#${game}`;
  if (!cache.has(key)) {
    if (!cache.has(file)) cache.set(file, existsSync(file) ? '' : `source file ${file} does not exist`);
    const missing = cache.get(file);
    if (typeof missing === 'string' && missing) return missing;
    // parse the file once, replay each game once
    const parsed = parsePdn(decodePdn(readFileSync(file)).text, { file });
    parsed.value.forEach((record, i) => {
      const r = replayGame(record, { info: false, variations: false });
      cache.set(`${file}#${i + 1}`, r.start && r.mainLine ? [r.start, ...r.mainLine.plies.map((p) => p.after)] : `source game ${i + 1} of ${file} cannot be replayed`);
    });
    if (!cache.has(key)) cache.set(key, `source file ${file} has no game ${game}`);
  }
  const positions = cache.get(key)!;
  if (typeof positions === 'string') return positions;
  return positions[ply] ?? `source game ${game} of ${file} has only ${positions.length - 1} plies`;
}

/** The verdict on one puzzle (or on an unreadable part of a puzzle file). */
export interface PuzzleVerdict {
  readonly file: string;
  readonly line: number;
  readonly id: string | undefined;
  readonly ok: boolean;
  /** Solve time and nodes, for puzzles that could be read. */
  readonly ms?: number;
  readonly nodes?: number;
  readonly problems: readonly PuzzleProblem[];
}

/** Checks puzzle files one after another, remembering ids (unique across files) and replayed source games. */
export class CollectionCheck {
  private readonly ids = new Map<string, string>();
  private readonly cache: SourceCache = new Map();

  constructor(private readonly opts: { nodes?: number } = {}) {}

  /** Every verdict of one puzzle file: its read errors first, then one per puzzle. */
  checkFile(file: string, text: string): PuzzleVerdict[] {
    const read = readPuzzleFile(text, file);
    const out: PuzzleVerdict[] = read.errors.map((e) => ({ file, line: e.at.line, id: e.id, ok: false, problems: [e] }));
    for (const entry of read.puzzles) {
      const spec = entry.spec;
      const problems: PuzzleProblem[] = [];
      const where = `${file}:${entry.at.line}`;
      const prev = this.ids.get(spec.id);
      if (prev) problems.push({ code: 'PUZZLE_DUPLICATE_ID', message: `id '${spec.id}' is already used at ${prev}`, at: entry.fieldAt.id ?? entry.at, id: spec.id });
      this.ids.set(spec.id, where);
      if (spec.source.kind === 'game') {
        const src = existsSync(spec.source.file) ? spec.source.file : resolve(dirname(file), '..', spec.source.file);
        const p = sourcePosition(src, spec.source.game, spec.source.ply, this.cache);
        if (typeof p === 'string') problems.push({ code: 'PUZZLE_BAD_SOURCE', message: p, at: entry.fieldAt.source ?? entry.at, id: spec.id });
        else if (!p.equals(entry.position))
          problems.push({ code: 'PUZZLE_SOURCE_MISMATCH', message: `the position after ply ${spec.source.ply} of game ${spec.source.game} is ${makeFen(p)}, not the puzzle's`, at: entry.fieldAt.source ?? entry.at, id: spec.id });
      }
      const check = checkPuzzle(entry, this.opts);
      problems.push(...check.problems);
      out.push({ file, line: entry.at.line, id: spec.id, ok: problems.length === 0, ms: check.ms, nodes: check.result.nodes, problems });
    }
    return out;
  }
}
