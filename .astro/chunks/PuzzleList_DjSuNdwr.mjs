import { c as createComponent, m as maybeRenderHead, d as addAttribute, a as renderTemplate, b as createAstro, r as renderComponent, e as renderScript } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import 'clsx';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { d as ratingLine, t as themeName, e as levelOf } from './collections_ZlePGLfY.mjs';
import { l as listPath } from './puzzle-pages_CO2WL5zN.mjs';
import { p as puzzlePageWords, a as puzzleWords } from './puzzles_m57vWNY8.mjs';

const $$Astro$1 = createAstro();
const $$PuzzleItem = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$PuzzleItem;
  const { puzzle: p, lang, theme } = Astro2.props;
  const to = href(`/puzzles/${p.id}/`, lang) + (theme ? `?theme=${encodeURIComponent(theme)}` : "");
  return renderTemplate`${maybeRenderHead()}<li${addAttribute(p.id, "data-puzzle-id")}${addAttribute(p.themes.join(" "), "data-themes")}>  <a${addAttribute(to, "href")}${addAttribute(p.title[lang], "data-made")}>${p.neutral[lang]}</a> <span class="muted">${p.goal[lang]}</span> <span class="muted" data-rating>${ratingLine(p.rating, p.difficulty, lang)}</span> <span data-tags hidden>${p.themes.map((t) => renderTemplate`<span class="tag">${themeName(t, lang)}</span>`)}</span> <span data-solved></span> </li>`;
}, "/work/wt/board/site/src/components/PuzzleItem.astro", void 0);

const $$Astro = createAstro();
const $$PuzzleList = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$PuzzleList;
  const { at, lang } = Astro2.props;
  const w = { ...puzzleWords[lang], ...puzzlePageWords[lang] };
  const { list, page, pages, from } = at;
  const LEVELS = ["", w.level1, w.level2, w.level3, w.level4, w.level5];
  const level = Number(list.key);
  const name = list.kind === "level" ? LEVELS[level] ?? list.key : themeName(list.key, lang);
  const heading = list.kind === "level" ? `${name} ${levelOf(level, lang)}` : w.themeTitle(name);
  const to = (k) => href(listPath(list, k), lang);
  const theme = list.kind === "theme" ? list.key : void 0;
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": `${heading}, ${w.pageOf(page, pages)}`, "current": "puzzles" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<p class="list-back"><a${addAttribute(href("/puzzles/", lang), "href")} data-all-puzzles>${w.allPuzzles}</a></p> <h1${addAttribute(list.slug, "data-list")}>${heading}</h1> <p class="muted" data-list-range>${w.listRange(from + 1, from + at.puzzles.length, list.puzzles.length)} · ${w.pageOf(page, pages)}</p> ${pages > 1 && renderTemplate`<nav class="pager"${addAttribute(w.pagesLabel(name), "aria-label")}> <ol> ${Array.from({ length: pages }, (_, i) => i + 1).map((k) => renderTemplate`<li><a${addAttribute(to(k), "href")}${addAttribute(k === page ? "page" : void 0, "aria-current")}${addAttribute(w.pageN(k), "aria-label")}>${k}</a></li>`)} </ol> </nav>`}<ul class="puzzle-list"> ${at.puzzles.map((p) => renderTemplate`${renderComponent($$result2, "PuzzleItem", $$PuzzleItem, { "puzzle": p, "lang": lang, "theme": theme })}`)} </ul> ${pages > 1 && renderTemplate`<p class="pager-steps"> ${page > 1 && renderTemplate`<a class="btn" rel="prev"${addAttribute(to(page - 1), "href")} data-page-prev>${w.prevPage}</a>`} ${page < pages && renderTemplate`<a class="btn" rel="next"${addAttribute(to(page + 1), "href")} data-page-next>${w.nextPage}</a>`} </p>`}` })} ${renderScript($$result, "/work/wt/board/site/src/views/PuzzleList.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/PuzzleList.astro", void 0);

export { $$PuzzleList as $ };
