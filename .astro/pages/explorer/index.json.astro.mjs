import { l as loadGames } from '../../chunks/collections_ZlePGLfY.mjs';
import { b as builtExplorer } from '../../chunks/explorer-data_DvZZfXSt.mjs';
export { renderers } from '../../renderers.mjs';

function GET() {
  return new Response(JSON.stringify(builtExplorer(loadGames()).index), { headers: { "Content-Type": "application/json" } });
}

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
