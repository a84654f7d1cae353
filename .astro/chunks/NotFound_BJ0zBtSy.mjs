import { c as createComponent, r as renderComponent, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { l as layoutWords, $ as $$Base, b as boardWords } from './Base_DMatqLW7.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro = createAstro();
const $$NotFound = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$NotFound;
  const { lang } = Astro2.props;
  const w = layoutWords[lang];
  const ru = layoutWords.ru;
  const ruRoot = href("/", "ru");
  const enRoot = href("/", "en");
  const keys = ["home", "learn", "games", "puzzles", "check", "analysis", "editor", "play", "siteName", "skip", "switchText"];
  const frame = JSON.stringify(keys.map((k) => [layoutWords.en[k], ru[k]]));
  const ruBoard = boardWords.ru;
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.notFoundTitle, "path": "/" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1 data-not-found-heading>${w.notFoundHeading}</h1> <p data-not-found="en">${w.notFoundBefore}<a${addAttribute(href("/games/", lang), "href")}>${w.notFoundGames}</a>${w.notFoundBetween}<a${addAttribute(href("/puzzles/", lang), "href")}>${w.notFoundPuzzles}</a>${w.notFoundOr}<a${addAttribute(href("/", lang), "href")}>${w.notFoundHome}</a>.</p> ${lang === "en" && renderTemplate(_a || (_a = __template(['<div lang="ru" data-not-found="ru"', "", "", "", "", "", "", "", "", "", "> <p><strong>", ".</strong> ", "<a", ">", "</a>", "<a", ">", "</a>", "<a", ">", `</a>.</p> </div>
    <script>
      // one language on the page: Russian under /ru/, else English (both stay without JavaScript)
      (function () {
        var ru = document.querySelector('[data-not-found="ru"]');
        var en = document.querySelector('[data-not-found="en"]');
        if (!ru || !en) return;
        if (location.pathname.indexOf(ru.getAttribute('data-ru-root')) !== 0) {
          ru.hidden = true;
          return;
        }
        en.hidden = true;
        ru.removeAttribute('lang');
        document.documentElement.lang = 'ru';
        document.title = ru.getAttribute('data-ru-title');
        var h1 = document.querySelector('[data-not-found-heading]');
        if (h1) h1.textContent = ru.getAttribute('data-ru-heading');
        var strong = ru.querySelector('strong');
        if (strong) strong.remove();
        // the header: its sections lead to the Russian pages, in Russian words; the switch to English
        var words = new Map(JSON.parse(ru.getAttribute('data-ru-frame')));
        var enRoot = ru.getAttribute('data-en-root');
        document.querySelectorAll('.skip, .brand, .site-header nav a').forEach(function (a) {
          var said = words.get(a.textContent.trim());
          if (said) a.textContent = said;
          var to = a.getAttribute('href');
          if (to && to.indexOf(enRoot) === 0 && a.classList.contains('skip') === false) a.setAttribute('href', ru.getAttribute('data-ru-root') + to.slice(enRoot.length));
        });
        var sw = document.querySelector('[data-lang-switch]');
        if (sw) {
          sw.textContent = words.get(sw.textContent.trim()) || sw.textContent;
          sw.setAttribute('href', enRoot);
          sw.setAttribute('hreflang', 'en');
          sw.setAttribute('lang', 'en');
          sw.setAttribute('title', ru.getAttribute('data-ru-switch-label'));
        }
        // the scheme toggle (client/page/theme.ts reads its two sayings when it runs, after this)
        var toggle = document.querySelector('[data-theme-toggle]');
        if (toggle) {
          var toLight = toggle.textContent === toggle.getAttribute('data-to-light');
          toggle.setAttribute('data-to-dark', ru.getAttribute('data-ru-to-dark'));
          toggle.setAttribute('data-to-light', ru.getAttribute('data-ru-to-light'));
          toggle.textContent = ru.getAttribute(toLight ? 'data-ru-to-light' : 'data-ru-to-dark');
        }
        // the footer comes after this script in the page: said in Russian once it is read
        var footer = function () {
          var p = document.querySelector('.site-footer p');
          var a = p && p.querySelector('a');
          if (!p || !a) return;
          if (p.firstChild && p.firstChild.nodeType === 3) p.firstChild.textContent = ru.getAttribute('data-ru-footer') + ' ';
          a.textContent = ru.getAttribute('data-ru-licences');
        };
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', footer);
        else footer();
      })();
    <\/script>`])), addAttribute(ruRoot, "data-ru-root"), addAttribute(ru.title(ru.notFoundTitle), "data-ru-title"), addAttribute(ru.notFoundHeading, "data-ru-heading"), addAttribute(enRoot, "data-en-root"), addAttribute(frame, "data-ru-frame"), addAttribute(ru.switchLabel, "data-ru-switch-label"), addAttribute(ru.footer, "data-ru-footer"), addAttribute(ru.licences, "data-ru-licences"), addAttribute(ruBoard.toDark, "data-ru-to-dark"), addAttribute(ruBoard.toLight, "data-ru-to-light"), ru.notFoundHeading, ru.notFoundBefore, addAttribute(href("/games/", "ru"), "href"), ru.notFoundGames, ru.notFoundBetween, addAttribute(href("/puzzles/", "ru"), "href"), ru.notFoundPuzzles, ru.notFoundOr, addAttribute(ruRoot, "href"), ru.notFoundHome)}` })}`;
}, "/work/wt/board/site/src/views/NotFound.astro", void 0);

export { $$NotFound as $ };
