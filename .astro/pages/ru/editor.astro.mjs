import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../chunks/astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$Editor$1 } from '../../chunks/editor_JBWP0E0G.mjs';
export { renderers } from '../../renderers.mjs';

const $$Astro = createAstro();
const $$Editor = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Editor;
  return renderTemplate`${renderComponent($$result, "Editor", $$Editor$1, {})}`;
}, "/work/wt/gamereview/site/src/pages/ru/editor.astro", void 0);

const $$file = "/work/wt/gamereview/site/src/pages/ru/editor.astro";
const $$url = "/ru/editor";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Editor,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
