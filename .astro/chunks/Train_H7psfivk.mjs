import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute, u as unescapeHTML } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { b as loadPuzzles, t as themeName } from './collections_ZlePGLfY.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { j as jsonForScript } from './replay-html_CTTZeEJW.mjs';
import { a as trainPageWords, t as trainWords } from './train_C-S0rSJp.mjs';
import { s as stormWords } from './storm_UMn5xv-S.mjs';

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro = createAstro();
const $$Train = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Train;
  const { lang } = Astro2.props;
  const w = { ...trainWords[lang], ...trainPageWords[lang] };
  const puzzles = loadPuzzles();
  const themes = [...new Set(puzzles.flatMap((p) => p.themes))].sort();
  const list = puzzles.map((p) => ({ id: p.id, rating: p.rating, themes: p.themes }));
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.title, "current": "puzzles" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1>${w.title}</h1> <p>${w.intro}</p> <noscript><p class="noscript-note">${w.noscript}</p></noscript> ${renderComponent($$result2, "bashni-train", "bashni-train", { "data-puzzles-base": href("/puzzles/", lang) }, { "default": () => renderTemplate(_a || (_a = __template([' <script type="application/json" class="train-data">', '<\/script> <p data-train-rating aria-live="polite">&nbsp;</p> <fieldset class="train-themes"> <legend>', "</legend> ", ' </fieldset> <p class="controls"> <a class="btn" data-train-next', ">", '</a> <button type="button" data-streak-start>', '</button> <a class="btn" data-daily', ">", '</a> <a class="btn" data-storm-link', ">", '</a> </p> <p class="muted" data-train-note>', '</p> <p class="muted" data-best></p> <section class="history" data-history aria-labelledby="history-title"> <h2 id="history-title">', '</h2> <p class="muted">', "</p> <p data-history-count>&nbsp;</p> <h3>", '</h3> <ul class="history-failed" data-history-failed></ul> <ol class="history-list" data-history-list></ol> </section> <h2>', '</h2> <p class="muted">', '</p> <p class="controls"> <button type="button" data-export>', '</button> <label for="train-import">', '</label> <input id="train-import" type="file" accept=".json,application/json" data-import> </p> <p data-file-status aria-live="polite"></p> '])), unescapeHTML(jsonForScript(list)), w.themes, themes.map((t) => renderTemplate`<label class="tag"><input type="checkbox" name="theme"${addAttribute(t, "value")}> ${themeName(t, lang)}</label>`), addAttribute(href("/puzzles/", lang), "href"), w.next, w.streak, addAttribute(href("/puzzles/", lang), "href"), w.daily, addAttribute(href("/storm/", lang), "href"), stormWords[lang].stormLink, w.streakHint, w.historyTitle, w.historyHint, w.historyFailedTitle, w.fileTitle, w.fileHint, w.export, w.import) })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Train.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Train.astro", void 0);

export { $$Train as $ };
