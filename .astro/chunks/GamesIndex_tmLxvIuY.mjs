import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { l as loadGames } from './collections_ZlePGLfY.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { g as gamesWords } from './games_BR15o63l.mjs';

const $$Astro = createAstro();
const $$GamesIndex = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$GamesIndex;
  const { lang } = Astro2.props;
  const t = gamesWords[lang];
  const games = loadGames();
  const resultKind = (r) => r === "1-0" ? "white" : r === "0-1" ? "black" : r === "1/2-1/2" || r === "\xBD-\xBD" ? "draw" : "none";
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t.title, "current": "games" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1>${t.title}</h1> <p class="muted">${t.intro(games.length)}<code>games/*.pdn</code>${t.introChecked}</p> ${renderComponent($$result2, "bashni-game-table", "bashni-game-table", {}, { "default": () => renderTemplate` <!-- the filter and sort controls work with JavaScript only: shown by the element (game-table.ts) --> <form class="table-tools" data-tools hidden> <label for="gt-players">${t.filterPlayers} <input id="gt-players" type="search" name="players"${addAttribute(t.filterPlayersHint, "placeholder")} autocomplete="off"></label> <label for="gt-result">${t.result} <select id="gt-result" name="result"> <option value="">${t.anyResult}</option> <option value="white">${t.whiteWon}</option> <option value="black">${t.blackWon}</option> <option value="draw">${t.draw}</option> <option value="none">${t.unfinished}</option> </select> </label> <label for="gt-length">${t.length} <select id="gt-length" name="length"> <option value="">${t.anyLength}</option> <option value="0-40">${t.shortGames}</option> <option value="41-80">${t.mediumGames}</option> <option value="81-">${t.longGames}</option> </select> </label> <label for="gt-sort">${t.sortBy} <select id="gt-sort" name="sort"> <option value="file">${t.sortFile}</option> <option value="players">${t.sortPlayers}</option> <option value="result">${t.sortResult}</option> <option value="shortest">${t.sortShortest}</option> <option value="longest">${t.sortLongest}</option> </select> </label> <output class="muted" data-count aria-live="polite"></output> </form> <!-- a table on a wide screen; on a phone each row is a short card (site.css) --> <table class="game-table"> <thead> <tr><th scope="col">${t.players}</th><th scope="col">${t.event}</th><th scope="col">${t.date}</th><th scope="col">${t.result}</th><th scope="col">${t.length}</th></tr> </thead> <tbody> ${games.map((g, i) => renderTemplate`<tr${addAttribute(i, "data-order")}${addAttribute(`${g.white} \u2013 ${g.black}`, "data-players")}${addAttribute(resultKind(g.result), "data-result")}${addAttribute(Math.ceil(g.plies / 2), "data-moves")}> <td class="gt-players" translate="no"><a${addAttribute(href(`/games/${g.slug}/`, lang), "href")}>${g.white} – ${g.black}</a></td> <td class="gt-event" translate="no">${g.event}${g.site ? `, ${g.site}` : ""}</td> <td class="gt-date" translate="no">${g.date}</td> <td class="gt-result" translate="no">${g.result}</td> <td class="gt-length">${t.moves(Math.ceil(g.plies / 2))} <span class="gt-plies">${t.plies(g.plies)}</span></td> </tr>`)} </tbody> </table> ` })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/GamesIndex.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/GamesIndex.astro", void 0);

export { $$GamesIndex as $ };
