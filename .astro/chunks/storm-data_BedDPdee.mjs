import { b as loadPuzzles } from './collections_ZlePGLfY.mjs';

function stormPuzzles(lang) {
  return loadPuzzles().map((p) => ({
    id: p.id,
    rating: p.rating,
    fen: p.fen,
    variant: p.variant,
    goal: p.goal[lang],
    goalKind: p.goalSpec.kind,
    solution: p.solution,
    slower: p.slower
  }));
}
function stormPuzzlesResponse(lang) {
  return new Response(JSON.stringify(stormPuzzles(lang)), { headers: { "Content-Type": "application/json" } });
}

export { stormPuzzlesResponse as s };
