// Mining: candidate puzzles from positions (minePosition) and from the main lines of games, each
// position searched for a forced
// win or gain (puzzles/solve.ts), kept only when sound, never from inside another's solution;
// each records the move the game played there and whether a player went wrong (docs/puzzles.md).
import { makeFen } from '../engine/fen.ts';
import { parseMove } from '../engine/notation.ts';
import { checkReachable } from '../engine/reachable.ts';
import type { Position } from '../engine/position.ts';
import { Searcher, search } from '../engine/search.ts';
import type { Move } from '../engine/types.ts';
import type { GameRecord } from '../grammar/record.ts';
import { replayGame } from '../records/replay.ts';
import { judgeMove, lineTexts } from '../records/annotate.ts';
import type { PuzzleMistake, PuzzleSpec } from './file.ts';
import { gradeOf, ratingLevel } from './grade.ts';
import { distinctMoves, movesWith, solvePuzzle, SLOWER_MARGIN, type SolveResult } from './solve.ts';
import type { PuzzleGoal } from './goal.ts';
import { lineThemes } from './themes.ts';
import { checkString, checkWhole, isList, wrongType } from '../engine/argument-error.ts';
import { checkPosition } from '../engine/position.ts';
import { checkRecord } from '../grammar/record.ts';
import { checkCounts } from './arguments.ts';

export interface MineOptions {
  /** Longest win searched, in solver moves (default 4). */
  winMoves?: number;
  /** Longest material / capture-path line searched, in solver moves (default 3). */
  materialMoves?: number;
  /** Largest material gain tried (default 24: every piece). */
  maxGain?: number;
  /** Node budget per solve (default 300,000). */
  nodes?: number;
  /** Depth of the engine check that a material gain holds after the line (default 6). */
  holdDepth?: number;
}

export interface MinedPuzzle {
  readonly goal: PuzzleGoal;
  /** The solve of that goal: sound, its line the puzzle's solution. */
  readonly result: SolveResult;
  readonly themes: readonly string[];
}

/**
 * The best sound puzzle in pos, if any: a forced win, else (when the side to move must choose
 * among captures) a capture-path puzzle, else a material puzzle with the largest gain forced
 * within `materialMoves` (never capped below it). Material gains must also hold in the engine's
 * eyes after the line (a search of holdDepth still sees the solver at least half a man per piece
 * ahead), so that a gain won back at once does not count. A one-move puzzle needs at least three
 * distinct first moves: a choice between two is a coin flip, not a puzzle.
 */
/** The bounds of MineOptions' counts (the solver caps its moves at 30; a search's depth at 64). */
const MINE_BOUNDS = { winMoves: [0, 30], materialMoves: [0, 30], maxGain: [0, 48], nodes: [0, Number.MAX_SAFE_INTEGER], holdDepth: [0, 64] } as const;

export function minePosition(pos: Position, opts: MineOptions = {}): MinedPuzzle | undefined {
  checkPosition(pos, 'minePosition');
  opts = checkCounts(opts, 'minePosition', MINE_BOUNDS);
  const legal = pos.legalMoves();
  if (legal.length < 2) return undefined;
  const nodes = opts.nodes ?? 300_000;
  const found = (goal: PuzzleGoal, result: SolveResult): MinedPuzzle | undefined =>
    result.moves === 1 && distinctMoves(pos) < 3 ? undefined : { goal, result, themes: lineThemes(pos, result.line, goal) };
  const win = solvePuzzle(pos, { kind: 'win' }, { maxMoves: opts.winMoves ?? 4, nodes });
  if (win.found) return win.sound ? found({ kind: 'win' }, win) : undefined;
  const captures = legal.filter((m) => m.jumped.length > 0).length;
  const kind: 'material' | 'capture-path' = captures >= 2 ? 'capture-path' : 'material';
  const maxMoves = opts.materialMoves ?? 3;
  let best: SolveResult | undefined;
  let bestMin = 0;
  for (let n = kind === 'capture-path' ? 0 : 1; n <= (opts.maxGain ?? 24); n++) {
    const goal: PuzzleGoal = { kind, min: n };
    const r = solvePuzzle(pos, goal, { maxMoves, nodes });
    if (!r.found) break;
    best = r;
    bestMin = n;
  }
  if (!best || !best.sound) return undefined;
  const goal: PuzzleGoal = { kind, min: bestMin };
  // the gain must hold: play the line and ask the engine
  let end = pos;
  for (const m of best.line) end = end.play(m);
  if (end.legalMoves().length > 0 && bestMin > 0) {
    const score = search(end, { depth: opts.holdDepth ?? 6, fullWidth: true }).score;
    const solverView = end.turn === pos.turn ? score : -score;
    if (solverView < bestMin * 50) return undefined;
  }
  return found(goal, best);
}

