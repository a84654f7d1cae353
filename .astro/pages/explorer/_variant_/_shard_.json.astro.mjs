import { l as loadGames } from '../../../chunks/collections_ZlePGLfY.mjs';
import { b as builtExplorer } from '../../../chunks/explorer-data_DvZZfXSt.mjs';
export { renderers } from '../../../renderers.mjs';

const getStaticPaths = (() => [...builtExplorer(loadGames()).shards].flatMap(([variant, shards]) => [...shards].map(([shard, positions]) => ({ params: { variant, shard }, props: { positions } }))));
function GET({ props }) {
  return new Response(JSON.stringify(props.positions), { headers: { "Content-Type": "application/json" } });
}

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET,
  getStaticPaths
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
