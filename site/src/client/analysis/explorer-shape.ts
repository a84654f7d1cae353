// The explorer's files (issue 43 point 6) as the build writes them (lib/explorer-data.ts) and as
// the panel reads them back: the format, a position's key, and the checks every fetched value
// passes before the panel uses it (client/store/stored-shape.ts's checks: a file from another
// build, a cut or edited one, gives "could not be read", never a broken panel).
import type { Position } from '../../../../engine/position.ts';
import { VARIANTS, type VariantName } from '../../../../engine/types.ts';
import { listOf, matching, numberIn, objectOf, tableOf, type Check, type Drops } from '../store/stored-shape.ts';

// The files are arrays rather than objects (the names would be more than half their size: 3.1 MB
// against 1.3 MB for the project's 21,000 positions).

/** One game of a variant's table: its page's slug, White, Black and the result as written. */
export type ExplorerGame = [slug: string, white: string, black: string, result: string];

/** A next move (`openings --json`'s row): its text, games, White wins, draws, Black wins. */
export type ExplorerMove = [move: string, games: number, white: number, draws: number, black: number];

/**
 * One position: its games, White wins, draws, Black wins, each next move (most played first), and
 * the games that reached it as flat pairs: a game's number in the variant's table, then the ply
 * where it first reached the position (its page's `#ply`).
 */
export type ExplorerPosition = [games: number, white: number, draws: number, black: number, moves: ExplorerMove[], reached: number[]];

/** A variant's games, and its shards: the hash's first `digits` hex digits name a position's shard; those written are listed. */
export interface ExplorerVariant {
  games: ExplorerGame[];
  digits: number;
  shards: string[];
}

/** `/explorer/index.json`: the variants present. */
export interface ExplorerIndex {
  variants: Partial<Record<VariantName, ExplorerVariant>>;
}

/** `/explorer/<variant>/<shard>.json`: positions by key. */
export type ExplorerShard = Record<string, ExplorerPosition>;

/** A position's key: its Zobrist hash (columns and side to move) as 16 hex digits. */
export const positionKey = (p: Position): string => p.hash().toString(16).padStart(16, '0');

const MAX_COUNT = 10_000_000;
const MAX_GAMES = 1_000_000;
const count = numberIn(0, MAX_COUNT, true);
const text = matching(/^[^]{0,500}$/);

/** An array of exactly these items, each checked; one that does not fit makes the whole not fit. */
function tuple<T extends unknown[]>(...items: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (v, drops: Drops) => {
    if (!Array.isArray(v) || v.length !== items.length) {
      drops.count++;
      return undefined;
    }
    const out: unknown[] = [];
    for (let i = 0; i < items.length; i++) {
      const x = (items[i] as Check<unknown>)(v[i], drops);
      if (x === undefined) return undefined;
      out.push(x);
    }
    return out as T;
  };
}

const game = tuple<ExplorerGame>(matching(/^[a-z0-9-]{1,200}$/), text, text, text);
const move = tuple<ExplorerMove>(matching(/^[a-h][1-8]([-:][a-h][1-8]){1,40}$/), count, count, count, count);
const position = tuple<ExplorerPosition>(count, count, count, count, listOf(move, 200), listOf(count, 2 * MAX_GAMES));
const variant = objectOf<ExplorerVariant>({
  games: [listOf(game, MAX_GAMES), 'required'],
  digits: [numberIn(1, 2, true), 'required'],
  shards: [listOf(matching(/^[0-9a-f]{1,2}$/), 256), 'required'],
});
const index = objectOf<ExplorerIndex>({ variants: [tableOf(new RegExp(`^(${VARIANTS.join('|')})$`), variant, VARIANTS.length), 'required'] });
const shard = tableOf(/^[0-9a-f]{16}$/, position, 1_000_000);

/** The index as fetched, checked; undefined when it does not fit. */
export const readIndex = (v: unknown): ExplorerIndex | undefined => index(v, { count: 0 });

/** A shard as fetched, checked; positions that do not fit are left out. */
export const readShard = (v: unknown): ExplorerShard | undefined => shard(v, { count: 0 });
