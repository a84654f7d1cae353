import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute, F as Fragment, u as unescapeHTML } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base, b as boardWords } from './Base_DMatqLW7.mjs';
import { v as variantWords, $ as $$VariantNotes } from './VariantNotes_BaTTYNYp.mjs';
import { r as reviewWords, $ as $$StepButtons } from './review_yRAez2l1.mjs';
import { $ as $$MoveBoard } from './MoveBoard_DPObuIEe.mjs';
import { P as Position } from './fen_DMqK5RZO.mjs';
import { s as stepButton } from './step-buttons_CADlf96Q.mjs';
import './search_DGdgOXjN.mjs';
import { V as VARIANTS } from './lang_CTn7LBoU.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';
/* empty css                        */

const PLAY_LEVELS = [
  { id: "beginner", depth: 2, temperature: 150, randomMove: 0.3 },
  { id: "casual", depth: 2, temperature: 50, randomMove: 0.1 },
  { id: "club", depth: 4, temperature: 15, randomMove: 0 },
  { id: "expert", depth: 6, temperature: 0, randomMove: 0 },
  { id: "master", depth: 64, timeMs: 1e3, temperature: 0, randomMove: 0 }
];

const EN_SIDE$1 = { white: "White", black: "Black" };
const RU_SIDE$1 = { white: "белые", black: "чёрные" };
const RU_SIDE_GEN$1 = { white: "белых", black: "чёрных" };
const playWords = words(
  {
    title: "Play against the engine",
    intro: "The engine plays in your browser, by the rules of the toolkit. Choose a side, a variant, a start position and a level, then start a new game.",
    setup: "Settings for a new game",
    side: "Your side",
    variant: "Variant",
    level: "Level",
    start: "Start position (FEN; empty: the variant’s start)",
    startHint: "Paste a column FEN, or open this page from the board editor or the analysis board.",
    badFen: (why) => `This FEN cannot be played: ${why}`,
    newGame: "New game",
    takeback: "Take back",
    resign: "Resign",
    resignConfirm: "I resign",
    resignAsk: "Resign this game? Press “I resign” to resign; anything else plays on.",
    restored: (moves, finished) => `Your game is back (${moves === 0 ? "no moves yet" : enCount(moves, "move", "moves")}${finished ? ", finished" : ""}): play on, or press New game.`,
    viewing: (ply, total) => `Move ${ply} of ${total} shown. Press “The game as it stands” (or End) to return to it.`,
    flip: "Flip board",
    moves: "Moves",
    noMoves: "No moves yet.",
    record: "Record (PDN)",
    copy: "Copy PDN",
    copied: "PDN copied.",
    copyFailed: "Copying failed: select the text and copy it.",
    download: "Download PDN",
    analyse: "Analyse this game",
    yourMove: (side) => `Your move (${EN_SIDE$1[side]}).`,
    thinking: "The engine is thinking…",
    engineFailed: "The engine could not answer; start a new game.",
    won: "You won",
    lost: "You lost",
    draw: "Draw",
    reason: (reason, loser) => ({
      "no-moves": `${EN_SIDE$1[loser]} has no legal move.`,
      resigned: `${EN_SIDE$1[loser]} resigned.`,
      repetition: "the same position for the third time.",
      "no-progress": "15 moves by each side without a capture or a man move."
    })[reason],
    /** The game's record in the page's language: its Event, the player's name, why it ended (issue 44 point 8). */
    recordEvent: "Game against the engine",
    recordPlayer: "Player",
    recordTermination: (reason, loser) => ({
      "no-moves": `${EN_SIDE$1[loser]} has no legal move`,
      resigned: `${EN_SIDE$1[loser]} resigned`,
      repetition: "draw: the same position for the third time",
      "no-progress": "draw: 15 moves by each side without a capture or a man move"
    })[reason]
  },
  {
    title: "Игра с движком",
    intro: "Движок играет в вашем браузере по правилам этого набора программ. Выберите цвет, вариант, начальную позицию и уровень и начните новую партию.",
    setup: "Настройки новой партии",
    side: "Ваш цвет",
    variant: "Вариант",
    level: "Уровень",
    start: "Начальная позиция (FEN; пусто: начальная позиция варианта)",
    startHint: "Вставьте FEN с колоннами или откройте эту страницу из редактора доски или доски анализа.",
    badFen: (why) => `С этой позицией играть нельзя: ${why}`,
    newGame: "Новая игра",
    takeback: "Вернуть ход",
    resign: "Сдаться",
    resignConfirm: "Сдаюсь",
    resignAsk: "Сдать партию? Нажмите «Сдаюсь»; любое другое действие — игра продолжается.",
    restored: (moves, finished) => `Партия восстановлена (${moves === 0 ? "ходов ещё нет" : ruCount(moves, "ход", "хода", "ходов")}${finished ? ", окончена" : ""}): продолжайте или нажмите «Новая игра».`,
    viewing: (ply, total) => `Показан ход ${ply} из ${total}. Нажмите «Текущая позиция партии» (или End), чтобы вернуться к ней.`,
    flip: "Перевернуть доску",
    moves: "Ходы",
    noMoves: "Ходов ещё нет.",
    record: "Запись (PDN)",
    copy: "Копировать PDN",
    copied: "PDN скопирован.",
    copyFailed: "Скопировать не удалось: выделите текст и скопируйте его.",
    download: "Скачать PDN",
    analyse: "Анализировать партию",
    yourMove: (side) => `Ваш ход (${RU_SIDE$1[side]}).`,
    thinking: "Движок думает…",
    engineFailed: "Движок не смог ответить; начните новую партию.",
    won: "Вы выиграли",
    lost: "Вы проиграли",
    draw: "Ничья",
    reason: (reason, loser) => ({
      "no-moves": `у ${RU_SIDE_GEN$1[loser]} нет хода.`,
      resigned: `${RU_SIDE$1[loser]} сдались.`,
      repetition: "позиция повторилась в третий раз.",
      "no-progress": "15 ходов каждой стороны без взятия и без хода простой."
    })[reason],
    recordEvent: "Партия против движка",
    recordPlayer: "Игрок",
    recordTermination: (reason, loser) => ({
      "no-moves": `у ${RU_SIDE_GEN$1[loser]} нет хода`,
      resigned: `${RU_SIDE$1[loser]} сдались`,
      repetition: "ничья: позиция повторилась в третий раз",
      "no-progress": "ничья: 15 ходов каждой стороны без взятия и без хода простой"
    })[reason]
  }
);
const playPageWords = words(
  {
    noscript: "Playing needs JavaScript: the engine runs in your browser.",
    sideWhite: "White",
    sideBlack: "Black",
    sideRandom: "Random",
    variantName: (v) => variantWords.en.name(v),
    levelName: (id) => (/* @__PURE__ */ new Map([
      ["beginner", "Beginner"],
      ["casual", "Casual"],
      ["club", "Club player"],
      ["expert", "Expert"],
      ["master", "Master (1 s a move)"]
    ])).get(id) ?? id,
    startWith: "Start a game with these settings",
    newGameTitle: "Start a new game with the settings below the moves",
    stepFirst: "Start of the game",
    stepPrev: "Previous move",
    stepNext: "Next move",
    stepLast: "The game as it stands",
    recordHint: "The game as PDN, ready for bashni verify."
  },
  {
    noscript: "Для игры нужен JavaScript: движок работает в вашем браузере.",
    sideWhite: "Белые",
    sideBlack: "Чёрные",
    sideRandom: "Случайно",
    variantName: (v) => variantWords.ru.name(v),
    levelName: (id) => (/* @__PURE__ */ new Map([
      ["beginner", "Новичок"],
      ["casual", "Любитель"],
      ["club", "Клубный игрок"],
      ["expert", "Эксперт"],
      ["master", "Мастер (1 с на ход)"]
    ])).get(id) ?? id,
    startWith: "Начать партию с этими настройками",
    newGameTitle: "Начать новую партию с настройками ниже списка ходов",
    stepFirst: "Начало партии",
    stepPrev: "Предыдущий ход",
    stepNext: "Следующий ход",
    stepLast: "Текущая позиция партии",
    recordHint: "Партия в формате PDN, готовая для bashni verify."
  }
);

