import { c as createComponent, r as renderComponent, a as renderTemplate } from '../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$NotFound } from '../chunks/NotFound_BJ0zBtSy.mjs';
export { renderers } from '../renderers.mjs';

const $$404 = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "NotFound", $$NotFound, { "lang": "en" })}`;
}, "/work/wt/board/site/src/pages/404.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/404.astro";
const $$url = "/404";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$404,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
