import { m as manifestResponse } from '../chunks/app-manifest_B8iSZuP3.mjs';
export { renderers } from '../renderers.mjs';

function GET() {
  return manifestResponse("en");
}

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
