// The analysis board's explorer (issue 43 point 6): for every position the published games pass
// through, each next move with its games and results, and the games that reached it with the ply,
// written at build time as static JSON (pages/explorer/) that client/analysis/explorer-panel.ts
// fetches when the panel is opened. The counting is records/opening-tree.ts, the tree of
// `bashni openings --fen`: one OpeningTree per position, given the games that pass through it, so
// the site and the command count alike (a game counts once, from the first time it reaches the
// position). Positions are keyed by their 64-bit Zobrist hash (side to move included), one folder
// per variant, and cut into shards by the hash's first one or two hex digits: a lookup loads one
// small file. The files' format and their checks are client/analysis/explorer-shape.ts.
import { parsePdn } from '../../../grammar/pdn.ts';
import { resultWinner } from '../../../grammar/results.ts';
import type { Position } from '../../../engine/position.ts';
import type { VariantName } from '../../../engine/types.ts';
import { OpeningTree } from '../../../records/opening-tree.ts';
import { replayGame, writtenResult, type ResolvedPly } from '../../../records/replay.ts';
import type { GameEntry } from './collections.ts';
import { positionKey, type ExplorerGame, type ExplorerIndex, type ExplorerMove, type ExplorerShard } from '../client/analysis/explorer-shape.ts';

/** Positions a shard holds at most on average before a variant's shards are named by two hex digits (256 shards) rather than one (16). */
const SHARD_POSITIONS = 128;

/** Hex digits of a position's hash that name its shard, for a variant with this many positions. */
const shardDigits = (positions: number): 1 | 2 => (positions > 16 * SHARD_POSITIONS ? 2 : 1);

export interface ExplorerData {
  readonly index: ExplorerIndex;
  /** By variant, then by shard name. */
  readonly shards: Map<VariantName, Map<string, ExplorerShard>>;
}

interface Replayed {
  readonly number: number;
  readonly start: Position;
  readonly line: readonly ResolvedPly[];
  readonly winner: ReturnType<typeof resultWinner>;
}

/** The explorer's data for the site's games (each game's record as it is in its file; its main line replayed as `bashni openings` replays it). */
export function explorerData(games: readonly Pick<GameEntry, 'slug' | 'white' | 'black' | 'result' | 'pdn'>[]): ExplorerData {
  /** By variant: the games' table, and the games passing through each position (by key, with a position to compare). */
  const byVariant = new Map<VariantName, { games: ExplorerGame[]; positions: Map<string, { target: Position; through: Replayed[] }> }>();
  for (const entry of games) {
    const game = parsePdn(entry.pdn).value[0];
    if (!game) continue;
    const r = replayGame(game, { info: false, variations: false });
    if (!r.start) continue;
    const variant = r.start.variant;
    let v = byVariant.get(variant);
    if (!v) byVariant.set(variant, (v = { games: [], positions: new Map() }));
    const written = writtenResult(game);
    const replayed: Replayed = { number: v.games.length, start: r.start, line: r.mainLine?.plies ?? [], winner: written === undefined ? undefined : resultWinner(written) };
    v.games.push([entry.slug, entry.white, entry.black, entry.result]);
    const seen = new Set<string>();
    for (const pos of [r.start, ...replayed.line.map((p) => p.after)]) {
      const key = positionKey(pos);
      if (seen.has(key)) continue;
      seen.add(key);
      let at = v.positions.get(key);
      if (!at) v.positions.set(key, (at = { target: pos, through: [] }));
      at.through.push(replayed);
    }
  }
  const index: ExplorerIndex = { variants: {} };
  const shards = new Map<VariantName, Map<string, ExplorerShard>>();
  for (const [variant, v] of [...byVariant].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const out = new Map<string, ExplorerShard>();
    const digits = shardDigits(v.positions.size);
    for (const [key, { target, through }] of v.positions) {
      // the tree of `openings --fen`: each game passing through the position counted by it
      const tree = new OpeningTree(target, 1);
      const reached: number[] = [];
      for (const g of through) {
        const ply = tree.add(g.start, g.line, g.winner);
        if (ply !== undefined) reached.push(g.number, ply);
      }
      const { games: n, white, draws, black, moves } = tree.report();
      const shard = key.slice(0, digits);
      let s = out.get(shard);
      if (!s) out.set(shard, (s = {}));
      s[key] = [n, white, draws, black, moves.map((m): ExplorerMove => [m.move, m.games, m.white, m.draws, m.black]), reached];
    }
    const sorted = new Map([...out].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    shards.set(variant, sorted);
    index.variants[variant] = { games: v.games, digits, shards: [...sorted.keys()] };
  }
  return { index, shards };
}

const BUILT = Symbol.for('bashni.site.explorer');

/** The explorer's data, made once per build for both of its endpoints (bundled apart, they share it through the global object as collections.ts's content is shared). */
export function builtExplorer(games: readonly Pick<GameEntry, 'slug' | 'white' | 'black' | 'result' | 'pdn'>[]): ExplorerData {
  const kept = globalThis as { [BUILT]?: ExplorerData };
  return (kept[BUILT] ??= explorerData(games));
}
