import { c as createComponent, r as renderComponent, a as renderTemplate } from '../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Storm } from '../chunks/Storm_BGBLJHcM.mjs';
export { renderers } from '../renderers.mjs';

const $$Index = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Storm", $$Storm, { "lang": "en" })}`;
}, "/work/wt/board/site/src/pages/storm/index.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/storm/index.astro";
const $$url = "/storm";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Index,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
