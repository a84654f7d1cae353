import { c as createComponent, m as maybeRenderHead, d as addAttribute, e as renderScript, a as renderTemplate, b as createAstro, f as renderSlot, r as renderComponent, g as renderHead } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
/* empty css                            */
import { h as href, o as offlineWords, A as APP_THEME } from './app-manifest_B8iSZuP3.mjs';
import { w as wrongType, a as checkOptions, s as squareFile, b as squareRank, d as squareName, M as MAX_HEIGHT, A as ArgumentError, e as valueKind, f as squareAt, g as otherLang, L as LANGS, l as langOf } from './lang_CTn7LBoU.mjs';
import { w as words, r as ruCount } from './words_CnMefpWw.mjs';
import 'clsx';

const SCHEMES = {
  light: { light: "#eeddbb", onLight: "#8b5a3c" },
  dark: { light: "#bfa77f", onLight: "#5a3520" }
};
const S = 100;
const FILES = "abcdefgh";
const XML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}
const PIECE_NAMES = {
  w: ["white man", "white men"],
  b: ["black man", "black men"],
  W: ["white king", "white kings"],
  B: ["black king", "black kings"]
};
function describeColumn(column) {
  checkColumnText(column, "describeColumn");
  const runs = [];
  for (const run of column.match(/(.)\1*/g) ?? []) {
    const piece = run.charAt(0);
    const names = PIECE_NAMES[piece] ?? [piece, piece];
    runs.push(run.length === 1 ? names[0] : `${run.length} ${names[1]}`);
  }
  return runs.join(" over ");
}
function columnSummary(name, column) {
  if (typeof name !== "string") throw wrongType("columnSummary", "a square name (a string)", name);
  if (column !== null && column !== void 0) checkColumnText(column, "columnSummary");
  return column ? `${name}: ${describeColumn(column)} — top first: ${column.split("").join(" ")} (height ${column.length})` : `${name}: empty`;
}
function squareXY(sq, flipped, size = 8) {
  const f = squareFile(sq);
  const r = squareRank(sq);
  return flipped ? [(size - 1 - f) * S, r * S] : [f * S, (size - 1 - r) * S];
}
function onGrid(sq, size) {
  return squareFile(sq) < size && squareRank(sq) < size;
}
function coordinatesSvg(size, flipped, styled, onLight = SCHEMES.light.onLight) {
  let out = `<g class="coords" font-size="21" font-family="system-ui,sans-serif" font-weight="600" pointer-events="none"${styled ? ' aria-hidden="true"' : ""}>`;
  for (let i = 0; i < size; i++) {
    const file = flipped ? size - 1 - i : i;
    const rank = flipped ? i : size - 1 - i;
    const fileDark = squareAt(file, flipped ? size - 1 : 0) !== void 0;
    const rankDark = squareAt(flipped ? size - 1 : 0, rank) !== void 0;
    const cls = (dark) => styled ? ` class="${dark ? "on-dark" : "on-light"}"` : "";
    out += `<text${cls(fileDark)} x="${i * S + 85}" y="${size * S - 7}" fill="${fileDark ? "#f3e6cf" : onLight}">${FILES[file]}</text>`;
    out += `<text${cls(rankDark)} x="4" y="${i * S + 22}" fill="${rankDark ? "#f3e6cf" : onLight}">${rank + 1}</text>`;
  }
  return out + `</g>`;
}
function n(x) {
  return String(Math.round(x * 10) / 10);
}
const CROWN = "M-13,3 L-16,-9 L-8,-3 L0,-12 L8,-3 L16,-9 L13,3 Z";
const BADGE_X = 86;
const BADGE_R = 12;
const TAB_X = 1;
const KING_WEIGHT = 1.75;
function columnLayout(column) {
  const ry = 15;
  const h = column.length;
  if (h <= 1) return { cx: 50, rx: 36, ry, ys: [47], thick: [10] };
  const weights = [...column].map((c) => c === "W" || c === "B" ? KING_WEIGHT : 1);
  const unit = Math.min(12, 54 / weights.reduce((a, b) => a + b, 0));
  const thick = weights.map((w) => w * unit);
  const total = thick.reduce((a, b) => a + b, 0);
  const ys = [];
  let y = Math.max(30, 52 - total / 2);
  for (const t of thick) {
    ys.push(y);
    y += t;
  }
  return { cx: 46, rx: 34, ry, ys, thick };
}
function columnCounts(column) {
  const white = [...column].filter((c) => c === "w" || c === "W").length;
  const black = column.length - white;
  const top = column[0] === "w" || column[0] === "W" ? "w" : "b";
  const out = top === "w" ? [
    ["w", white],
    ["b", black]
  ] : [
    ["b", black],
    ["w", white]
  ];
  return out.filter(([, count]) => count > 0);
}
const SITE_PAINT = {
  styled: true,
  face: (white) => white ? "#f4eee2" : "#111",
  side: (white) => white ? "#c5b9a4" : "#000",
  edge: (white) => white ? "#3b3127" : "#cfc6b8",
  gold: "#f2c94c"
};
const FILE_PAINT = {
  styled: false,
  face: (white) => white ? "#f4eee2" : "#2a2a2a",
  side: (white) => white ? "#c5b9a4" : "#0c0c0c",
  edge: (white) => white ? "#5b5144" : "#8a8a8a",
  gold: "#d9a21b"
};
function drawColumn(column, paint) {
  const h = column.length;
  const { cx, rx, ry, ys, thick } = columnLayout(column);
  const cls = (name) => paint.styled ? ` class="${name}"` : "";
  const left = cx - rx;
  const crescent = (cy, a, b) => `M${left},${n(cy + a)} a${rx},${ry} 0 0 0 ${2 * rx},0 v${n(b - a)} a${rx},${ry} 0 0 1 ${ -2 * rx},0 Z`;
  let out = "";
  for (let k = h - 1; k >= 0; k--) {
    const ch = column[k] ?? "w";
    const white = ch === "w" || ch === "W";
    const king = ch === "W" || ch === "B";
    const cy = ys[k] ?? 50;
    const t = thick[k] ?? 10;
    const tone = white ? "pw" : "pb";
    let disc = `<ellipse${cls(`${tone}-side`)} cx="${cx}" cy="${n(cy + t)}" rx="${rx}" ry="${ry}" fill="${paint.side(white)}"/><rect${cls(`${tone}-side`)} x="${left}" y="${n(cy)}" width="${2 * rx}" height="${n(t)}" fill="${paint.side(white)}"/>`;
    if (king) {
      disc += `<path${cls("king-band")} d="${crescent(cy, t * 0.22, t * 0.78)}" fill="${paint.gold}"/>`;
      if (h > 1) {
        const mid = cy + t / 2 + ry * 0.55;
        disc += `<rect${cls("king-tab")} x="${TAB_X}" y="${n(mid - 6)}" width="${n(left - TAB_X + 5)}" height="12" rx="2.5" fill="${paint.gold}" stroke="#4a3500" stroke-width="1.5"/>`;
      }
    }
    disc += `<path${cls(`${tone}-rim`)} d="M${left},${n(cy)} v${n(t)} a${rx},${ry} 0 0 0 ${2 * rx},0 v${n(-t)}" fill="none" stroke="${paint.edge(white)}" stroke-width="2"/><ellipse${cls(`${tone}-face`)} cx="${cx}" cy="${n(cy)}" rx="${rx}" ry="${ry}" fill="${paint.face(white)}" stroke="${paint.edge(white)}" stroke-width="2"/>`;
    if (k === 0 && king) {
      disc += `<path${cls("crown")} d="${CROWN}" transform="translate(${cx} ${n(cy)}) scale(1 .8)" fill="${paint.gold}" stroke="${white ? "#6b4e00" : "#ffe38a"}" stroke-width="1.5"/>`;
    }
    out += `<g class="disc" data-piece="${esc(ch)}">${disc}</g>`;
  }
  if (h > 2) {
    columnCounts(column).forEach(([colour, count], i) => {
      const white = colour === "w";
      const cy = BADGE_R + 1 + i * (2 * BADGE_R + 1);
      out += `<g class="count" data-colour="${colour}" data-count="${count}"><circle${cls(`cnt-${colour}`)} cx="${BADGE_X}" cy="${n(cy)}" r="${BADGE_R}" fill="${paint.face(white)}" stroke="${paint.edge(white)}" stroke-width="2"/><text${cls(`cnt-${colour}-text`)} x="${BADGE_X}" y="${n(cy + 6)}" text-anchor="middle" font-size="${count > 9 ? 15 : 18}" font-weight="700" font-family="system-ui,sans-serif" fill="${white ? "#111" : "#fff"}">${count}</text></g>`;
    });
  }
  return out;
}
function styledColumnSvg(column) {
  return drawColumn(column, SITE_PAINT);
}
function columnSvg(column) {
  return drawColumn(column, FILE_PAINT);
}
function checkColumnText(column, where) {
  if (typeof column !== "string" || !/^[wbWB]+$/.test(column) || column.length > MAX_HEIGHT)
    throw new ArgumentError(
      typeof column === "string" ? "ARGUMENT_RANGE" : "ARGUMENT_TYPE",
      where,
      `expected a column text (1 to ${MAX_HEIGHT} of w, b, W, B, top first), not ${valueKind(column)}`,
      valueKind(column)
    );
}
const isSquare = (sq) => typeof sq === "number" && Number.isInteger(sq) && sq >= 0 && sq <= 31;
function checkColumns(columns) {
  const where = "renderBoardSvg";
  if (!Array.isArray(columns)) throw wrongType(where, "columns as a list of [square, column text] pairs (as Position.columns() gives)", columns);
  for (const entry of columns) {
    if (!Array.isArray(entry) || !isSquare(entry[0])) throw wrongType(where, "columns as a list of [square 0 to 31, column text] pairs (as Position.columns() gives)", entry);
    checkColumnText(entry[1], where);
  }
}
function checkBoardOptions(opts) {
  const where = "renderBoardSvg";
  const o = checkOptions(opts, where);
  const check = (name, ok, wanted) => {
    if (o[name] !== void 0 && !ok(o[name])) throw wrongType(where, `${name} as ${wanted}`, o[name]);
  };
  const squares = (v) => Array.isArray(v) && v.every(isSquare);
  for (const name of ["flipped", "coordinates", "styled"]) check(name, (v) => typeof v === "boolean", "true or false");
  check("boardSize", (v) => v === 7 || v === 8, "7 or 8");
  check("squareNames", (v) => v === "algebraic" || v === "numeric", "'algebraic' or 'numeric'");
  check("lastMove", squares, "a list of squares");
  check("focusable", (v) => v === "none" || v === "occupied" || v === "all", "'none', 'occupied' or 'all'");
  check("label", (v) => typeof v === "string", "a string");
  check("size", (v) => typeof v === "number" && Number.isFinite(v) && v > 0, "a positive number");
  check("cursor", isSquare, "a square");
  check("squareLabel", (v) => typeof v === "function", "a function");
  check(
    "highlight",
    (v) => v !== null && typeof v === "object" && ["targets", "selected", "jumped"].every((k) => v[k] === void 0 || squares(v[k])),
    "{ targets, selected, jumped } lists of squares"
  );
  check(
    "words",
    (v) => v !== null && typeof v === "object" && typeof v.column === "function" && typeof v.summary === "function" && typeof v.empty === "string",
    "board words ({ column, empty, summary })"
  );
  return o;
}
function renderBoardSvg(columns, opts = {}) {
  checkColumns(columns);
  opts = checkBoardOptions(opts);
  if (opts.styled) return renderStyledSvg(columns, opts);
  const flipped = !!opts.flipped;
  const size = opts.boardSize === 7 ? 7 : 8;
  const px = size * S;
  const names = size === 8 ? opts.squareNames ?? "algebraic" : "algebraic";
  const coords = opts.coordinates !== false;
  const focusable = opts.focusable ?? "none";
  const bySquare = /* @__PURE__ */ new Map();
  for (const [sq, col] of columns) if (sq >= 0 && sq < 32 && col) bySquare.set(sq, col);
  const last = new Set(opts.lastMove ?? []);
  const targets = new Set(opts.highlight?.targets ?? []);
  const selected = new Set(opts.highlight?.selected ?? []);
  const jumped = new Set(opts.highlight?.jumped ?? []);
  const scheme = SCHEMES[opts.scheme === "dark" ? "dark" : "light"];
  let out = `<svg xmlns="http://www.w3.org/2000/svg" class="board-svg" viewBox="0 0 ${px} ${px}" role="group"` + (opts.size ? ` width="${Math.round(opts.size)}" height="${Math.round(opts.size)}"` : "") + ` aria-label="${esc(opts.label ?? "Board")}"${flipped ? ' data-flipped="true"' : ""}${size === 7 ? ' data-size="7"' : ""}><rect class="b-light" width="${px}" height="${px}" fill="${scheme.light}"/>`;
  for (let sq = 0; sq < 32; sq++) {
    if (!onGrid(sq, size)) continue;
    const [x, y] = squareXY(sq, flipped, size);
    const col = bySquare.get(sq);
    const alg = squareName(sq, "algebraic");
    const shown = squareName(sq, names);
    const cls = ["sq"];
    if (last.has(sq)) cls.push("last");
    if (targets.has(sq)) cls.push("target");
    if (selected.has(sq)) cls.push("selected");
    if (jumped.has(sq)) cls.push("jumped");
    const words = col ? `${shown}: ${(opts.words?.column ?? describeColumn)(col)}` : `${shown}: ${opts.words?.empty ?? "empty"}`;
    const tab = focusable === "all" ? ' tabindex="0" role="button"' : focusable === "occupied" && col ? ' tabindex="0" role="img"' : "";
    out += `<g class="${cls.join(" ")}" data-square="${alg}"${col ? ` data-column="${esc(col)}"` : ""} transform="translate(${x} ${y})"${tab} aria-label="${esc(words)}"><title>${esc((opts.words?.summary ?? columnSummary)(shown, col))}</title>` + darkSquareSvg(last.has(sq));
    if (selected.has(sq)) out += `<rect width="100" height="100" fill="#3f8f3f" opacity=".55"/>`;
    if (jumped.has(sq)) out += `<rect x="4" y="4" width="92" height="92" fill="none" stroke="#c0392b" stroke-width="5" stroke-dasharray="10 7"/>`;
    if (col) out += columnSvg(col);
    if (targets.has(sq)) out += `<circle class="dot" cx="50" cy="50" r="${col ? 44 : 15}" fill="${col ? "none" : "#2e7d32"}" stroke="#2e7d32" stroke-width="${col ? 6 : 0}" opacity=".8"/>`;
    out += `</g>`;
  }
  if (coords && names === "algebraic") out += coordinatesSvg(size, flipped, false, scheme.onLight);
  out += lastMovePathSvg(opts.lastMove ?? [], flipped, size);
  if (coords && names === "numeric") {
    out += `<g class="coords" font-size="16" font-family="system-ui,sans-serif" font-weight="600" fill="#f3e6cf" stroke="#4a2f1f" stroke-width="4" paint-order="stroke" pointer-events="none">`;
    for (let sq = 0; sq < 32; sq++) {
      const [x, y] = squareXY(sq, flipped, size);
      out += `<text x="${x + 5}" y="${y + 18}">${sq + 1}</text>`;
    }
    out += `</g>`;
  }
  return out + `</svg>`;
}
function darkSquareSvg(marked) {
  return `<rect class="b-dark" width="100" height="100" fill="#8b5a3c"/>` + (marked ? `<rect width="100" height="100" fill="#d8c64a" opacity=".45"/>` : "");
}
function lastMovePathSvg(lastMove, flipped, size = 8) {
  const centres = lastMove.map((sq) => {
    const [x, y] = squareXY(sq, flipped, size);
    return [x + 50, y + 50];
  });
  const end = centres.at(-1);
  if (centres.length < 2 || !end) return "";
  return `<g class="path" pointer-events="none" opacity=".75"><polyline points="${centres.map(([x, y]) => `${x},${y}`).join(" ")}" fill="none" stroke="#1f6fb2" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${end[0]}" cy="${end[1]}" r="11" fill="#1f6fb2"/></g>`;
}
function renderStyledSvg(columns, opts) {
  const flipped = !!opts.flipped;
  const size = opts.boardSize === 7 ? 7 : 8;
  const px = size * S;
  const names = size === 8 ? opts.squareNames ?? "algebraic" : "algebraic";
  const coords = opts.coordinates !== false;
  const focusable = opts.focusable ?? "none";
  const bySquare = /* @__PURE__ */ new Map();
  for (const [sq, col] of columns) if (sq >= 0 && sq < 32 && col) bySquare.set(sq, col);
  const last = new Set(opts.lastMove ?? []);
  const targets = new Set(opts.highlight?.targets ?? []);
  const selected = new Set(opts.highlight?.selected ?? []);
  const jumped = new Set(opts.highlight?.jumped ?? []);
  const label = opts.squareLabel ?? ((name, col) => col ? `${name}: ${(opts.words?.column ?? describeColumn)(col)}` : `${name}: ${opts.words?.empty ?? "empty"}`);
  let squares = "";
  let pieces = "";
  let marks = "";
  for (let sq = 0; sq < 32; sq++) {
    if (!onGrid(sq, size)) continue;
    const [x, y] = squareXY(sq, flipped, size);
    const col = bySquare.get(sq);
    const alg = squareName(sq, "algebraic");
    const shown = squareName(sq, names);
    const cls = ["sq"];
    if (last.has(sq)) cls.push("last");
    if (targets.has(sq)) cls.push("target");
    if (selected.has(sq)) cls.push("selected");
    if (jumped.has(sq)) cls.push("jumped");
    const inTab = focusable === "all" || focusable === "occupied" && (col || opts.cursor !== void 0);
    const tabindex = opts.cursor === void 0 || opts.cursor === sq ? "0" : "-1";
    const role = focusable === "all" ? "button" : "img";
    const tab = inTab ? ` tabindex="${tabindex}" role="${role}"` : "";
    const words = label(shown, col, { selected: selected.has(sq), target: targets.has(sq) });
    squares += `<g class="${cls.join(" ")}" data-square="${alg}"${col ? ` data-column="${esc(col)}"` : ""} transform="translate(${x} ${y})"${tab} aria-label="${esc(words)}"><rect class="b-dark" width="100" height="100" fill="#8b5a3c"/>`;
    if (last.has(sq)) squares += `<rect class="m-last" width="100" height="100" fill="#d8c64a" opacity=".45"/>`;
    if (selected.has(sq)) squares += `<rect class="m-selected" x="3" y="3" width="94" height="94" fill="#9fe0a0"/>`;
    if (jumped.has(sq)) squares += `<rect class="m-jumped" x="5" y="5" width="90" height="90" fill="none" stroke="#ffb4a8" stroke-width="7" stroke-dasharray="14 8"/>`;
    squares += `</g>`;
    if (col) pieces += `<g class="col" data-at="${alg}" transform="translate(${x} ${y})">${styledColumnSvg(col)}</g>`;
    if (targets.has(sq)) {
      marks += col ? `<circle class="m-target ring" cx="${x + 50}" cy="${y + 50}" r="45" fill="none" stroke="#b9f6ca" stroke-width="6"/>` : `<circle class="m-target dot" cx="${x + 50}" cy="${y + 50}" r="16" fill="#b9f6ca" stroke="#0b3d1a" stroke-width="2"/>`;
    }
    if (coords && names === "numeric") {
      marks += `<text class="num" x="${x + 5}" y="${y + 96}" font-size="16" font-family="system-ui,sans-serif" fill="#f3e6cf">${sq + 1}</text>`;
    }
  }
  let out = `<svg xmlns="http://www.w3.org/2000/svg" class="board-svg styled" viewBox="0 0 ${px} ${px}" role="group"` + (opts.size ? ` width="${Math.round(opts.size)}" height="${Math.round(opts.size)}"` : "") + ` aria-label="${esc(opts.label ?? "Board")}"${flipped ? ' data-flipped="true"' : ""}${size === 7 ? ' data-size="7"' : ""}><rect class="b-light" width="${px}" height="${px}" fill="#eeddbb"/>` + squares;
  if (coords && names === "algebraic") out += coordinatesSvg(size, flipped, true);
  const centres = (opts.lastMove ?? []).map((sq) => {
    const [x, y] = squareXY(sq, flipped, size);
    return [x + 50, y + 50];
  });
  const end = centres.at(-1);
  if (centres.length >= 2 && end) {
    out += `<g class="path" pointer-events="none" aria-hidden="true"><polyline points="${centres.map(([x, y]) => `${x},${y}`).join(" ")}" fill="none" stroke="#8fd0ff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${end[0]}" cy="${end[1]}" r="11" fill="#8fd0ff"/></g>`;
  }
  out += `<g class="pieces" pointer-events="none" aria-hidden="true">${pieces}</g>`;
  out += `<g class="marks" pointer-events="none" aria-hidden="true">${marks}</g>`;
  return out + `</svg>`;
}

