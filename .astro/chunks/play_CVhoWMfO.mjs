import { c as createComponent, r as renderComponent, F as Fragment, a as renderTemplate, b as createAstro, u as unescapeHTML, e as renderScript, m as maybeRenderHead, d as addAttribute } from './astro/server_gj1Lrgak.mjs';
import 'piccolore';
import { $ as $$Base, h as href } from './Base_BEeV6GF_.mjs';
import { v as variantWords, $ as $$VariantNotes } from './VariantNotes_3qTbaxGb.mjs';
import { s as stepButton } from './step-buttons_PawSzDXq.mjs';
import './fen_CKWuurnx.mjs';
import './search_kLc7lcSz.mjs';
import { w as words, r as ruCount, e as enCount, V as VARIANTS, l as langOf } from './lang_DjorV-N3.mjs';
import { r as reviewWords } from './review_CiZhrK9t.mjs';
/* empty css                        */

const PLAY_LEVELS = [
  { id: "beginner", depth: 2, temperature: 150, randomMove: 0.3 },
  { id: "casual", depth: 2, temperature: 50, randomMove: 0.1 },
  { id: "club", depth: 4, temperature: 15, randomMove: 0 },
  { id: "expert", depth: 6, temperature: 0, randomMove: 0 },
  { id: "master", depth: 64, timeMs: 1e3, temperature: 0, randomMove: 0 }
];

const $$Astro$2 = createAstro();
const $$StepButtons = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$2, $$props, $$slots);
  Astro2.self = $$StepButtons;
  const { first, prev, next, last, disabled = false } = Astro2.props;
  const html = stepButton("first", first, disabled) + stepButton("prev", prev, disabled) + stepButton("next", next, disabled) + stepButton("last", last, disabled);
  return renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${unescapeHTML(html)}` })}`;
}, "/work/wt/gamereview/site/src/components/StepButtons.astro", void 0);

