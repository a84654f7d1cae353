import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute, u as unescapeHTML } from './astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$Base, h as href } from './Base_BEeV6GF_.mjs';
import { b as loadPuzzles, t as themeName } from './collections_B8I0mzLT.mjs';
import { j as jsonForScript } from './replay-html_cSYrzyiG.mjs';
import { t as trainWords } from './train_QHMWTQO-.mjs';

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro = createAstro();
const $$Train = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Train;
  const { lang } = Astro2.props;
  const w = trainWords[lang];
  const puzzles = loadPuzzles();
  const themes = [...new Set(puzzles.flatMap((p) => p.themes))].sort();
  const list = puzzles.map((p) => ({ id: p.id, rating: p.rating, themes: p.themes }));
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.title, "current": "puzzles" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1>${w.title}</h1> <p>${w.intro}</p> <noscript><p class="noscript-note">${w.noscript}</p></noscript> ${renderComponent($$result2, "bashni-train", "bashni-train", { "data-puzzles-base": href("/puzzles/", lang) }, { "default": () => renderTemplate(_a || (_a = __template([' <script type="application/json" class="train-data">', '<\/script> <p data-train-rating aria-live="polite">&nbsp;</p> <fieldset class="train-themes"> <legend>', "</legend> ", ' </fieldset> <p class="controls"> <a class="btn" data-train-next', ">", '</a> <button type="button" data-streak-start>', '</button> <a class="btn" data-daily', ">", '</a> </p> <p class="muted" data-train-note>', '</p> <p class="muted" data-best></p> <h2>', '</h2> <p class="muted">', '</p> <p class="controls"> <button type="button" data-export>', '</button> <label for="train-import">', '</label> <input id="train-import" type="file" accept=".json,application/json" data-import> </p> <p data-file-status aria-live="polite"></p> '])), unescapeHTML(jsonForScript(list)), w.themes, themes.map((t) => renderTemplate`<label class="tag"><input type="checkbox" name="theme"${addAttribute(t, "value")}> ${themeName(t, lang)}</label>`), addAttribute(href("/puzzles/", lang), "href"), w.next, w.streak, addAttribute(href("/puzzles/", lang), "href"), w.daily, w.streakHint, w.fileTitle, w.fileHint, w.export, w.import) })} ` })} ${renderScript($$result, "/work/wt/gamereview/site/src/views/Train.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/gamereview/site/src/views/Train.astro", void 0);

export { $$Train as $ };