const EN_PIECES = { w: "white man", b: "black man", W: "white king", B: "black king" };
const RU_PIECES = {
  w: ["белая шашка", "белые шашки", "белых шашек"],
  b: ["чёрная шашка", "чёрные шашки", "чёрных шашек"],
  W: ["белая дамка", "белые дамки", "белых дамок"],
  B: ["чёрная дамка", "чёрные дамки", "чёрных дамок"]
};
function ruColumn(column) {
  const runs = [];
  for (const run of column.match(/(.)\1*/g) ?? []) {
    const names = RU_PIECES[run.charAt(0)] ?? [run.charAt(0), run.charAt(0), run.charAt(0)];
    runs.push(run.length === 1 ? names[0] : ruCount(run.length, ...names));
  }
  return runs.join(", ниже ");
}
const list = (items, none) => items.length ? items.join(", ") : none;
const boardWords = words(
  {
    board: "Board",
    startPosition: "Board, start position",
    after: (move) => `Board after ${move}`,
    puzzleBoard: (side) => `Puzzle board, ${side === "white" ? "White" : "Black"} to move`,
    moveBoard: (side) => `Board, ${side === "white" ? "White" : "Black"} to move`,
    prompt: "Hover, focus or tap a column to see it whole.",
    column: (column) => describeColumn(column),
    empty: "empty",
    summary: (name, column) => column ? `${name}: ${describeColumn(column)} — top first: ${column.split("").join(" ")} (height ${column.length})` : `${name}: empty`,
    /** The header's scheme toggle says what it will do. */
    toDark: "Switch to dark",
    toLight: "Switch to light",
    piece: (piece) => EN_PIECES[piece] ?? piece,
    square: (name, column, selected, target) => `${name}: ${column ? describeColumn(column) : "empty"}${selected ? ", selected" : ""}${target ? ", legal target" : ""}`,
    keysHint: "Keyboard: Tab to the board, then the arrows move along the diagonals (↑ up-right, → down-right, ↓ down-left, ← up-left); Enter or Space picks a column and then its square; Escape cancels.",
    movesHint: "Move list: Tab to it, then the arrow keys step through the moves.",
    selected: (name, column, targets) => `${name} selected, ${column}. It can go to ${list(targets, "no square")}.`,
    landing: (name, targets) => `Landed on ${name}; next landing square: ${list(targets, "none")}.`,
    cancelled: "Selection cancelled.",
    played: (move, taken) => `You played ${move}${taken.length ? `, taking ${taken.join(", ")}` : ""}.`,
    reply: (move, taken) => `Reply: ${move}${taken.length ? `, taking ${taken.join(", ")}` : ""}.`,
    takenOn: (piece, square) => `${piece} on ${square}`,
    start: (total) => `Start position, ${total} plies in the game.`,
    ply: (ply, total, move, taken) => `Ply ${ply} of ${total}: ${move}${taken.length ? `, taking ${taken.join(", ")}` : ""}.`,
    variation: (ply, move) => `Variation, ply ${ply}: ${move}.`
  },
  {
    board: "Доска",
    startPosition: "Доска, начальная позиция",
    after: (move) => `Доска после ${move}`,
    puzzleBoard: (side) => `Доска задачи, ход ${side === "white" ? "белых" : "чёрных"}`,
    moveBoard: (side) => `Доска, ход ${side === "white" ? "белых" : "чёрных"}`,
    prompt: "Наведите указатель, фокус или коснитесь колонны, чтобы увидеть её целиком.",
    column: ruColumn,
    empty: "пусто",
    summary: (name, column) => column ? `${name}: ${ruColumn(column)} — сверху вниз: ${column.split("").join(" ")} (высота ${column.length})` : `${name}: пусто`,
    toDark: "Тёмная тема",
    toLight: "Светлая тема",
    piece: (piece) => RU_PIECES[piece]?.[0] ?? piece,
    square: (name, column, selected, target) => `${name}: ${column ? ruColumn(column) : "пусто"}${selected ? ", выбрано" : ""}${target ? ", можно пойти" : ""}`,
    keysHint: "Клавиатура: клавишей Tab перейдите на доску, стрелки ведут по диагоналям (↑ вверх-вправо, → вниз-вправо, ↓ вниз-влево, ← вверх-влево); Enter или пробел выбирают шашку, затем поле хода; Escape отменяет выбор.",
    movesHint: "Список ходов: перейдите на него клавишей Tab, стрелки листают ходы.",
    selected: (name, column, targets) => `Выбрано поле ${name}: ${column}. Ходы на ${list(targets, "никуда")}.`,
    landing: (name, targets) => `Взятие через ${name}; следующее поле: ${list(targets, "нет")}.`,
    cancelled: "Выбор отменён.",
    played: (move, taken) => `Ваш ход ${move}${taken.length ? `, взято: ${taken.join(", ")}` : ""}.`,
    reply: (move, taken) => `Ответ: ${move}${taken.length ? `, взято: ${taken.join(", ")}` : ""}.`,
    takenOn: (piece, square) => `${piece} на ${square}`,
    start: (total) => `Начальная позиция, в партии полуходов: ${total}.`,
    ply: (ply, total, move, taken) => `Полуход ${ply} из ${total}: ${move}${taken.length ? `, взято: ${taken.join(", ")}` : ""}.`,
    variation: (ply, move) => `Вариант, полуход ${ply}: ${move}.`
  }
);

