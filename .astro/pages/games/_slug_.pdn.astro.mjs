import { l as loadGames } from '../../chunks/collections_ZlePGLfY.mjs';
export { renderers } from '../../renderers.mjs';

function getStaticPaths() {
  return loadGames().map((game) => ({ params: { slug: game.slug }, props: { game } }));
}
const GET = ({ props }) => new Response(props.game.pdn, { headers: { "Content-Type": "text/plain; charset=utf-8" } });

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET,
  getStaticPaths
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
