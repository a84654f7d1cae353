import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../chunks/astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$Play$1 } from '../../chunks/play_CVhoWMfO.mjs';
export { renderers } from '../../renderers.mjs';

const $$Astro = createAstro();
const $$Play = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Play;
  return renderTemplate`${renderComponent($$result, "Play", $$Play$1, {})}`;
}, "/work/wt/gamereview/site/src/pages/ru/play.astro", void 0);

const $$file = "/work/wt/gamereview/site/src/pages/ru/play.astro";
const $$url = "/ru/play";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Play,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
