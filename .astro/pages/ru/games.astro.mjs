import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../chunks/astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$Index$1 } from '../../chunks/index_B4omRdWp.mjs';
export { renderers } from '../../renderers.mjs';

const $$Astro = createAstro();
const $$Index = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Index;
  return renderTemplate`${renderComponent($$result, "GamesIndex", $$Index$1, {})}`;
}, "/work/wt/gamereview/site/src/pages/ru/games/index.astro", void 0);

const $$file = "/work/wt/gamereview/site/src/pages/ru/games/index.astro";
const $$url = "/ru/games";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Index,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
