// Checking puzzles: each puzzle sound with its stored solution the one the solver finds, ids
// unique across the collection, and a mined puzzle's position the one in its source game. The
// CLI's `puzzles check` and the site's build both run these checks.
import { makeFen } from '../engine/fen.ts';
import { checkReachable } from '../engine/reachable.ts';
import { sameMove, type Position } from '../engine/position.ts';
import { excerpt } from '../grammar/problem.ts';
import { parsePdn } from '../grammar/pdn.ts';
import { replayGame } from '../records/replay.ts';
import { lineTexts } from '../records/annotate.ts';
import { parseMove } from '../engine/notation.ts';
import type { Move } from '../engine/types.ts';
import { PuzzleIds, readPuzzleFile, type PuzzleEntry } from './file.ts';
import { puzzleProblem, type PuzzleCode, type PuzzleProblem } from './problem.ts';
import { gradeOf } from './grade.ts';
import { lineThemes } from './themes.ts';
import { SLOWER_MARGIN, solvePuzzle, type SolveResult } from './solve.ts';
import type { PuzzleGoal } from './goal.ts';
import { wrongType } from '../engine/argument-error.ts';
import { checkPosition } from '../engine/position.ts';
import { checkCounts, checkEntry, checkSolveResult } from './arguments.ts';

/** Options with a node budget, a length and solves to reuse (a Map, or any object with get and set). */
function checkSolveOptions<T extends { readonly solves?: SolveCache }>(opts: T | null | undefined, where: string): Partial<T> {
  const o = checkCounts(opts, where, { nodes: [0, Number.MAX_SAFE_INTEGER], maxMoves: [0, Number.MAX_SAFE_INTEGER] });
  const solves = o.solves as Partial<SolveCache> | null | undefined;
  if (solves !== undefined && (solves === null || typeof solves !== 'object' || typeof solves.get !== 'function' || typeof solves.set !== 'function'))
    throw wrongType(where, 'solves as a Map (get and set)', solves);
  return o;
}

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
  checkPosition(start, 'ambiguityTexts');
  checkSolveResult(result, 'ambiguityTexts');
  return result.ambiguities.map((a) => {
    let p = start;
    for (const m of result.line.slice(0, a.ply)) p = p.play(m);
    return `at move ${a.ply + 1} these all reach the goal: ${a.moves.map((m) => lineTexts(p, [m])[0]).join(', ')}`;
  });
}

/** The move a mined puzzle's source says the game played there (undefined when none is written or it does not resolve). */
export function playedMove(entry: PuzzleEntry): Move | undefined {
  const src = entry.spec.source;
  const read = src.kind === 'game' && src.played !== undefined ? parseMove(entry.position, src.played) : undefined;
  return read?.ok ? read.value : undefined;
}

/**
 * Solves made earlier, by solveKey: a test run checks the collection once and its site build
 * reuses those solves (docs/site.md). A Map is one; without one every check solves.
 */
export interface SolveCache {
  get(key: string): SolveResult | undefined;
  set(key: string, result: SolveResult): void;
}

/** Everything a solve depends on, as one string: variant, FEN (with counters), goal, move limit, node budget, slower margin. */
function solveKey(pos: Position, goal: PuzzleGoal, opts: { readonly maxMoves: number; readonly nodes: number; readonly slowerMargin: number }): string {
  return JSON.stringify([pos.variant, makeFen(pos, { counters: true }), goal.kind, 'min' in goal ? goal.min : null, opts.maxMoves, opts.nodes, opts.slowerMargin]);
}

/** What checkPuzzle's solve depends on and may reuse. */
export interface PuzzleSolveOptions {
  readonly nodes?: number;
  readonly maxMoves?: number;
  readonly solves?: SolveCache;
}

