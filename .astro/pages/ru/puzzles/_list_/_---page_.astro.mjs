import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$PuzzleList } from '../../../../chunks/PuzzleList_DjSuNdwr.mjs';
import { b as loadPuzzles } from '../../../../chunks/collections_ZlePGLfY.mjs';
import { a as russianBuilt } from '../../../../chunks/Base_DMatqLW7.mjs';
import { p as puzzleListPages } from '../../../../chunks/puzzle-pages_CO2WL5zN.mjs';
export { renderers } from '../../../../renderers.mjs';

const $$Astro = createAstro();
function getStaticPaths() {
  if (!russianBuilt()) return [];
  return puzzleListPages(loadPuzzles());
}
const $$ = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$;
  return renderTemplate`${renderComponent($$result, "PuzzleList", $$PuzzleList, { "at": Astro2.props.at, "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/puzzles/[list]/[...page].astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/puzzles/[list]/[...page].astro";
const $$url = "/ru/puzzles/[list]/[...page]";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$,
  file: $$file,
  getStaticPaths,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
