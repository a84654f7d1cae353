import { c as createComponent, r as renderComponent, a as renderTemplate } from '../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Train } from '../chunks/Train_H7psfivk.mjs';
export { renderers } from '../renderers.mjs';

const $$Index = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Train", $$Train, { "lang": "en" })}`;
}, "/work/wt/board/site/src/pages/train/index.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/train/index.astro";
const $$url = "/train";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Index,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
