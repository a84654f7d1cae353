import { c as createComponent, r as renderComponent, a as renderTemplate } from '../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Check$1 } from '../chunks/Check_y9tJYmw5.mjs';
export { renderers } from '../renderers.mjs';

const $$Check = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Check", $$Check$1, { "lang": "en" })}`;
}, "/work/wt/board/site/src/pages/check.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/check.astro";
const $$url = "/check";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Check,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
