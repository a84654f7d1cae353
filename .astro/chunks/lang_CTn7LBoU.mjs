class ArgumentError extends TypeError {
  name = "ArgumentError";
  code;
  /** The public function that refused the value (`parseMoveText`, `Position.play`). */
  where;
  /** The value at fault, as a short text (`null`, `a number (42)`, `'purple'`). */
  part;
  constructor(code, where, message, part = "") {
    super(`${where}: ${message}`);
    this.code = code;
    this.where = where;
    this.part = part;
  }
}
function valueKind(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'`;
    case "number":
    case "boolean":
    case "bigint":
      return `${typeof value} ${String(value)}`;
    case "undefined":
      return "undefined";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      return "an object";
  }
}
function wrongType(where, wanted, value) {
  const kind = valueKind(value);
  return new ArgumentError("ARGUMENT_TYPE", where, `expected ${wanted}, not ${kind}`, kind);
}
function outOfRange(where, message, value) {
  return new ArgumentError("ARGUMENT_RANGE", where, message, valueKind(value));
}
function checkString(value, where, what = "text (a string)") {
  if (typeof value !== "string") throw wrongType(where, what, value);
  return value;
}
function checkOptions(value, where) {
  if (value === void 0 || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw wrongType(where, "an options object", value);
  return value;
}
function checkWhole(value, where, name, min, max = Number.MAX_SAFE_INTEGER) {
  if (typeof value !== "number") throw wrongType(where, `${name} as a number`, value);
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw outOfRange(where, `${name} is a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ""}, not ${String(value)}`, value);
  return value;
}
function isList(value) {
  return Array.isArray(value);
}

const VARIANTS = ["bashni", "bashni-forward", "bashni-turkish", "russian", "lasca"];
const ok = (value) => ({ ok: true, value });
const err = (error) => ({ ok: false, error });

const EIGHT = {
  boardSize: 8,
  offSquares: 0,
  piecesPerSide: 12,
  numberedSquares: true,
  whiteFar: 4,
  startFen: "W:W21-32:B1-12",
  captureSeparator: ":"
};
const VARIANT_RULES = {
  bashni: {
    name: "bashni",
    code: 0,
    aliases: ["bashne", "baschni", "bashny", "bashnya"],
    recordNames: ["столбовые", "столбовые шашки"],
    tag: "Bashni",
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: false,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false
  },
  "bashni-forward": {
    name: "bashni-forward",
    code: 3,
    aliases: ["bashne-forward"],
    recordNames: [],
    tag: "Bashni-forward",
    ...EIGHT,
    menCaptureBackward: false,
    jumpedStaysBlocked: false,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false
  },
  "bashni-turkish": {
    name: "bashni-turkish",
    code: 1,
    aliases: ["bashne-turkish"],
    recordNames: [],
    tag: "Bashni-turkish",
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: true,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false
  },
  russian: {
    name: "russian",
    code: 2,
    aliases: [],
    recordNames: ["russian draughts", "russian checkers", "shashki", "русские шашки"],
    tag: "Russian",
    gameType: 25,
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: true,
    takenGoesUnder: false,
    foldsEqualCaptures: true,
    flyingKings: true,
    promotionEndsMove: false
  },
  lasca: {
    name: "lasca",
    code: 4,
    aliases: ["laska"],
    recordNames: ["ласка"],
    tag: "Lasca",
    // 7x7: files a-g, ranks 1-7; rank 8 and file h (b8 d8 f8 h8 h6 h4 h2) are off the board
    boardSize: 7,
    offSquares: 134744079,
    piecesPerSide: 11,
    // lasca.org writes a1-g7 only: a number would name a square of the 8x8 board
    numberedSquares: false,
    // rank 7 (squares 4-7; 0-3 are off the board, never occupied)
    whiteFar: 8,
    startFen: "W:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3:Ba5,c5,e5,g5,b6,d6,f6,a7,c7,e7,g7",
    // lasca.org writes captures d2xb4xd6
    captureSeparator: "x",
    menCaptureBackward: false,
    jumpedStaysBlocked: true,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: false,
    promotionEndsMove: true
  }
};
function variantRules(variant) {
  return VARIANT_RULES[knownVariant(variant, "variantRules")];
}
function rowOf(variant) {
  return VARIANT_RULES[variant];
}
const VARIANT_BY_CODE = (() => {
  const out = [];
  for (const v of VARIANTS) out[VARIANT_RULES[v].code] = VARIANT_RULES[v];
  return out;
})();
const ALIASES = new Map(VARIANTS.flatMap((v) => [v, ...VARIANT_RULES[v].aliases].map((a) => [a, v])));
const RECORD_NAMES = new Map(VARIANTS.flatMap((v) => VARIANT_RULES[v].recordNames.map((a) => [a, v])));
function parseVariantName(text) {
  const key = checkString(text, "parseVariantName").trim().toLowerCase().replace(/[\s_]+/g, "-");
  return ALIASES.get(key);
}
function variantOfTag(text) {
  return parseVariantName(text) ?? RECORD_NAMES.get(text.trim().toLowerCase());
}
function variantOfGameType(type) {
  return VARIANTS.find((v) => VARIANT_RULES[v].gameType === type);
}
function knownVariant(variant, where) {
  if (typeof variant === "string" && VARIANTS.includes(variant)) return variant;
  const shown = typeof variant === "string" ? valueKind(variant) : variant === void 0 || variant === null ? String(variant) : valueKind(variant);
  throw new ArgumentError("ARGUMENT_RANGE", where, `unknown variant ${shown} (the engine's are ${VARIANTS.join(", ")})`, shown);
}
function squareSpan(variant) {
  const size = VARIANT_RULES[knownVariant(variant, "squareSpan")].boardSize;
  return `a1 to ${"abcdefgh"[size - 1]}${size}`;
}
function boardWords(variant) {
  const { tag, boardSize: size } = VARIANT_RULES[knownVariant(variant, "boardWords")];
  return `${tag}'s ${size}x${size} board (files a-${"abcdefgh"[size - 1]}, ranks 1-${size})`;
}

function squareFile(sq) {
  const row = sq >> 2;
  return 2 * (sq & 3) + (row % 2 === 0 ? 1 : 0);
}
function squareRank(sq) {
  return 7 - (sq >> 2);
}
function squareAt(file, rank) {
  if (!Number.isInteger(file) || !Number.isInteger(rank)) return void 0;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return void 0;
  if ((file + rank) % 2 !== 0) return void 0;
  return (7 - rank) * 4 + (file >> 1);
}
function parseSquare(text) {
  const t = text.trim();
  let m = /^([a-hA-H])([1-8])$/.exec(t);
  if (m) return squareAt(m[1].toLowerCase().charCodeAt(0) - 97, Number(m[2]) - 1);
  m = /^0*([1-9]\d?)$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    return n >= 1 && n <= 32 ? n - 1 : void 0;
  }
  return void 0;
}
function squareName(sq, style = "algebraic") {
  if (style === "numeric") return String(sq + 1);
  return String.fromCharCode(97 + squareFile(sq)) + String(squareRank(sq) + 1);
}
const DIRECTIONS = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1]
];
const RAYS = (() => {
  const out = [];
  for (let sq = 0; sq < 32; sq++) {
    for (const [df, dr] of DIRECTIONS) {
      const ray = [];
      let f = squareFile(sq) + df;
      let r = squareRank(sq) + dr;
      for (; ; ) {
        const s = squareAt(f, r);
        if (s === void 0) break;
        ray.push(s);
        f += df;
        r += dr;
      }
      out.push(ray);
    }
  }
  return out;
})();
function boardSize(variant) {
  return rowOf(variant).boardSize;
}
function onBoard(sq, variant) {
  return Number.isInteger(sq) && sq >= 0 && sq <= 31 && (rowOf(variant).offSquares >>> sq & 1) === 0;
}
function boardSquares(variant) {
  const out = [];
  for (let sq = 0; sq < 32; sq++) if (onBoard(sq, variant)) out.push(sq);
  return out;
}
function readSquare(text, variant) {
  const sq = parseSquare(text);
  const rules = rowOf(variant);
  if (!rules.numberedSquares && /^\s*\d+\s*$/.test(text)) return { error: `numeric square '${text.trim()}': ${rules.tag}'s squares are written ${squareSpan(variant)}` };
  if (sq === void 0) return { error: `not a dark square: '${text}'` };
  if (!onBoard(sq, variant)) return { error: `${squareName(sq)} is off ${boardWords(variant)}` };
  return { square: sq };
}
function isFarRank(sq, side, whiteFar) {
  return side === 0 ? sq < whiteFar : sq >= 28;
}

