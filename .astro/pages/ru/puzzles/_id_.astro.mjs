import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Puzzle } from '../../../chunks/Puzzle_qJeCiRhn.mjs';
import { b as loadPuzzles } from '../../../chunks/collections_ZlePGLfY.mjs';
import { a as russianBuilt } from '../../../chunks/Base_DMatqLW7.mjs';
export { renderers } from '../../../renderers.mjs';

const $$Astro = createAstro();
function getStaticPaths() {
  if (!russianBuilt()) return [];
  return loadPuzzles().map((puzzle) => ({ params: { id: puzzle.id }, props: { puzzle } }));
}
const $$id = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$id;
  return renderTemplate`${renderComponent($$result, "Puzzle", $$Puzzle, { "puzzle": Astro2.props.puzzle, "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/puzzles/[id].astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/puzzles/[id].astro";
const $$url = "/ru/puzzles/[id]";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$id,
  file: $$file,
  getStaticPaths,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
