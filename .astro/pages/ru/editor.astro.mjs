import { c as createComponent, r as renderComponent, a as renderTemplate } from '../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Editor$1 } from '../../chunks/Editor_CDb0u6wZ.mjs';
export { renderers } from '../../renderers.mjs';

const $$Editor = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "Editor", $$Editor$1, { "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/editor.astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/editor.astro";
const $$url = "/ru/editor";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Editor,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
