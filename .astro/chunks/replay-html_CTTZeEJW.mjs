import { r as renderBoardSvg, b as boardWords } from './Base_DMatqLW7.mjs';
import { h as boardSize, v as variantRules } from './lang_CTn7LBoU.mjs';
import { g as gamesWords } from './games_BR15o63l.mjs';
import { e as esc } from './html_D7lOoZTI.mjs';
import { s as stepButton } from './step-buttons_CADlf96Q.mjs';
import { a as evalText, E as EVAL_SCALE, e as evalGraphSvg } from './eval-text_CSi4rT0D.mjs';
import { r as ruCount } from './words_CnMefpWw.mjs';

const NAG_GLYPHS = {
  1: "!",
  2: "?",
  3: "!!",
  4: "??",
  5: "!?",
  6: "?!",
  7: "□",
  10: "=",
  13: "∞",
  14: "⩲",
  15: "⩱",
  16: "±",
  17: "∓",
  18: "+−",
  19: "−+",
  22: "⨀",
  32: "⟳",
  36: "→",
  40: "↑"
};
function nagText(n) {
  return NAG_GLYPHS[n] ?? `$${n}`;
}

const plies = (n) => ruCount(Number(n), "полуход", "полухода", "полуходов");
const SQ = "[a-h][1-8]";
const COL = "\\([wbWB]+\\)";
const side = (s) => s === "White" ? "белых" : "чёрных";
const sides = (s) => s === "White" ? "Белые" : "Чёрные";
const TAG_NAMES = {
  Round: "Тур",
  Termination: "Окончание",
  Annotator: "Аннотатор",
  SetUp: "Своя позиция",
  FEN: "FEN",
  Time: "Время",
  TimeControl: "Контроль времени",
  WhiteElo: "Рейтинг белых",
  BlackElo: "Рейтинг чёрных",
  Opening: "Дебют",
  Annotation: "Примечания"
};
const WHOLE = [
  [/^(White|Black) has no legal move(\.?)$/, (_, s, dot) => `У ${side(s)} нет хода${dot}`],
  [/^(White|Black) resigned(\.?)$/, (_, s, dot) => `${sides(s)} сдались${dot}`],
  [/^(White|Black) resigns(\.?)$/, (_, s, dot) => `${sides(s)} сдаются${dot}`],
  [/^adjudicated draw: the position occurred three times(\.?)$/, (_, dot) => `ничья: позиция повторилась трижды${dot}`],
  [/^adjudicated draw: (\d+) plies without a capture or a man move(\.?)$/, (_, n, dot) => `ничья: ${plies(n)} без взятий и ходов простыми${dot}`],
  [/^adjudicated draw: (\d+) plies played(\.?)$/, (_, n, dot) => `ничья: сыграно ${plies(n)}${dot}`],
  [/^bashni annotate \(depth (\d+)\)$/, (_, d) => `bashni annotate (глубина ${d})`],
  [/^bashni annotate \((\d+) ms per position\)$/, (_, t) => `bashni annotate (${t} мс на позицию)`],
  [/^(White|Black) has no legal move: (\S+) by the rules; the record's (\S+) agrees\.$/, (_, s, r, w) => `У ${side(s)} нет хода: ${r} по правилам; результат записи ${w} с этим согласен.`],
  [
    /^(White|Black) has no legal move: (\S+) by the rules; the record says (\S+), which contradicts it\.$/,
    (_, s, r, w) => `У ${side(s)} нет хода: ${r} по правилам; в записи ${w}, что этому противоречит.`
  ],
  [/^(White|Black) has no legal move: (\S+) by the rules\.$/, (_, s, r) => `У ${side(s)} нет хода: ${r} по правилам.`],
  [
    /^The rules do not decide the final position(?: \(the record says (\S+)\))?; the engine sees (\S+)\.$/,
    (_, w, e) => `Правила не решают исход конечной позиции${w ? ` (в записи ${w})` : ""}; движок оценивает её в ${e}.`
  ],
  [
    /^The first (\d+) plies were chosen at random \(seed (\d+)\); after that both sides are the engine at depth (\d+)\.$/,
    (_, n, seed, d) => `Первые ${plies(n)} выбраны случайно (seed ${seed}); дальше за обе стороны играет движок на глубине ${d}.`
  ],
  [
    /^The first (\d+) plies were chosen at random \(seed (\d+)\); after that White is the engine at depth (\d+) and Black the engine at depth (\d+)\.$/,
    (_, n, seed, a, b) => `Первые ${plies(n)} выбраны случайно (seed ${seed}); дальше за белых играет движок на глубине ${a}, за чёрных — на глубине ${b}.`
  ],
  [/^bashni engine \(alpha-beta, depth (\d+)\)$/, (_, d) => `движок bashni (альфа-бета, глубина ${d})`]
];
const MOVE = `${SQ}(?:[-:x]${SQ})+`;
const SUMMARY = new RegExp(
  `^(?:(${MOVE})(?: takes (${SQ}(?:, ${SQ})*))?(?:; ((?:${SQ} is now ${COL}(?:, freed)?|crowned)(?:, (?:${SQ} is now ${COL}(?:, freed)?|crowned))*))?)?(?:^|;? ?)(best|missed a forced win \\((#-?\\d+)\\))?$`
);
function summaryRu(text) {
  const m = SUMMARY.exec(text);
  if (!m || !text) return void 0;
  const [, move, takes, changes, tail, win] = m;
  let out = "";
  if (move) out += takes ? `${move} берёт ${takes}` : move;
  if (changes) {
    const parts = changes.split(/, (?=[a-h][1-8] is now|crowned)/).map((p) => p === "crowned" ? "проход в дамки" : p.replace(/^([a-h][1-8]) is now (\([wbWB]+\))(, freed)?$/, (_, sq, col, freed) => `${sq} теперь ${col}${freed ? ", освобождена" : ""}`));
    out += `; ${parts.join(", ")}`;
  }
  if (tail) out += `${out ? tail === "best" ? " " : " — " : ""}${tail === "best" ? "лучший ход" : `упущен форсированный выигрыш (${win})`}`;
  return out;
}
function tagName(name, lang) {
  return lang === "ru" && Object.hasOwn(TAG_NAMES, name) ? TAG_NAMES[name] : name;
}
function recordText(text, lang) {
  if (lang !== "ru") return text;
  const t = text.trim();
  for (const [re, say] of WHOLE) {
    const m = re.exec(t);
    if (m) return say(...m);
  }
  return summaryRu(t) ?? text;
}

function comments(list, lang) {
  return list.map((c) => `<span class="mv-comment">${esc(recordText(c, lang))}</span>`).join("");
}
function moveButton(n) {
  const nags = n.nags.map((x) => `<span class="nag" title="$${x}">${esc(nagText(x))}</span>`).join("");
  const label = `${n.moveNumber}${n.white ? "." : "..."} ${n.full ?? n.move ?? ""}`;
  return `<button type="button" class="mv" data-node="${n.id}" aria-label="${esc(label)}">${esc(n.move ?? "")}${nags}</button>`;
}
function nodeOf(data, id) {
  return id === void 0 ? void 0 : data.nodes[id];
}
function mainlineNodes(data) {
  return data.mainline.flatMap((id) => nodeOf(data, id) ?? []);
}
function renderLine(data, firstId, depth, lang) {
  let out = "";
  let forceNumber = true;
  for (let n = nodeOf(data, firstId); n; n = nodeOf(data, n.children[0])) {
    if (n.before.length) {
      out += comments(n.before, lang);
      forceNumber = true;
    }
    if (n.white) out += `<span class="mv-num">${n.moveNumber}.</span>`;
    else if (forceNumber) out += `<span class="mv-num">${n.moveNumber}...</span>`;
    out += moveButton(n);
    forceNumber = false;
    if (n.after.length) {
      out += comments(n.after, lang);
      forceNumber = true;
    }
    const parent = data.nodes[n.parent];
    if (parent && parent.children[0] === n.id && parent.children.length > 1) {
      for (const alt of parent.children.slice(1)) {
        out += `<span class="var${depth > 0 ? " var-deep" : ""}">${renderLine(data, alt, depth + 1, lang)}</span>`;
      }
      forceNumber = true;
    }
  }
  return out;
}
function renderMoveList(data, lang) {
  const root = data.nodes[0];
  let out = comments(root?.before ?? [], lang);
  if (root) out += renderLine(data, root.children[0], 0, lang);
  if (data.problem) out += `<span class="mv-result mv-stop">${esc(gamesWords[lang].stopsBefore)}</span>`;
  else if (data.result) out += `<span class="mv-result">${esc(data.result)}</span>`;
  return out;
}
function hasEvals(data) {
  return mainlineNodes(data).some((n) => n.eval !== void 0);
}
function renderEvalGraph(data, lang) {
  if (!hasEvals(data)) return "";
  const line = mainlineNodes(data);
  const t = gamesWords[lang];
  const points = line.map(({ id, ply, eval: e }) => ({ id, eval: e, title: t.evalPly(ply, e === void 0 ? void 0 : evalText(e)) }));
  const [before = "", after = ""] = t.evalNow("").split("");
  const now = `<p class="eval-now" data-eval-now aria-live="polite" aria-atomic="true">${esc(before)}<span class="eval-score">${esc(evalText(line[0]?.eval))}</span>${esc(after)}</p>`;
  return EVAL_SCALE + evalGraphSvg(points, { attrs: `role="img" aria-label="${esc(t.evalGraph)}"` }) + now;
}
function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
const BTN = (act, label, text, extra = "") => `<button type="button" data-act="${act}" aria-label="${esc(label)}" title="${esc(label)}"${extra}>${text}</button>`;
function renderReplayWidget(data, opts = {}) {
  const lang = opts.lang ?? "en";
  const t = gamesWords[lang];
  const start = data.nodes[0];
  const board = start ? renderBoardSvg(start.columns, {
    styled: true,
    cursor: start.columns[0]?.[0] ?? 0,
    flipped: opts.flipped,
    boardSize: boardSize(data.variant),
    focusable: "occupied",
    label: t.boardStart,
    words: boardWords[lang]
  }) : "";
  const graph = renderEvalGraph(data, lang);
  const pdn = opts.pdnUrl ? BTN("copy-pdn", t.copyPdnLabel, esc(t.copyPdn), ` data-url="${esc(opts.pdnUrl)}"`) + `<a class="btn" href="${esc(opts.pdnUrl)}" download="${esc(opts.pdnName ?? "game.pdn")}">${esc(t.downloadPdn)}</a>` : "";
  return `<bashni-replay class="replay"${opts.flipped ? ' data-flipped="true"' : ""}${opts.hash === false ? ' data-hash="off"' : ""}><script type="application/json" class="replay-data">${jsonForScript(data)}<\/script><div class="replay-main"><div class="board" data-board>${board}</div><div class="controls" role="toolbar" aria-label="${esc(t.replayControls)}">` + stepButton("first", t.first) + stepButton("prev", t.prev) + `<span class="ply" data-ply aria-live="polite">0 / ${data.mainline.length - 1}</span>` + stepButton("next", t.next) + stepButton("last", t.last) + `</div><p class="column-info" data-info aria-live="polite">${esc(t.columnHint)}</p><div class="controls secondary">` + BTN("flip", t.flipLabel, esc(t.flip)) + // a toggle: its words say which names are shown, aria-pressed whether they are the numbers
  // (not on Lasca's board: its squares have no numbers)
  (!variantRules(data.variant).numberedSquares ? "" : `<button type="button" data-act="names" data-names="algebraic" aria-pressed="false" title="${esc(t.numericNames)}">${esc(t.namesAlgebraic)}</button>`) + BTN("copy-fen", t.copyFenLabel, esc(t.copyFen)) + pdn + (opts.analyse ? BTN(
    "analyse",
    opts.analyse.what === "record" ? t.openInAnalysisLabel : t.analyseLabel,
    esc(opts.analyse.what === "record" ? t.openInAnalysis : t.analyse),
    ` data-href="${esc(opts.analyse.href)}" data-what="${opts.analyse.what}"`
  ) + // the whole-game computer analysis runs on the analysis board, on the whole record (issue 44)
  (opts.analyse.what === "record" ? BTN("analyse", t.reviewLabel, esc(t.review), ` data-href="${esc(opts.analyse.href)}" data-what="review"`) : "") : "") + (opts.tools ?? "") + `</div><p class="status" data-status aria-live="polite"></p></div><div class="replay-side">` + // the graph first in the side column: beside the board, above the fold at 1280x800
  (graph ? `<div class="eval">${graph}</div>` : "") + (opts.aside ?? "") + `<div class="movelist" data-moves translate="no">${renderMoveList(data, lang)}</div></div></bashni-replay>`;
}

export { recordText as a, jsonForScript as j, renderReplayWidget as r, tagName as t };
