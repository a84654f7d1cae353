import { c as createComponent, r as renderComponent, a as renderTemplate } from '../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Home } from '../chunks/Home_BXEO6vCr.mjs';
export { renderers } from '../renderers.mjs';

const $$Index = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Home", $$Home, { "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/index.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/index.astro";
const $$url = "/ru";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Index,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
