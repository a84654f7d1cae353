import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { a as loadLessons } from './collections_ZlePGLfY.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { l as learnWords } from './learn_CX036wTm.mjs';
/* empty css                         */

const $$Astro = createAstro();
const $$LearnIndex = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$LearnIndex;
  const { lang } = Astro2.props;
  const w = learnWords[lang];
  const lessons = loadLessons();
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.indexTitle, "current": "learn" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1>${w.indexTitle}</h1> <p>${w.indexIntro}</p> <p data-learn-progress class="muted">&nbsp;</p> <noscript><p class="muted">${w.noscriptIndex}</p></noscript> <ol class="lesson-list"> ${lessons.map((l) => renderTemplate`<li${addAttribute(l.id, "data-lesson-id")}${addAttribute(l.stages.length, "data-stages")}> <a${addAttribute(href(`/learn/${l.id}/`, lang), "href")}>${l.title[lang]}</a> <span class="muted">${w.stages(l.stages.length)}</span> <span class="lesson-badge" data-lesson-badge></span> <p class="lesson-intro muted">${l.intro[lang]}</p> </li>`)} </ol> <p><button type="button" data-reset-learn>${w.resetProgress}</button></p> ` })} ${renderScript($$result, "/work/wt/board/site/src/views/LearnIndex.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/LearnIndex.astro", void 0);

export { $$LearnIndex as $ };
