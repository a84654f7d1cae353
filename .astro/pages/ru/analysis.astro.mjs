import { c as createComponent, r as renderComponent, a as renderTemplate } from '../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Analysis$1 } from '../../chunks/Analysis_DMh7tgha.mjs';
export { renderers } from '../../renderers.mjs';

const $$Analysis = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Analysis", $$Analysis$1, { "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/analysis.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/analysis.astro";
const $$url = "/ru/analysis";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Analysis,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
