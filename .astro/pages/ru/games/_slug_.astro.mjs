import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../../chunks/astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$slug$1 } from '../../../chunks/_slug__CK3E3W6i.mjs';
import { l as loadGames } from '../../../chunks/collections_B8I0mzLT.mjs';
import { a as russianBuilt } from '../../../chunks/Base_BEeV6GF_.mjs';
export { renderers } from '../../../renderers.mjs';

const $$Astro = createAstro();
function getStaticPaths() {
  if (!russianBuilt()) return [];
  return loadGames().map((game) => ({ params: { slug: game.slug }, props: { game } }));
}
const $$slug = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$slug;
  return renderTemplate`${renderComponent($$result, "Game", $$slug$1, { "game": Astro2.props.game })}`;
}, "/work/wt/gamereview/site/src/pages/ru/games/[slug].astro", void 0);

const $$file = "/work/wt/gamereview/site/src/pages/ru/games/[slug].astro";
const $$url = "/ru/games/[slug]";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$slug,
  file: $$file,
  getStaticPaths,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
