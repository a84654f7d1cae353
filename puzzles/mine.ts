// Mining: candidate puzzles from the main lines of games, each position searched for a forced
// win or gain (puzzles/solve.ts), kept only when sound, never from inside another's solution.
import { makeFen } from '../engine/fen.ts';
import { checkReachable } from '../engine/reachable.ts';
import type { Position } from '../engine/position.ts';
import type { GameRecord } from '../grammar/record.ts';
import { replayGame } from '../records/replay.ts';
import { lineTexts } from '../records/annotate.ts';
import type { PuzzleSpec } from './file.ts';
import { minePosition, type MineOptions, type PuzzleGoal } from './solve.ts';

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
  readonly difficulty: number;
  readonly themes: readonly string[];
}

/** Mines one position (minePosition); undefined when it holds no sound puzzle. Deterministic. */
function mineFind(pos: Position, opts: MineOptions): PositionFind | undefined {
  const mined = minePosition(pos, opts);
  if (!mined) return undefined;
  return { goal: mined.goal, solution: lineTexts(pos, mined.line), difficulty: mined.difficulty, themes: mined.themes };
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
  records.forEach((record, gi) => specs.push(...mineGame(record, gi + 1, opts, seen, found)));
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
  const positions = [r.start, ...r.mainLine.plies.map((p) => p.after)];
  let next = opts.fromPly;
  for (let ply = opts.fromPly; ply < positions.length; ply++) {
    if (ply < next) continue;
    const pos = positions[ply]!;
    const fen = makeFen(pos);
    if (seen.has(fen)) continue;
    let find = finds.known?.get(ply);
    if (find === undefined) {
      find = mineFind(pos, opts) ?? null;
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
      difficulty: find.difficulty,
      themes: find.themes,
      source: { kind: 'game', file: opts.sourceFile, game, ply },
      // a game begun from a set-up position can hold what no game from the start reaches
      ...(checkReachable(pos) ? { note: 'from a game begun from a set-up position' } : {}),
    };
    specs.push(spec);
    found?.(game, spec);
  }
  return specs;
}
