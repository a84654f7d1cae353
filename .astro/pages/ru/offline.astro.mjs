import { c as createComponent, r as renderComponent, a as renderTemplate } from '../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Offline$1 } from '../../chunks/Offline_BVWpbYXP.mjs';
export { renderers } from '../../renderers.mjs';

const $$Offline = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Offline", $$Offline$1, { "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/offline.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/offline.astro";
const $$url = "/ru/offline";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Offline,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
