// Checking puzzles: each puzzle sound with its stored solution the one the solver finds, ids
// unique across the collection, and a mined puzzle's position the one in its source game. The
// CLI's `puzzles check` and the site's build both run these checks.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import { makeFen } from '../engine/fen.ts';
import { checkReachable } from '../engine/reachable.ts';
import { sameMove, type Position } from '../engine/position.ts';
import { decodePdn } from '../grammar/decode.ts';
import { parsePdn } from '../grammar/pdn.ts';
import { replayGame } from '../records/replay.ts';
import { lineTexts } from '../records/annotate.ts';
import { matchMoves, parseMoveText } from '../engine/notation.ts';
import type { Move } from '../engine/types.ts';
import { PuzzleIds, readPuzzleFile, type PuzzleEntry } from './file.ts';
import { puzzleProblem, type PuzzleCode, type PuzzleProblem } from './problem.ts';
import { gradeOf } from './grade.ts';
import { SLOWER_MARGIN, solvePuzzle, type SolveResult } from './solve.ts';
import type { PuzzleGoal } from './goal.ts';

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

/** The move a mined puzzle's source says the game played there (undefined when none is written or it does not resolve). */
export function playedMove(entry: PuzzleEntry): Move | undefined {
  const src = entry.spec.source;
  const written = src.kind === 'game' && src.played !== undefined ? parseMoveText(src.played) : undefined;
  const found = written ? matchMoves(entry.position, written) : [];
  return found.length === 1 ? found[0] : undefined;
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
      const i = result.line.findIndex((m, k) => !entry.moves[k] || !sameMove(m, entry.moves[k]!));
      const where = i >= 0 && i < entry.moveAt.length ? entry.moveAt[i]! : at('solution');
      add('PUZZLE_SOLUTION_DIFFERS', `the stored solution is not the one found: found ${lineTexts(entry.position, result.line).join(' ')}`, where);
    }
    if (result.slowerUndecided) add('PUZZLE_UNDECIDED', `the moves that reach the goal more slowly are undecided within ${opts.nodes ?? 2_000_000} positions`, at('goal'));
    const { rating, difficulty } = gradeOf(entry.position, result);
    if (rating !== spec.rating || difficulty !== spec.difficulty)
      add('PUZZLE_GRADE_DIFFERS', `rating ${spec.rating}, difficulty ${spec.difficulty} are not the computed rating ${rating}, difficulty ${difficulty}`, at('rating'));
    const played = playedMove(entry);
    const src = spec.source;
    if (src.kind === 'game' && src.played !== undefined && !played) add('PUZZLE_BAD_SOURCE', `played: '${src.played}' is not one legal move of the puzzle position`, at('source'));
    if (played && src.kind === 'game' && src.mistake === 'missed') {
      const after = entry.position.play(played);
      const stillReaches = after.equals(entry.position.play(result.line[0]!)) || result.slower.some((x) => x.ply === 0 && sameMove(x.move, played));
      if (stillReaches) add('PUZZLE_NOT_MISSED', `mistake: missed, but the move played, ${src.played}, reaches the goal within ${SLOWER_MARGIN} moves more than the solution`, at('source'));
    }
  }
  return { ok: problems.length === 0, result, matchesStored, problems, ms: performance.now() - t0 };
}

type SourceCache = Map<string, Position[] | string>;

/** Largest source game file read; a larger one is a PUZZLE_BAD_SOURCE (as is anything but a regular file). */
const MAX_SOURCE_BYTES = 64 << 20;

/** True when `path` is `root` or inside it (both absolute and resolved). */
function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

/**
 * Where a puzzle's `source.file` is, confined to the collection: a relative path without `..`
 * going up, found under one of the roots (in order), not leaving it through a link, a regular
 * file. The path, or why not (a PUZZLE_BAD_SOURCE message).
 */
export function resolveSourceFile(source: string, roots: readonly string[]): { path: string } | { problem: string } {
  if (isAbsolute(source) || /^[a-zA-Z]:|^[\\/]/.test(source)) return { problem: `source file ${source} must be a path relative to the collection's root, not an absolute path` };
  const norm = normalize(source);
  if (norm === '..' || norm.startsWith('..' + sep) || norm.startsWith('../')) return { problem: `source file ${source} is outside the collection's root` };
  for (const root of roots) {
    const path = resolve(root, norm);
    try {
      lstatSync(path);
    } catch {
      continue; // not under this root
    }
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      return { problem: `source file ${source} is a link to nothing` };
    }
    let realRoot: string;
    try {
      realRoot = realpathSync(root);
    } catch {
      realRoot = resolve(root);
    }
    if (!inside(realRoot, real)) return { problem: `source file ${source} leads outside the collection's root (a link)` };
    return { path: real };
  }
  return { problem: `source file ${source} does not exist` };
}