const layoutWords = words(
  {
    siteName: "Bashni",
    title: (page) => `${page} · Bashni`,
    description: "Bashni: Russian draughts with columns. Rules, games, puzzles, a record checker, an analysis board, a board editor and play against the engine.",
    skip: "Skip to content",
    navLabel: "Site",
    home: "Home",
    learn: "Learn",
    games: "Games",
    puzzles: "Puzzles",
    check: "Check a record",
    analysis: "Analysis",
    editor: "Board editor",
    play: "Play",
    /** The header's toggle of the move sounds (its pressed state says whether they are on). */
    sounds: "Move sounds",
    footer: "Bashni toolkit: one rules engine and one PDN grammar, shared by the command line and this site.",
    licences: "Third-party licences",
    /** The switch shows the other language's name, in that language. */
    switchText: "Русский",
    switchLabel: "Эта страница по-русски",
    notFoundTitle: "Not found",
    notFoundHeading: "Page not found",
    notFoundBefore: "There is nothing at this address. Try the ",
    notFoundGames: "games",
    notFoundBetween: ", the ",
    notFoundPuzzles: "puzzles",
    notFoundOr: " or the ",
    notFoundHome: "home page",
    /** Said once on a page whose browser refuses to keep anything (client/store/browser-store.ts). */
    notKept: "This browser does not let the site keep anything (storage blocked or full): what you do here is not remembered after this page.",
    /** Said once when part of what the browser kept for the site was unreadable and was left out. */
    keptDropped: "Part of what this browser kept for the site was unreadable and has been left out; the rest is kept."
  },
  {
    siteName: "Башни",
    title: (page) => `${page} · Башни`,
    description: "Башни: русские шашки с колоннами. Правила, партии, задачи, проверка записей, доска анализа, редактор позиции и игра с компьютером.",
    skip: "К содержанию",
    navLabel: "Разделы сайта",
    home: "Главная",
    learn: "Обучение",
    games: "Партии",
    puzzles: "Задачи",
    check: "Проверить запись",
    analysis: "Анализ",
    editor: "Редактор",
    play: "Игра",
    sounds: "Звуки ходов",
    footer: "Инструменты для игры в башни: один движок правил и одна грамматика PDN для командной строки и этого сайта.",
    licences: "Лицензии сторонних библиотек",
    switchText: "English",
    switchLabel: "This page in English",
    notFoundTitle: "Не найдено",
    notFoundHeading: "Страница не найдена",
    notFoundBefore: "По этому адресу ничего нет. Загляните в ",
    notFoundGames: "партии",
    notFoundBetween: ", ",
    notFoundPuzzles: "задачи",
    notFoundOr: " или на ",
    notFoundHome: "главную страницу",
    notKept: "Этот браузер не даёт сайту ничего сохранить (хранилище заблокировано или заполнено): сделанное здесь не запомнится после этой страницы.",
    keptDropped: "Часть сохранённого этим браузером для сайта не удалось прочесть, она отброшена; остальное сохранено."
  }
);

