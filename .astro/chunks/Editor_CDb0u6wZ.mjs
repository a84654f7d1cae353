import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute, F as Fragment, u as unescapeHTML } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { r as renderBoardSvg, b as boardWords, $ as $$Base, s as styledColumnSvg } from './Base_DMatqLW7.mjs';
import { v as variantWords, $ as $$VariantNotes } from './VariantNotes_BaTTYNYp.mjs';
import { v as variantRules, V as VARIANTS } from './lang_CTn7LBoU.mjs';
import { P as Position, p as parseFen, a as makeColumnsFen } from './fen_DMqK5RZO.mjs';
import { c as checkReachable } from './reachable_CtPOs4Vj.mjs';
import { m as makePositionLink } from './position-link_C8mnjlDt.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';
/* empty css                          */

function editorFrom(pos) {
  return { variant: pos.variant, turn: pos.turn, columns: new Map(pos.columns()) };
}
function startBoard(variant = "bashni") {
  return editorFrom(Position.initial(variant));
}
function editorFen(state) {
  return makeColumnsFen(state.turn, state.columns);
}
function judgeEditor(state) {
  const fen = editorFen(state);
  const r = parseFen(fen, state.variant);
  if (!r.ok) return { fen, error: r.error };
  const warning = checkReachable(r.value);
  return { fen, position: r.value, ...warning ? { warning } : {} };
}

const editorWords = words(
  {
    title: "Board editor",
    description: "Set up any Bashni position: men, kings and columns of both colours, the side to move and the variant; copy its FEN, analyse it or play from it.",
    intro: "Choose a piece, then tap a square to put it on top of that square’s column; with “Add at the bottom” pressed (the button beside the eraser) it goes under the column instead. The buttons under the board take a piece off the last square tapped. Choose the side to move and the variant, and take the FEN.",
    noscript: "The board editor needs JavaScript.",
    tools: "Piece to place",
    tool: (piece) => ({ w: "White man", b: "Black man", W: "White king", B: "Black king", erase: "Eraser: clear a square" })[piece],
    atBottom: "Add at the bottom",
    column: "Selected column",
    removeTop: "Remove top piece",
    removeBottom: "Remove bottom piece",
    clearSquare: "Clear square",
    position: "Position",
    clearBoard: "Clear board",
    start: "Start position",
    flip: "Flip board",
    turn: "Side to move",
    white: "White",
    black: "Black",
    variant: "Variant",
    variantName: (v) => variantWords.en.name(v),
    fen: "FEN",
    fenHint: "Type or paste a FEN: the board follows as soon as it reads.",
    analyse: "Analyse",
    play: "Play from here",
    copy: "Copy FEN",
    copied: "FEN copied.",
    copyFailed: "Copying was refused: select the FEN and copy it by hand.",
    ok: "A position the engine accepts.",
    unreachable: (white, black, variant) => `${enCount(white, "white piece", "white pieces")} and ${enCount(black, "black piece", "black pieces")}: this cannot arise in a game of ${variantWords.en.name(variant)}, where no piece ever leaves the board, so a game always has ${variantRules(variant).piecesPerSide} of each.`,
    noColumns: "Russian draughts has no columns: clear the square first.",
    chooseSquare: "Tap a square first (or move the focus to it): these buttons act on the selected square.",
    unknownVariant: (asked, shown) => `The address asks for a variant this site does not know (“${asked}”): ${variantWords.en.name(shown)} is shown.`,
    board: (turn) => `Board being edited, ${turn === "white" ? "White" : "Black"} to move`,
    keysHint: "Keyboard: Tab to the board, the arrows move along the diagonals, Enter or Space applies the chosen piece (or the eraser) to the square."
  },
  {
    title: "Редактор позиции",
    description: "Расставьте любую позицию в башнях: простые и дамки обоих цветов, колонны, очередь хода и вариант; скопируйте её FEN, разберите её или сыграйте из неё.",
    intro: "Выберите шашку и коснитесь поля, чтобы поставить её на верх колонны этого поля; если нажата кнопка «Ставить вниз» (рядом с ластиком), шашка встаёт под колонну. Кнопки под доской снимают шашку с последнего поля, которого вы коснулись. Выберите очередь хода и вариант, возьмите FEN.",
    noscript: "Для редактора позиции нужен JavaScript.",
    tools: "Что ставить",
    tool: (piece) => ({ w: "Белая шашка", b: "Чёрная шашка", W: "Белая дамка", B: "Чёрная дамка", erase: "Ластик: очистить поле" })[piece],
    atBottom: "Ставить вниз",
    column: "Выбранная колонна",
    removeTop: "Снять верхнюю",
    removeBottom: "Снять нижнюю",
    clearSquare: "Очистить поле",
    position: "Позиция",
    clearBoard: "Очистить доску",
    start: "Начальная позиция",
    flip: "Перевернуть доску",
    turn: "Очередь хода",
    white: "Белые",
    black: "Чёрные",
    variant: "Вариант",
    variantName: (v) => variantWords.ru.name(v),
    fen: "FEN",
    fenHint: "Введите или вставьте FEN: доска меняется, как только он прочитан.",
    analyse: "Анализ",
    play: "Играть отсюда",
    copy: "Копировать FEN",
    copied: "FEN скопирован.",
    copyFailed: "Копирование не разрешено: выделите FEN и скопируйте вручную.",
    ok: "Позиция, которую принимает движок.",
    unreachable: (white, black, variant) => `Белых: ${ruCount(white, "шашка", "шашки", "шашек")}, чёрных: ${ruCount(black, "шашка", "шашки", "шашек")}. В партии (${variantWords.ru.name(variant)}) так не бывает: шашки никогда не покидают доску, их всегда по ${variantRules(variant).piecesPerSide} у каждой стороны.`,
    noColumns: "В русских шашках нет колонн: сначала очистите поле.",
    chooseSquare: "Сначала коснитесь поля (или переведите на него фокус): эти кнопки действуют на выбранное поле.",
    unknownVariant: (asked, shown) => `В адресе указан вариант, которого сайт не знает («${asked}»): показан вариант «${variantWords.ru.name(shown)}».`,
    board: (turn) => `Редактируемая доска, ход ${turn === "white" ? "белых" : "чёрных"}`,
    keysHint: "Клавиатура: клавишей Tab перейдите на доску, стрелки ведут по диагоналям, Enter или пробел ставят выбранную шашку (или стирают ластиком)."
  }
);

