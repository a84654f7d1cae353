import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../chunks/astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$Check$1 } from '../../chunks/check_CsqQqtfL.mjs';
export { renderers } from '../../renderers.mjs';

const $$Astro = createAstro();
const $$Check = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Check;
  return renderTemplate`${renderComponent($$result, "Check", $$Check$1, {})}`;
}, "/work/wt/gamereview/site/src/pages/ru/check.astro", void 0);

const $$file = "/work/wt/gamereview/site/src/pages/ru/check.astro";
const $$url = "/ru/check";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$Check,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
