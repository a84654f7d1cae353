import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, F as Fragment, u as unescapeHTML } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { r as renderReplayWidget, a as recordText, t as tagName } from './replay-html_CTTZeEJW.mjs';
import { b as boardImageButtons } from './board-image-buttons_B0yezIe0.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { e as esc } from './html_D7lOoZTI.mjs';
import { g as gamesWords } from './games_BR15o63l.mjs';

const $$Astro = createAstro();
const $$Game = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Game;
  const { game, lang } = Astro2.props;
  const t = gamesWords[lang];
  const shown = /* @__PURE__ */ new Set(["white", "black", "event", "site", "date", "result", "variant"]);
  const otherTags = game.data.tags.filter(([n]) => !shown.has(n.toLowerCase()));
  const row = (name, value, own = false) => `<dt${own ? ' translate="no"' : ""}>${esc(name)}</dt><dd translate="no">${esc(value)}</dd>`;
  const otherRow = (name, value) => {
    const said = tagName(name, lang);
    const text = recordText(value, lang);
    return `<dt${said === name ? ' translate="no"' : ""} data-tag="${esc(name)}">${esc(said)}</dt><dd${text === value ? ' translate="no"' : ""}>${esc(text)}</dd>`;
  };
  const tags = `<dl class="game-tags">` + (game.event ? row(t.event, game.event) : "") + (game.site ? row(t.site, game.site) : "") + (game.date ? row(t.date, game.date) : "") + row(t.variant, game.data.variant) + otherTags.map(([n, v]) => otherRow(n, v)).join("") + `<dt>${esc(t.source)}</dt><dd><code>${esc(game.file)}</code>${game.index > 1 ? esc(t.gameInFile(game.index)) : ""}</dd></dl>`;
  const widget = renderReplayWidget(game.data, {
    pdnUrl: href(`/games/${game.slug}.pdn`),
    pdnName: `${game.slug}.pdn`,
    lang,
    aside: tags,
    // the whole record at the ply shown, as the checker's "Open in analysis" (issue 25)
    analyse: { href: href("/analysis/", lang), what: "record" },
    tools: boardImageButtons(lang, Astro2.site, href(`/games/${game.slug}.pdn`))
  });
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": game.title, "description": t.pageDescription(game.title, game.event, game.date, game.result), "current": "games" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<div class="game-page"> <h1 class="game-title" translate="no">${game.white} – ${game.black} <span class="muted">${game.result}</span></h1> <noscript> <p class="noscript-note" data-noscript>${t.noscript}</p> </noscript> ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(widget)}` })} <p class="muted">${t.keysHelp}<kbd>Home</kbd>/<kbd>End</kbd>${t.keysJump}<kbd>f</kbd>${t.keysFlip}</p> </div> ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Game.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Game.astro", void 0);

export { $$Game as $ };
