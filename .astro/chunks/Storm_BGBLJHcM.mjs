import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { $ as $$MoveBoard } from './MoveBoard_DPObuIEe.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { s as stormWords } from './storm_UMn5xv-S.mjs';
import { a as trainPageWords } from './train_C-S0rSJp.mjs';
import { a as puzzleWords } from './puzzles_m57vWNY8.mjs';
/* empty css                         */

const $$Astro = createAstro();
const $$Storm = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Storm;
  const { lang } = Astro2.props;
  const w = stormWords[lang];
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.title, "current": "puzzles" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1>${w.title}</h1> <noscript><p class="noscript-note">${w.noscript}</p></noscript> ${renderComponent($$result2, "bashni-storm", "bashni-storm", { "class": "storm", "data-storm-state": "loading", "data-puzzles": href("/storm/puzzles.json", lang), "data-puzzles-base": href("/puzzles/", lang) }, { "default": () => renderTemplate` <div class="storm-play" data-storm-play> <div class="storm-bar"> <p>${w.clock} <strong data-storm-clock>3:00</strong></p> <p>${w.score} <strong data-storm-score>0</strong></p> <p>${w.combo} <strong data-storm-combo>0</strong></p> </div>  ${renderComponent($$result2, "MoveBoard", $$MoveBoard, { "lang": lang, "hook": "storm-board", "label": w.title })} <div class="storm-side"> <p class="muted" data-storm-puzzle-line>&nbsp;</p> <p class="puzzle-msg" data-msg aria-live="polite">${w.loading}</p> <p class="controls"> <button type="button" data-storm-start disabled>${w.start}</button> <button type="button" data-storm-end hidden>${w.end}</button> </p> <p>${w.intro}</p> </div> </div> <section class="storm-result" data-storm-result hidden aria-labelledby="storm-over"> <h2 id="storm-over" tabindex="-1">${w.over}</h2> <p class="storm-new-best" data-storm-new-best hidden>${w.newBest}</p> <div class="storm-stats"> <p>${w.score} <strong data-result-score></strong></p> <p>${w.moves} <strong data-result-moves></strong></p> <p>${w.accuracy} <strong data-result-accuracy></strong></p> <p>${w.bestCombo} <strong data-result-combo></strong></p> <p>${w.highest} <strong data-result-highest></strong></p> </div> <h3>${w.failedTitle}</h3> <ul class="storm-failed" data-result-failed></ul> <p class="controls"><button type="button" data-storm-again>${w.again}</button></p> </section> <p class="muted" data-storm-best></p> ` })} <p class="controls"> <a class="btn"${addAttribute(href("/train/", lang), "href")}>${trainPageWords[lang].trainLink}</a> <a class="btn"${addAttribute(href("/puzzles/", lang), "href")}>${puzzleWords[lang].allPuzzles}</a> </p> ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Storm.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Storm.astro", void 0);

export { $$Storm as $ };