const EN_SIDE = { white: "White", black: "Black" };
const RU_SIDE = { white: "белые", black: "чёрные" };
const RU_SIDE_GEN = { white: "белых", black: "чёрных" };
const playWords = words(
  {
    title: "Play against the engine",
    intro: "The engine plays in your browser, by the rules of the toolkit. Choose a side, a variant, a start position and a level, then start a new game.",
    noscript: "Playing needs JavaScript: the engine runs in your browser.",
    setup: "Settings for a new game",
    side: "Your side",
    sideWhite: "White",
    sideBlack: "Black",
    sideRandom: "Random",
    variant: "Variant",
    variantName: (v) => variantWords.en.name(v),
    level: "Level",
    levelName: (id) => (/* @__PURE__ */ new Map([
      ["beginner", "Beginner"],
      ["casual", "Casual"],
      ["club", "Club player"],
      ["expert", "Expert"],
      ["master", "Master (1 s a move)"]
    ])).get(id) ?? id,
    start: "Start position (FEN; empty: the variant’s start)",
    startHint: "Paste a column FEN, or open this page from the board editor or the analysis board.",
    badFen: (why) => `This FEN cannot be played: ${why}`,
    startWith: "Start a game with these settings",
    newGame: "New game",
    newGameTitle: "Start a new game with the settings below the moves",
    takeback: "Take back",
    resign: "Resign",
    resignConfirm: "I resign",
    resignAsk: "Resign this game? Press “I resign” to resign; anything else plays on.",
    restored: (moves, finished) => `Your game is back (${moves === 0 ? "no moves yet" : enCount(moves, "move", "moves")}${finished ? ", finished" : ""}): play on, or press New game.`,
    viewing: (ply, total) => `Move ${ply} of ${total} shown. Press “The game as it stands” (or End) to return to it.`,
    stepFirst: "Start of the game",
    stepPrev: "Previous move",
    stepNext: "Next move",
    stepLast: "The game as it stands",
    flip: "Flip board",
    moves: "Moves",
    noMoves: "No moves yet.",
    record: "Record (PDN)",
    recordHint: "The game as PDN, ready for bashni verify.",
    copy: "Copy PDN",
    copied: "PDN copied.",
    copyFailed: "Copying failed: select the text and copy it.",
    download: "Download PDN",
    analyse: "Analyse this game",
    yourMove: (side) => `Your move (${EN_SIDE[side]}).`,
    thinking: "The engine is thinking…",
    engineFailed: "The engine could not answer; start a new game.",
    won: "You won",
    lost: "You lost",
    draw: "Draw",
    reason: (reason, loser) => ({
      "no-moves": `${EN_SIDE[loser]} has no legal move.`,
      resigned: `${EN_SIDE[loser]} resigned.`,
      repetition: "the same position for the third time.",
      "no-progress": "15 moves by each side without a capture or a man move."
    })[reason],
    /** The game's record in the page's language: its Event, the player's name, why it ended (issue 44 point 8). */
    recordEvent: "Game against the engine",
    recordPlayer: "Player",
    recordTermination: (reason, loser) => ({
      "no-moves": `${EN_SIDE[loser]} has no legal move`,
      resigned: `${EN_SIDE[loser]} resigned`,
      repetition: "draw: the same position for the third time",
      "no-progress": "draw: 15 moves by each side without a capture or a man move"
    })[reason]
  },
  {
    title: "Игра с движком",
    intro: "Движок играет в вашем браузере по правилам этого набора программ. Выберите цвет, вариант, начальную позицию и уровень и начните новую партию.",
    noscript: "Для игры нужен JavaScript: движок работает в вашем браузере.",
    setup: "Настройки новой партии",
    side: "Ваш цвет",
    sideWhite: "Белые",
    sideBlack: "Чёрные",
    sideRandom: "Случайно",
    variant: "Вариант",
    variantName: (v) => variantWords.ru.name(v),
    level: "Уровень",
    levelName: (id) => (/* @__PURE__ */ new Map([
      ["beginner", "Новичок"],
      ["casual", "Любитель"],
      ["club", "Клубный игрок"],
      ["expert", "Эксперт"],
      ["master", "Мастер (1 с на ход)"]
    ])).get(id) ?? id,
    start: "Начальная позиция (FEN; пусто: начальная позиция варианта)",
    startHint: "Вставьте FEN с колоннами или откройте эту страницу из редактора доски или доски анализа.",
    badFen: (why) => `С этой позицией играть нельзя: ${why}`,
    startWith: "Начать партию с этими настройками",
    newGame: "Новая игра",
    newGameTitle: "Начать новую партию с настройками ниже списка ходов",
    takeback: "Вернуть ход",
    resign: "Сдаться",
    resignConfirm: "Сдаюсь",
    resignAsk: "Сдать партию? Нажмите «Сдаюсь»; любое другое действие — игра продолжается.",
    restored: (moves, finished) => `Партия восстановлена (${moves === 0 ? "ходов ещё нет" : ruCount(moves, "ход", "хода", "ходов")}${finished ? ", окончена" : ""}): продолжайте или нажмите «Новая игра».`,
    viewing: (ply, total) => `Показан ход ${ply} из ${total}. Нажмите «Текущая позиция партии» (или End), чтобы вернуться к ней.`,
    stepFirst: "Начало партии",
    stepPrev: "Предыдущий ход",
    stepNext: "Следующий ход",
    stepLast: "Текущая позиция партии",
    flip: "Перевернуть доску",
    moves: "Ходы",
    noMoves: "Ходов ещё нет.",
    record: "Запись (PDN)",
    recordHint: "Партия в формате PDN, готовая для bashni verify.",
    copy: "Копировать PDN",
    copied: "PDN скопирован.",
    copyFailed: "Скопировать не удалось: выделите текст и скопируйте его.",
    download: "Скачать PDN",
    analyse: "Анализировать партию",
    yourMove: (side) => `Ваш ход (${RU_SIDE[side]}).`,
    thinking: "Движок думает…",
    engineFailed: "Движок не смог ответить; начните новую партию.",
    won: "Вы выиграли",
    lost: "Вы проиграли",
    draw: "Ничья",
    reason: (reason, loser) => ({
      "no-moves": `у ${RU_SIDE_GEN[loser]} нет хода.`,
      resigned: `${RU_SIDE[loser]} сдались.`,
      repetition: "позиция повторилась в третий раз.",
      "no-progress": "15 ходов каждой стороны без взятия и без хода простой."
    })[reason],
    recordEvent: "Партия против движка",
    recordPlayer: "Игрок",
    recordTermination: (reason, loser) => ({
      "no-moves": `у ${RU_SIDE_GEN[loser]} нет хода`,
      resigned: `${RU_SIDE[loser]} сдались`,
      repetition: "ничья: позиция повторилась в третий раз",
      "no-progress": "ничья: 15 ходов каждой стороны без взятия и без хода простой"
    })[reason]
  }
);

