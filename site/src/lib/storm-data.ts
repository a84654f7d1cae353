// The puzzle storm's puzzles (/storm/puzzles.json, /ru/storm/puzzles.json): every puzzle's data as
// its own page gives it to the player (the goal in the page's language) and its rating, fetched by
// the storm page when it opens (client/storm/storm-page.ts), which draws its runs from it.
import { loadPuzzles } from './collections.ts';
import type { StormPuzzle } from '../client/storm/storm-game.ts';
import type { Lang } from '../i18n/lang.ts';

function stormPuzzles(lang: Lang): StormPuzzle[] {
  return loadPuzzles().map((p) => ({
    id: p.id,
    rating: p.rating,
    fen: p.fen,
    variant: p.variant,
    goal: p.goal[lang],
    goalKind: p.goalSpec.kind,
    solution: p.solution,
    slower: p.slower,
  }));
}

/** The endpoint's answer. */
export function stormPuzzlesResponse(lang: Lang): Response {
  return new Response(JSON.stringify(stormPuzzles(lang)), { headers: { 'Content-Type': 'application/json' } });
}
