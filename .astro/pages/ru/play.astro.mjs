import { c as createComponent, r as renderComponent, a as renderTemplate } from '../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Play$1 } from '../../chunks/Play_DF6jiLBZ.mjs';
export { renderers } from '../../renderers.mjs';

const $$Play = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Play", $$Play$1, { "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/play.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/play.astro";
const $$url = "/ru/play";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Play,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