const $$Astro$1 = createAstro();
const $$Play$1 = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$Play$1;
  const { lang } = Astro2.props;
  const t = playWords[lang];
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t.title, "current": "play" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1 class="play-title">${t.title}</h1> <noscript><p class="noscript-note" data-noscript>${t.noscript}</p></noscript> ${renderComponent($$result2, "bashni-play", "bashni-play", { "class": "play", "data-analysis": href("/analysis/", lang) }, { "default": () => renderTemplate` <div class="play-main"> <p class="play-status" data-status data-engine-state="idle" aria-live="polite"></p> <p class="play-restored" data-restored data-restored-text hidden></p> <div class="controls play-actions"> <button type="button" data-act="takeback" disabled>${t.takeback}</button> <button type="button" data-act="resign" aria-pressed="false" disabled>${t.resign}</button> <button type="button" data-act="flip"${addAttribute(t.flip, "aria-label")}${addAttribute(t.flip, "title")}><span aria-hidden="true">⇅</span></button> <button type="button" data-act="new-game"${addAttribute(t.newGameTitle, "title")}>${t.newGame}</button> </div> <div class="play-board" data-play-board></div> </div> <div class="play-side"> <form class="play-setup" id="play-setup" data-setup> <h2>${t.setup}</h2> <fieldset> <legend>${t.side}</legend> <label><input type="radio" name="side" value="white" checked> ${t.sideWhite}</label> <label><input type="radio" name="side" value="black"> ${t.sideBlack}</label> <label><input type="radio" name="side" value="random"> ${t.sideRandom}</label> </fieldset> <p> <label for="play-variant">${t.variant}</label> <select id="play-variant" name="variant" data-variant-choice> ${VARIANTS.map((v) => renderTemplate`<option${addAttribute(v, "value")}>${t.variantName(v)}</option>`)} </select> </p> ${renderComponent($$result2, "VariantNotes", $$VariantNotes, { "lang": lang })} <p> <label for="play-level">${t.level}</label> <select id="play-level" name="level" data-level-choice> ${PLAY_LEVELS.map((l) => renderTemplate`<option${addAttribute(l.id, "value")}>${t.levelName(l.id)}</option>`)} </select> </p> <p> <label for="play-fen">${t.start}</label> <input id="play-fen" name="fen" type="text" data-fen-input spellcheck="false" autocapitalize="off" autocomplete="off" aria-describedby="play-fen-note"> <span class="muted play-note" id="play-fen-note" data-fen-note>${t.startHint}</span> </p> <button type="submit" data-act="new">${t.startWith}</button> </form> <section aria-labelledby="play-moves-heading"> <h2 id="play-moves-heading">${t.moves}</h2> <ol class="play-moves" data-moves translate="no"></ol> <div class="controls play-steps"> ${renderComponent($$result2, "StepButtons", $$StepButtons, { "first": t.stepFirst, "prev": t.stepPrev, "next": t.stepNext, "last": t.stepLast, "disabled": true })} </div> </section> <section aria-labelledby="play-record-heading"> <h2 id="play-record-heading">${t.record}</h2> <label for="play-pdn" class="muted">${t.recordHint}</label> <textarea id="play-pdn" class="pdn-box" data-pdn readonly rows="8" spellcheck="false" translate="no"></textarea> <div class="controls"> <button type="button" data-act="copy">${t.copy}</button> <button type="button" data-act="download">${t.download}</button> <a class="btn" data-analyse${addAttribute(href("/analysis/", lang), "href")}>${t.analyse}</a>  <a class="btn" data-review-link${addAttribute(href("/analysis/", lang), "href")} hidden>${reviewWords[lang].review}</a> </div> <p class="muted" data-copied aria-live="polite"></p> </section> </div> ` })} ` })} ${renderScript($$result, "/work/wt/gamereview/site/src/views/Play.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/gamereview/site/src/views/Play.astro", void 0);

const $$Astro = createAstro();
const $$Play = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Play;
  return renderTemplate`${renderComponent($$result, "Play", $$Play$1, { "lang": langOf(Astro2.currentLocale) })}`;
}, "/work/wt/gamereview/site/src/pages/play.astro", void 0);

const $$file = "/work/wt/gamereview/site/src/pages/play.astro";
const $$url = "/play";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Play,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

export { $$Play as $, _page as _ };
