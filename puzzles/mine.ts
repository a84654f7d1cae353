// Mining: candidate puzzles from the main lines of games, each position searched for a forced
// win or gain (puzzles/solve.ts), kept only when sound, never from inside another's solution;
// each records the move the game played there and whether a player went wrong (docs/puzzles.md).
import { makeFen } from '../engine/fen.ts';
import { matchMoves, parseMoveText } from '../engine/notation.ts';
import { checkReachable } from '../engine/reachable.ts';
import type { Position } from '../engine/position.ts';
import { Searcher } from '../engine/search.ts';
import type { Move } from '../engine/types.ts';
import type { GameRecord } from '../grammar/record.ts';
import { replayGame } from '../records/replay.ts';
import { judgeMove, lineTexts } from '../records/annotate.ts';
import type { PuzzleMistake, PuzzleSpec } from './file.ts';
import { gradeOf, ratingLevel } from './grade.ts';
import { minePosition, movesWith, SLOWER_MARGIN, type MineOptions, type PuzzleGoal } from './solve.ts';

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
    const judged = judgeMove(searcher.search(before, { depth: BLUNDER_DEPTH }), searcher.search(pos, { depth: BLUNDER_DEPTH }), beforeMove(before, pos)!);
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
    const written = parseMoveText(text);
    const found = written ? matchMoves(p, written) : [];
    if (found.length !== 1) return false;
    p = p.play(found[0]!);
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
 * Mines the bashni games of one file. `seen` holds the FENs already used (across files), so a
 * position becomes one puzzle at most; `found` is told of each new puzzle (for progress).
 */
export function mineGames(records: readonly GameRecord[], opts: MineGamesOptions, seen: Set<string>, found?: (game: number, spec: PuzzleSpec) => void): PuzzleSpec[] {
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
  const r = replayGame(record, { info: false, variations: false });
  if (!r.start || !r.mainLine || r.variant !== 'bashni') return specs;
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
      variant: 'bashni',
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