const EN_SIDE = { white: "White", black: "Black" };
const RU_SIDE = { white: "белые", black: "чёрные" };
const RU_SIDE_CAP = { white: "Белые", black: "Чёрные" };
const RU_SIDE_GEN = { white: "белых", black: "чёрных" };
const friendWords = words(
  {
    opponent: "Opponent",
    opponentEngine: "The engine",
    opponentFriend: "A friend, by link",
    opponentBoard: "Over the board",
    opponentHint: "With a friend, each move is sent as a link that carries the whole game; over the board, two players share this device.",
    friendTitle: "A game with a friend, by link",
    boardTitle: "Over the board",
    playEngine: "Play the engine",
    link: "The game’s link (send it to your friend after your move)",
    copyLink: "Copy link",
    share: "Share…",
    linkCopied: "Link copied: send it to your friend.",
    copyFailed: "Copying failed: select the link and copy it.",
    offerDraw: "Offer a draw",
    acceptDraw: "Accept the draw",
    resign: "Resign",
    resignConfirm: "I resign",
    takeback: "Take back",
    takebackConfirm: "Both agree: take back",
    takebackAsk: "Take back the last move? Both players agree: press “Both agree: take back”.",
    fixedBoard: "Keep the board fixed (do not turn it after each move)",
    flip: "Flip board",
    download: "Download PDN",
    moves: "Moves",
    noMoves: "No moves yet.",
    yourMove: (side) => `Your move (${EN_SIDE[side]}): play it, then send the new link.`,
    theirMove: (side) => `Your friend’s move (${EN_SIDE[side]}): send them the link below and wait for theirs.`,
    boardTurn: (side) => `${EN_SIDE[side]} to move.`,
    drawOffered: (side) => `${EN_SIDE[side]} offers a draw: accept it, or play a move to decline.`,
    result: (winner, reason, loser) => `${winner ? `${EN_SIDE[winner]} wins` : "Draw"}: ${{
      "no-moves": `${EN_SIDE[loser]} has no legal move.`,
      resigned: `${EN_SIDE[loser]} resigned.`,
      repetition: "the same position for the third time.",
      "no-progress": "15 moves by each side without a capture or a man move.",
      agreed: "agreed by both players."
    }[reason]}`,
    refused: (ply, move) => `The link’s move ${ply} (${move}) is not a legal move: the game is shown before it.`,
    problem: (p) => ({
      malformed: "This link is damaged: it holds no game. Ask your friend to send it again.",
      "unknown-variant": "This link’s game is of a variant this site does not know.",
      "too-long": "This link’s game is too long to open (600 plies at most).",
      "bad-start": "This link’s start position cannot be played."
    })[p],
    notKept: "This browser cannot keep the game (storage full or refused): the game goes on, keep its link.",
    games: "Games with friends",
    gameLine: (plies, last, turn) => `${plies === 0 ? "no moves yet" : enCount(plies, "ply", "plies")}${last ? `, last ${last}` : ""}: ${turn}`,
    turnYou: "your move",
    turnThem: "your friend’s move",
    turnBoard: (side) => `${EN_SIDE[side]} to move`,
    finished: "finished",
    vsFriend: (me) => `With a friend (you: ${EN_SIDE[me]})`,
    vsBoard: "Over the board",
    recordEvent: "Game with a friend",
    recordBoardEvent: "Over-the-board game",
    recordTermination: (reason, loser) => ({
      "no-moves": `${EN_SIDE[loser]} has no legal move`,
      resigned: `${EN_SIDE[loser]} resigned`,
      repetition: "draw: the same position for the third time",
      "no-progress": "draw: 15 moves by each side without a capture or a man move",
      agreed: "draw agreed"
    })[reason],
    white: "White",
    black: "Black",
    rematch: "Rematch (colours swapped)",
    analyse: "Analyse",
    newGame: "New game"
  },
  {
    opponent: "Соперник",
    opponentEngine: "Движок",
    opponentFriend: "Друг, по ссылке",
    opponentBoard: "За одной доской",
    opponentHint: "С другом каждый ход отправляется ссылкой, в которой вся партия; за одной доской двое играют на этом устройстве.",
    friendTitle: "Партия с другом по ссылке",
    boardTitle: "За одной доской",
    playEngine: "Играть с движком",
    link: "Ссылка на партию (отправьте её другу после своего хода)",
    copyLink: "Копировать ссылку",
    share: "Поделиться…",
    linkCopied: "Ссылка скопирована: отправьте её другу.",
    copyFailed: "Скопировать не удалось: выделите ссылку и скопируйте её.",
    offerDraw: "Предложить ничью",
    acceptDraw: "Принять ничью",
    resign: "Сдаться",
    resignConfirm: "Сдаюсь",
    takeback: "Вернуть ход",
    takebackConfirm: "Оба согласны: вернуть",
    takebackAsk: "Вернуть последний ход? Если оба согласны, нажмите «Оба согласны: вернуть».",
    fixedBoard: "Не поворачивать доску после каждого хода",
    flip: "Перевернуть доску",
    download: "Скачать PDN",
    moves: "Ходы",
    noMoves: "Ходов ещё нет.",
    yourMove: (side) => `Ваш ход (${RU_SIDE[side]}): сделайте его и отправьте новую ссылку.`,
    theirMove: (side) => `Ход друга (${RU_SIDE[side]}): отправьте ему ссылку ниже и дождитесь ответа.`,
    boardTurn: (side) => `Ход ${RU_SIDE_GEN[side]}.`,
    drawOffered: (side) => `${RU_SIDE_CAP[side]} предлагают ничью: примите её или сделайте ход, чтобы отказаться.`,
    result: (winner, reason, loser) => `${winner ? `${RU_SIDE_CAP[winner]} выиграли` : "Ничья"}: ${{
      "no-moves": `у ${RU_SIDE_GEN[loser]} нет хода.`,
      resigned: `${RU_SIDE[loser]} сдались.`,
      repetition: "позиция повторилась в третий раз.",
      "no-progress": "15 ходов каждой стороны без взятия и без хода простой.",
      agreed: "по согласию игроков."
    }[reason]}`,
    refused: (ply, move) => `Ход ${ply} из ссылки (${move}) невозможен: партия показана до него.`,
    problem: (p) => ({
      malformed: "Ссылка повреждена: в ней нет партии. Попросите друга отправить её ещё раз.",
      "unknown-variant": "Партия в ссылке — вариант, которого этот сайт не знает.",
      "too-long": "Партия в ссылке слишком длинная (не больше 600 полуходов).",
      "bad-start": "С начальной позицией из ссылки играть нельзя."
    })[p],
    notKept: "Этот браузер не может сохранить партию (хранилище заполнено или запрещено): игра продолжается, сохраните ссылку.",
    games: "Партии с друзьями",
    gameLine: (plies, last, turn) => `${plies === 0 ? "ходов ещё нет" : ruCount(plies, "полуход", "полухода", "полуходов")}${last ? `, последний ${last}` : ""}: ${turn}`,
    turnYou: "ваш ход",
    turnThem: "ход друга",
    turnBoard: (side) => `ход ${RU_SIDE_GEN[side]}`,
    finished: "окончена",
    vsFriend: (me) => `С другом (вы: ${RU_SIDE[me]})`,
    vsBoard: "За одной доской",
    recordEvent: "Партия с другом",
    recordBoardEvent: "Партия за одной доской",
    recordTermination: (reason, loser) => ({
      "no-moves": `у ${RU_SIDE_GEN[loser]} нет хода`,
      resigned: `${RU_SIDE[loser]} сдались`,
      repetition: "ничья: позиция повторилась в третий раз",
      "no-progress": "ничья: 15 ходов каждой стороны без взятия и без хода простой",
      agreed: "ничья по согласию"
    })[reason],
    white: "Белые",
    black: "Чёрные",
    rematch: "Реванш (цвета меняются)",
    analyse: "Анализ",
    newGame: "Новая игра"
  }
);