/** The solve checkPuzzle judges a puzzle by (up to the stored solution's length), from `opts.solves` when it holds it. */
export function puzzleSolve(entry: PuzzleEntry, opts: PuzzleSolveOptions = {}): SolveResult {
  const solve = { maxMoves: opts.maxMoves ?? solverMoves(entry.moves.length), nodes: opts.nodes ?? 2_000_000, slowerMargin: SLOWER_MARGIN };
  const key = opts.solves ? solveKey(entry.position, entry.spec.goal, solve) : '';
  const known = opts.solves?.get(key);
  if (known) return known;
  const result = solvePuzzle(entry.position, entry.spec.goal, solve);
  opts.solves?.set(key, result);
  return result;
}

/**
 * Checks one puzzle: the solver searches up to the stored solution's length (so a check is fast
 * and bounded), the puzzle must be sound, the line found must be the stored one, its rating and
 * level the ones computed from that solve (puzzles/grade.ts), and a move said to have `missed`
 * the goal must not reach it (the slower moves within SLOWER_MARGIN are searched for, too).
 */
export function checkPuzzle(entry: PuzzleEntry, opts: PuzzleSolveOptions = {}): PuzzleCheck {
  checkEntry(entry, 'checkPuzzle');
  opts = checkSolveOptions(opts, 'checkPuzzle');
  const t0 = performance.now();
  const spec = entry.spec;
  const result = puzzleSolve(entry, opts);
  const problems: PuzzleProblem[] = [];
  const at = (field: string) => entry.fieldAt[field] ?? entry.at;
  const add = (code: PuzzleCode, message: string, where = at('solution')): void => {
    problems.push(puzzleProblem(code, message, where, spec.id));
  };
  // a position no game from the start reaches is a study (or from a game begun from a set-up
  // position): allowed when the puzzle's note says so
  const unreachable = checkReachable(entry.position);
  if (unreachable && !spec.note) {
    add(
      'PUZZLE_UNREACHABLE',
      `no game from the start position reaches this position (${unreachable.message}); a puzzle may hold one only when its \`note\` says why (a composed study, a game begun from a set-up position)`,
      at('fen'),
    );
  }
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
      const i = result.line.findIndex((m, k) => !entry.moves[k] || !sameMove(m, entry.moves[k]));
      const where = i >= 0 && i < entry.moveAt.length ? entry.moveAt[i]! : at('solution');
      add('PUZZLE_SOLUTION_DIFFERS', `the stored solution is not the one found: found ${lineTexts(entry.position, result.line).join(' ')}`, where);
    }
    if (result.slowerUndecided) add('PUZZLE_UNDECIDED', `the moves that reach the goal more slowly are undecided within ${opts.nodes ?? 2_000_000} positions`, at('goal'));
    const { rating, difficulty } = gradeOf(entry.position, result);
    if (rating !== spec.rating || difficulty !== spec.difficulty)
      add('PUZZLE_GRADE_DIFFERS', `rating ${spec.rating}, difficulty ${spec.difficulty} are not the computed rating ${rating}, difficulty ${difficulty}`, at('rating'));
    // written themes are the detector's, read off the stored line (`puzzles regrade --themes` rewrites them)
    const themes = lineThemes(entry.position, entry.moves, spec.goal);
    if (spec.themes.length > 0 && themes.join() !== [...spec.themes].sort().join())
      add(
        'PUZZLE_THEMES_DIFFER',
        `themes [${spec.themes.map(excerpt).join(', ')}] are not the detected themes [${themes.join(', ')}] (puzzles/themes.ts; \`bashni puzzles regrade --themes\` rewrites them)`,
        at('themes'),
      );
    const played = playedMove(entry);
    const src = spec.source;
    if (src.kind === 'game' && src.played !== undefined && !played) add('PUZZLE_BAD_SOURCE', `played: '${excerpt(src.played)}' is not one legal move of the puzzle position`, at('source'));
    if (played && src.kind === 'game' && src.mistake === 'missed') {
      const after = entry.position.play(played);
      const stillReaches = after.equals(entry.position.play(result.line[0]!)) || result.slower.some((x) => x.ply === 0 && sameMove(x.move, played));
      if (stillReaches)
        add('PUZZLE_NOT_MISSED', `mistake: missed, but the move played, ${excerpt(src.played ?? '')}, reaches the goal within ${SLOWER_MARGIN} moves more than the solution`, at('source'));
    }
  }
  return { ok: problems.length === 0, result, matchesStored, problems, ms: performance.now() - t0 };
}

