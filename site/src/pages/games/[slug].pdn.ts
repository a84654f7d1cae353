// The raw record of each game, for "copy PDN" and "download PDN".
import type { APIRoute } from 'astro';
import { loadGames, type GameEntry } from '../../lib/collections.ts';

export function getStaticPaths() {
  return loadGames().map((game) => ({ params: { slug: game.slug }, props: { game } }));
}

export const GET: APIRoute = ({ props }) => new Response((props as { game: GameEntry }).game.pdn, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