/** The text of a source game file: a regular file of at most MAX_SOURCE_BYTES, or why not. */
function readSourceText(path: string, shown: string): string | { problem: string } {
  let fd: number;
  try {
    // never blocks: a FIFO is refused before it is opened (and O_NONBLOCK if it appears meanwhile)
    if (!statSync(path).isFile()) return { problem: `source file ${shown} is ${statSync(path).isDirectory() ? 'a directory' : 'not a regular file'}` };
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return { problem: `source file ${shown} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { problem: `source file ${shown} is a directory` };
    if (!st.isFile()) return { problem: `source file ${shown} is not a regular file` };
    if (st.size > MAX_SOURCE_BYTES) return { problem: `source file ${shown} is larger than the limit of ${MAX_SOURCE_BYTES >> 20} MB` };
    // read at most the limit (plus one byte, to see a file that grew)
    const buf = Buffer.allocUnsafe(Math.min(st.size, MAX_SOURCE_BYTES) + 1);
    let n = 0;
    for (;;) {
      const k = readSync(fd, buf, n, buf.length - n, null);
      if (k === 0) break;
      n += k;
      if (n === buf.length) break;
    }
    if (n > MAX_SOURCE_BYTES) return { problem: `source file ${shown} is larger than the limit of ${MAX_SOURCE_BYTES >> 20} MB` };
    return decodePdn(buf.subarray(0, n)).text;
  } catch (e) {
    return { problem: `source file ${shown} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    closeSync(fd);
  }
}

/** The positions of game `game` (1-based) of a PDN file from its start (index = plies played), or why they cannot be had. */
function sourcePositions(file: string, shown: string, game: number, cache: SourceCache): Position[] | string {
  const key = `${file}#${game}`;
  if (!cache.has(key)) {
    if (!cache.has(file)) {
      const text = readSourceText(file, shown);
      if (typeof text !== 'string') {
        cache.set(file, text.problem);
        return text.problem;
      }
      cache.set(file, '');
      // parse the file once, replay each game once
      const parsed = parsePdn(text, { file });
      parsed.value.forEach((record, i) => {
        const r = replayGame(record, { info: false, variations: false });
        cache.set(`${file}#${i + 1}`, r.start && r.mainLine ? [r.start, ...r.mainLine.plies.map((p) => p.after)] : `source game ${i + 1} of ${shown} cannot be replayed`);
      });
    }
    const unreadable = cache.get(file);
    if (typeof unreadable === 'string' && unreadable) return unreadable;
    if (!cache.has(key)) cache.set(key, `source file ${shown} has no game ${game}`);
  }
  return cache.get(key)!;
}

/**
 * Where the source files of a puzzle file's puzzles are looked for, in order: only `root` when
 * given, else the current directory, then the collection's root (the directory above the
 * puzzle file's: `puzzles/x.yaml` -> `games/x.pdn`).
 */
export function sourceRoots(puzzleFile: string, root?: string, cwd: string = process.cwd()): string[] {
  return root !== undefined ? [resolve(cwd, root)] : [cwd, resolve(cwd, dirname(puzzleFile), '..')];
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
  const positions = [start];
  for (const m of result.line) positions.push(positions[positions.length - 1]!.play(m));
  return result.slower.map((x) => ({ ply: x.ply, move: lineTexts(positions[x.ply]!, [x.move])[0]!, moves: x.moves }));
}

export interface CollectionCheckOptions {
  /** Node budget per puzzle. */
  readonly nodes?: number;
  /**
   * The directory source files are read from (`source.file` is relative to it and may not leave
   * it). Default: the current directory, else the collection's root (the directory above the
   * puzzle file's, as in `puzzles/x.yaml` -> `games/x.pdn`).
   */
  readonly root?: string;
  /** The directory relative paths (puzzle files, `root`) start from: the current directory unless told. */
  readonly cwd?: string;
  /** Solves to reuse, and where new ones are kept (tests only: the site build of a test run reuses the run's check). */
  readonly solves?: SolveCache;
}

/** Checks puzzle files one after another, remembering ids (unique across files) and replayed source games. */
export class CollectionCheck {
  private readonly ids = new PuzzleIds();
  private readonly cache: SourceCache = new Map();

  constructor(private readonly opts: CollectionCheckOptions = {}) {}

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
    const roots = sourceRoots(file, this.opts.root, this.opts.cwd);
    for (const entry of read.puzzles) {
      const spec = entry.spec;
      const problems: PuzzleProblem[] = [];
      const duplicate = this.ids.claim(entry);
      if (duplicate) problems.push(duplicate);
      if (spec.source.kind === 'game') {
        const { file: sourceFile, game, ply } = spec.source;
        const where = entry.fieldAt.source ?? entry.at;
        const src = resolveSourceFile(sourceFile, roots);
        const line = 'path' in src ? sourcePositions(src.path, sourceFile, game, this.cache) : src.problem;
        const p = typeof line === 'string' ? line : (line[ply] ?? `source game ${game} of ${sourceFile} has only ${line.length - 1} plies`);
        if (typeof p === 'string') problems.push(puzzleProblem('PUZZLE_BAD_SOURCE', p, where, spec.id));
        else if (!p.equals(entry.position)) problems.push(puzzleProblem('PUZZLE_SOURCE_MISMATCH', `the position after ply ${ply} of game ${game} is ${makeFen(p)}, not the puzzle's`, where, spec.id));
        else if (spec.source.played !== undefined) {
          const played = playedMove(entry);
          const next = typeof line === 'string' ? undefined : line[ply + 1];
          if (played && !(next && p.play(played).equals(next)))
            problems.push(puzzleProblem('PUZZLE_SOURCE_MISMATCH', `game ${game} does not play ${spec.source.played} after ply ${ply}`, where, spec.id));
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