/**
 * How the check reads a mined puzzle's source game file: `source` is the puzzle's `source.file` as
 * written, `puzzleFile` the puzzle file it is written in (the name the check was given). Gives the
 * file's text (decoded) and a path naming the file (puzzles sharing one file share it), or why it
 * cannot be had (a PUZZLE_BAD_SOURCE message). The check itself reads no file, so it runs
 * anywhere; puzzles/node-files.ts's sourceReader is the one on disk, confined to the collection
 * (the command and the site's build use it).
 */
export type ReadSource = (source: string, puzzleFile: string) => { path: string; text: string } | { problem: string };

/** The positions of each game of a source file (by `path#game`, 1-based, index = plies played), or why there are none. */
type SourceCache = Map<string, Position[] | string>;

/** Parses a source file once and replays each of its games once, into the cache. */
function replaySource(path: string, text: string, shown: string, cache: SourceCache): void {
  const parsed = parsePdn(text, { file: path });
  parsed.value.forEach((record, i) => {
    const r = replayGame(record, { info: false, variations: false });
    cache.set(`${path}#${i + 1}`, r.start && r.mainLine ? [r.start, ...r.mainLine.plies.map((p) => p.after)] : `source game ${i + 1} of ${shown} cannot be replayed`);
  });
}

/** The verdict on one puzzle (or on an unreadable part of a puzzle file). */
export interface PuzzleVerdict {
  readonly file: string;
  readonly line: number;
  readonly id: string | undefined;
  /** True for a puzzle (readable or not); false for a problem of the file as a whole (YAML syntax, shape, empty). */
  readonly puzzle: boolean;
  readonly ok: boolean;
  /** Solve time and nodes, for puzzles that could be read. */
  readonly ms?: number;
  readonly nodes?: number;
  /**
   * For a sound puzzle: the moves that reach the goal more slowly (within SLOWER_MARGIN more
   * solver moves) at each solver step, as full capture paths; the site accepts them.
   */
  readonly slower?: readonly SlowerText[];
  readonly problems: readonly PuzzleProblem[];
}

/** A slower move as text: `ply` = index of the solver step in the solution, `moves` = solver moves it needs from there. */
export interface SlowerText {
  readonly ply: number;
  readonly move: string;
  readonly moves: number;
}

/** The slower moves of a solve as text. */
export function slowerTexts(start: Position, result: SolveResult): SlowerText[] {
  checkPosition(start, 'slowerTexts');
  checkSolveResult(result, 'slowerTexts');
  const positions = [start];
  for (const m of result.line) positions.push(positions[positions.length - 1]!.play(m));
  return result.slower.map((x) => ({ ply: x.ply, move: lineTexts(positions[x.ply]!, [x.move])[0]!, moves: x.moves }));
}

export interface CollectionCheckOptions {
  /** Reads a mined puzzle's source game file (puzzles/node-files.ts's sourceReader on disk). */
  readonly readSource: ReadSource;
  /** Node budget per puzzle. */
  readonly nodes?: number;
  /** Solves to reuse, and where new ones are kept (tests only: the site build of a test run reuses the run's check). */
  readonly solves?: SolveCache;
}

/** Checks puzzle files one after another, remembering ids (unique across files) and replayed source games. */
export class CollectionCheck {
  private readonly ids = new PuzzleIds();
  private readonly cache: SourceCache = new Map();
  /** readSource's answers (the path, or why not), by puzzle file and source as written: a file is read once per puzzle file naming it. */
  private readonly sources = new Map<string, { path: string } | { problem: string }>();
  /** The source files read and replayed, by path. */
  private readonly replayed = new Set<string>();

