// The analysis board's explorer: the variants of the published games, each with its games' table
// and the shards written (lib/explorer-data.ts), one file at the root for both languages, fetched
// by client/analysis/explorer-panel.ts when the panel is first opened.
import { loadGames } from '../../lib/collections.ts';
import { builtExplorer } from '../../lib/explorer-data.ts';

export function GET(): Response {
  return new Response(JSON.stringify(builtExplorer(loadGames()).index), { headers: { 'Content-Type': 'application/json' } });
}
