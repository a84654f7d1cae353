// The units of work that `--jobs` spreads over worker threads: one game to annotate, a batch of
// games to verify, index or search, one game to mine, one self-play game, one perft subtree. Each is a function of
// plain data to plain data (structured-clonable both ways) that depends on its input alone, so it
// gives the same answer in a worker (cli/worker.ts) as in the main thread (`--jobs 1`, cli/jobs.ts),
// and the command that assembles the answers in input order prints the same bytes either way.
// Each task loads its own modules when first run: a worker that only counts perft never loads the
// PDN parser.
import type { VariantName } from '../engine/types.ts';
import type { ParsedGame } from '../grammar/pdn.ts';
import type { GameText } from '../grammar/splitter.ts';
import type { GameRecord } from '../grammar/record.ts';
import type { GameAnalysis } from '../records/annotate.ts';
import type { GameReport, VerifyOptions } from '../records/verify.ts';
import type { MineGamesOptions, PositionFind } from '../puzzles/mine.ts';
import { sameMove, type Position } from '../engine/position.ts';
import type { Move } from '../engine/types.ts';
import type { IndexBatch, IndexedBatch } from './index-games.ts';
import type { FindBatch, FoundBatch } from './find-games.ts';

/** Runs one task; `tick` reports a step done (annotate: a position searched) for progress. */
export type Run<I, O> = (input: I, tick: (steps: number) => void) => O;

export interface AnnotateTask {
  readonly game: ParsedGame;
  readonly variant: VariantName;
  readonly depth?: number;
  readonly timeMs?: number;
}

/** Consecutive games of one file, cut but not parsed (parsing them is half of verify's work). */
export interface VerifyTask {
  readonly file: string;
  readonly games: readonly GameText[];
  /** 0-based number of the first game in its file. */
  readonly first: number;
  readonly opts: VerifyOptions;
}

interface VerifyResult {
  readonly reports: GameReport[];
  /**
   * The first game's report if the game before it (in the previous batch) had tags: given only
   * when that changes it (a game with moves and no tags then gets PDN_GAME_WITHOUT_TAGS).
   */
  readonly firstAfterTags?: GameReport;
  /** Whether the last game has tags (for the next batch). */
  readonly lastHasTags: boolean;
}

export interface MineTask {
  readonly record: GameRecord;
  /** 1-based number of the game in its file. */
  readonly game: number;
  readonly opts: MineGamesOptions;
}

export interface SelfplayTask {
  readonly variant: VariantName;
  readonly seed: number;
  readonly whiteDepth: number;
  readonly blackDepth: number;
  readonly randomPlies: number;
  readonly maxPlies: number;
}

/** A self-play game as plain data: each move is its index in the position's legalMoves(). */
interface SelfplayResult {
  readonly moves: number[];
  readonly result: '1-0' | '0-1' | '1/2-1/2';
  readonly termination: string;
}

export interface PerftTask {
  readonly fen: string;
  readonly variant: VariantName;
  readonly dedupe: boolean;
  /** The moves from the FEN to the subtree: indices into generateMoves(dedupe), one per ply. */
  readonly path: readonly number[];
  /** Depth left below the subtree's root. */
  readonly depth: number;
  /** Count with the thread's table of subtree counts (kept from task to task), not every node. */
  readonly table: boolean;
}

