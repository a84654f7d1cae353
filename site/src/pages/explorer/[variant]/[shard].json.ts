// One shard of the explorer's positions (`/explorer/bashni/3f.json`): the positions whose hash
// starts with the shard's hex digits (lib/explorer-data.ts), fetched by the panel for the position shown.
import type { GetStaticPaths } from 'astro';
import { loadGames } from '../../../lib/collections.ts';
import { builtExplorer } from '../../../lib/explorer-data.ts';
import type { ExplorerShard } from '../../../client/analysis/explorer-shape.ts';

export const getStaticPaths = (() =>
  [...builtExplorer(loadGames()).shards].flatMap(([variant, shards]) => [...shards].map(([shard, positions]) => ({ params: { variant, shard }, props: { positions } })))) satisfies GetStaticPaths;

export function GET({ props }: { props: { positions: ExplorerShard } }): Response {
  return new Response(JSON.stringify(props.positions), { headers: { 'Content-Type': 'application/json' } });
}
