import { b as loadPuzzles } from '../../chunks/collections_ZlePGLfY.mjs';
export { renderers } from '../../renderers.mjs';

function GET() {
  const list = loadPuzzles().map((p) => ({ id: p.id, rating: p.rating, themes: p.themes }));
  return new Response(JSON.stringify(list), { headers: { "Content-Type": "application/json" } });
}

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
