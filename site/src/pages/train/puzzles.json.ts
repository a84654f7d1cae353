// The collection for the trainer (client/train/trainer.ts): each puzzle's id, rating and themes, one
// file at the root that every training page (either language) fetches.
import { loadPuzzles } from '../../lib/collections.ts';

export function GET(): Response {
  const list = loadPuzzles().map((p) => ({ id: p.id, rating: p.rating, themes: p.themes }));
  return new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } });
}
