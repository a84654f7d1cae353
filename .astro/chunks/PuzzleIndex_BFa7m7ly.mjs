import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, d as addAttribute, u as unescapeHTML, m as maybeRenderHead } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { b as loadPuzzles, t as themeName, e as levelOf } from './collections_ZlePGLfY.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { j as jsonForScript } from './replay-html_CTTZeEJW.mjs';
import { a as puzzleLists, l as listPath, b as pageCount, P as PAGE_SIZE } from './puzzle-pages_CO2WL5zN.mjs';
import { p as puzzlePageWords, a as puzzleWords } from './puzzles_m57vWNY8.mjs';
import { a as trainPageWords } from './train_C-S0rSJp.mjs';
import { s as stormWords } from './storm_UMn5xv-S.mjs';

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro = createAstro();
const $$PuzzleIndex = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$PuzzleIndex;
  const { lang } = Astro2.props;
  const w = { ...puzzleWords[lang], ...puzzlePageWords[lang] };
  const lists = puzzleLists(loadPuzzles());
  const LEVELS = ["", w.level1, w.level2, w.level3, w.level4, w.level5];
  const levels = lists.filter((l) => l.kind === "level");
  const themes = lists.filter((l) => l.kind === "theme");
  const ratingsOf = (ratings) => `${Math.min(...ratings)}\u2013${Math.max(...ratings)}`;
  const ids = Object.fromEntries(levels.map((l) => [l.key, l.puzzles.map((p) => p.id)]));
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.indexTitle, "current": "puzzles" }, { "default": ($$result2) => renderTemplate(_a || (_a = __template([" ", "<h1>", '</h1> <p class="controls"><a class="btn"', ">", '</a> <a class="btn" data-storm-link', ">", '</a></p> <p data-progress class="muted">&nbsp;</p> <script type="application/json" data-puzzle-levels>', "<\/script> ", "", '<p><button type="button" data-reset-progress>', "</button></p> "])), maybeRenderHead(), w.indexTitle, addAttribute(href("/train/", lang), "href"), trainPageWords[lang].trainLink, addAttribute(href("/storm/", lang), "href"), stormWords[lang].stormLink, unescapeHTML(jsonForScript(ids)), levels.map((l) => {
    const d = Number(l.key);
    const pages = pageCount(l);
    return renderTemplate`<section${addAttribute(d, "data-level")}> <h2>${LEVELS[d]} <span class="muted">${levelOf(d, lang)}</span></h2> <p><a${addAttribute(href(listPath(l), lang), "href")} data-level-link>${w.levelLink(l.puzzles.length)}</a> <span class="muted" data-level-solved></span></p> ${pages > 1 && renderTemplate`<nav class="pager pager-index"${addAttribute(w.pagesLabel(LEVELS[d] ?? l.key), "aria-label")}> <ol> ${Array.from({ length: pages }, (_, i) => i + 1).map((k) => renderTemplate`<li> <a${addAttribute(href(listPath(l, k), lang), "href")}> <span class="sr-only">${w.pageN(k)}</span><span class="pager-n" aria-hidden="true">${k}</span> <span class="muted pager-ratings"><span class="sr-only">${w.ratingWord} </span>${ratingsOf(l.puzzles.slice((k - 1) * PAGE_SIZE, k * PAGE_SIZE).map((p) => p.rating))}</span> </a> </li>`)} </ol> </nav>`} </section>`;
  }), themes.length > 0 && renderTemplate`<section data-themes-index> <h2>${w.themes}</h2> <p data-theme-filters> ${themes.map((t) => renderTemplate`<a class="tag"${addAttribute(href(listPath(t), lang), "href")}${addAttribute(t.key, "data-theme-filter")}> <span data-theme-name>${themeName(t.key, lang)}</span> <span class="muted">(${t.puzzles.length})</span> </a>`)} </p> </section>`, w.resetProgress) })} ${renderScript($$result, "/work/wt/board/site/src/views/PuzzleIndex.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/PuzzleIndex.astro", void 0);

export { $$PuzzleIndex as $ };