const $$Astro = createAstro();
const $$Editor = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Editor;
  const { lang } = Astro2.props;
  const t = editorWords[lang];
  const b = boardWords[lang];
  const start = startBoard("bashni");
  const { fen } = judgeEditor(start);
  const board = renderBoardSvg([...start.columns], {
    styled: true,
    focusable: "all",
    cursor: 20,
    label: t.board("white"),
    words: b,
    squareLabel: (name, column) => b.square(name, column, false, false)
  });
  const pieces = ["w", "W", "b", "B"];
  const icon = (column) => `<svg viewBox="0 0 100 100" class="styled" aria-hidden="true" focusable="false">${styledColumnSvg(column)}</svg>`;
  const eraser = '<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d="M30 78 L14 62 L52 24 L82 54 L58 78 Z" fill="none" stroke="currentColor" stroke-width="7" stroke-linejoin="round"/><path d="M33 43 L63 73" stroke="currentColor" stroke-width="7"/><path d="M30 86 H86" stroke="currentColor" stroke-width="6"/></svg>';
  const bottom = '<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><rect x="22" y="16" width="56" height="14" rx="7" fill="none" stroke="currentColor" stroke-width="6"/><rect x="22" y="38" width="56" height="14" rx="7" fill="none" stroke="currentColor" stroke-width="6"/><path d="M50 58 V88 M36 74 L50 88 L64 74" fill="none" stroke="currentColor" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>';
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t.title, "description": t.description, "current": "editor" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1 class="ed-title">${t.title}</h1> <noscript> <p class="noscript-note" data-noscript>${t.noscript}</p> </noscript> ${renderComponent($$result2, "bashni-editor", "bashni-editor", { "class": "board-editor" }, { "default": () => renderTemplate` <div class="ed-board-side"> <div class="ed-palette" role="group"${addAttribute(t.tools, "aria-label")}> ${pieces.map((p) => renderTemplate`<button type="button" class="ed-tool"${addAttribute(p, "data-tool")}${addAttribute(p === "w" ? "true" : "false", "aria-pressed")}${addAttribute(t.tool(p), "title")}> ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(icon(p))}` })}<span class="sr-only">${t.tool(p)}</span> </button>`)} <button type="button" class="ed-tool" data-tool="erase" aria-pressed="false"${addAttribute(t.tool("erase"), "title")}> ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(eraser)}` })}<span class="sr-only">${t.tool("erase")}</span> </button> <button type="button" class="ed-tool ed-where" data-at-bottom aria-pressed="false"${addAttribute(t.atBottom, "title")}> ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(bottom)}` })}<span class="sr-only">${t.atBottom}</span> </button> </div> <div class="board" data-board${addAttribute(fen, "data-fen")} data-variant="bashni">${unescapeHTML(board)}</div> <p class="column-info" data-info>${b.prompt}</p> <div class="controls" role="group"${addAttribute(t.column, "aria-label")}> <button type="button" data-act="remove-top">${t.removeTop}</button> <button type="button" data-act="remove-bottom">${t.removeBottom}</button> <button type="button" data-act="clear-square">${t.clearSquare}</button> </div> <p class="ed-note" data-note aria-live="polite"></p> <p class="board-keys">${t.keysHint}</p> </div> <div class="ed-panel"> <div class="controls" role="group"${addAttribute(t.position, "aria-label")}> <button type="button" data-act="start">${t.start}</button> <button type="button" data-act="clear-board">${t.clearBoard}</button> <button type="button" data-act="flip">${t.flip}</button> </div> <div class="controls" role="group" aria-labelledby="ed-turn-label"> <span id="ed-turn-label">${t.turn}:</span> <button type="button" data-turn="white" aria-pressed="true">${t.white}</button> <button type="button" data-turn="black" aria-pressed="false">${t.black}</button> </div> <div class="controls"> <label for="ed-variant">${t.variant}:</label> <select id="ed-variant" data-variant-select> ${VARIANTS.map((v) => renderTemplate`<option${addAttribute(v, "value")}${addAttribute(v === "bashni", "selected")}>${t.variantName(v)}</option>`)} </select> </div> ${renderComponent($$result2, "VariantNotes", $$VariantNotes, { "lang": lang })} <label class="ed-fen-label" for="ed-fen">${t.fen}</label> <input id="ed-fen" class="ed-fen" type="text" data-fen-input${addAttribute(fen, "value")} spellcheck="false" autocapitalize="off" autocomplete="off" aria-describedby="ed-fen-hint ed-error ed-warning"> <p class="muted ed-hint" id="ed-fen-hint">${t.fenHint}</p> <p class="ed-error" id="ed-error" data-error aria-live="polite"></p> <p class="ed-warning" id="ed-warning" data-warning aria-live="polite"></p> <div class="controls"> <a class="btn" data-link="analysis"${addAttribute(makePositionLink(href("/analysis/", lang), { fen, variant: "bashni" }), "href")}>${t.analyse}</a> <a class="btn" data-link="play"${addAttribute(makePositionLink(href("/play/", lang), { fen, variant: "bashni" }), "href")}>${t.play}</a> <button type="button" data-act="copy">${t.copy}</button> </div> <p class="ed-note" data-copied aria-live="polite"></p> <p class="muted">${t.intro}</p> </div> ` })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Editor.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Editor.astro", void 0);

export { $$Editor as $ };