  constructor(private readonly opts: CollectionCheckOptions) {
    const o = checkSolveOptions(opts, 'CollectionCheck');
    if (typeof o.readSource !== 'function') throw wrongType('CollectionCheck', 'readSource as a function', o.readSource);
  }

  /** The positions of game `game` of the source file `source` of puzzle file `file`, or why they cannot be had. */
  private sourcePositions(source: string, file: string, game: number): Position[] | string {
    const key = JSON.stringify([file, source]);
    let found = this.sources.get(key);
    if (!found) {
      const read = this.opts.readSource(source, file);
      if ('problem' in read) found = read;
      else {
        if (!this.replayed.has(read.path)) replaySource(read.path, read.text, excerpt(source), this.cache);
        this.replayed.add(read.path);
        found = { path: read.path };
      }
      this.sources.set(key, found);
    }
    if ('problem' in found) return found.problem;
    return this.cache.get(`${found.path}#${game}`) ?? `source file ${excerpt(source)} has no game ${game}`;
  }

  /** Every verdict of one puzzle file: its unreadable puzzles and file problems first, then one per puzzle read. */
  checkFile(file: string, text: string): PuzzleVerdict[] {
    const read = readPuzzleFile(text, file);
    const out: PuzzleVerdict[] = [];
    // one verdict per unreadable puzzle (all its problems), one per problem of the whole file
    const unreadable = new Map<number, { line: number; id: string | undefined; problems: PuzzleProblem[] }>();
    for (const e of read.errors) {
      if (e.item === undefined) {
        out.push({ file, line: e.pos.line, id: e.detail?.puzzle, puzzle: false, ok: false, problems: [e] });
        continue;
      }
      let v = unreadable.get(e.item);
      if (!v) {
        v = { line: e.pos.line, id: e.detail?.puzzle, problems: [] };
        unreadable.set(e.item, v);
        out.push({ file, line: v.line, id: v.id, puzzle: true, ok: false, problems: v.problems });
      }
      v.problems.push(e);
    }
    for (const entry of read.puzzles) {
      const spec = entry.spec;
      const problems: PuzzleProblem[] = [];
      const duplicate = this.ids.claim(entry);
      if (duplicate) problems.push(duplicate);
      if (spec.source.kind === 'game') {
        const { file: sourceFile, game, ply } = spec.source;
        const where = entry.fieldAt.source ?? entry.at;
        const line = this.sourcePositions(sourceFile, file, game);
        const p = typeof line === 'string' ? line : (line[ply] ?? `source game ${game} of ${excerpt(sourceFile)} has only ${line.length - 1} plies`);
        if (typeof p === 'string') problems.push(puzzleProblem('PUZZLE_BAD_SOURCE', p, where, spec.id));
        else if (!p.equals(entry.position)) problems.push(puzzleProblem('PUZZLE_SOURCE_MISMATCH', `the position after ply ${ply} of game ${game} is ${makeFen(p)}, not the puzzle's`, where, spec.id));
        else if (spec.source.played !== undefined) {
          const played = playedMove(entry);
          const next = typeof line === 'string' ? undefined : line[ply + 1];
          if (played && !(next && p.play(played).equals(next)))
            problems.push(puzzleProblem('PUZZLE_SOURCE_MISMATCH', `game ${game} does not play ${excerpt(spec.source.played)} after ply ${ply}`, where, spec.id));
        }
      }
      const check = checkPuzzle(entry, this.opts);
      for (const p of check.problems) problems.push(p);
      const ok = problems.length === 0;
      out.push({ file, line: entry.at.line, id: spec.id, puzzle: true, ok, ms: check.ms, nodes: check.result.nodes, ...(ok ? { slower: slowerTexts(entry.position, check.result) } : {}), problems });
    }
    return out;
  }
}