const $$Astro = createAstro();
const $$Play = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Play;
  const { lang } = Astro2.props;
  const t = { ...playWords[lang], ...playPageWords[lang] };
  const f = friendWords[lang];
  const b = boardWords[lang];
  const start = Position.initial();
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t.title, "current": "play" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1 class="play-title">${t.title}</h1> <noscript><p class="noscript-note" data-noscript>${t.noscript}</p></noscript> ${renderComponent($$result2, "bashni-play", "bashni-play", { "class": "play", "data-analysis": href("/analysis/", lang) }, { "default": () => renderTemplate` <div class="play-main" data-engine-part> <p class="play-status" data-status data-engine-state="idle" aria-live="polite"></p> <div class="play-result" data-result-box hidden> <p class="play-result-text" data-result-text></p> <div class="controls"> <button type="button" data-act="rematch">${f.rematch}</button> <a class="btn" data-result-analyse${addAttribute(href("/analysis/", lang), "href")}>${f.analyse}</a> <button type="button" data-act="new-game">${f.newGame}</button> </div> </div> <p class="play-restored" data-restored data-restored-text hidden></p> <div class="controls play-actions"> <button type="button" data-act="takeback" disabled>${t.takeback}</button> <button type="button" data-act="resign" aria-pressed="false" disabled>${t.resign}</button> ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(stepButton("flip", t.flip))}` })} <button type="button" data-act="new-game"${addAttribute(t.newGameTitle, "title")}>${t.newGame}</button> </div> ${renderComponent($$result2, "MoveBoard", $$MoveBoard, { "lang": lang, "hook": "play-board", "class": "play-board", "position": start, "label": b.moveBoard(start.turn) })} </div> <div class="play-main play-friend" data-friend data-friend-mode="none"> <h2 class="play-friend-title" data-friend-title></h2> <p class="play-refused" data-friend-problem role="alert" hidden></p> <div class="play-friend-game"> <p class="play-status" data-friend-status aria-live="polite"></p> <div class="controls play-friend-actions"> <button type="button" data-friend-act="offer">${f.offerDraw}</button> <button type="button" data-friend-act="accept" hidden>${f.acceptDraw}</button> <button type="button" data-friend-act="takeback" hidden>${f.takeback}</button> <button type="button" data-friend-act="resign" aria-pressed="false">${f.resign}</button> ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(stepButton("flip", f.flip, false, "friend-act"))}` })} </div> ${renderComponent($$result2, "MoveBoard", $$MoveBoard, { "lang": lang, "hook": "friend-board", "class": "play-board", "label": b.moveBoard("white") })} <p class="play-friend-fixed"><label><input type="checkbox" data-friend-fixed> ${f.fixedBoard}</label></p> <div class="play-friend-share"> <label for="friend-link">${f.link}</label> <input id="friend-link" type="text" readonly data-friend-link spellcheck="false" translate="no"> <div class="controls"> <button type="button" data-friend-act="copy-link">${f.copyLink}</button> <button type="button" data-friend-act="share" hidden>${f.share}</button> </div> </div> <p class="muted" data-friend-said aria-live="polite"></p> <p class="play-refused" data-friend-not-kept hidden>${f.notKept}</p> <h3>${f.moves}</h3> <ol class="play-moves" data-friend-moves translate="no"></ol> <div class="controls"> <button type="button" data-friend-act="download">${f.download}</button> </div> </div> <div class="controls"><button type="button" data-friend-act="engine">${f.playEngine}</button></div> </div> <div class="play-side"> <form class="play-setup" id="play-setup" data-setup> <h2>${t.setup}</h2> <fieldset> <legend>${f.opponent}</legend> <label><input type="radio" name="opponent" value="engine" checked> ${f.opponentEngine}</label> <label><input type="radio" name="opponent" value="friend"> ${f.opponentFriend}</label> <label><input type="radio" name="opponent" value="board"> ${f.opponentBoard}</label> <span class="muted play-note">${f.opponentHint}</span> </fieldset> <fieldset> <legend>${t.side}</legend> <label><input type="radio" name="side" value="white" checked> ${t.sideWhite}</label> <label><input type="radio" name="side" value="black"> ${t.sideBlack}</label> <label><input type="radio" name="side" value="random"> ${t.sideRandom}</label> </fieldset> <p> <label for="play-variant">${t.variant}</label> <select id="play-variant" name="variant" data-variant-choice> ${VARIANTS.map((v) => renderTemplate`<option${addAttribute(v, "value")}>${t.variantName(v)}</option>`)} </select> </p> ${renderComponent($$result2, "VariantNotes", $$VariantNotes, { "lang": lang })} <p> <label for="play-level">${t.level}</label> <select id="play-level" name="level" data-level-choice> ${PLAY_LEVELS.map((l) => renderTemplate`<option${addAttribute(l.id, "value")}>${t.levelName(l.id)}</option>`)} </select> </p> <p> <label for="play-fen">${t.start}</label> <input id="play-fen" name="fen" type="text" data-fen-input spellcheck="false" autocapitalize="off" autocomplete="off" aria-describedby="play-fen-note"> <span class="muted play-note" id="play-fen-note" data-fen-note>${t.startHint}</span> </p> <button type="submit" data-act="new">${t.startWith}</button> </form> <section aria-labelledby="play-friends-heading" data-friend-list hidden> <h2 id="play-friends-heading">${f.games}</h2> <ul class="play-friend-games" data-friend-games></ul> </section> <section aria-labelledby="play-moves-heading" data-engine-part> <h2 id="play-moves-heading">${t.moves}</h2> <ol class="play-moves" data-moves translate="no"></ol> <div class="controls play-steps"> ${renderComponent($$result2, "StepButtons", $$StepButtons, { "first": t.stepFirst, "prev": t.stepPrev, "next": t.stepNext, "last": t.stepLast, "disabled": true })} </div> </section> <section aria-labelledby="play-record-heading" data-engine-part> <h2 id="play-record-heading">${t.record}</h2> <label for="play-pdn" class="muted">${t.recordHint}</label> <textarea id="play-pdn" class="pdn-box" data-pdn readonly rows="8" spellcheck="false" translate="no"></textarea> <div class="controls"> <button type="button" data-act="copy">${t.copy}</button> <button type="button" data-act="download">${t.download}</button> <a class="btn" data-analyse${addAttribute(href("/analysis/", lang), "href")}>${t.analyse}</a>  <a class="btn" data-review-link${addAttribute(href("/analysis/", lang), "href")} hidden>${reviewWords[lang].review}</a> </div> <p class="muted" data-copied aria-live="polite"></p> </section> </div> ` })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Play.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Play.astro", void 0);

export { $$Play as $ };
