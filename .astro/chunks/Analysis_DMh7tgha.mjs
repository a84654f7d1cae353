import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute, u as unescapeHTML, F as Fragment } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base, b as boardWords } from './Base_DMatqLW7.mjs';
import { v as variantWords, $ as $$VariantNotes } from './VariantNotes_BaTTYNYp.mjs';
import { $ as $$MoveBoard } from './MoveBoard_DPObuIEe.mjs';
import { r as reviewWords, $ as $$StepButtons } from './review_yRAez2l1.mjs';
import { c as checkPosition, s as sameMove, m as makeFen, P as Position } from './fen_DMqK5RZO.mjs';
import { w as wrongType, i as isList, A as ArgumentError, V as VARIANTS } from './lang_CTn7LBoU.mjs';
import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { m as makeMoveText, Z as ZERO, c as comment, M as MAX_MOVES_PER_GAME } from './annotate_BFnZJ_p1.mjs';
import { e as evalGraphSvg, E as EVAL_SCALE, a as evalText } from './eval-text_CSi4rT0D.mjs';
import { e as esc } from './html_D7lOoZTI.mjs';
import { b as boardImageButtons } from './board-image-buttons_B0yezIe0.mjs';
/* empty css                            */

const analysisWords = words(
  {
    title: "Analysis board",
    description: "Analyse any Bashni position: play moves, explore variations, ask the engine running in your browser.",
    intro: "Play moves on the board by click, tap or drag; every line you try stays in the tree. The engine runs in your browser; nothing is sent anywhere.",
    variant: "Variant",
    flip: "Flip board",
    takeBack: "Take back",
    first: "To the start",
    prev: "Previous move",
    next: "Next move",
    last: "To the end of the line",
    promote: "Promote variation",
    remove: "Delete from here",
    share: "Share link",
    svg: "SVG of the position",
    moves: "Moves",
    noMoves: "No moves yet: play one on the board.",
    engine: "Engine",
    engineStart: "Start engine",
    engineStop: "Stop engine",
    lines: "Lines",
    seconds: (n) => enCount(n, "second", "seconds"),
    idle: "The engine is off.",
    thinking: "Thinking…",
    done: "Done.",
    depth: "Depth",
    // grouped by hand: the first toLocaleString call loads the locale data, a long task while the engine thinks
    nps: (n) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} nodes/s`,
    noLegalMove: "No legal move: the side to move has lost.",
    fenCopied: "FEN copied.",
    pdnCopied: "PDN copied.",
    linkCopied: "Link copied; the address now holds this analysis: every line, comment and the position shown.",
    linkShown: "The address now holds this analysis (copy it from the address bar).",
    copyFailed: "Could not copy: select and copy by hand.",
    /** `why`: the FEN code's description (i18n/problems.ts), a sentence of its own. */
    badFen: (why) => `The address's FEN does not read. ${why} The start position is shown.`,
    unplayable: (move) => `The move ${move} in the address is not legal there; the line stops before it.`,
    fromRecord: "The record from the checker is open: its main line, variations and comments.",
    plies: (n) => enCount(n, "ply", "plies"),
    analysisEvent: "Analysis",
    variantLoses: (n) => `Under these rules ${enCount(n, "move", "moves")} of the tree ${n === 1 ? "is" : "are"} not legal and would be deleted (each with what follows it). Change the variant?`,
    variantLost: (n) => `The variant changed; ${enCount(n, "move", "moves")} not legal under its rules ${n === 1 ? "was" : "were"} deleted.`,
    fenBad: (why) => `This FEN does not read: ${why}`,
    pdnReading: "Reading the record…",
    pdnNone: "No game could be read from this text; the record checker says why.",
    pdnOpened: (white, black) => `The game ${white} – ${black} is open: its main line, variations and comments.`,
    pdnProblem: (line, column, reason, loaded) => `The record stops being legal at line ${line}, column ${column}: ${reason} Open: ${loaded}.`,
    pdnLoaded: (plies, last) => plies === 0 ? "the start position, no move" : `${enCount(plies, "ply", "plies")} of the main line, to ${last}`,
    linkCut: (max, cut) => `The address carried more than ${max} moves: the first ${max} are open, ${cut} more were not read.`,
    linkTooLong: (max) => `This analysis is too long for a link (over ${max} characters): copy or download its PDN instead.`,
    linkDamaged: "The analysis in this link cannot be read (the address was cut or changed); the start position is shown.",
    linkReading: "Opening the analysis of the link…",
    lineMove: (n, move) => `Line ${n} up to ${move}: play it into the tree`,
    evalBar: (score) => `Evaluation: ${score}`,
    lineLabel: (n) => `Line ${n}: play it into the tree`,
    evalGraph: "Evaluation graph of the line (White above the middle line)",
    graphPly: (ply, last, score) => `Ply ${ply} of ${last}${score === void 0 ? ", no evaluation" : `: ${score}`}`
  },
  {
    title: "Доска анализа",
    description: "Разбор любой позиции башен: ходите, исследуйте варианты, спросите движок, работающий в вашем браузере.",
    intro: "Ходите на доске щелчком, касанием или перетаскиванием; каждый опробованный вариант остаётся в дереве. Движок работает в вашем браузере, ничего никуда не отправляется.",
    variant: "Вариант игры",
    flip: "Перевернуть доску",
    takeBack: "Взять ход назад",
    first: "В начало",
    prev: "Предыдущий ход",
    next: "Следующий ход",
    last: "В конец варианта",
    promote: "Поднять вариант",
    remove: "Удалить отсюда",
    share: "Ссылка на позицию",
    svg: "SVG позиции",
    moves: "Ходы",
    noMoves: "Ходов пока нет: сделайте ход на доске.",
    engine: "Движок",
    engineStart: "Включить движок",
    engineStop: "Остановить движок",
    lines: "Линий",
    seconds: (n) => ruCount(n, "секунду", "секунды", "секунд"),
    idle: "Движок выключен.",
    thinking: "Думает…",
    done: "Готово.",
    depth: "Глубина",
    nps: (n) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} узлов/с`,
    noLegalMove: "Ходов нет: сторона, чей ход, проиграла.",
    fenCopied: "FEN скопирован.",
    pdnCopied: "PDN скопирован.",
    linkCopied: "Ссылка скопирована; адрес страницы теперь хранит этот анализ: все варианты, комментарии и показанную позицию.",
    linkShown: "Адрес страницы теперь хранит этот анализ (скопируйте его из адресной строки).",
    copyFailed: "Не удалось скопировать: выделите и скопируйте вручную.",
    badFen: (why) => `FEN в адресе не читается. ${why} Показана начальная позиция.`,
    unplayable: (move) => `Ход ${move} из адреса там невозможен; вариант обрывается перед ним.`,
    fromRecord: "Открыта запись из проверки: главная линия, варианты и комментарии.",
    plies: (n) => ruCount(n, "полуход", "полухода", "полуходов"),
    analysisEvent: "Анализ",
    variantLoses: (n) => `По этим правилам ${ruCount(n, "ход", "хода", "ходов")} дерева невозможны и будут удалены (каждый вместе с продолжением). Сменить вариант игры?`,
    variantLost: (n) => `Вариант игры сменён; удалено ходов, невозможных по его правилам: ${n}.`,
    fenBad: (why) => `Этот FEN не читается: ${why}`,
    pdnReading: "Читаю запись…",
    pdnNone: "Из этого текста не удалось прочитать партию; причину покажет проверка записей.",
    pdnOpened: (white, black) => `Открыта партия ${white} – ${black}: главная линия, варианты и комментарии.`,
    pdnProblem: (line, column, reason, loaded) => `Запись перестаёт быть правильной в строке ${line}, столбце ${column}: ${reason} Открыто: ${loaded}.`,
    pdnLoaded: (plies, last) => plies === 0 ? "начальная позиция, без ходов" : `${ruCount(plies, "полуход", "полухода", "полуходов")} главной линии, до ${last}`,
    linkCut: (max, cut) => `В адресе больше ${max} ходов: открыты первые ${max}, ещё ${cut} не прочитаны.`,
    linkTooLong: (max) => `Этот анализ слишком длинный для ссылки (больше ${max} знаков): скопируйте или скачайте его PDN.`,
    linkDamaged: "Анализ из этой ссылки не читается (адрес обрезан или изменён); показана начальная позиция.",
    linkReading: "Открываю анализ из ссылки…",
    lineMove: (n, move) => `Линия ${n} до хода ${move}: сыграть её в дерево`,
    evalBar: (score) => `Оценка: ${score}`,
    lineLabel: (n) => `Линия ${n}: сыграть её в дерево`,
    evalGraph: "График оценки линии (перевес белых — выше средней линии)",
    graphPly: (ply, last, score) => `Полуход ${ply} из ${last}${score === void 0 ? ", оценки нет" : `: ${score}`}`
  }
);
const analysisPageWords = words(
  {
    noscript: "The analysis board needs JavaScript: the board, the move tree and the engine run in your browser.",
    variantName: (v) => variantWords.en.name(v),
    copyFen: "Copy FEN",
    copyPdn: "Copy PDN",
    downloadPdn: "Download PDN",
    keysStep: "Keys: ← → step through the line; ↑ or ",
    keysJump: " to the start, ↓ or ",
    keysEnd: " to the end of the line; ",
    keysFlip: " flips the board.",
    startComment: "Before the first move",
    thinkTime: "Think for",
    untilStopped: "until stopped",
    speed: "Speed",
    evalUnit: "Evaluation in men from White’s side: +1.00 is one man ahead for White, −0.50 half a man for Black; #3 is a forced win for White in 3 moves, #-3 for Black.",
    fenLabel: "Position (FEN)",
    fenGo: "Set up",
    pdnLabel: "Paste a game (PDN)",
    pdnGo: "Open the game",
    playFromHere: "Play from here",
    editPosition: "Edit position",
    graphNote: "Evaluations of the line: the record’s and the engine’s, in men from White’s side. Click a point to go there; on the graph the arrow keys step the line."
  },
  {
    noscript: "Доске анализа нужен JavaScript: доска, дерево ходов и движок работают в вашем браузере.",
    variantName: (v) => variantWords.ru.name(v),
    copyFen: "Копировать FEN",
    copyPdn: "Копировать PDN",
    downloadPdn: "Скачать PDN",
    keysStep: "Клавиши: ← → листают вариант; ↑ или ",
    keysJump: " — в начало, ↓ или ",
    keysEnd: " — в конец варианта; ",
    keysFlip: " переворачивает доску.",
    startComment: "До первого хода",
    thinkTime: "Думать",
    untilStopped: "до остановки",
    speed: "Скорость",
    evalUnit: "Оценка в шашках со стороны белых: +1.00 — белые впереди на одну шашку, −0.50 — чёрные на половину шашки; #3 — белые выигрывают форсированно за 3 хода, #-3 — чёрные.",
    fenLabel: "Позиция (FEN)",
    fenGo: "Поставить",
    pdnLabel: "Вставьте партию (PDN)",
    pdnGo: "Открыть партию",
    playFromHere: "Играть отсюда",
    editPosition: "Редактировать позицию",
    graphNote: "Оценки линии из записи и от движка, в шашках, со стороны белых. Щёлкните точку, чтобы перейти к ней; на графике стрелки шагают по линии."
  }
);

class MoveTree {
  root;
  nextId = 1;
  nodes = /* @__PURE__ */ new Map();
  constructor(start) {
    checkPosition(start, "MoveTree");
    this.root = { id: 0, text: "", position: start, children: [], comments: [], nags: [] };
    this.nodes.set(0, this.root);
  }
  /**
   * The lines of a replayed record (main line and variations, with the comments after each
   * move), each as far as it replayed. Undefined when the record has no start position.
   *
   *   MoveTree.fromReplay(replayGame(parsePdn(text).games[0]!))
   */
  static fromReplay(r) {
    if (r === null || typeof r !== "object") throw wrongType("MoveTree.fromReplay", "a ReplayResult (as replayGame gives)", r);
    if (!r.start) return void 0;
    const tree = new MoveTree(r.start);
    if (r.mainLine) tree.addLines(tree.root, r.mainLine);
    return tree;
  }
  /**
   * A replayed line and its variations, each from the node it branches at. Iterative (a stack of
   * lines), with the plies counted: a replay has at most MAX_MOVES_PER_GAME of them (a record's
   * cap), so a ReplayResult made by hand can neither overflow the stack nor grow the tree without end.
   */
  addLines(from, first) {
    const where = "MoveTree.fromReplay";
    const stack = [];
    let plies = 0;
    const open = (line, at) => {
      const l = line;
      if (l === null || typeof l !== "object" || !Array.isArray(l.plies)) throw wrongType(where, "lines with a list of plies (as replayGame gives)", line);
      plies += l.plies.length;
      if (plies > MAX_MOVES_PER_GAME) throw new ArgumentError("ARGUMENT_RANGE", where, `more than ${MAX_MOVES_PER_GAME} plies (a record holds no more moves)`, `${plies} plies`);
      stack.push({ plies: l.plies, i: 0, at });
    };
    open(first, from);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (frame.i >= frame.plies.length) {
        stack.pop();
        continue;
      }
      const ply = frame.plies[frame.i++];
      const p = ply;
      const node = p?.node;
      if (p === null || typeof p !== "object" || !Array.isArray(p.variations) || node === null || typeof node !== "object" || !isList(node.after) || !Array.isArray(node.nags))
        throw wrongType(where, "plies shaped as replayGame makes them ({ node, move, variations })", ply);
      const at = frame.at;
      const child = this.play(at, p.move);
      for (const c of node.after ?? []) if (typeof c?.text === "string" && !child.comments.includes(c.text)) child.comments.push(c.text);
      if (typeof node.strength === "string" && node.strength && !child.strength) child.strength = node.strength;
      for (const g of node.nags) if (typeof g === "number" && !child.nags.includes(g)) child.nags.push(g);
      frame.at = child;
      for (let v = p.variations.length - 1; v >= 0; v--) open(p.variations[v], at);
    }
  }
  /** `node` when it is a node of this tree, else an ArgumentError naming `where`. */
  #own(node, where) {
    const id = node?.id;
    if (node === null || typeof node !== "object" || typeof id !== "number" || this.nodes.get(id) !== node) throw wrongType(where, "a node of this tree", node);
    return node;
  }
  node(id) {
    return this.nodes.get(id);
  }
  /** The node after `move` from `from`: the existing one if that move was played before, else a new last child. */
  play(from, move) {
    this.#own(from, "MoveTree.play");
    const known = from.children.find((c) => sameMove(c.move, move));
    if (known) return known;
    const child = {
      id: this.nextId++,
      parent: from,
      move,
      text: makeMoveText(from.position, move, { captures: "full" }),
      position: from.position.play(move),
      children: [],
      comments: [],
      nags: []
    };
    from.children.push(child);
    this.nodes.set(child.id, child);
    return child;
  }
  /** The nodes from the root's first move down to `node` (empty for the root). */
  path(node) {
    this.#own(node, "MoveTree.path");
    const out = [];
    for (let n = node; n?.parent; n = n.parent) out.push(n);
    return out.reverse();
  }
  /** The main line: first children from the root down. */
  mainLine() {
    const out = [];
    for (let n = this.root.children[0]; n; n = n.children[0]) out.push(n);
    return out;
  }
  /** `node` and the first children after it: the line a reader sees continue from there. */
  lineFrom(node) {
    this.#own(node, "MoveTree.lineFrom");
    const out = [];
    for (let n = node.children[0]; n; n = n.children[0]) out.push(n);
    return out;
  }
  /** True when every node on the way to `node` is its parent's first child. */
  onMainLine(node) {
    return this.path(node).every((n) => n.parent.children[0] === n);
  }
  /**
   * Moves the variation holding `node` one level up, as lichess does: the nearest node on its
   * path that is not its parent's first child becomes the first. False when `node` is on the main line.
   */
  promote(node) {
    this.#own(node, "MoveTree.promote");
    const path = this.path(node);
    for (let i = path.length - 1; i >= 0; i--) {
      const n = path[i];
      const siblings = n.parent.children;
      if (siblings[0] !== n) {
        siblings.splice(siblings.indexOf(n), 1);
        siblings.unshift(n);
        return true;
      }
    }
    return false;
  }
  /** Promotes until `node` is on the main line. */
  makeMainLine(node) {
    this.#own(node, "MoveTree.makeMainLine");
    while (this.promote(node)) ;
  }
  /** Removes `node` and everything after it; returns its parent (undefined for the root, which stays). */
  delete(node) {
    this.#own(node, "MoveTree.delete");
    const parent = node.parent;
    if (!parent) return void 0;
    parent.children.splice(parent.children.indexOf(node), 1);
    const drop = [node];
    for (let n = drop.pop(); n; n = drop.pop()) {
      this.nodes.delete(n.id);
      for (const c of n.children) drop.push(c);
    }
    return parent;
  }
  /**
   * The tree as a record: its main line with every variation, moves in full algebraic notation,
   * the comments, the start position as a FEN tag when it is not the variant's initial one, and
   * the given tags (a Result tag and terminator from `result`, default `*`).
   */
  toRecord(tags = [], result = "*") {
    if (!isList(tags) || !tags.every((t) => isList(t) && typeof t[0] === "string" && typeof t[1] === "string")) throw wrongType("MoveTree.toRecord", "tags as [name, value] pairs of strings", tags);
    if (typeof result !== "string") throw wrongType("MoveTree.toRecord", "a result (a string)", result);
    const start = this.root.position;
    const all = tags.map(([name, value]) => ({ name, value, pos: ZERO }));
    if (makeFen(start) !== makeFen(Position.initial(start.variant))) {
      if (!all.some((t) => t.name === "SetUp")) all.push({ name: "SetUp", value: "1", pos: ZERO });
      if (!all.some((t) => t.name === "FEN")) all.push({ name: "FEN", value: makeFen(start), pos: ZERO });
    }
    if (!all.some((t) => t.name === "Result")) all.push({ name: "Result", value: result, pos: ZERO });
    return {
      tags: all,
      before: this.root.comments.map((c) => comment(c)),
      moves: recordLine(this.root.children[0]),
      trailing: [],
      result: { text: result, pos: ZERO },
      pos: ZERO
    };
  }
}
function recordLine(first) {
  const out = [];
  let interrupted = true;
  for (let n = first; n; n = n.children[0]) {
    const before = n.parent.position;
    const variations = n.parent.children[0] === n ? n.parent.children.slice(1).map((v) => ({ moves: recordLine(v), trailing: [], pos: ZERO })) : [];
    const number = before.turn === "white" ? `${before.fullmove}.` : interrupted ? `${before.fullmove}...` : void 0;
    out.push({
      text: n.text,
      unknown: false,
      ...number ? { number: { value: before.fullmove, text: number } } : {},
      ...n.strength ? { strength: n.strength } : {},
      nags: [...n.nags],
      before: [],
      after: n.comments.map((c) => comment(c)),
      variations,
      pos: ZERO
    });
    interrupted = n.comments.length > 0 || variations.length > 0;
  }
  return out;
}

function evalOf(node, engine) {
  return engine.get(node) ?? node.eval;
}
function plyText(words, ply, last, e) {
  return words.graphPly(ply, last, e === void 0 ? void 0 : evalText(e));
}
function graphMarkup(line, engine, words) {
  const last = line.nodes.length - 1;
  const evals = line.nodes.map((n) => evalOf(n, engine));
  const points = line.nodes.map((n, i) => ({ id: n.id, eval: evals[i], title: plyText(words, i, last, evals[i]) }));
  const svg = evalGraphSvg(points, { attrs: 'aria-hidden="true" focusable="false"', current: line.current, dots: true });
  return EVAL_SCALE + `<div class="eval-slider" data-eval-slider role="slider" tabindex="0" aria-label="${esc(words.evalGraph)}" aria-valuemin="0" aria-valuemax="${last}" aria-valuenow="${line.current}" aria-valuetext="${esc(plyText(words, line.current, last, evals[line.current]))}">` + svg + `</div>`;
}

const explorerWords = words(
  {
    heading: "Opening explorer",
    note: "The published games that reached the position shown: each next move with its games and results (White wins, draws, Black wins); a move plays it on the board.",
    loading: "Loading the games…",
    failed: "The explorer’s data could not be read.",
    none: "No published game reached this position.",
    move: "Move",
    games: "Games",
    results: "White / draws / Black",
    total: "All",
    gamesReached: (n) => `${enCount(n, "game", "games")} reached this position`,
    atPly: (n) => `at ply ${n}`,
    resultsLabel: (white, draws, black) => `White wins ${white}%, draws ${draws}%, Black wins ${black}%`,
    playMove: (move, games) => `Play ${move}: ${enCount(games, "game", "games")}`
  },
  {
    heading: "Дебютный справочник",
    note: "Опубликованные партии, в которых встретилась показанная позиция: каждый следующий ход с числом партий и результатами (победы белых, ничьи, победы чёрных); ход по нажатию делается на доске.",
    loading: "Загружаем партии…",
    failed: "Не удалось прочитать данные справочника.",
    none: "Ни в одной опубликованной партии этой позиции не было.",
    move: "Ход",
    games: "Партий",
    results: "Белые / ничьи / чёрные",
    total: "Всего",
    gamesReached: (n) => `${ruCount(n, "партия", "партии", "партий")} с этой позицией`,
    atPly: (n) => `на ${n}-м полуходе`,
    resultsLabel: (white, draws, black) => `победы белых ${white}%, ничьи ${draws}%, победы чёрных ${black}%`,
    playMove: (move, games) => `Сыграть ${move}: ${ruCount(games, "партия", "партии", "партий")}`
  }
);

const $$Astro = createAstro();
const $$Analysis = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Analysis;
  const { lang } = Astro2.props;
  const t = { ...analysisWords[lang], ...analysisPageWords[lang] };
  const r = reviewWords[lang];
  const b = boardWords[lang];
  const x = explorerWords[lang];
  const start = Position.initial();
  const startTree = new MoveTree(start);
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t.title, "description": t.description, "current": "analysis" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1 class="analysis-title">${t.title}</h1> <noscript> <p class="noscript-note" data-noscript>${t.noscript}</p> </noscript> ${renderComponent($$result2, "bashni-analysis", "bashni-analysis", { "class": "analysis" }, { "default": () => renderTemplate` <div class="analysis-main"> <div class="eval-bar" data-eval-bar role="img"${addAttribute(t.evalBar("\u2013"), "aria-label")} style="--white: 50%"><span class="eval-bar-text" data-eval-bar-text translate="no"></span></div> ${renderComponent($$result2, "MoveBoard", $$MoveBoard, { "lang": lang, "hook": "move-board", "position": start, "label": b.moveBoard(start.turn) })} </div> <div class="analysis-side"> <div class="controls" role="toolbar"${addAttribute(t.moves, "aria-label")}> ${renderComponent($$result2, "StepButtons", $$StepButtons, { "first": t.first, "prev": t.prev, "next": t.next, "last": t.last, "takeback": t.takeBack, "flip": t.flip })} </div> <section class="engine-panel" data-engine data-engine-state="idle" aria-labelledby="engine-heading"> <div class="engine-head"> <h2 id="engine-heading">${t.engine}</h2> <button type="button" data-act="engine" aria-pressed="false">${t.engineStart}</button> <span class="muted" data-engine-words aria-live="polite">${t.idle}</span>  <button type="button" data-act="threat" aria-pressed="false">${r.threat}</button> </div> <p class="muted threat-words" data-threat-words aria-live="polite"></p> <div class="controls"> <label>${t.lines} <select data-lines>${[1, 2, 3].map((n) => renderTemplate`<option${addAttribute(n, "value")}>${n}</option>`)}</select></label> <label>${t.thinkTime} <select data-time> ${[3, 10, 30].map((n) => renderTemplate`<option${addAttribute(n, "value")}${addAttribute(n === 10, "selected")}>${t.seconds(n)}</option>`)} <option value="0">${t.untilStopped}</option> </select></label> </div> <p class="engine-stats"> <strong class="engine-eval" data-eval translate="no">–</strong> <span>${t.depth} <span data-depth>–</span></span> <span>${t.speed} <span data-nps>–</span></span> </p> <ol class="engine-lines" data-engine-lines></ol> <p class="muted engine-unit">${t.evalUnit}</p> </section>  <section class="review" data-review data-review-state="idle"${addAttribute(r.review, "aria-label")}> <div class="controls"> <button type="button" data-act="review"${addAttribute(r.reviewLabel, "title")}>${r.review}</button> <button type="button" data-act="review-cancel" hidden>${r.reviewCancel}</button> </div> <progress data-review-progress max="1" value="0" hidden${addAttribute(r.review, "aria-label")}></progress> <p class="muted" data-review-words aria-live="polite"></p> <div class="review-marks" data-review-marks${addAttribute(r.marksCaption, "aria-label")} hidden></div> </section>  <div class="eval analysis-graph" data-eval-graph> <div data-eval-graph-body>${unescapeHTML(graphMarkup({ nodes: [startTree.root], current: 0 }, /* @__PURE__ */ new Map(), t))}</div> <p class="muted engine-unit">${t.graphNote}</p> </div> <section class="tree-panel" aria-labelledby="moves-heading"> <h2 id="moves-heading">${t.moves} <span class="muted" data-ply>${t.plies(0)}</span></h2> <div class="movelist analysis-moves" data-moves translate="no"><span class="muted">${t.noMoves}</span></div> <p class="muted">${t.keysStep}<kbd>Home</kbd>${t.keysJump}<kbd>End</kbd>${t.keysEnd}<kbd>f</kbd>${t.keysFlip}</p> <div class="controls"> <button type="button" data-act="promote" disabled>${t.promote}</button> <button type="button" data-act="remove" disabled>${t.remove}</button> </div> </section>  <details class="explorer" data-explorer> <summary><h2>${x.heading}</h2></summary> <p class="muted explorer-note">${x.note}</p> <div data-explorer-body aria-live="polite"></div> </details> <div class="controls"> <label>${t.variant} <select data-variant-choice>${VARIANTS.map((v) => renderTemplate`<option${addAttribute(v, "value")}>${t.variantName(v)}</option>`)}</select></label> <a class="btn"${addAttribute(href("/play/", lang), "data-to")}${addAttribute(href("/play/", lang), "href")}>${t.playFromHere}</a> <a class="btn"${addAttribute(href("/editor/", lang), "data-to")}${addAttribute(href("/editor/", lang), "href")}>${t.editPosition}</a> </div> ${renderComponent($$result2, "VariantNotes", $$VariantNotes, { "lang": lang })} <form class="fen-form" data-fen-form> <label for="analysis-fen">${t.fenLabel}</label> <div class="controls"> <input id="analysis-fen" type="text" data-fen-field${addAttribute(makeFen(start), "value")} spellcheck="false" autocapitalize="off" autocomplete="off" translate="no"> <button type="submit">${t.fenGo}</button> </div> </form> <details class="pdn-paste"> <summary>${t.pdnLabel}</summary> <form data-pdn-form> <label for="analysis-pdn" class="sr-only">${t.pdnLabel}</label> <textarea id="analysis-pdn" class="pdn-box" data-pdn-field rows="6" spellcheck="false" translate="no"></textarea> <button type="submit">${t.pdnGo}</button> </form> </details> <div class="controls"> <button type="button" data-act="copy-fen">${t.copyFen}</button> <button type="button" data-act="copy-pdn">${t.copyPdn}</button> <button type="button" data-act="download-pdn">${t.downloadPdn}</button> <button type="button" data-act="share">${t.share}</button> <button type="button" data-act="svg">${t.svg}</button> ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(boardImageButtons(lang, Astro2.site))}` })} </div> <p class="status" data-status aria-live="polite"></p> <p class="muted">${t.intro}</p> </div> ` })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Analysis.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Analysis.astro", void 0);

export { $$Analysis as $ };
