import { k as knownVariant, j as boardSquares, r as rowOf, o as outOfRange, e as valueKind, w as wrongType, C as CELLS, m as onBoard, M as MAX_HEIGHT, S as S_KING, n as S_H, q as stateMeta, B as Board, t as variantCode, W as WHITE, u as BLACK, x as MoveList, A as ArgumentError, y as M_HHI, z as M_HLO, D as popcount, E as isFarRank, F as checkString, G as VARIANT_RULES, a as checkOptions, b as squareRank, s as squareFile, d as squareName, H as ok, I as err, J as squareSpan, K as readSquare } from './lang_CTn7LBoU.mjs';

const COLUMN_RE = /^(?:[wW]+[bB]*|[bB]+[wW]*)$/;
function isColumnText(text) {
  return COLUMN_RE.test(checkString(text, "isColumnText"));
}
let scratchBoard;
let scratchList;
let scratchOwner;
const ENC = new Int32Array(2 + 2 * 64);
function checkMove(move, where) {
  const m = move;
  if (m === null || typeof m !== "object" || !Array.isArray(m.path) || !Array.isArray(m.jumped)) throw wrongType(where, "a move ({ from, path, jumped }), as legalMoves() gives", move);
}
function checkPosition(value, where) {
  if (!(value instanceof Position)) throw wrongType(where, "a Position, as Position.initial() or parseFen() give", value);
  return value;
}
let stateOf;
class Position {
  variant;
  turn;
  /** Plies since the last capture or man move (lidraughts' H counter). */
  halfmoves;
  /** Move number, 1 at the start, incremented after Black moves. */
  fullmove;
  /** Bit stacks (see CELLS in board.ts), then the commander masks and the hash halves. */
  #s;
  #m;
  /** legalMoves(), frozen (the moves, their paths and the list): play() trusts them by identity. */
  #moves;
  #hash;
  static {
    stateOf = (p) => p.#s;
  }
  constructor(variant, turn, cells, meta, halfmoves, fullmove) {
    this.variant = variant;
    this.turn = turn;
    this.#s = cells;
    this.#m = meta;
    this.halfmoves = halfmoves;
    this.fullmove = fullmove;
  }
  /**
   * The start position (R1): White on 21-32, Black on 1-12, White to move; in `lasca` the first
   * three ranks of the 7x7 board against the last three (a1-g3, a5-g7).
   */
  static initial(variant = "bashni") {
    knownVariant(variant, "Position.initial");
    const columns = /* @__PURE__ */ new Map();
    const squares = boardSquares(variant);
    const each = rowOf(variant).piecesPerSide;
    for (const s of squares.slice(0, each)) columns.set(s, "b");
    for (const s of squares.slice(-each)) columns.set(s, "w");
    return Position.setup(variant, "white", columns);
  }
  /**
   * A position from columns (top first). Throws an ArgumentError (ARGUMENT_RANGE) on an unknown
   * variant, a turn other than 'white' or 'black', a bad square, a malformed column text or a
   * counter that is not a whole number from 0 (ARGUMENT_TYPE for columns that are no Map, counters
   * that are no object); use parseFen for checked input with error values.
   */
  static setup(variant, turn, columns, counters) {
    knownVariant(variant, "Position.setup");
    if (turn !== "white" && turn !== "black") throw outOfRange("Position.setup", `the side to move is 'white' or 'black', not ${valueKind(turn)}`, turn);
    if (columns === null || typeof columns !== "object" || typeof columns[Symbol.iterator] !== "function") {
      throw wrongType("Position.setup", "columns as a Map of square to column text", columns);
    }
    if (counters !== void 0 && (counters === null || typeof counters !== "object")) throw wrongType("Position.setup", "counters as an object ({ halfmoves, fullmove })", counters);
    for (const key of ["halfmoves", "fullmove"]) {
      const n = counters?.[key];
      if (n !== void 0 && !(Number.isSafeInteger(n) && n >= 0)) throw outOfRange("Position.setup", `${key} must be a whole number from 0, not ${valueKind(n)}`, n);
    }
    const st = new Array(CELLS).fill(0);
    for (const entry of columns) {
      if (!Array.isArray(entry)) throw wrongType("Position.setup", "columns as [square, column text] pairs", entry);
      const [sq, text] = entry;
      if (typeof sq !== "number" || !Number.isInteger(sq) || sq < 0 || sq > 31) throw outOfRange("Position.setup", `bad square ${valueKind(sq)} (0 to 31)`, sq);
      if (!onBoard(sq, variant)) throw outOfRange("Position.setup", `square ${sq} is off the ${variant} board`, sq);
      if (typeof text !== "string" || !COLUMN_RE.test(text) || text.length > MAX_HEIGHT) throw outOfRange("Position.setup", `bad column ${valueKind(text)}`, text);
      let c = 0;
      let k = 0;
      for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        c = c << 1 | (ch === "b" || ch === "B" ? 1 : 0);
        k = k << 1 | (ch === "W" || ch === "B" ? 1 : 0);
      }
      st[sq] = c;
      st[S_KING + sq] = k;
      st[S_H + sq] = text.length;
    }
    return new Position(variant, turn, st, stateMeta(st, turn === "white" ? WHITE : BLACK), counters?.halfmoves ?? 0, counters?.fullmove ?? 1);
  }
  /**
   * A fast Board holding this position: a fresh one, or `into` loaded with it (reused by a search).
   * @internal the Board is engine/internal.ts's: not in the published declarations (stripInternal).
   */
  toBoard(into) {
    const b = into ?? new Board(variantCode(this.variant));
    b.variant = variantCode(this.variant);
    b.loadState(this.#s, this.#m, this.turn === "white" ? WHITE : BLACK);
    return b;
  }
  /**
   * The position a Board holds (counters 0 and 1): a main line walked on one mutable board turns
   * into a Position only where a caller needs one (records/main-line-walk.ts).
   * @internal the Board is engine/internal.ts's: not in the published declarations (stripInternal).
   */
  static fromBoard(board, variant) {
    return new Position(variant, board.turn === WHITE ? "white" : "black", board.saveCells(), board.saveMeta(), 0, 1);
  }
  /** The shared scratch board loaded with this position. */
  #scratch(dedupe) {
    const b = scratchBoard ??= new Board();
    b.dedupe = dedupe;
    if (scratchOwner !== this) {
      b.variant = variantCode(this.variant);
      b.loadState(this.#s, this.#m, this.turn === "white" ? WHITE : BLACK);
      scratchOwner = this;
    }
    return b;
  }
  /** Column on sq, top first (`'Wbb'`), or undefined when empty. */
  column(sq) {
    if (typeof sq !== "number") throw wrongType("Position.column", "a square (0 to 31)", sq);
    if (!Number.isInteger(sq) || sq < 0 || sq > 31) throw outOfRange("Position.column", `bad square ${valueKind(sq)} (0 to 31)`, sq);
    return this.#column(sq);
  }
  #column(sq) {
    const n = this.#s[S_H + sq];
    if (!n) return void 0;
    return columnText(this.#s[sq], this.#s[S_KING + sq], n);
  }
  /** Every occupied square with its column, in square order. */
  columns() {
    const out = [];
    for (let s = 0; s < 32; s++) {
      const c = this.#column(s);
      if (c !== void 0) out.push([s, c]);
    }
    return out;
  }
  /**
   * Every legal move (R3-R9). In `russian`, captures with the same from, to and captured set count
   * once. The list and its moves are frozen: play() takes them without a check, so neither a
   * changed move nor one pushed into the list can pass for legal.
   */
  legalMoves() {
    if (this.#moves) return this.#moves;
    const moves = this.generateMoves(true);
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      Object.freeze(m.path);
      Object.freeze(m.jumped);
      Object.freeze(m);
    }
    this.#moves = Object.freeze(moves);
    return this.#moves;
  }
  /** Every legal move; with dedupe=false, russian keeps every capture path. */
  generateMoves(dedupe = true) {
    const board = this.#scratch(dedupe);
    const list = scratchList ??= new MoveList(1 << 12, 1 << 9);
    const n = board.generate(list);
    board.dedupe = true;
    const out = new Array(n);
    const rules = rowOf(this.variant);
    for (let i = 0; i < n; i++) out[i] = decodeState(this.#s, !rules.takenGoesUnder, rules.whiteFar, list.data, list.offs[i]);
    return out;
  }
  /**
   * The position after move, which must be legal here: one of legalMoves() (taken as it is: those
   * are frozen), or any object with the same from, path and jumped squares. Throws an Error for an
   * illegal move, a TypeError for what is not a move.
   */
  play(move) {
    checkMove(move, "Position.play");
    const cached = this.#moves;
    let legal;
    if (cached) {
      for (let i = 0; i < cached.length; i++)
        if (cached[i] === move) {
          legal = move;
          break;
        }
    }
    if (!legal) legal = this.legalMoves().find((m) => movesEqual(m, move));
    if (!legal && rowOf(this.variant).foldsEqualCaptures) legal = this.generateMoves(false).find((m) => movesEqual(m, move));
    if (!legal) {
      const shown = JSON.stringify({ from: move.from, path: move.path, jumped: move.jumped });
      throw new ArgumentError("ILLEGAL_MOVE", "Position.play", `illegal move ${shown.length > 200 ? `${shown.slice(0, 200)}...` : shown}`, shown.slice(0, 200));
    }
    const s = this.#s;
    const from = legal.from;
    const top = s[S_H + from] - 1;
    const progress = legal.jumped.length > 0 || (s[S_KING + from] >>> top & 1) === 0;
    const board = this.#scratch(true);
    encodeInto(legal, ENC);
    scratchOwner = void 0;
    board.make(ENC, 0);
    board.clearUndo();
    const next = new Position(
      this.variant,
      this.turn === "white" ? "black" : "white",
      board.saveCells(),
      board.saveMeta(),
      progress ? 0 : this.halfmoves + 1,
      this.turn === "black" ? this.fullmove + 1 : this.fullmove
    );
    scratchOwner = next;
    return next;
  }
  /** Zobrist hash over every piece of every column (colour, rank, depth) and the side to move. */
  hash() {
    if (this.#hash === void 0) this.#hash = BigInt(this.#m[M_HHI] >>> 0) << 32n | BigInt(this.#m[M_HLO] >>> 0);
    return this.#hash;
  }
  /** R11: the side to move with no legal move (or no column) loses. */
  outcome() {
    const any = this.#moves ? this.#moves.length > 0 : this.#scratch(true).countMoves() > 0;
    if (any) return void 0;
    return { winner: this.turn === "white" ? "black" : "white", reason: "no-moves" };
  }
  /** Pieces of a colour on the board, prisoners included. */
  pieceCount(color) {
    if (color !== "white" && color !== "black") throw outOfRange("Position.pieceCount", `the colour is 'white' or 'black', not ${valueKind(color)}`, color);
    const s = this.#s;
    let n = 0;
    for (let sq = 0; sq < 32; sq++) {
      const h = s[S_H + sq];
      if (h === 0) continue;
      const black = popcount(s[sq] & (1 << h) - 1);
      n += color === "white" ? h - black : black;
    }
    return n;
  }
  /** Same pieces, side to move and variant (counters ignored). */
  equals(other) {
    if (!(other instanceof Position)) throw wrongType("Position.equals", "a Position", other);
    if (other.variant !== this.variant || other.turn !== this.turn) return false;
    const a = this.#s;
    const b = other.#s;
    for (let sq = 0; sq < 32; sq++) {
      const h = a[S_H + sq];
      if (b[S_H + sq] !== h) return false;
      const mask = (1 << h) - 1;
      if (((a[sq] ^ b[sq]) & mask) !== 0 || ((a[S_KING + sq] ^ b[S_KING + sq]) & mask) !== 0) return false;
    }
    return true;
  }
}
function columnText(col, king, h) {
  let out = "";
  for (let d = h - 1; d >= 0; d--) {
    const black = col >>> d & 1;
    const k = king >>> d & 1;
    out += black ? k ? "B" : "b" : k ? "W" : "w";
  }
  return out;
}
function sameMove(a, b) {
  checkMove(a, "sameMove");
  checkMove(b, "sameMove");
  return movesEqual(a, b);
}
function movesEqual(a, b) {
  if (a.from !== b.from || a.path.length !== b.path.length || a.jumped.length !== b.jumped.length) return false;
  for (let i = 0; i < a.path.length; i++) if (a.path[i] !== b.path[i]) return false;
  for (let i = 0; i < a.jumped.length; i++) if (a.jumped[i] !== b.jumped[i]) return false;
  return true;
}
function encodeMove(m) {
  const n = m.jumped.length;
  const out = new Int32Array(2 + Math.max(n, 1) + n);
  encodeInto(m, out);
  return out;
}
function encodeInto(m, out) {
  const n = m.jumped.length;
  const steps = n === 0 ? 1 : n;
  out[0] = n;
  out[1] = m.from;
  for (let i = 0; i < m.path.length; i++) out[2 + i] = m.path[i];
  for (let i = 0; i < n; i++) out[2 + steps + i] = m.jumped[i];
}
function decodeMove(pos, data, off) {
  const rules = rowOf(pos.variant);
  return decodeState(stateOf(pos), !rules.takenGoesUnder, rules.whiteFar, data, off);
}
const LETTERS = ["w", "W", "b", "B"];
function decodeState(s, singles, whiteFar, data, off) {
  const n = data[off];
  const from = data[off + 1];
  const steps = n === 0 ? 1 : n;
  const path = new Array(steps);
  for (let i = 0; i < steps; i++) path[i] = data[off + 2 + i];
  const jumped = new Array(n);
  let taken = "";
  for (let i = 0; i < n; i++) {
    const t = data[off + 2 + steps + i];
    jumped[i] = t;
    let depth = s[S_H + t] - 1;
    if (!singles) {
      for (let j = 0; j < i; j++) if (jumped[j] === t) depth--;
    }
    taken += depth < 0 ? "?" : LETTERS[(s[t] >>> depth & 1) << 1 | s[S_KING + t] >>> depth & 1];
  }
  const top = s[S_H + from] - 1;
  let promotes = false;
  if ((s[S_KING + from] >>> top & 1) === 0) {
    const side = s[from] >>> top & 1;
    for (let i = 0; i < steps; i++) {
      if (isFarRank(path[i], side, whiteFar)) {
        promotes = true;
        break;
      }
    }
  }
  return { from, path, jumped, taken, promotes };
}

const INITIAL_FEN = VARIANT_RULES.bashni.startFen;
VARIANT_RULES.lasca.startFen;
const fail = (code, message, part) => err({ code, message, part });
function splitTop(text, sep) {
  const out = [];
  let depth = 0;
  let cur = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    else if (ch === ")") {
      depth--;
      if (depth < 0) return void 0;
    }
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  if (depth !== 0) return void 0;
  out.push(cur);
  return out;
}
function parseFen(text, variant = "bashni") {
  knownVariant(variant, "parseFen");
  if (typeof text !== "string")
    return fail(
      "FEN_SYNTAX",
      `a FEN is text, not ${text === null ? "null" : typeof text}`,
      typeof text === "object" || typeof text === "symbol" || typeof text === "function" ? valueKind(text) : String(text)
    );
  let t = text.replace(/\s+/g, "");
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) t = t.slice(1, -1);
  while (t.endsWith(".")) t = t.slice(0, -1);
  if (t === "") return fail("FEN_EMPTY", "empty FEN", text);
  const parts = splitTop(t, ":");
  if (!parts) return fail("FEN_SYNTAX", "unbalanced parentheses", text);
  let turn = "white";
  let i = 0;
  const first = parts[0];
  if (/^[WwBb?]$/.test(first)) {
    turn = first === "B" || first === "b" ? "black" : "white";
    i = 1;
  } else if (first === "") {
    i = 1;
  } else if (!/^[WwBb]/.test(first) || parts.length === 1) {
    return fail("FEN_TURN", `side to move must be W or B, got '${first}'`, first);
  }
  const columns = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  let halfmoves;
  let fullmove;
  for (; i < parts.length; i++) {
    const sec = parts[i];
    if (/^[HF]/.test(sec)) {
      const m = /^([HF])(\d+)$/.exec(sec);
      if (!m) return fail("FEN_COUNTER", `bad counter '${sec}'`, sec);
      const n = Number(m[2]);
      if (!Number.isSafeInteger(n)) return fail("FEN_COUNTER", `counter '${sec.length > 40 ? `${sec.slice(0, 40)}...` : sec}' is too large`, sec);
      if (m[1] === "H") halfmoves = n;
      else fullmove = n;
      continue;
    }
    const cm = /^([WwBb])(.*)$/.exec(sec);
    if (!cm) {
      if (sec === "") continue;
      return fail("FEN_SECTION", `a piece section starts with W or B, got '${sec}'`, sec);
    }
    const color = cm[1].toUpperCase() === "W" ? "white" : "black";
    if (seen.has(color)) return fail("FEN_SECTION", `${color} pieces listed twice`, sec);
    seen.add(color);
    const body = cm[2];
    if (body === "") continue;
    const items = splitTop(body, ",");
    for (const raw of items) {
      if (raw === "") continue;
      const r = readItem(raw, color, variant, columns);
      if (r) return r;
    }
  }
  const most = rowOf(variant).piecesPerSide;
  for (const color of ["white", "black"]) {
    let n = 0;
    for (const c of columns.values()) for (const ch of c) if ((ch === "w" || ch === "W") === (color === "white")) n++;
    if (n > most) return fail("FEN_TOO_MANY", `${n} ${color} pieces (at most ${most}${most === VARIANT_RULES.bashni.piecesPerSide ? "" : ` in ${variant}`})`, text);
  }
  return ok(Position.setup(variant, turn, columns, { halfmoves, fullmove }));
}
function readItem(raw, color, variant, columns) {
  const m = /^([Kk]?)([^()]*)(?:\(([^()]*)\))?$/.exec(raw);
  if (!m) return fail("FEN_SYNTAX", `cannot read '${raw}'`, raw);
  const isKing = m[1] !== "";
  const sqText = m[2];
  const colText = m[3];
  const own = color === "white" ? "w" : "b";
  const range = /^(\d+)-(\d+)$/.exec(sqText);
  if (range) {
    if (colText !== void 0) return fail("FEN_RANGE_COLUMN", `a range cannot carry a column: '${raw}'`, raw);
    if (!rowOf(variant).numberedSquares) return fail("FEN_SQUARE", `numeric squares '${raw}': ${rowOf(variant).tag}'s squares are written ${squareSpan(variant)}`, raw);
    const a = readSquare(range[1], variant);
    const b = readSquare(range[2], variant);
    if ("error" in a) return fail("FEN_SQUARE", `bad square '${range[1]}'`, raw);
    if ("error" in b) return fail("FEN_SQUARE", `bad square '${range[2]}'`, raw);
    return readRange(a.square, b.square, isKing ? own.toUpperCase() : own, raw, columns);
  }
  if (sqText.includes("-")) return fail("FEN_RANGE", `bad range '${raw}'`, raw);
  const read = readSquare(sqText, variant);
  if ("error" in read) return fail("FEN_SQUARE", read.error, raw);
  const sq = read.square;
  if (columns.has(sq)) return fail("FEN_DUPLICATE", `square ${sqText} given twice`, raw);
  let column;
  if (colText === void 0) column = isKing ? own.toUpperCase() : own;
  else {
    if (colText === "" || !/^[wWbB]+$/.test(colText)) return fail("FEN_LETTER", `column letters are w b W B: '${raw}'`, raw);
    if (!isColumnText(colText)) return fail("FEN_LAYERS", `more than two colour layers: '${raw}'`, raw);
    if (colText.length > MAX_HEIGHT) return fail("FEN_TOO_MANY", `column too tall: '${raw}'`, raw);
    const top = colText[0];
    if (top.toLowerCase() === "w" !== (color === "white")) return fail("FEN_COLOR_MISMATCH", `column '${colText}' is not commanded by ${color}`, raw);
    if ((top === "W" || top === "B") !== isKing) return fail("FEN_KING_MISMATCH", isKing ? `K on a column commanded by a man: '${raw}'` : `column commanded by a king needs K: '${raw}'`, raw);
    if (!rowOf(variant).takenGoesUnder && colText.length > 1) return fail("FEN_COLUMN_VARIANT", `no columns in ${variant}: '${raw}'`, raw);
    column = colText;
  }
  columns.set(sq, column);
  return void 0;
}
function readRange(a, b, column, raw, columns) {
  if (b < a) return fail("FEN_RANGE", `range runs backwards: '${raw}'`, raw);
  for (let s = a; s <= b; s++) {
    if (columns.has(s)) return fail("FEN_DUPLICATE", `square ${squareName(s, "numeric")} given twice`, raw);
    columns.set(s, column);
  }
  return void 0;
}
function checkFenOptions(opts, where) {
  const o = checkOptions(opts, where);
  if (o.squares !== void 0 && o.squares !== "algebraic" && o.squares !== "numeric") throw outOfRange(where, `squares is 'algebraic' or 'numeric', not ${valueKind(o.squares)}`, o.squares);
  return o;
}
function makeFen(pos, opts = {}) {
  checkPosition(pos, "makeFen");
  opts = checkFenOptions(opts, "makeFen");
  const out = makeColumnsFen(pos.turn, pos.columns(), rowOf(pos.variant).numberedSquares ? opts : { squares: "algebraic" });
  return opts.counters ? `${out}:H${pos.halfmoves}:F${pos.fullmove}` : out;
}
function makeColumnsFen(turn, columns, opts = {}) {
  if (turn !== "white" && turn !== "black") throw outOfRange("makeColumnsFen", `the side to move is 'white' or 'black', not ${valueKind(turn)}`, turn);
  if (columns === null || typeof columns !== "object" || typeof columns[Symbol.iterator] !== "function")
    throw wrongType("makeColumnsFen", "columns as [square, column text] pairs", columns);
  const style = checkFenOptions(opts, "makeColumnsFen").squares ?? "algebraic";
  const cols = [...columns];
  for (const c of cols) {
    const [sq, text] = Array.isArray(c) ? c : [];
    if (typeof sq !== "number" || !Number.isInteger(sq) || sq < 0 || sq > 31 || typeof text !== "string" || text === "")
      throw wrongType("makeColumnsFen", "columns as [square 0 to 31, column text] pairs", c);
  }
  if (style === "algebraic") cols.sort((a, b) => squareRank(a[0]) - squareRank(b[0]) || squareFile(a[0]) - squareFile(b[0]));
  else cols.sort((a, b) => a[0] - b[0]);
  const sec = (white) => cols.filter(([, c]) => (c[0] === "w" || c[0] === "W") === white).map(([s, c]) => {
    const k = c[0] === "W" || c[0] === "B" ? "K" : "";
    return k + squareName(s, style) + (c.length > 1 ? `(${c})` : "");
  }).join(",");
  return `${turn === "white" ? "W" : "B"}:W${sec(true)}:B${sec(false)}`;
}

export { INITIAL_FEN as I, Position as P, makeColumnsFen as a, checkMove as b, checkPosition as c, decodeMove as d, encodeMove as e, makeFen as m, parseFen as p, sameMove as s };
