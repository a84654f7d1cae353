import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro } from '../../../chunks/astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Lesson } from '../../../chunks/Lesson_CZlc0neB.mjs';
import { a as loadLessons } from '../../../chunks/collections_ZlePGLfY.mjs';
import { a as russianBuilt } from '../../../chunks/Base_DMatqLW7.mjs';
export { renderers } from '../../../renderers.mjs';

const $$Astro = createAstro();
function getStaticPaths() {
  if (!russianBuilt()) return [];
  const lessons = loadLessons();
  return lessons.map((lesson, i) => ({ params: { lesson: lesson.id }, props: { lesson, next: lessons[i + 1], count: lessons.length } }));
}
const $$lesson = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$lesson;
  return renderTemplate`${renderComponent($$result, "Lesson", $$Lesson, { "lesson": Astro2.props.lesson, "next": Astro2.props.next, "count": Astro2.props.count, "lang": "ru" })}`;
}, "/work/wt/board/site/src/pages/ru/learn/[lesson].astro", void 0);

const $$file = "/work/wt/board/site/src/pages/ru/learn/[lesson].astro";
const $$url = "/ru/learn/[lesson]";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$lesson,
  file: $$file,
  getStaticPaths,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
