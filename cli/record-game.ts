// One game of a PDN file, replayed, for the commands that draw a game (`show FILE --game N
// --ply P`, `gif FILE --game N`): the file is streamed game by game (cli/games.ts) up to the game
// asked for, which is replayed by records/ (the one replay: no rules here). A game number past the
// file's end, or a ply past the game's end, is a usage error that says how many there are (exit 2);
// a record whose moves do not replay as far as needed is invalid (its problem, exit 1).
import type { Position } from '../engine/position.ts';
import type { Square, VariantName } from '../engine/types.ts';
import { formatProblem } from '../grammar/problem.ts';
import { resultWinner } from '../grammar/results.ts';
import { replayGame, writtenResult, type ResolvedPly } from '../records/replay.ts';
import { gamesOfInput } from './games.ts';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import { safeName } from './terminal-text.ts';

/** A game's main line as replayed: the start, every ply, the result as written. */
export interface ReplayedGame {
  /** 1-based, as `--game` names it. */
  readonly number: number;
  readonly variant: VariantName;
  readonly start: Position;
  readonly plies: readonly ResolvedPly[];
  /** The written result (`2-0`), if any. */
  readonly result?: string;
  /** The first problem of the main line, formatted (`file:line:column: message [CODE]`), if it stops early. */
  readonly problem?: string;
  /** The plies written in the main line (more than `plies` when it stops at a problem). */
  readonly written: number;
}

/** Thrown when a record does not replay as far as asked: its problem, for exit 1. */
export class InvalidRecordError extends Error {}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Game `number` (1-based) of the PDN input `path` (`-`: standard input), replayed along its main line. */
export async function gameOfFile(io: CliIo, path: string, number: number, variant: VariantName, encoding?: PdnEncoding): Promise<ReplayedGame> {
  let count = 0;
  const name = path === '-' ? '<stdin>' : path;
  for await (const parsed of gamesOfInput(path, { io, ...(encoding ? { encoding } : {}) })) {
    count++;
    if (count < number) continue;
    const replay = replayGame(parsed.game, { variant, parseErrors: parsed.errors, variations: false, info: false });
    if (!replay.start || !replay.variant) {
      const p = replay.problem;
      throw new InvalidRecordError(p ? formatProblem({ ...p, file: safeName(name) }, `game ${number}`) : `${safeName(name)}: game ${number} cannot be replayed`);
    }
    const line = replay.mainLine;
    const result = writtenResult(parsed.game);
    return {
      number,
      variant: replay.variant,
      start: replay.start,
      plies: line?.plies ?? [],
      ...(result !== undefined ? { result } : {}),
      ...(line?.problem ? { problem: formatProblem({ ...line.problem, file: safeName(name) }, `game ${number}`) } : {}),
      written: parsed.game.moves.length,
    };
  }
  throw new UsageError(`${safeName(name)}: there is no game ${number}: the file has ${plural(count, 'game')}`);
}

/** The position after `ply` plies of the game's main line (default: its end), and the move that led there. */
export function positionAtPly(game: ReplayedGame, ply: number | undefined): { readonly position: Position; readonly lastMove?: readonly Square[]; readonly ply: number } {
  const at = ply ?? game.plies.length;
  if (at > game.written) throw new UsageError(`--ply ${at}: game ${game.number} has ${plural(game.written, 'ply', 'plies')} (--ply 0..${game.written})`);
  if (at > game.plies.length) throw new InvalidRecordError(game.problem ?? `game ${game.number} does not replay to ply ${at}`);
  if (at === 0) return { position: game.start, ply: 0 };
  const p = game.plies[at - 1]!;
  return { position: p.after, lastMove: [p.move.from, ...p.move.path], ply: at };
}

/** The result in words for the end of an animation: `White wins (2-0)`, `Draw (1-1)`, or the result as written. */
export function resultWords(result: string | undefined): string | undefined {
  if (result === undefined || result === '*') return undefined;
  const winner = resultWinner(result);
  if (winner === 'white') return `White wins (${result})`;
  if (winner === 'black') return `Black wins (${result})`;
  if (winner === 'draw') return `Draw (${result})`;
  return result;
}