/** A move played is `missed` when it does not reach the goal within this many solver moves more than the solution: a stricter bar than the site's acceptance (SLOWER_MARGIN), so a miss is clearly one. */
const MISSED_MARGIN = SLOWER_MARGIN + 1;

export interface MineGamesOptions extends MineOptions {
  /** Plies skipped at the start of every game. */
  readonly fromPly: number;
  /** The new ids are `<idPrefix>-g<game>-p<ply>`. */
  readonly idPrefix: string;
  /** The source file as written into each puzzle (relative to the collection's root). */
  readonly sourceFile: string;
}

/** Russian letters in Latin ones (as in passports, ICAO 9303), so that `ИГРЫ.pdn` gives ids from `igry`. */
const CYRILLIC_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/**
 * The id prefix of puzzles mined from a record file: its name without `.pdn`, lower-case, Russian
 * letters in Latin ones, any other run of characters an id cannot hold as one `-`, starting with a
 * letter or digit; `mined` when nothing is left (`.pdn`, `---.pdn`). Ids made from it
 * (`<prefix>-g1-p11`) are always valid ids (ID_RE).
 * @example minedIdPrefix('games/ИГРЫ 2024.pdn') // 'igry-2024'
 */
export function minedIdPrefix(file: string): string {
  const name = file
    .replace(/^.*[\\/]/, '')
    .replace(/\.pdn$/i, '')
    .toLowerCase();
  const latin = [...name].map((c) => CYRILLIC_LATIN[c] ?? c).join('');
  const prefix = latin.replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '');
  return prefix || 'mined';
}

/** What mining finds in one position, as plain data (it can cross to and from worker threads). */
export interface PositionFind {
  readonly goal: PuzzleGoal;
  /** The solution line, full capture paths. */
  readonly solution: readonly string[];
  readonly rating: number;
  readonly themes: readonly string[];
  /** The move the game played there (full capture path), when the game went on. */
  readonly played?: string;
  readonly mistake?: PuzzleMistake;
}

/** Depth of the searches that judge the opponent's move into a puzzle position (as `bashni annotate --depth 6` does). */
const BLUNDER_DEPTH = 6;

/**
 * Mines one position (minePosition); undefined when it holds no sound puzzle. `played` is the
 * game's move there, `before` the position before the opponent's move into it. Deterministic.
 */
function mineFind(pos: Position, played: Move | undefined, before: Position | undefined, opts: MineOptions): PositionFind | undefined {
  const mined = minePosition(pos, opts);
  if (!mined) return undefined;
  const { goal, result } = mined;
  const solution = lineTexts(pos, result.line);
  if (!readsBack(pos, solution)) return undefined;
  const { rating } = gradeOf(pos, result);
  let mistake: PuzzleMistake | undefined;
  if (played && movesWith(pos, goal, played, result.moves + MISSED_MARGIN) === 0) mistake = 'missed';
  else if (before) {
    const searcher = new Searcher();
    const judged = judgeMove(searcher.search(before, { depth: BLUNDER_DEPTH, fullWidth: true }), searcher.search(pos, { depth: BLUNDER_DEPTH, fullWidth: true }), beforeMove(before, pos)!);
    if (judged.nag === 2 || judged.nag === 4) mistake = 'blunder';
  }
  return {
    goal,
    solution,
    rating,
    themes: mined.themes,
    ...(played ? { played: lineTexts(pos, [played])[0]! } : {}),
    ...(mistake ? { mistake } : {}),
  };
}

/** The legal move of `before` that leads to `after`. */
function beforeMove(before: Position, after: Position): Move | undefined {
  return before.legalMoves().find((m) => before.play(m).equals(after));
}

/**
 * Every move text of the line names exactly one legal move. Not always so: a king's one-jump
 * capture `d6:g3` reads also as the short form of `d6:b8:g3` when that is legal too, and PDN
 * has no other way to write it.
 */
