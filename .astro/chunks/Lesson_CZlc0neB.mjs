import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute, u as unescapeHTML } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { $ as $$MoveBoard } from './MoveBoard_DPObuIEe.mjs';
import { p as parseFen } from './fen_DMqK5RZO.mjs';
import { j as jsonForScript } from './replay-html_CTTZeEJW.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import './lang_CTn7LBoU.mjs';
import { l as learnWords } from './learn_CX036wTm.mjs';
/* empty css                         */

function lessonData(lesson, lang) {
  return {
    id: lesson.id,
    stages: lesson.stages.map((s) => ({
      fen: s.fen,
      variant: s.variant,
      goal: s.goal,
      answers: s.answers,
      task: s.task[lang],
      wrong: s.wrong[lang],
      ...s.right ? { right: s.right[lang] } : {},
      mistakes: s.mistakes.map((m) => ({ move: m.move, why: m.why[lang] }))
    }))
  };
}

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro = createAstro();
const $$Lesson = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Lesson;
  const { lesson, next, count, lang } = Astro2.props;
  const w = learnWords[lang];
  const data = lessonData(lesson, lang);
  const first = lesson.stages[0];
  const pos = parseFen(first.fen, first.variant);
  if (!pos.ok) throw new Error(`${lesson.id}: ${pos.error.message}`);
  const nextHref = next ? href(`/learn/${next.id}/`, lang) : href("/learn/", lang);
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": lesson.title[lang], "description": lesson.intro[lang], "current": "learn" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<p class="lesson-crumb muted"><a${addAttribute(href("/learn/", lang), "href")}>${w.allLessons}</a> · ${w.lessonOf(lesson.order, count)}</p> <h1 class="lesson-title">${lesson.title[lang]}</h1> <noscript><p class="noscript-note" data-noscript>${w.noscript}</p></noscript> ${renderComponent($$result2, "bashni-lesson", "bashni-lesson", { "class": "lesson", "data-lesson-id": lesson.id, "data-lesson-state": "playing", "data-stage": "1" }, { "default": () => renderTemplate(_a || (_a = __template([' <script type="application/json" class="lesson-data">', '<\/script> <div class="lesson-main"> <p class="lesson-stage"> <span data-stage-count>', '</span> <span class="stage-dots" aria-hidden="true">', '</span> </p> <p class="lesson-task"><strong>', ":</strong> <span data-task>", '</span></p> <p class="puzzle-msg lesson-msg" data-msg aria-live="polite"></p> ', ' </div> <div class="lesson-side"> <div class="controls"> <button type="button" data-act="next" hidden>', '</button> <button type="button" data-act="hint">', '</button> <button type="button" data-act="retry">', '</button> </div> <div class="controls" data-lesson-end hidden> <a class="btn" data-next-lesson', ">", '</a> <button type="button" data-act="again">', '</button> </div> <p class="lesson-intro">', "</p> </div> "])), unescapeHTML(jsonForScript(data)), w.stageOf(1, lesson.stages.length), lesson.stages.map((_, i) => renderTemplate`<span class="stage-dot" data-stage-dot${addAttribute(i === 0 ? "current" : "todo", "data-state")}></span>`), w.task, first.task[lang], renderComponent($$result2, "MoveBoard", $$MoveBoard, { "lang": lang, "hook": "lesson-board", "position": pos.value, "orientation": pos.value.turn, "label": w.board(pos.value.turn) }), w.nextStage, w.hint, w.retry, addAttribute(nextHref, "href"), next ? w.nextLesson : w.allLessons, w.again, lesson.intro[lang]) })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Lesson.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Lesson.astro", void 0);

export { $$Lesson as $ };
