import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Game } from '../../../chunks/Game_DNw6-0bc.mjs';
import { l as loadGames } from '../../../chunks/collections_ZlePGLfY.mjs';
import { a as russianBuilt } from '../../../chunks/Base_DMatqLW7.mjs';
export { renderers } from '../../../renderers.mjs';

const $$Astro = createAstro();
function getStaticPaths() {
  if (!russianBuilt()) return [];
  return loadGames().map((game) => ({ params: { slug: game.slug }, props: { game } }));
}
const $$slug = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$slug;
  return renderTemplate`${renderComponent($$result, "Game", $$Game, { "game": Astro2.props.game, "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/games/[slug].astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/games/[slug].astro";
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
