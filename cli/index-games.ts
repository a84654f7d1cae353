// The entries of `bashni index` for a batch of games (cli/bdx.ts writes the index around them):
// each game read with the light scanner and walked on the board, or parsed and replayed where
// they decline, and its entry written but for its start position's number, which only the thread
// writing the index knows (it numbers the start positions in the order met). A task of `--jobs`
// (cli/tasks.ts): the same bytes come out whichever thread runs it.
import { makeFen } from '../engine/fen.ts';
import type { Position } from '../engine/position.ts';
import type { VariantName } from '../engine/types.ts';
import type { ParseProblem } from '../grammar/record.ts';
import { scannedRecord } from '../records/find-walk.ts';
import { EntryWriter, gameEntry, replaySummary, walkSummary, type IndexVariantMode } from '../records/game-index.ts';
import { MainLineWalker } from '../records/main-line-walk.ts';
import { replayGame } from '../records/replay.ts';
import { chooseVariant } from '../records/variant-auto.ts';
import { detectVariant } from '../records/variant.ts';
import { batchGames, isBroken, type GameBatch } from './collection.ts';
import type { CollectionGame } from './collection-game.ts';

export interface IndexBatch {
  readonly batch: GameBatch;
  readonly mode: IndexVariantMode;
  /** The game before the batch's first: where its bytes end, its line and character offset (1, 0, 0... for none). */
  readonly prev: readonly [number, number, number];
}

export interface IndexedBatch {
  /** The entries, one after the other, each without its start position's number. */
  readonly bytes: Uint8Array;
  /** Per game: where its start's number goes in `bytes`, and where its entry ends. */
  readonly splits: Int32Array;
  /** Per game: its start position (variant and FEN), null when it has none (a broken game). */
  readonly starts: readonly (string | null)[];
  /** Per game: the error that broke it (the game is skipped by find and openings), or null. */
  readonly problems: readonly (ParseProblem | null)[];
}

/** The replay an entry is made from: the variant as `mode` reads a record, every line (the verify verdict). */
function indexReplay(g: CollectionGame, mode: IndexVariantMode): ReturnType<typeof replayGame> {
  const game = g.parsed.game;
  const variant = mode === 'auto' ? chooseVariant(game, g.parsed.errors).variant : mode;
  return replayGame(game, { variant, parseErrors: g.parsed.errors, info: false });
}

const walker = new MainLineWalker();
/** The key of a start position, made once per Position (the games from an initial position share one). */
const startKeys = new WeakMap<Position, string>();

export function indexBatch({ batch, mode, prev }: IndexBatch): IndexedBatch {
  const games = batchGames(batch);
  const writer = new EntryWriter(prev[0], prev[1], prev[2]);
  const splits = new Int32Array(2 * games.length);
  const starts: (string | null)[] = [];
  const problems: (ParseProblem | null)[] = [];
  for (const [k, g] of games.entries()) {
    // the light scanner and the board walker first (a game without variations: the verdict
    // covers them); the full parse and replay for what they leave
    const scan = mode === 'auto' ? undefined : g.scan();
    const record = scan && !scan.variations ? scannedRecord(scan, g.pos) : undefined;
    let summary = record && walkSummary(record, scan!.moves, mode as VariantName, walker);
    let game = record;
    let problem: ParseProblem | null = null;
    if (!summary || !game) {
      game = g.parsed.game;
      if (isBroken(g.parsed)) problem = g.parsed.errors.find((e) => e.severity === 'error')!;
      summary = problem ? undefined : replaySummary(indexReplay(g, mode));
    }
    let key: string | null = null;
    if (summary?.start) {
      key = startKeys.get(summary.start) ?? null;
      if (key === null) startKeys.set(summary.start, (key = `${summary.variant}|${makeFen(summary.start)}`));
    }
    const entry = gameEntry({
      byteOffset: g.byteOffset,
      byteLength: g.byteLength,
      line: g.pos.line,
      column: g.pos.column,
      charOffset: g.pos.offset,
      game,
      broken: problem !== null,
      summary,
      tagged: detectVariant(game).source !== 'default',
      startId: -1,
    });
    splits[2 * k] = writer.addWithoutStart(entry);
    splits[2 * k + 1] = writer.length;
    starts.push(key);
    problems.push(problem);
  }
  return { bytes: writer.take(), splits, starts, problems };
}
