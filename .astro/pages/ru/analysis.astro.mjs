import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../chunks/astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$Analysis$1 } from '../../chunks/analysis_dDghIHVS.mjs';
export { renderers } from '../../renderers.mjs';

const $$Astro = createAstro();
const $$Analysis = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Analysis;
  return renderTemplate`${renderComponent($$result, "Analysis", $$Analysis$1, {})}`;
}, "/work/wt/gamereview/site/src/pages/ru/analysis.astro", void 0);

const $$file = "/work/wt/gamereview/site/src/pages/ru/analysis.astro";
const $$url = "/ru/analysis";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Analysis,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
