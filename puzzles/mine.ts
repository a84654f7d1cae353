// Mining: candidate puzzles from the main lines of games, each position searched for a forced
// win or gain (puzzles/solve.ts), kept only when sound, never from inside another's solution.
import { makeFen } from '../engine/fen.ts';
import type { GameRecord } from '../grammar/record.ts';
import { replayGame } from '../records/replay.ts';
import { lineTexts } from '../records/annotate.ts';
import type { PuzzleSpec } from './file.ts';
import { minePosition, type MineOptions } from './solve.ts';

export interface MineGamesOptions extends MineOptions {
  /** Plies skipped at the start of every game. */
  readonly fromPly: number;
  /** The new ids are `<idPrefix>-g<game>-p<ply>`. */
  readonly idPrefix: string;
  /** The source file as written into each puzzle (relative to the collection's root). */
  readonly sourceFile: string;
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

/** Mines one game (`game`: its 1-based number in its file), for a file read game by game; as mineGames. */
export function mineGame(record: GameRecord, game: number, opts: MineGamesOptions, seen: Set<string>, found?: (game: number, spec: PuzzleSpec) => void): PuzzleSpec[] {
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
    const mined = minePosition(pos, opts);
    if (!mined) continue;
    seen.add(fen);
    next = ply + mined.line.length; // no puzzle from inside another's solution
    const spec: PuzzleSpec = {
      id: `${opts.idPrefix}-g${game}-p${ply}`,
      title: '',
      variant: 'bashni',
      fen,
      goal: mined.goal,
      solution: lineTexts(pos, mined.line),
      difficulty: mined.difficulty,
      themes: mined.themes,
      source: { kind: 'game', file: opts.sourceFile, game, ply },
    };
    specs.push(spec);
    found?.(game, spec);
  }
  return specs;
}