const $$Astro$1 = createAstro();
const $$LangSwitch = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$LangSwitch;
  const { lang, path } = Astro2.props;
  const other = otherLang(lang);
  const w = layoutWords[lang];
  return renderTemplate`${maybeRenderHead()}<a class="lang-switch" data-lang-switch${addAttribute(href(path, other), "href")}${addAttribute(other, "hreflang")}${addAttribute(other, "lang")}${addAttribute(w.switchLabel, "title")}>${w.switchText}</a> ${renderScript($$result, "/work/wt/board/site/src/components/LangSwitch.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/components/LangSwitch.astro", void 0);

function siteName(projects) {
  return process.env.BASHNI_SITE_TITLE?.trim() || projects;
}
function siteLangs() {
  return process.env.BASHNI_SITE_LANGS === "en" ? ["en"] : LANGS;
}
function russianBuilt() {
  return siteLangs().includes("ru");
}

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro = createAstro();
const $$Base = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Base;
  const lang = langOf(Astro2.currentLocale);
  const w = layoutWords[lang];
  const base = process.env.BASE_URL.replace(/\/$/, "");
  const own = Astro2.url.pathname.slice(base.length).replace(/^\/ru(\/|$)/, "/");
  const { title, description = w.description, current, path = own } = Astro2.props;
  const nav = [
    { id: "home", label: w.home, url: href("/", lang) },
    { id: "learn", label: w.learn, url: href("/learn/", lang) },
    { id: "games", label: w.games, url: href("/games/", lang) },
    { id: "puzzles", label: w.puzzles, url: href("/puzzles/", lang) },
    { id: "check", label: w.check, url: href("/check/", lang) },
    { id: "analysis", label: w.analysis, url: href("/analysis/", lang) },
    { id: "editor", label: w.editor, url: href("/editor/", lang) },
    { id: "play", label: w.play, url: href("/play/", lang) }
  ];
  const name = siteName(w.siteName);
  const langs = siteLangs();
  const absolute = (url) => Astro2.site ? new URL(url, Astro2.site).href : url;
  return renderTemplate(_a || (_a = __template(["<html", '> <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>', '</title><meta name="description"', '><link rel="icon"', ' type="image/svg+xml"><link rel="manifest"', '><link rel="apple-touch-icon"', '><meta name="theme-color"', "><script>\n      // the reader's colour scheme, before the first paint (client/page/theme.ts)\n      try {\n        var t = localStorage.getItem('bashni:theme');\n        if (t === 'dark' || t === 'light') document.documentElement.dataset.theme = t;\n      } catch (e) {}\n    </script>", "", "", "</head> <body", "", "", "", "", '> <a class="skip" href="#main">', '</a> <header class="site-header"> <a class="brand"', ">", "</a> <nav", "> <ul> ", ' </ul> </nav>  <button type="button" class="sound-toggle" data-sound-toggle aria-pressed="true"', "", '><span aria-hidden="true">♪</span></button> <button type="button" class="theme-toggle" data-theme-toggle', "", ">", "</button> <script>\n        // the toggle says what it will do, in the scheme the page opens in (client/page/theme.ts keeps it so)\n        (function (b) {\n          var t = document.documentElement.dataset.theme;\n          var dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);\n          if (b && dark) b.textContent = b.getAttribute('data-to-light');\n        })(document.querySelector('[data-theme-toggle]'));\n        try {\n          if (localStorage.getItem('bashni:sound') === 'off') document.querySelector('[data-sound-toggle]').setAttribute('aria-pressed', 'false');\n        } catch (e) {}\n      </script> ", ' </header> <main id="main"> ', ' </main> <footer class="site-footer"> <p>', " <a", ' hreflang="en">', "</a></p> </footer> ", " </body> </html>"])), addAttribute(lang, "lang"), title === w.siteName ? name : name === w.siteName ? w.title(title) : `${title} · ${name}`, addAttribute(description, "content"), addAttribute(href("/favicon.svg"), "href"), addAttribute(href("/manifest.webmanifest", lang), "href"), addAttribute(href("/icons/icon-192.png"), "href"), addAttribute(APP_THEME, "content"), langs.length > 1 && LANGS.map((l) => renderTemplate`<link rel="alternate"${addAttribute(l, "hreflang")}${addAttribute(absolute(href(path, l)), "href")}>`), langs.length > 1 && renderTemplate`<link rel="alternate" hreflang="x-default"${addAttribute(absolute(href(path, "en")), "href")}>`, renderHead(), addAttribute(w.notKept, "data-not-kept"), addAttribute(w.keptDropped, "data-kept-dropped"), addAttribute(href("/sw.js"), "data-sw"), addAttribute(offlineWords[lang].updateReady, "data-update-ready"), addAttribute(offlineWords[lang].updateReload, "data-update-reload"), w.skip, addAttribute(href("/", lang), "href"), name, addAttribute(w.navLabel, "aria-label"), nav.map((n) => renderTemplate`<li><a${addAttribute(n.url, "href")}${addAttribute(current === n.id ? "page" : void 0, "aria-current")}>${n.label}</a></li>`), addAttribute(w.sounds, "aria-label"), addAttribute(w.sounds, "title"), addAttribute(boardWords[lang].toDark, "data-to-dark"), addAttribute(boardWords[lang].toLight, "data-to-light"), boardWords[lang].toDark, langs.length > 1 && renderTemplate`${renderComponent($$result, "LangSwitch", $$LangSwitch, { "lang": lang, "path": path })}`, renderSlot($$result, $$slots["default"]), w.footer, addAttribute(href("/third-party-licenses.txt", "en"), "href"), w.licences, renderScript($$result, "/work/wt/board/site/src/layouts/Base.astro?astro&type=script&index=0&lang.ts"));
}, "/work/wt/board/site/src/layouts/Base.astro", void 0);

export { $$Base as $, russianBuilt as a, boardWords as b, layoutWords as l, renderBoardSvg as r, styledColumnSvg as s };
