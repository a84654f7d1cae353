import { s as stormPuzzlesResponse } from '../../chunks/storm-data_BedDPdee.mjs';
export { renderers } from '../../renderers.mjs';

function GET() {
  return stormPuzzlesResponse("en");
}

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