const WHITE = 0;
const BLACK = 1;
const V_RUSSIAN = VARIANT_RULES.russian.code;
const V_LASCA = VARIANT_RULES.lasca.code;
function variantCode(v) {
  return VARIANT_RULES[knownVariant(v, "Board")].code;
}
const RAY_DATA = new Int8Array(32 * 4 * 7);
const RAY_START = new Int32Array(128);
const RAY_LEN = new Int32Array(128);
{
  let p = 0;
  for (let i = 0; i < 128; i++) {
    const r = RAYS[i];
    RAY_START[i] = p;
    RAY_LEN[i] = r.length;
    for (const s of r) RAY_DATA[p++] = s;
  }
}
const NB1 = new Int8Array(128).fill(-1);
const NB2 = new Int8Array(128).fill(-1);
for (let i = 0; i < 128; i++) {
  if (RAY_LEN[i] >= 1) NB1[i] = RAY_DATA[RAY_START[i]];
  if (RAY_LEN[i] >= 2) NB2[i] = RAY_DATA[RAY_START[i] + 1];
}
const jumpMask = [];
const jumpDt = [];
const jumpDl = [];
let JUMP_UP = 0;
const stepMask = [];
const stepDt = [];
let STEP_CLASSES = 0;
{
  const jumps = /* @__PURE__ */ new Map();
  for (let sq = 0; sq < 32; sq++)
    for (let d = 0; d < 4; d++) {
      const t = NB1[sq * 4 + d];
      const l = NB2[sq * 4 + d];
      if (l < 0) continue;
      const key = `${t - sq},${l - sq}`;
      jumps.set(key, (jumps.get(key) ?? 0) | 1 << sq);
    }
  const classes = [...jumps].map(([key, mask]) => [...key.split(",").map(Number), mask]);
  classes.sort((a, b) => Number(b[0] > 0) - Number(a[0] > 0));
  for (const [dt, dl, mask] of classes) {
    if (dt > 0 !== dl > 0) throw new Error("board tables: a jump class with its two offsets of opposite signs");
    jumpDt.push(dt > 0 ? dt : -dt);
    jumpDl.push(dl > 0 ? dl : -dl);
    jumpMask.push(mask);
  }
  JUMP_UP = classes.filter((c) => c[0] > 0).length;
  const steps = [/* @__PURE__ */ new Map(), /* @__PURE__ */ new Map()];
  for (const side of [WHITE, BLACK])
    for (let sq = 0; sq < 32; sq++)
      for (let d = side === WHITE ? 0 : 2; d < (side === WHITE ? 2 : 4); d++) {
        const t = NB1[sq * 4 + d];
        if (t < 0) continue;
        const m = steps[side];
        if ((m.get(t - sq) ?? 0) >>> sq & 1) throw new Error("board tables: two steps with one offset");
        m.set(t - sq, (m.get(t - sq) ?? 0) | 1 << sq);
      }
  STEP_CLASSES = Math.max(steps[0].size, steps[1].size);
  for (const side of [WHITE, BLACK]) {
    const entries = [...steps[side]];
    for (let i = 0; i < STEP_CLASSES; i++) {
      stepDt.push(entries[i]?.[0] ?? 1);
      stepMask.push(entries[i]?.[1] ?? 0);
    }
  }
}
const JUMP_MASK = Int32Array.from(jumpMask);
const JUMP_DT = Int32Array.from(jumpDt);
const JUMP_DL = Int32Array.from(jumpDl);
const JUMP_CLASSES = JUMP_MASK.length;
const STEP_MASK = Int32Array.from(stepMask);
const STEP_DT = Int32Array.from(stepDt);
function popcount(x) {
  x = x - (x >>> 1 & 1431655765);
  x = (x & 858993459) + (x >>> 2 & 858993459);
  return Math.imul(x + (x >>> 4) & 252645135, 16843009) >>> 24 & 255;
}
const MAX_HEIGHT = 24;
const ZOB_LO = new Int32Array(32 * MAX_HEIGHT * 4 + 1);
const ZOB_HI = new Int32Array(32 * MAX_HEIGHT * 4 + 1);
const ZOB_TURN = 32 * MAX_HEIGHT * 4;
{
  let s = 0;
  const next = () => {
    s = s + 2654435769 | 0;
    let z = Math.imul(s ^ s >>> 16, 2246822507);
    z = Math.imul(z ^ z >>> 13, 3266489909);
    return z ^ z >>> 16;
  };
  for (let i = 0; i < ZOB_LO.length; i++) {
    ZOB_LO[i] = next();
    ZOB_HI[i] = next();
  }
}
const CELLS = 96;
const S_KING = 32;
const S_H = 64;
const M_WTOP = 0;
const M_BTOP = 1;
const M_KTOP = 2;
const M_HLO = 3;
const M_HHI = 4;
const UNDO_INTS = 6;
function stateMeta(s, turn) {
  let w = 0;
  let b = 0;
  let k = 0;
  let lo = 0;
  let hi = 0;
  for (let sq = 0; sq < 32; sq++) {
    const n = s[S_H + sq];
    if (n === 0) continue;
    const c = s[sq];
    const kk = s[S_KING + sq];
    const bit = 1 << sq;
    if (c >>> n - 1 & 1) b |= bit;
    else w |= bit;
    if (kk >>> n - 1 & 1) k |= bit;
    const base = sq * (MAX_HEIGHT * 4);
    for (let d = 0; d < n; d++) {
      const idx = base + d * 4 + ((c >>> d & 1) << 1 | kk >>> d & 1);
      lo ^= ZOB_LO[idx];
      hi ^= ZOB_HI[idx];
    }
  }
  if (turn !== WHITE) {
    lo ^= ZOB_LO[ZOB_TURN];
    hi ^= ZOB_HI[ZOB_TURN];
  }
  const m = new Int32Array(5);
  m[M_WTOP] = w;
  m[M_BTOP] = b;
  m[M_KTOP] = k;
  m[M_HLO] = lo;
  m[M_HHI] = hi;
  return m;
}
function tallMask(h) {
  let m = 0;
  for (let sq = 0; sq < 32; sq++) if (h[sq] > 1) m |= 1 << sq;
  return m;
}
class MoveList {
  data;
  offs;
  masks;
  // captured-square mask (used to de-duplicate russian captures)
  count = 0;
  used = 0;
  constructor(capacity = 1 << 14, maxMoves = 1 << 11) {
    this.data = new Int32Array(capacity);
    this.offs = new Int32Array(maxMoves);
    this.masks = new Int32Array(maxMoves);
  }
  clear() {
    this.count = 0;
    this.used = 0;
  }
  /** Room for `extra` more integers of moves and `moves` more moves. */
  ensure(extra, moves = 1) {
    if (this.used + extra > this.data.length) {
      const d = new Int32Array(Math.max(this.data.length * 2, this.used + extra));
      d.set(this.data);
      this.data = d;
    }
    if (this.count + moves > this.offs.length) {
      const size = Math.max(this.offs.length * 2, this.count + moves);
      const o = new Int32Array(size);
      o.set(this.offs);
      this.offs = o;
      const m = new Int32Array(size);
      m.set(this.masks);
      this.masks = m;
    }
  }
  /** Jumps of move i (0 for a quiet move). */
  jumps(i) {
    return this.data[this.offs[i]];
  }
  from(i) {
    return this.data[this.offs[i] + 1];
  }
  /** Final square of move i. */
  to(i) {
    const o = this.offs[i];
    const n = this.data[o];
    return this.data[o + 1 + (n === 0 ? 1 : n)];
  }
}
class Board {
  /**
   * The columns, square by square. In russian (single pieces) make() and unmake() keep only the
   * commander masks: the arrays hold the position loaded last, and saveCells() and clone() read
   * the masks (the search makes millions of moves; the arrays cost a fifth of each).
   */
  col = new Int32Array(32);
  king = new Int32Array(32);
  h = new Int32Array(32);
  /**
   * Commander masks kept up to date by make/unmake: bit sq set when the commander on sq is
   * white / black / a king. After writing col, king or h directly, call sync().
   */
  wTop = 0;
  bTop = 0;
  kTop = 0;
  /** Squares whose column holds two pieces or more (the evaluation visits these alone), kept with the masks. */
  tall = 0;
  /**
   * Zobrist hash halves (int32) over every piece of every column and the side to move, kept up
   * to date by make/unmake and recomputed by sync().
   */
  hashLo = 0;
  hashHi = 0;
  /**
   * Whether make() keeps hashLo / hashHi up to date (perft() turns it off while it runs: counting
   * needs no hash; unmake() restores the hash either way).
   */
  hashing = true;
  maskUndo = new Int32Array(UNDO_INTS * 64);
  turn = WHITE;
  code = VARIANT_RULES.bashni.code;
  /** When false, russian captures with the same from, to and captured set are all kept. */
  dedupe = true;
  // capture search scratch
  pathStack = new Int32Array(64);
  jumpStack = new Int32Array(64);
  blocked = 0;
  side = 0;
  // the capture search's switches, set with the variant (one test each per jump, not a chain of compares)
  /** A man captures forward only (bashni-forward, lasca). */
  menForward = false;
  /** A jumped square stays blocked to the end of the move (bashni-turkish, russian, lasca). */
  blockJumped = false;
  /** Kings step and jump one square (lasca). */
  shortKings = false;
  /** Promotion during a capture ends the move (lasca). */
  promotionEnds = false;
  /** Single pieces: a captured piece is removed, make() keeps the masks only (russian). */
  singles = false;
  /** Captures with the same start, end and taken set are one move (russian). */
  foldsEqual = false;
  /** The squares off the board, a bit each (lasca's rank 8 and file h). */
  off = 0;
  /** White's far-rank bound (isFarRank). */
  whiteFar = VARIANT_RULES.bashni.whiteFar;
  origin = 0;
  out = new MoveList(16, 1);
  // undo stack: records of (sq, col, king, h), and per make the record count
  undoData = new Int32Array(4 * 256);
  undoTop = 0;
  undoMarks = new Int32Array(64);
  undoDepth = 0;
  constructor(variant = "bashni") {
    this.variant = typeof variant === "number" ? variant : variantCode(variant);
  }
  /** The variant's code (variantCode); setting it sets the capture search's switches, once rather than per generation. */
  get variant() {
    return this.code;
  }
  set variant(v) {
    const rules = VARIANT_BY_CODE[v];
    if (rules === void 0) throw new RangeError(`Board: unknown variant code ${v}`);
    this.code = v;
    this.menForward = !rules.menCaptureBackward;
    this.blockJumped = rules.jumpedStaysBlocked;
    this.shortKings = !rules.flyingKings;
    this.promotionEnds = rules.promotionEndsMove;
    this.singles = !rules.takenGoesUnder;
    this.foldsEqual = rules.foldsEqualCaptures;
    this.off = rules.offSquares;
    this.whiteFar = rules.whiteFar;
  }
  clone() {
    const b = new Board(this.variant);
    const s = this.saveCells();
    for (let sq = 0; sq < 32; sq++) {
      b.col[sq] = s[sq];
      b.king[sq] = s[S_KING + sq];
      b.h[sq] = s[S_H + sq];
    }
    b.turn = this.turn;
    b.dedupe = this.dedupe;
    b.sync();
    return b;
  }
  /** Recomputes the commander masks and the hash from the arrays (stateMeta). */
  sync() {
    const m = stateMeta(this.arrayCells(), this.turn);
    this.wTop = m[M_WTOP];
    this.bTop = m[M_BTOP];
    this.kTop = m[M_KTOP];
    this.hashLo = m[M_HLO];
    this.hashHi = m[M_HHI];
    this.tall = tallMask(this.h);
  }
  /** The hash computed from scratch (hashLo / hashHi are kept incrementally). */
  computeHash() {
    const m = stateMeta(this.saveCells(), this.turn);
    return { lo: m[M_HLO], hi: m[M_HHI] };
  }
  /** A 53-bit number key from the hash (for Map-based tables). */
  hash53() {
    return (this.hashHi & 2097151) * 4294967296 + (this.hashLo >>> 0);
  }
  /** Loads a compact state (see CELLS); clears the undo stack. */
  loadState(s, meta, turn) {
    const col = this.col;
    const king = this.king;
    const h = this.h;
    for (let sq = 0; sq < 32; sq++) {
      col[sq] = s[sq];
      king[sq] = s[S_KING + sq];
      h[sq] = s[S_H + sq];
    }
    this.wTop = meta[M_WTOP];
    this.bTop = meta[M_BTOP];
    this.kTop = meta[M_KTOP];
    this.hashLo = meta[M_HLO];
    this.hashHi = meta[M_HHI];
    this.tall = tallMask(h);
    this.turn = turn;
    this.undoTop = 0;
    this.undoDepth = 0;
  }
  /** Forgets the undo stack: the current position becomes the one unmake() cannot go behind. */
  clearUndo() {
    this.undoTop = 0;
    this.undoDepth = 0;
  }
  /** The cells of the compact state (a new array). */
  saveCells() {
    if (!this.singles) return this.arrayCells();
    const s = new Array(CELLS);
    const occ = this.wTop | this.bTop;
    for (let sq = 0; sq < 32; sq++) {
      s[sq] = this.bTop >>> sq & 1;
      s[S_KING + sq] = this.kTop >>> sq & 1;
      s[S_H + sq] = occ >>> sq & 1;
    }
    return s;
  }
  /** The cells as the arrays hold them. */
  arrayCells() {
    const s = new Array(CELLS);
    const col = this.col;
    const king = this.king;
    const h = this.h;
    for (let sq = 0; sq < 32; sq++) {
      s[sq] = col[sq];
      s[S_KING + sq] = king[sq];
      s[S_H + sq] = h[sq];
    }
    return s;
  }
  /** The meta part of the compact state: masks and hash (a new array). */
  saveMeta() {
    const m = new Int32Array(5);
    m[M_WTOP] = this.wTop;
    m[M_BTOP] = this.bTop;
    m[M_KTOP] = this.kTop;
    m[M_HLO] = this.hashLo;
    m[M_HHI] = this.hashHi;
    return m;
  }
  refresh(sq) {
    const bit = 1 << sq;
    const hs = this.h[sq];
    this.wTop &= ~bit;
    this.bTop &= ~bit;
    this.kTop &= ~bit;
    this.tall = hs > 1 ? this.tall | bit : this.tall & ~bit;
    if (hs === 0) return;
    if (this.col[sq] >>> hs - 1 & 1) this.bTop |= bit;
    else this.wTop |= bit;
    if (this.king[sq] >>> hs - 1 & 1) this.kTop |= bit;
  }
  /** Generates every legal move of the side to move into list (cleared first). Returns the count. */
  generate(list) {
    list.clear();
    this.out = list;
    this.counting = false;
    return this.gen();
  }
  /**
   * The number of legal moves, without writing them (bulk counting at perft depth 1).
   * In russian with de-duplication each capture of two jumps or more is compared, by its start,
   * end and taken set, with the ones counted before it (emitCapture).
   */
  countMoves() {
    this.counting = true;
    this.count = 0;
    this.capturing = false;
    this.seenCount = 0;
    this.dedupeCounting = this.foldsEqual && this.dedupe;
    const n = this.gen();
    this.counting = false;
    this.dedupeCounting = false;
    return n;
  }
  /** Whether the last generation found captures. */
  capturing = false;
  counting = false;
  /** While counting: russian's captures of two jumps or more are kept (seenEnds, seenTaken) to count each once. */
  dedupeCounting = false;
  seenEnds = new Int32Array(64);
  seenTaken = new Int32Array(64);
  seenCount = 0;
  count = 0;
  own = new Int32Array(32);
  gen() {
    const side = this.turn;
    this.side = side;
    const ownMask = side === WHITE ? this.wTop : this.bTop;
    const enemy = side === WHITE ? this.bTop : this.wTop;
    const shortKings = this.shortKings;
    const off = this.off;
    const empty = ~(ownMask | enemy | off);
    const kings = this.kTop & ownMask;
    const found = this.captures(ownMask, kings, enemy, empty, off);
    this.capturing = found;
    if (found) {
      if (this.counting) return this.count;
      const list = this.out;
      if (this.foldsEqual && this.dedupe) this.dedupeCaptures(list);
      return list.count;
    }
    if (this.counting) return countQuiet(side, ownMask & ~kings, kings, empty, shortKings);
    let nOwn = 0;
    const own = this.own;
    for (let m = ownMask; m !== 0; m &= m - 1) own[nOwn++] = 31 - Math.clz32(m & -m);
    this.out.ensure(3 * 13 * nOwn, 13 * nOwn);
    const d0 = side === WHITE ? 0 : 2;
    for (let i = 0; i < nOwn; i++) {
      const sq = own[i];
      if ((kings >>> sq & 1) === 1 && !shortKings) {
        for (let d = 0; d < 4; d++) {
          const ri = sq * 4 + d;
          const start = RAY_START[ri];
          const end = start + RAY_LEN[ri];
          for (let p = start; p < end; p++) {
            const t = RAY_DATA[p];
            if ((empty >>> t & 1) === 0) break;
            this.emitQuiet(sq, t);
          }
        }
      } else {
        const k = shortKings && (kings >>> sq & 1) === 1;
        for (let d = k ? 0 : d0, dEnd = k ? 4 : d0 + 2; d < dEnd; d++) {
          const t = NB1[sq * 4 + d];
          if (t >= 0 && (empty >>> t & 1) === 1) this.emitQuiet(sq, t);
        }
      }
    }
    return this.out.count;
  }
  /**
   * Whether the side to move has a capture, without listing any: the search's test of a quiet
   * leaf (captures are mandatory, so a leaf with one is searched on). Stops at the first jump.
   */
  hasCapture() {
    const side = this.turn;
    this.side = side;
    const ownMask = side === WHITE ? this.wTop : this.bTop;
    const enemy = side === WHITE ? this.bTop : this.wTop;
    const off = this.off;
    this.probing = true;
    const found = this.captures(ownMask, this.kTop & ownMask, enemy, ~(ownMask | enemy | off), off);
    this.probing = false;
    return found;
  }
  /**
   * Whether the side to move has a quiet move (with hasCapture() false: whether it has a move at
   * all; the search's quiet leaves ask it). A man steps to an empty square ahead, a king (flying or
   * not) to an empty square next to it: the first empty square found answers.
   */
  hasQuietMove() {
    const side = this.turn;
    const ownMask = side === WHITE ? this.wTop : this.bTop;
    const empty = ~(ownMask | (side === WHITE ? this.bTop : this.wTop) | this.off);
    const kings = this.kTop & ownMask;
    const men = ownMask & ~kings;
    for (let j = side * STEP_CLASSES, end = j + STEP_CLASSES; j < end; j++) {
      const dt = STEP_DT[j];
      if ((men & STEP_MASK[j] & (dt > 0 ? empty >>> dt : empty << -dt)) !== 0) return true;
    }
    for (let m = kings; m !== 0; m &= m - 1) {
      const sq = 31 - Math.clz32(m & -m);
      for (let d = 0; d < 4; d++) {
        const t = NB1[sq * 4 + d];
        if (t >= 0 && (empty >>> t & 1) === 1) return true;
      }
    }
    return false;
  }
  /** When set, captureFrom() answers at the first possible jump and lists nothing (hasCapture). */
  probing = false;
  /** Runs the capture search from every column that may capture; true when any capture exists. */
  captures(ownMask, kings, enemy, empty, off) {
    const h = this.h;
    let jumpers = 0;
    for (let j = 0; j < JUMP_UP; j++) jumpers |= JUMP_MASK[j] & enemy >>> JUMP_DT[j] & empty >>> JUMP_DL[j];
    for (let j = JUMP_UP; j < JUMP_CLASSES; j++) jumpers |= JUMP_MASK[j] & enemy << JUMP_DT[j] & empty << JUMP_DL[j];
    let found = false;
    if (this.singles) {
      this.enemy = enemy;
      for (let m = ownMask & ~kings & jumpers | kings; m !== 0; m &= m - 1) {
        const sq = 31 - Math.clz32(m & -m);
        this.occ = (ownMask | enemy) & ~(1 << sq);
        this.origin = sq;
        this.blocked = 0;
        if ((kings >>> sq & 1) === 1 ? this.singleKingCapture(sq, 0) : this.singleManCapture(sq, 0)) found = true;
        if (found && this.probing) return true;
      }
      return found;
    }
    for (let m = ownMask & ~kings & jumpers | kings; m !== 0; m &= m - 1) {
      const sq = 31 - Math.clz32(m & -m);
      const isKing = (kings >>> sq & 1) === 1;
      const hs = h[sq];
      h[sq] = 0;
      this.origin = sq;
      this.blocked = off;
      if (isKing ? this.captureFrom(sq, true, -1, 0) : this.manCaptureFrom(sq, -1, 0)) found = true;
      h[sq] = hs;
      if (found && this.probing) return true;
    }
    return found;
  }
  /** Lists a quiet move (gen() made room for them all; a quiet move's capture mask is never read). */
  emitQuiet(from, to) {
    const list = this.out;
    const o = list.used;
    const d = list.data;
    d[o] = 0;
    d[o + 1] = from;
    d[o + 2] = to;
    list.offs[list.count] = o;
    list.count++;
    list.used = o + 3;
  }
  emitCapture(n) {
    if (this.counting) {
      if (this.dedupeCounting && n >= 2) {
        const ends = this.origin * 32 + this.pathStack[n - 1];
        let taken = 0;
        for (let i = 0; i < n; i++) taken |= 1 << this.jumpStack[i];
        const k = this.seenCount;
        for (let i = 0; i < k; i++) if (this.seenEnds[i] === ends && this.seenTaken[i] === taken) return;
        if (k === this.seenEnds.length) {
          const e = new Int32Array(2 * k);
          const t = new Int32Array(2 * k);
          e.set(this.seenEnds);
          t.set(this.seenTaken);
          this.seenEnds = e;
          this.seenTaken = t;
        }
        this.seenEnds[k] = ends;
        this.seenTaken[k] = taken;
        this.seenCount = k + 1;
      }
      this.count++;
      return;
    }
    const list = this.out;
    list.ensure(2 + 2 * n);
    const o = list.used;
    const d = list.data;
    d[o] = n;
    d[o + 1] = this.origin;
    let mask = 0;
    for (let i = 0; i < n; i++) {
      d[o + 2 + i] = this.pathStack[i];
      const j = this.jumpStack[i];
      d[o + 2 + n + i] = j;
      mask |= 1 << j;
    }
    list.offs[list.count] = o;
    list.masks[list.count] = mask;
    list.count++;
    list.used = o + 2 + 2 * n;
  }
  /**
   * Depth-first capture search from cur over the columns (every variant but russian, which has
   * singleKingCapture). Returns true when at least one capture was possible (so the caller must
   * not stop here). Jumps are made on the board and undone on return.
   */
  captureFrom(cur, isKing, last, depth) {
    const h = this.h;
    const col = this.col;
    const king = this.king;
    const side = this.side;
    let any = false;
    const forwardOnly = this.menForward && !isKing;
    const dLo = forwardOnly ? side << 1 : 0;
    const dHi = forwardOnly ? dLo + 2 : 4;
    const flying = isKing && !this.shortKings;
    for (let d = dLo; d < dHi; d++) {
      const ri = cur * 4 + d;
      const start = RAY_START[ri];
      const end = start + RAY_LEN[ri];
      let p = start;
      if (flying) {
        while (p < end && h[RAY_DATA[p]] === 0 && (this.blocked >>> RAY_DATA[p] & 1) === 0) p++;
      }
      if (p + 1 >= end) continue;
      const t = RAY_DATA[p];
      const ht = h[t];
      if (ht === 0 || t === last || (this.blocked >>> t & 1) === 1) continue;
      const ct = col[t];
      if ((ct >>> ht - 1 & 1) === side) continue;
      let q = p + 1;
      const first = q;
      const lim = flying ? end : p + 2;
      while (q < lim) {
        const l = RAY_DATA[q];
        if (h[l] !== 0 || (this.blocked >>> l & 1) === 1) break;
        q++;
      }
      if (q === first) continue;
      if (this.probing) return true;
      any = true;
      const kt = king[t];
      const bit = 1 << ht - 1;
      col[t] = ct & ~bit;
      king[t] = kt & ~bit;
      h[t] = ht - 1;
      const savedBlocked = this.blocked;
      if (this.blockJumped) this.blocked |= 1 << t;
      this.jumpStack[depth] = t;
      let continued = false;
      for (let r = first; r < q; r++) {
        const l = RAY_DATA[r];
        this.pathStack[depth] = l;
        let nk = isKing;
        if (!isKing && isFarRank(l, side, this.whiteFar)) {
          if (this.promotionEnds) {
            this.emitCapture(depth + 1);
            continued = true;
            continue;
          }
          nk = true;
        }
        if (nk ? this.captureFrom(l, true, t, depth + 1) : this.manCaptureFrom(l, t, depth + 1)) continued = true;
      }
      if (!continued) {
        for (let r = first; r < q; r++) {
          this.pathStack[depth] = RAY_DATA[r];
          this.emitCapture(depth + 1);
        }
      }
      this.blocked = savedBlocked;
      col[t] = ct;
      king[t] = kt;
      h[t] = ht;
    }
    return any;
  }
  /**
   * captureFrom for a man: the jumped square and the landing square are the next two along each
   * direction (NB1, NB2), so no ray is walked. Most captures are men's: this is the generator's
   * hottest loop. A man crowned on a landing square goes on as a king (captureFrom), except in
   * lasca, where promotion ends the move.
   */
  manCaptureFrom(cur, last, depth) {
    const h = this.h;
    const col = this.col;
    const king = this.king;
    const side = this.side;
    let any = false;
    const dLo = this.menForward ? side << 1 : 0;
    const dHi = this.menForward ? dLo + 2 : 4;
    for (let d = dLo; d < dHi; d++) {
      const l = NB2[cur * 4 + d];
      if (l < 0) continue;
      const t = NB1[cur * 4 + d];
      const ht = h[t];
      const blocked = this.blocked;
      if (ht === 0 || t === last || (blocked >>> t & 1) === 1) continue;
      const ct = col[t];
      if ((ct >>> ht - 1 & 1) === side) continue;
      if (h[l] !== 0 || (blocked >>> l & 1) === 1) continue;
      if (this.probing) return true;
      any = true;
      const kt = king[t];
      const bit = 1 << ht - 1;
      col[t] = ct & ~bit;
      king[t] = kt & ~bit;
      h[t] = ht - 1;
      if (this.blockJumped) this.blocked = blocked | 1 << t;
      this.jumpStack[depth] = t;
      this.pathStack[depth] = l;
      let continued;
      if (isFarRank(l, side, this.whiteFar)) {
        continued = !this.promotionEnds && this.captureFrom(l, true, t, depth + 1);
      } else continued = this.manCaptureFrom(l, t, depth + 1);
      if (!continued) this.emitCapture(depth + 1);
      this.blocked = blocked;
      col[t] = ct;
      king[t] = kt;
      h[t] = ht;
    }
    return any;
  }
  /** The russian capture search's masks: the enemy's pieces, and every piece but the capturer. */
  enemy = 0;
  occ = 0;
  /**
   * manCaptureFrom for single pieces (russian), over masks: a jumped piece stays on its square
   * to the end of the move (occupied and blocked), so the occupied mask answers for both.
   */
  singleManCapture(cur, depth) {
    let any = false;
    for (let d = 0; d < 4; d++) {
      const l = NB2[cur * 4 + d];
      if (l < 0) continue;
      const t = NB1[cur * 4 + d];
      const blocked = this.blocked;
      if (((this.enemy & ~blocked) >>> t & 1) === 0 || (this.occ >>> l & 1) === 1) continue;
      if (this.probing) return true;
      any = true;
      this.blocked = blocked | 1 << t;
      this.jumpStack[depth] = t;
      this.pathStack[depth] = l;
      const continued = isFarRank(l, this.side, this.whiteFar) ? this.singleKingCapture(l, depth + 1) : this.singleManCapture(l, depth + 1);
      if (!continued) this.emitCapture(depth + 1);
      this.blocked = blocked;
    }
    return any;
  }
  /** captureFrom for a flying king of single pieces (russian), over masks (the square jumped last is blocked). */
  singleKingCapture(cur, depth) {
    const occ = this.occ;
    let any = false;
    for (let d = 0; d < 4; d++) {
      const ri = cur * 4 + d;
      const end = RAY_START[ri] + RAY_LEN[ri];
      let p = RAY_START[ri];
      while (p < end && (occ >>> RAY_DATA[p] & 1) === 0) p++;
      if (p + 1 >= end) continue;
      const t = RAY_DATA[p];
      const blocked = this.blocked;
      if (((this.enemy & ~blocked) >>> t & 1) === 0) continue;
      let q = p + 1;
      const first = q;
      while (q < end && (occ >>> RAY_DATA[q] & 1) === 0) q++;
      if (q === first) continue;
      if (this.probing) return true;
      any = true;
      this.blocked = blocked | 1 << t;
      this.jumpStack[depth] = t;
      let continued = false;
      for (let r = first; r < q; r++) {
        this.pathStack[depth] = RAY_DATA[r];
        if (this.singleKingCapture(RAY_DATA[r], depth + 1)) continued = true;
      }
      if (!continued)
        for (let r = first; r < q; r++) {
          this.pathStack[depth] = RAY_DATA[r];
          this.emitCapture(depth + 1);
        }
      this.blocked = blocked;
    }
    return any;
  }
  dedupeCaptures(list) {
    let w = 0;
    for (let i = 0; i < list.count; i++) {
      const fi = list.from(i);
      const ti = list.to(i);
      const mi = list.masks[i];
      let dup = false;
      for (let j = 0; j < w; j++) {
        if (list.masks[j] === mi && list.from(j) === fi && list.to(j) === ti) {
          dup = true;
          break;
        }
      }
      if (!dup) {
        list.offs[w] = list.offs[i];
        list.masks[w] = mi;
        w++;
      }
    }
    list.count = w;
  }
  push(sq) {
    const u = this.undoTop;
    const ud = this.undoData;
    ud[u] = sq;
    ud[u + 1] = this.col[sq];
    ud[u + 2] = this.king[sq];
    ud[u + 3] = this.h[sq];
    this.undoTop = u + 4;
  }
  grow(n) {
    if (this.undoDepth >= this.undoMarks.length) {
      const m = new Int32Array(this.undoMarks.length * 2);
      m.set(this.undoMarks);
      this.undoMarks = m;
      const mu = new Int32Array(this.maskUndo.length * 2);
      mu.set(this.maskUndo);
      this.maskUndo = mu;
    }
    if (this.undoTop + 4 * (n + 2) > this.undoData.length) {
      const d = new Int32Array(Math.max(this.undoData.length * 2, this.undoTop + 4 * (n + 2)));
      d.set(this.undoData);
      this.undoData = d;
    }
  }
  /** XORs into the hash every piece of the column (colours c, kings k, height n) on square sq. */
  hashColumn(sq, c, k, n) {
    const base = sq * (MAX_HEIGHT * 4);
    for (let d = 0; d < n; d++) {
      const idx = base + d * 4 + ((c >>> d & 1) << 1 | k >>> d & 1);
      this.hashLo ^= ZOB_LO[idx];
      this.hashHi ^= ZOB_HI[idx];
    }
  }
  /** Plays the move encoded at data[off] (as generate() writes it). Undo with unmake(). */
  make(data, off) {
    const n = data[off];
    if (this.undoDepth >= this.undoMarks.length || this.undoTop + 4 * (n + 2) > this.undoData.length) this.grow(n);
    const depth = this.undoDepth;
    const mu = this.maskUndo;
    mu[UNDO_INTS * depth] = this.wTop;
    mu[UNDO_INTS * depth + 1] = this.bTop;
    mu[UNDO_INTS * depth + 2] = this.kTop;
    mu[UNDO_INTS * depth + 3] = this.hashLo;
    mu[UNDO_INTS * depth + 4] = this.hashHi;
    mu[UNDO_INTS * depth + 5] = this.tall;
    const mark = this.undoTop;
    this.undoMarks[depth] = mark;
    this.undoDepth = depth + 1;
    if (this.singles) {
      this.makeSingle(data, off);
      return;
    }
    const col = this.col;
    const king = this.king;
    const h = this.h;
    const from = data[off + 1];
    const side = this.turn;
    let mc = col[from];
    let mk = king[from];
    let mh = h[from];
    const hashing = this.hashing;
    if (hashing) {
      this.hashLo ^= ZOB_LO[ZOB_TURN];
      this.hashHi ^= ZOB_HI[ZOB_TURN];
      this.hashColumn(from, mc, mk, mh);
    }
    this.push(from);
    col[from] = 0;
    king[from] = 0;
    h[from] = 0;
    if (n === 0) {
      const to2 = data[off + 2];
      const wasKing = mk >>> mh - 1 & 1;
      const crowned = wasKing === 0 && isFarRank(to2, side, this.whiteFar);
      if (crowned) mk |= 1 << mh - 1;
      this.push(to2);
      col[to2] = mc;
      king[to2] = mk;
      h[to2] = mh;
      if (hashing) this.hashColumn(to2, mc, mk, mh);
      const fromBit = 1 << from;
      const toBit = 1 << to2;
      if (side === WHITE) this.wTop = this.wTop & ~fromBit | toBit;
      else this.bTop = this.bTop & ~fromBit | toBit;
      this.kTop &= ~fromBit;
      if (wasKing === 1 || crowned) this.kTop |= toBit;
      if (mh > 1) this.tall = this.tall & ~fromBit | toBit;
      this.turn = side ^ 1;
      return;
    }
    let promote = false;
    const isMan = (mk >>> mh - 1 & 1) === 0;
    const steps = n === 0 ? 1 : n;
    for (let i = 0; i < n; i++) {
      const t = data[off + 2 + n + i];
      this.push(t);
      const ht = h[t];
      const ct = col[t];
      const kt = king[t];
      const bit = 1 << ht - 1;
      const c = ct >>> ht - 1 & 1;
      const k = kt >>> ht - 1 & 1;
      if (hashing) {
        const idx = t * (MAX_HEIGHT * 4) + (ht - 1) * 4 + (c << 1 | k);
        this.hashLo ^= ZOB_LO[idx];
        this.hashHi ^= ZOB_HI[idx];
      }
      col[t] = ct & ~bit;
      king[t] = kt & ~bit;
      h[t] = ht - 1;
      mc = mc << 1 | c;
      mk = mk << 1 | k;
      mh++;
    }
    if (isMan) {
      const whiteFar = this.whiteFar;
      for (let i = 0; i < steps; i++) {
        const l = data[off + 2 + i];
        if (isFarRank(l, side, whiteFar)) {
          promote = true;
          break;
        }
      }
      if (promote) mk |= 1 << mh - 1;
    }
    const to = data[off + 1 + steps];
    this.push(to);
    col[to] = mc;
    king[to] = mk;
    h[to] = mh;
    if (hashing) this.hashColumn(to, mc, mk, mh);
    const ud = this.undoData;
    for (let u = mark; u < this.undoTop; u += 4) this.refresh(ud[u]);
    this.turn = side ^ 1;
  }
  /**
   * make() for single pieces (russian): the masks and the hash only (unmake() restores both from
   * maskUndo; no undo records). The hash is the columns' of height one: (square, depth 0, piece).
   */
  makeSingle(data, off) {
    const n = data[off];
    const from = data[off + 1];
    const side = this.turn;
    const steps = n === 0 ? 1 : n;
    const to = data[off + 1 + steps];
    const wasKing = this.kTop >>> from & 1;
    let king = wasKing;
    if (wasKing === 0) {
      for (let i = 0; i < steps; i++)
        if (isFarRank(data[off + 2 + i], side, this.whiteFar)) {
          king = 1;
          break;
        }
    }
    let taken = 0;
    for (let i = 0; i < n; i++) taken |= 1 << data[off + 2 + n + i];
    if (this.hashing) {
      let lo = this.hashLo ^ ZOB_LO[ZOB_TURN];
      let hi = this.hashHi ^ ZOB_HI[ZOB_TURN];
      const fromIdx = from * (MAX_HEIGHT * 4) + (side << 1 | wasKing);
      const toIdx = to * (MAX_HEIGHT * 4) + (side << 1 | king);
      lo ^= ZOB_LO[fromIdx] ^ ZOB_LO[toIdx];
      hi ^= ZOB_HI[fromIdx] ^ ZOB_HI[toIdx];
      const enemyColour = (side ^ 1) << 1;
      for (let m = taken; m !== 0; m &= m - 1) {
        const t = 31 - Math.clz32(m & -m);
        const idx = t * (MAX_HEIGHT * 4) + (enemyColour | this.kTop >>> t & 1);
        lo ^= ZOB_LO[idx];
        hi ^= ZOB_HI[idx];
      }
      this.hashLo = lo;
      this.hashHi = hi;
    }
    const fromBit = 1 << from;
    const toBit = 1 << to;
    if (side === WHITE) {
      this.wTop = this.wTop & ~fromBit | toBit;
      this.bTop &= ~taken;
    } else {
      this.bTop = this.bTop & ~fromBit | toBit;
      this.wTop &= ~taken;
    }
    this.kTop = this.kTop & ~fromBit & ~taken | king << to;
    this.turn = side ^ 1;
  }
  unmake() {
    const depth = --this.undoDepth;
    const mark = this.undoMarks[depth];
    const mu = this.maskUndo;
    this.wTop = mu[UNDO_INTS * depth];
    this.bTop = mu[UNDO_INTS * depth + 1];
    this.kTop = mu[UNDO_INTS * depth + 2];
    this.hashLo = mu[UNDO_INTS * depth + 3];
    this.hashHi = mu[UNDO_INTS * depth + 4];
    this.tall = mu[UNDO_INTS * depth + 5];
    const ud = this.undoData;
    const col = this.col;
    const king = this.king;
    const h = this.h;
    for (let u = this.undoTop - 4; u >= mark; u -= 4) {
      const sq = ud[u];
      col[sq] = ud[u + 1];
      king[sq] = ud[u + 2];
      h[sq] = ud[u + 3];
    }
    this.undoTop = mark;
    this.turn ^= 1;
  }
  /** The table of the perft running (perft's argument), else undefined. */
  perftTable;
  /**
   * Leaf count at depth (bulk counting at depth 1). lists are per-ply scratch lists. With a
   * table, the counts of subtrees two or more plies deep are kept and read back by position.
   */
  perft(depth, lists = makeLists(depth), table) {
    if (depth === 0) return 1;
    const hashing = this.hashing;
    this.hashing = table !== void 0;
    this.perftTable = table?.bind(this.code * 2 + (this.dedupe ? 1 : 0));
    try {
      return this.perftNode(depth, lists, 0);
    } finally {
      this.hashing = hashing;
      this.perftTable = void 0;
    }
  }
  perftNode(depth, lists, ply) {
    if (depth === 1) return this.countMoves();
    const table = this.perftTable;
    const hashLo = this.hashLo;
    const hashHi = this.hashHi;
    if (table !== void 0) {
      const known = table.get(hashLo, hashHi, depth);
      if (known >= 0) return known;
    }
    const list = lists[ply];
    const n = this.generate(list);
    let total = 0;
    const data = list.data;
    if (this.capturing) {
      for (let i = 0; i < n; i++) {
        this.make(data, list.offs[i]);
        total += this.perftNode(depth - 1, lists, ply + 1);
        this.unmake();
      }
      table?.set(hashLo, hashHi, depth, total);
      return total;
    }
    const single = this.singles;
    const col = this.col;
    const king = this.king;
    const h = this.h;
    const side = this.turn;
    const wTop = this.wTop;
    const bTop = this.bTop;
    const kTop = this.kTop;
    for (let i = 0; i < n; i++) {
      const off = list.offs[i];
      const from = data[off + 1];
      const to = data[off + 2];
      const mc = single ? side : col[from];
      const mk = single ? kTop >>> from & 1 : king[from];
      const mh = single ? 1 : h[from];
      const top = 1 << mh - 1;
      const fromBit = 1 << from;
      const toBit = 1 << to;
      const kingAfter = (mk & top) !== 0 || isFarRank(to, side, this.whiteFar);
      const mkAfter = kingAfter ? mk | top : mk;
      if (!single) {
        col[to] = mc;
        king[to] = mkAfter;
        h[to] = mh;
        col[from] = 0;
        king[from] = 0;
        h[from] = 0;
      }
      if (side === WHITE) this.wTop = wTop & ~fromBit | toBit;
      else this.bTop = bTop & ~fromBit | toBit;
      this.kTop = kingAfter ? kTop & ~fromBit | toBit : kTop & ~fromBit;
      this.turn = side ^ 1;
      if (table !== void 0) {
        this.hashLo = hashLo ^ ZOB_LO[ZOB_TURN];
        this.hashHi = hashHi ^ ZOB_HI[ZOB_TURN];
        this.hashColumn(from, mc, mk, mh);
        this.hashColumn(to, mc, mkAfter, mh);
      }
      total += this.perftNode(depth - 1, lists, ply + 1);
      if (!single) {
        col[from] = mc;
        king[from] = mk;
        h[from] = mh;
        col[to] = 0;
        king[to] = 0;
        h[to] = 0;
      }
    }
    this.wTop = wTop;
    this.bTop = bTop;
    this.kTop = kTop;
    this.turn = side;
    this.hashLo = hashLo;
    this.hashHi = hashHi;
    table?.set(hashLo, hashHi, depth, total);
    return total;
  }
}
function countQuiet(side, men, kings, empty, shortKings) {
  const base = side * STEP_CLASSES;
  let n = 0;
  if (men !== 0)
    for (let j = base; j < base + STEP_CLASSES; j++) {
      const dt = STEP_DT[j];
      n += popcount(men & STEP_MASK[j] & (dt > 0 ? empty >>> dt : empty << -dt));
    }
  for (let m = kings; m !== 0; m &= m - 1) {
    const sq = 31 - Math.clz32(m & -m);
    if (shortKings) {
      for (let d = 0; d < 4; d++) {
        const t = NB1[sq * 4 + d];
        if (t >= 0 && (empty >>> t & 1) === 1) n++;
      }
      continue;
    }
    for (let d = 0; d < 4; d++) {
      const ri = sq * 4 + d;
      const start = RAY_START[ri];
      const end = start + RAY_LEN[ri];
      for (let p = start; p < end; p++) {
        if ((empty >>> RAY_DATA[p] & 1) === 0) break;
        n++;
      }
    }
  }
  return n;
}
function makeLists(depth) {
  const out = [];
  for (let i = 0; i < Math.max(depth, 1); i++) out.push(new MoveList());
  return out;
}

const LANGS = ["en", "ru"];
function langOf(locale) {
  return locale === "ru" ? "ru" : "en";
}
function otherLang(lang) {
  return lang === "en" ? "ru" : "en";
}

export { ArgumentError as A, Board as B, CELLS as C, popcount as D, isFarRank as E, checkString as F, VARIANT_RULES as G, ok as H, err as I, squareSpan as J, readSquare as K, LANGS as L, MAX_HEIGHT as M, boardWords as N, variantOfTag as O, variantOfGameType as P, V_RUSSIAN as Q, V_LASCA as R, S_KING as S, countQuiet as T, parseVariantName as U, VARIANTS as V, WHITE as W, makeLists as X, checkOptions as a, squareRank as b, checkWhole as c, squareName as d, valueKind as e, squareAt as f, otherLang as g, boardSize as h, isList as i, boardSquares as j, knownVariant as k, langOf as l, onBoard as m, S_H as n, outOfRange as o, parseSquare as p, stateMeta as q, rowOf as r, squareFile as s, variantCode as t, BLACK as u, variantRules as v, wrongType as w, MoveList as x, M_HHI as y, M_HLO as z };