const loaders = {
  annotate: async (): Promise<Run<AnnotateTask, GameAnalysis>> => {
    const { annotateGame } = await import('../records/annotate.ts');
    return ({ game, variant, depth, timeMs }, tick) => annotateGame(game.game, { variant, parseErrors: game.errors, depth, timeMs, onProgress: () => tick(1) });
  },

  verify: async (): Promise<Run<VerifyTask, VerifyResult>> => {
    const { parseCutGame } = await import('../grammar/pdn.ts');
    const { checkGame } = await import('../records/verify.ts');
    return ({ file, games, first, opts }) => {
      const reports: GameReport[] = [];
      let firstAfterTags: GameReport | undefined;
      let prevTags = false;
      games.forEach((text, k) => {
        const parsed = parseCutGame(text, first + k, prevTags, file);
        reports.push(checkGame(parsed, file, opts));
        if (k === 0 && parsed.game.tags.length === 0 && parsed.game.moves.length > 0) {
          firstAfterTags = checkGame(parseCutGame(text, first, true, file), file, opts);
        }
        prevTags = parsed.game.tags.length > 0;
      });
      return { reports, ...(firstAfterTags ? { firstAfterTags } : {}), lastHasTags: prevTags };
    };
  },

  mine: async (): Promise<Run<MineTask, [number, PositionFind | null][]>> => {
    const { mineGame } = await import('../puzzles/mine.ts');
    return ({ record, game, opts }) => {
      // alone, knowing nothing of the other games: the main thread picks from these in order
      const computed = new Map<number, PositionFind | null>();
      mineGame(record, game, opts, new Set(), undefined, { computed });
      return [...computed];
    };
  },

  selfplay: async (): Promise<Run<SelfplayTask, SelfplayResult>> => {
    const { Position } = await import('../engine/position.ts');
    const { Searcher } = await import('../engine/search.ts');
    const { rng } = await import('../engine/random.ts');
    const { enginePlayer, playGame, randomOpening } = await import('../records/selfplay.ts');
    // one searcher per thread, cleared for each game: it keeps what it learns from move to move
    // of a game (engine/search.ts), and a game must depend on its seed and depths alone, not on
    // which games the thread played before (the same games whatever --jobs)
    const searcher = new Searcher();
    return ({ variant, seed, whiteDepth, blackDepth, randomPlies, maxPlies }) => {
      searcher.clear();
      const start = Position.initial(variant);
      const opening = randomOpening(start, randomPlies, rng(seed));
      const game = playGame(start, enginePlayer(whiteDepth, searcher), enginePlayer(blackDepth, searcher), { maxPlies, opening });
      return { moves: moveIndices(start, game.moves), result: game.result, termination: game.termination };
    };
  },

  index: async (): Promise<Run<IndexBatch, IndexedBatch>> => (await import('./index-games.ts')).indexBatch,

  find: async (): Promise<Run<FindBatch, FoundBatch>> => (await import('./find-games.ts')).findBatch,

  perft: async (): Promise<Run<PerftTask, number>> => {
    const { parseFen } = await import('../engine/fen.ts');
    const { perft, PerftTable } = await import('../engine/perft.ts');
    // one table a thread, kept from subtree to subtree: they share positions too
    let table: InstanceType<typeof PerftTable> | undefined;
    return ({ fen, variant, dedupe, path, depth, table: withTable }) => {
      const r = parseFen(fen, variant);
      if (!r.ok) throw new Error(`bad FEN in a perft task: ${r.error.message}`);
      let pos = r.value;
      for (const i of path) pos = pos.play(pos.generateMoves(dedupe)[i]!);
      return perft(pos, depth, { dedupe, table: withTable ? (table ??= new PerftTable()) : undefined });
    };
  },
};

export type TaskKind = keyof typeof loaders;
type RunOf<K extends TaskKind> = Awaited<ReturnType<(typeof loaders)[K]>>;
export type TaskInput<K extends TaskKind> = Parameters<RunOf<K>>[0];
export type TaskOutput<K extends TaskKind> = ReturnType<RunOf<K>>;

const loaded = new Map<TaskKind, Promise<Run<unknown, unknown>>>();

/** The function that runs tasks of this kind (its modules loaded once per thread). */
export function loadTask<K extends TaskKind>(kind: K): Promise<Run<TaskInput<K>, TaskOutput<K>>> {
  if (!Object.hasOwn(loaders, kind)) return Promise.reject(new Error(`unknown task '${kind}'`));
  let p = loaded.get(kind);
  if (!p) {
    p = loaders[kind]() as Promise<Run<unknown, unknown>>;
    loaded.set(kind, p);
  }
  return p as Promise<Run<TaskInput<K>, TaskOutput<K>>>;
}

/** The moves of a game as indices into each position's legalMoves() (plain numbers cross threads). */
function moveIndices(start: Position, moves: readonly Move[]): number[] {
  let pos = start;
  return moves.map((m) => {
    const i = pos.legalMoves().findIndex((legal) => sameMove(legal, m));
    if (i < 0) throw new Error('a played move is not among the legal moves');
    pos = pos.play(m);
    return i;
  });
}

/** The moves back from their indices (moveIndices). */
export function movesFromIndices(start: Position, indices: readonly number[]): Move[] {
  let pos = start;
  return indices.map((i) => {
    const m = pos.legalMoves()[i]!;
    pos = pos.play(m);
    return m;
  });
}