function readsBack(start: Position, line: readonly string[]): boolean {
  let p = start;
  for (const text of line) {
    const read = parseMove(p, text);
    if (!read.ok) return false;
    p = p.play(read.value);
  }
  return true;
}

/**
 * Finds of a game's positions by ply of its main line (null: nothing there): `known` ones are
 * used instead of mining again, and every ply mined is added to `computed`.
 */
export interface GameFinds {
  readonly known?: ReadonlyMap<number, PositionFind | null>;
  readonly computed?: Map<number, PositionFind | null>;
}

/**
 * Mines the bashni and lasca games of one file (the collection's two column games with puzzles). `seen` holds the FENs already used (across files), so a
 * position becomes one puzzle at most; `found` is told of each new puzzle (for progress).
 */
export function mineGames(records: readonly GameRecord[], opts: MineGamesOptions, seen: Set<string>, found?: (game: number, spec: PuzzleSpec) => void): PuzzleSpec[] {
  const where = 'mineGames';
  if (!isList(records)) throw wrongType(where, 'a list of game records (as parsePdn gives)', records);
  for (const r of records as unknown[]) checkRecord(r, where);
  const o = checkCounts(opts, where, MINE_BOUNDS);
  checkWhole(o.fromPly, where, 'fromPly', 0);
  checkString(o.idPrefix, where, 'idPrefix (a string)');
  checkString(o.sourceFile, where, 'sourceFile (a string)');
  if (!(seen instanceof Set)) throw wrongType(where, 'the FENs already used (a Set)', seen);
  if (found !== undefined && typeof found !== 'function') throw wrongType(where, 'found as a function', found);
  const specs: PuzzleSpec[] = [];
  records.forEach((record, gi) => {
    for (const spec of mineGame(record, gi + 1, opts, seen, found)) specs.push(spec);
  });
  return specs;
}

/**
 * Mines one game (`game`: its 1-based number in its file), for a file read game by game; as
 * mineGames. A position's find depends on that position alone, so finds computed elsewhere (a
 * worker thread that knows nothing of the other games: `finds.known`) give the same puzzles as
 * mining in one sequence; only which positions are looked at depends on the games before.
 */
export function mineGame(record: GameRecord, game: number, opts: MineGamesOptions, seen: Set<string>, found?: (game: number, spec: PuzzleSpec) => void, finds: GameFinds = {}): PuzzleSpec[] {
  const specs: PuzzleSpec[] = [];
  // fewer moves than fromPly: no position to look at (a file of empty games is not replayed game by game)
  if (record.moves.length < opts.fromPly) return specs;
  const r = replayGame(record, { info: false, variations: false });
  if (!r.start || !r.mainLine || (r.variant !== 'bashni' && r.variant !== 'lasca')) return specs;
  const plies = r.mainLine.plies;
  const positions = [r.start, ...plies.map((p) => p.after)];
  let next = opts.fromPly;
  for (let ply = opts.fromPly; ply < positions.length; ply++) {
    if (ply < next) continue;
    const pos = positions[ply]!;
    const fen = makeFen(pos);
    if (seen.has(fen)) continue;
    let find = finds.known?.get(ply);
    if (find === undefined) {
      find = mineFind(pos, plies[ply]?.move, ply > 0 ? positions[ply - 1] : undefined, opts) ?? null;
      finds.computed?.set(ply, find);
    }
    if (!find) continue;
    seen.add(fen);
    next = ply + find.solution.length; // no puzzle from inside another's solution
    const spec: PuzzleSpec = {
      id: `${opts.idPrefix}-g${game}-p${ply}`,
      title: '',
      variant: r.variant,
      fen,
      goal: find.goal,
      solution: find.solution,
      rating: find.rating,
      difficulty: ratingLevel(find.rating),
      themes: find.themes,
      source: {
        kind: 'game',
        file: opts.sourceFile,
        game,
        ply,
        ...(find.played ? { played: find.played } : {}),
        ...(find.mistake ? { mistake: find.mistake } : {}),
      },
      // a game begun from a set-up position can hold what no game from the start reaches
      ...(checkReachable(pos) ? { note: 'from a game begun from a set-up position' } : {}),
    };
    specs.push(spec);
    found?.(game, spec);
  }
  return specs;
}
