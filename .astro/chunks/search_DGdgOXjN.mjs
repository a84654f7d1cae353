import { V as VARIANTS, t as variantCode, G as VARIANT_RULES, b as squareRank, s as squareFile, D as popcount, u as BLACK, Q as V_RUSSIAN, R as V_LASCA, W as WHITE, T as countQuiet, a as checkOptions, o as outOfRange, w as wrongType, c as checkWhole, x as MoveList } from './lang_CTn7LBoU.mjs';
import { c as checkPosition } from './fen_DMqK5RZO.mjs';

const NO_PROGRESS_PLIES = 30;
class GameHistory {
  #entries = [];
  #counts = /* @__PURE__ */ new Map();
  constructor(start) {
    this.add(checkPosition(start, "GameHistory"));
  }
  /** Records the position after a move played elsewhere (a replayed record already holds it). */
  add(position) {
    checkPosition(position, "GameHistory.add");
    const hash = position.hash();
    const repetitions = (this.#counts.get(hash) ?? 0) + 1;
    this.#counts.set(hash, repetitions);
    const e = { position, hash, repetitions, quietPlies: position.halfmoves };
    this.#entries.push(e);
    return e;
  }
  /** Plays a legal move of the current position and records the result. */
  play(move) {
    return this.add(this.current.position.play(move));
  }
  get current() {
    return this.#entries[this.#entries.length - 1];
  }
  get entries() {
    return this.#entries;
  }
  /** The current position has occurred three times or more. */
  get threefold() {
    return this.current.repetitions >= 3;
  }
}

const TUNED_WEIGHTS = {
  bashni: {
    fitted: "npm run tune -- --variant bashni --games 2000 --nodes 1000 --seed 1 --steps 1500 --write (from the tuned weights; 111757 positions; mean squared error 0.121307 -> 0.120045)",
    man: 100,
    king: 211,
    prisonerRisk: [0, 25, 2, 2],
    prisonerHold: 19,
    advance: [0, -5, -23, -22, -35, 29, 23],
    tallAdvance: 0.25,
    guard: 59,
    centre: -13,
    manMobility: 6,
    kingMobility: 8,
    unit: 3,
    coverRisk: [0, 4, 2, 2],
    freedAdvance: -1,
    kingColumn: -45,
    runaway: [0, 0, 0, 0, 0, 0, 0]
  }
};

const HAND_WEIGHTS = {
  man: 100,
  king: 300,
  prisonerRisk: [0, 30, 12, 4],
  prisonerHold: 4,
  advance: [0, 2, 5, 9, 14, 20, 28],
  tallAdvance: 0.25,
  guard: 8,
  centre: 6,
  manMobility: 3,
  kingMobility: 2,
  unit: 6,
  coverRisk: [0, 0, 0, 0],
  freedAdvance: 0,
  kingColumn: 0,
  runaway: [0, 30, 40, 55, 75, 100, 130]
};

const WEIGHTS_BY_CODE = [];
for (const v of VARIANTS) WEIGHTS_BY_CODE[variantCode(v)] = TUNED_WEIGHTS[v] ?? HAND_WEIGHTS;
const RANK = new Uint8Array(32);
const LASCA_OFF = VARIANT_RULES.lasca.offSquares;
const EIGHT = { centre: 0, guardW: 0, guardB: 0, lastRank: 7, off: 0, lasca: false, advance: 0 };
const LASCA = { centre: 0, guardW: 0, guardB: 0, lastRank: 6, off: LASCA_OFF, lasca: true, advance: 2048 };
for (let s = 0; s < 32; s++) {
  const f = squareFile(s);
  const r = squareRank(s);
  const bit = 1 << s;
  RANK[s] = r;
  if (f >= 2 && f <= 5 && r >= 2 && r <= 5) EIGHT.centre |= bit;
  if (f >= 2 && f <= 4 && r >= 2 && r <= 4 && (LASCA_OFF >>> s & 1) === 0) LASCA.centre |= bit;
  if (r === 0) {
    EIGHT.guardW |= bit;
    LASCA.guardW |= bit;
  }
  if (r === 7) EIGHT.guardB |= bit;
  if (r === 6 && (LASCA_OFF >>> s & 1) === 0) LASCA.guardB |= bit;
}
const CONE_W = new Int32Array(32);
const CONE_B = new Int32Array(32);
for (let s = 0; s < 32; s++)
  for (let t = 0; t < 32; t++) {
    const files = Math.abs(squareFile(t) - squareFile(s));
    const ahead = squareRank(t) - squareRank(s);
    if (ahead >= 1 && files <= ahead + 1 || ahead === -1 && files === 1) CONE_W[s] |= 1 << t;
    if (ahead <= -1 && files <= 1 - ahead || ahead === 1 && files === 1) CONE_B[s] |= 1 << t;
  }
function evaluateBoard(board, terms, weights = WEIGHTS_BY_CODE[board.variant]) {
  if (board.variant === V_RUSSIAN) return evaluateSingles(board, terms, weights);
  return evaluateColumns(board, terms, weights, board.variant === V_LASCA ? LASCA : EIGHT);
}
function commanderTerms(board, W, g, out) {
  const wTop = board.wTop;
  const bTop = board.bTop;
  const kTop = board.kTop;
  const wMen = wTop & ~kTop;
  const bMen = bTop & ~kTop;
  const wKings = wTop & kTop;
  const bKings = bTop & kTop;
  const men = popcount(wMen) - popcount(bMen);
  const kings = popcount(wKings) - popcount(bKings);
  out.material = men * W.man + kings * W.king;
  out.units = (men + kings) * W.unit;
  out.centre = (popcount(wTop & g.centre) - popcount(bTop & g.centre)) * W.centre;
  const adv = advanceTables(W);
  const a = g.advance;
  let advancement = 0;
  for (let p = 0; p < 4; p++) advancement += adv[a + p * 256 + (wMen >>> 8 * p & 255)] - adv[a + 1024 + p * 256 + (bMen >>> 8 * p & 255)];
  out.advancement = advancement;
  let guard = 0;
  if (bKings === 0) guard += popcount(wMen & g.guardW) * W.guard;
  if (wKings === 0) guard -= popcount(bMen & g.guardB) * W.guard;
  out.guard = guard;
  const empty = ~(wTop | bTop | g.off);
  const kingMobility = countQuiet(WHITE, 0, wKings, empty, g.lasca) - countQuiet(BLACK, 0, bKings, empty, g.lasca);
  const menSteps = countQuiet(WHITE, wMen, 0, empty, g.lasca) - countQuiet(BLACK, bMen, 0, empty, g.lasca);
  out.mobility = menSteps * W.manMobility + kingMobility * W.kingMobility;
  out.prisoners = 0;
  out.structure = 0;
  out.runaway = 0;
}
const scratch = { material: 0, prisoners: 0, advancement: 0, guard: 0, centre: 0, mobility: 0, units: 0, structure: 0, runaway: 0 };
function total(board, t, terms) {
  return fromSideToMove(board, t.material + t.prisoners + t.advancement + t.guard + t.centre + t.mobility + t.units + t.structure + t.runaway);
}
function evaluateSingles(board, terms, W) {
  const t = scratch;
  commanderTerms(board, W, EIGHT, t);
  const wTop = board.wTop;
  const bTop = board.bTop;
  const kTop = board.kTop;
  let runaway = 0;
  if ((bTop & kTop) === 0)
    for (let m = wTop & ~kTop; m !== 0; m &= m - 1) {
      const s = 31 - Math.clz32(m & -m);
      if ((CONE_W[s] & bTop) === 0) runaway += W.runaway[Math.min(RANK[s], 6)];
    }
  if ((wTop & kTop) === 0)
    for (let m = bTop & ~kTop; m !== 0; m &= m - 1) {
      const s = 31 - Math.clz32(m & -m);
      if ((CONE_B[s] & wTop) === 0) runaway -= W.runaway[Math.min(7 - RANK[s], 6)];
    }
  t.runaway = runaway;
  return total(board, t);
}
function evaluateColumns(board, terms, W, g) {
  const t = scratch;
  commanderTerms(board, W, g, t);
  const lastRank = g.lastRank;
  const col = board.col;
  const king = board.king;
  const hh = board.h;
  const bTop = board.bTop;
  let material = 0;
  let prisoners = 0;
  let advancement = 0;
  let structure = 0;
  for (let m = board.tall; m !== 0; m &= m - 1) {
    const s = 31 - Math.clz32(m & -m);
    const h = hh[s];
    const k = king[s];
    const top = bTop >>> s & 1;
    const sign = top === WHITE ? 1 : -1;
    const commanderKing = (k >>> h - 1 & 1) === 1;
    const c = col[s];
    const full = (1 << h) - 1;
    const ownMask = top === BLACK ? c & full : ~c & full;
    const own = popcount(ownMask);
    const ownKings = popcount(k & ownMask);
    const pris = h - own;
    material += sign * ((own - ownKings) * W.man + ownKings * W.king - (commanderKing ? W.king : W.man));
    if (pris > 0) {
      const prisKings = popcount(k & ~ownMask & full);
      const weight = pris - prisKings + prisKings * 2.5;
      prisoners += sign * (weight * W.prisonerHold - weight * W.prisonerRisk[Math.min(own, 3)]);
      const high = 31 - Math.clz32(~ownMask & full);
      const cover = h - 1 - high;
      let s2 = -weight * W.coverRisk[Math.min(cover, 3)];
      if (cover === 1 && (k >>> high & 1) === 0) s2 -= (top === WHITE ? lastRank - RANK[s] : RANK[s]) * W.freedAdvance;
      structure += sign * s2;
    }
    if (commanderKing) structure += sign * (own - 1) * W.kingColumn;
    else advancement += sign * W.advance[Math.min(top === WHITE ? RANK[s] : lastRank - RANK[s], 6)] * W.tallAdvance * (own - 1);
  }
  t.material += material;
  t.prisoners = prisoners;
  t.advancement += advancement;
  t.structure = structure;
  return total(board, t);
}
let advanceFor;
let advanceTable = new Float64Array(0);
const advanceTablesBuilt = /* @__PURE__ */ new WeakMap();
function advanceTables(W) {
  if (W === advanceFor) return advanceTable;
  advanceFor = W;
  const known = advanceTablesBuilt.get(W);
  if (known) return advanceTable = known;
  advanceTable = new Float64Array(2 * 2 * 4 * 256);
  advanceTablesBuilt.set(W, advanceTable);
  for (const g of [EIGHT, LASCA])
    for (let side = 0; side < 2; side++)
      for (let p = 0; p < 4; p++)
        for (let b = 0; b < 256; b++) {
          let v = 0;
          for (let bit = 0; bit < 8; bit++) {
            if ((b >>> bit & 1) === 0) continue;
            const rank = RANK[8 * p + bit];
            v += W.advance[Math.min(side === WHITE ? rank : g.lastRank - rank, 6)];
          }
          advanceTable[g.advance + side * 1024 + p * 256 + b] = v;
        }
  return advanceTable;
}
function fromSideToMove(board, total2) {
  const v = Math.sign(total2) * Math.round(Math.abs(total2)) + 0;
  return board.turn === WHITE ? v : 0 - v;
}
function commandedPieces(board, side) {
  let n = 0;
  for (let s = 0; s < 32; s++) {
    const h = board.h[s];
    if (h === 0) continue;
    const c = board.col[s];
    const top = c >>> h - 1 & 1;
    if (top !== side) continue;
    const full = (1 << h) - 1;
    n += popcount(side === BLACK ? c & full : ~c & full);
  }
  return n;
}
function materialBalance(board, side) {
  return commandedPieces(board, side) - commandedPieces(board, side ^ 1);
}

const WIN = 1e6;
const WIN_BOUND = WIN - 1e3;
const MAX_PLY = 96;
const ASPIRATION = 30;
const LMR_DEPTH = 3;
const LMR_MOVES = 3;
const LMR = new Int8Array(64 * 64);
for (let d = 1; d < 64; d++) for (let k = 1; k < 64; k++) LMR[d * 64 + k] = Math.max(1, Math.floor(0.75 + Math.log(d) * Math.log(k + 1) / 2.25));
const IIR_DEPTH = 4;
const LMP_MOVES = [0, 6, 10];
const RFP_DEPTH = 3;
const RFP_MARGIN = 60;
const FUTILITY_MARGIN = 100;
const KILLER_KEY = 1 << 28;
const HISTORY_MAX = 1 << 24;
function winInMoves(score) {
  if (typeof score !== "number") throw wrongType("winInMoves", "a score (a number)", score);
  if (Math.abs(score) < WIN_BOUND) return void 0;
  const plies = WIN - Math.abs(score);
  const moves = Math.ceil(plies / 2);
  return score > 0 ? moves : -moves;
}
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;
class Table {
  /** The first integer of the last bucket. */
  mask;
  data;
  /** The current search's age (entries of other ages are the first to be replaced). */
  generation = 0;
  constructor(bits) {
    const n = 1 << bits;
    this.mask = (n - 2) * 4;
    this.data = new Int32Array(n * 4);
  }
  /** The entry holding the position (the index of its first integer), or -1. */
  find(lo, hi) {
    const d = this.data;
    const b = (lo ^ hi >>> 7) << 2 & this.mask;
    if (d[b] === lo && d[b + 1] === hi && (d[b + 3] & FLAG_BITS) !== 0) return b;
    if (d[b + 4] === lo && d[b + 5] === hi && (d[b + 7] & FLAG_BITS) !== 0) return b + 4;
    return -1;
  }
  score(e) {
    return this.data[e + 2];
  }
  depth(e) {
    return this.data[e + 3] & 127;
  }
  flag(e) {
    return this.data[e + 3] >>> 7 & 3;
  }
  move(e) {
    return this.data[e + 3] >>> 17;
  }
  age(e) {
    return this.data[e + 3] >>> 9 & 255;
  }
  store(lo, hi, score, depth, flag, move) {
    const d = this.data;
    const b = (lo ^ hi >>> 7) << 2 & this.mask;
    let e;
    if (this.flag(b) !== 0 && d[b] === lo && d[b + 1] === hi) e = b;
    else if (this.flag(b + 4) !== 0 && d[b + 4] === lo && d[b + 5] === hi) e = b + 4;
    else e = this.worth(b + 4) < this.worth(b) ? b + 4 : b;
    if (this.flag(e) !== 0 && d[e] === lo && d[e + 1] === hi && this.depth(e) > depth && this.age(e) === this.generation && flag !== EXACT) return;
    if (this.flag(e) === 0) this.fill(e);
    d[e] = lo;
    d[e + 1] = hi;
    d[e + 2] = score;
    d[e + 3] = Math.max(0, Math.min(depth, 127)) | flag << 7 | this.generation << 9 | move << 17;
  }
  /** What keeping an entry is worth: -1000 when empty, less for an earlier search's, else its depth. */
  worth(e) {
    if (this.flag(e) === 0) return -1e3;
    return this.depth(e) - (this.age(e) === this.generation ? 0 : 256);
  }
  /**
   * Entries filled since the last clear, up to DIRTY_MAX (then every entry is wiped): a shallow
   * search (a puzzle's replies at depth 2, hundreds a puzzle) fills a few entries, and wiping all
   * 2^18 of them each time cost more than the search.
   */
  dirty = new Int32Array(DIRTY_MAX);
  dirtyCount = 0;
  /** Records that an empty entry is being filled (its bound is about to become non-zero). */
  fill(e) {
    if (this.dirtyCount < DIRTY_MAX) this.dirty[this.dirtyCount] = e;
    this.dirtyCount++;
  }
  clear() {
    if (this.dirtyCount > DIRTY_MAX) this.data.fill(0);
    else for (let i = 0; i < this.dirtyCount; i++) this.data[this.dirty[i] + 3] = 0;
    this.dirtyCount = 0;
  }
}
const FLAG_BITS = 3 << 7;
const DIRTY_MAX = 1 << 12;
class Stop extends Error {
}
class Searcher {
  board;
  lists = [];
  order = [];
  keys = [];
  /** Each ply's quiet moves searched so far (their signatures): the ones a cut-off passed over lose history. */
  tried = [];
  tt;
  killers = new Int32Array(MAX_PLY * 2);
  history = new Int32Array(2 * 32 * 32);
  pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  pvLen = new Int32Array(MAX_PLY + 1);
  /** The line searched: each node's hash, and its plies without a capture or a man's move. */
  pathLo = new Int32Array(MAX_PLY + 1);
  pathHi = new Int32Array(MAX_PLY + 1);
  quiet = new Int32Array(MAX_PLY + 1);
  /** Hashes of the game's positions a repetition can reach, the nearest first. */
  gameLo = new Int32Array(NO_PROGRESS_PLIES);
  gameHi = new Int32Array(NO_PROGRESS_PLIES);
  gameCount = 0;
  nodes = 0;
  weights;
  /** Late moves reduced and pruned (off for a full-width search). */
  selective = true;
  seldepth = 0;
  nodeLimit = Infinity;
  deadline = Infinity;
  /** Root moves (by index) left out of the current root search: the first moves of lines found. */
  rootExcluded = new Uint8Array(1 << 8);
  constructor(ttBits = 18) {
    checkWhole(ttBits, "Searcher", "ttBits", 1, 26);
    this.tt = new Table(ttBits);
    for (let i = 0; i <= MAX_PLY; i++) {
      this.lists.push(new MoveList(1 << 10, 1 << 8));
      this.order.push(new Int32Array(1 << 8));
      this.keys.push(new Int32Array(1 << 8));
      this.tried.push(new Int32Array(1 << 8));
    }
  }
  /** Searches pos within the limits. */
  search(pos, limits = {}) {
    checkPosition(pos, "Searcher.search");
    limits = checkLimits(limits, "Searcher.search");
    const start = now();
    if (this.board !== void 0 && this.board.variant !== variantCode(pos.variant) || limits.weights !== this.weights) this.clear();
    this.board = pos.toBoard(this.board);
    this.tt.generation = this.tt.generation + 1 & 255;
    this.killers.fill(-1);
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 2;
    this.nodes = 0;
    this.weights = limits.weights;
    this.selective = limits.fullWidth !== true;
    this.quiet[0] = pos.halfmoves;
    this.gameCount = 0;
    const history = limits.history ?? [];
    for (let i = history.length - 1; i >= 0 && this.gameCount < Math.min(pos.halfmoves, NO_PROGRESS_PLIES); i--) {
      const h = history[i].hash();
      this.gameLo[this.gameCount] = Number(h & 0xffffffffn) | 0;
      this.gameHi[this.gameCount] = Number(h >> 32n) | 0;
      this.gameCount++;
    }
    this.seldepth = 0;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.deadline = limits.timeMs !== void 0 ? start + limits.timeMs : Infinity;
    const maxDepth = Math.min(limits.depth ?? (limits.nodes !== void 0 || limits.timeMs !== void 0 ? 64 : 6), MAX_PLY - 32);
    let result;
    const rootList = this.lists[0];
    const n = this.board.generate(rootList);
    if (n === 0) return { score: -WIN, winIn: 0, pv: [], lines: [], depth: 0, seldepth: 0, nodes: 1, timeMs: now() - start };
    const lineCount = Math.max(1, Math.min(limits.lines ?? 1, n));
    for (let depth = 1; depth <= maxDepth; depth++) {
      const lines = [];
      this.rootExcluded.fill(0);
      try {
        for (let j = 0; j < lineCount; j++) {
          const score2 = lineCount === 1 && result && depth >= 5 ? this.aspire(depth, result.score) : this.negamax(depth, -WIN - 1, WIN + 1, 0);
          lines.push({ score: score2 + 0, winIn: winInMoves(score2), pv: this.pvMoves(pos) });
          this.rootExcluded[this.pvTable[0]] = 1;
        }
      } catch (e) {
        if (e instanceof Stop) break;
        throw e;
      }
      const { score, pv } = lines[0];
      result = { score, winIn: winInMoves(score), best: pv[0], pv, lines, depth, seldepth: this.seldepth, nodes: this.nodes, timeMs: now() - start };
      limits.onIteration?.(result);
      if (lineCount === 1 && Math.abs(score) >= WIN_BOUND && WIN - Math.abs(score) <= depth) break;
      if (n === 1 && depth >= 2 && limits.depth === void 0) break;
    }
    if (!result) {
      const best = pos.legalMoves()[0];
      return { score: 0, best, pv: [best], lines: [{ score: 0, pv: [best] }], depth: 0, seldepth: this.seldepth, nodes: this.nodes, timeMs: now() - start };
    }
    return { ...result, nodes: this.nodes, timeMs: now() - start };
  }
  /**
   * The root searched in a window around the last iteration's score, widened on the side it
   * fails (aspiration windows): a narrow window cuts more, and the score rarely moves far.
   */
  aspire(depth, last) {
    if (Math.abs(last) >= WIN_BOUND) return this.negamax(depth, -WIN - 1, WIN + 1, 0);
    let delta = ASPIRATION;
    let lo = last - delta;
    let hi = last + delta;
    for (; ; ) {
      const score = this.negamax(depth, lo, hi, 0);
      if (score > lo && score < hi) return score;
      delta *= 2;
      if (delta > 8 * ASPIRATION) return this.negamax(depth, -WIN - 1, WIN + 1, 0);
      if (score <= lo) lo = score - delta;
      else hi = score + delta;
    }
  }
  /**
   * Whether the node at ply repeats an earlier position within its q plies without progress:
   * one of the line searched (the same side to move: every second ply), or one of the game's.
   */
  repeated(ply, q) {
    const lo = this.pathLo[ply];
    const hi = this.pathHi[ply];
    for (let p = ply - 4; p >= 0 && ply - p <= q; p -= 2) if (this.pathLo[p] === lo && this.pathHi[p] === hi) return true;
    for (let g = 0; g < this.gameCount && ply + g + 1 <= q; g++) if (this.gameLo[g] === lo && this.gameHi[g] === hi) return true;
    return false;
  }
  /** Forgets every earlier search: the next one depends on its position and limits only. */
  clear() {
    this.tt.clear();
    this.history.fill(0);
  }
  /** The PV as moves: pvTable holds indices into Board.generate()'s list, which is legalMoves()'s order. */
  pvMoves(pos) {
    const out = [];
    let p = pos;
    for (let i = 0; i < this.pvLen[0]; i++) {
      const m = p.legalMoves()[this.pvTable[i]];
      if (m === void 0) break;
      out.push(m);
      p = p.play(m);
    }
    return out;
  }
  negamax(depth, alpha, beta, ply) {
    const board = this.board;
    this.pvLen[ply] = 0;
    if (++this.nodes >= this.nodeLimit) throw new Stop();
    if ((this.nodes & 1023) === 0 && now() >= this.deadline) throw new Stop();
    if (ply > this.seldepth) this.seldepth = ply;
    this.pathLo[ply] = board.hashLo;
    this.pathHi[ply] = board.hashHi;
    if (ply > 0) {
      const q = this.quiet[ply];
      if (q >= NO_PROGRESS_PLIES) return board.countMoves() === 0 ? -(WIN - ply) : 0;
      if (q >= 4 && this.repeated(ply, q)) return 0;
    }
    if (depth <= 0) {
      if (!board.hasCapture()) return !board.hasQuietMove() ? -(WIN - ply) : evaluateBoard(board, void 0, this.weights);
      depth = 0;
    }
    if (ply >= MAX_PLY - 1) return evaluateBoard(board, void 0, this.weights);
    const klo = board.hashLo;
    const khi = board.hashHi;
    const tt = this.tt;
    const slot = tt.find(klo, khi);
    let ttMove = -1;
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (tt.depth(slot) >= depth && ply > 0) {
        let s = tt.score(slot);
        if (s >= WIN_BOUND) s -= ply;
        else if (s <= -WIN_BOUND) s += ply;
        const f = tt.flag(slot);
        if (f === EXACT || f === LOWER && s >= beta || f === UPPER && s <= alpha) return s;
      }
    }
    if (this.selective && ttMove < 0 && depth >= IIR_DEPTH && ply > 0) depth--;
    const list = this.lists[ply];
    const n = board.generate(list);
    if (n === 0) return -(WIN - ply);
    const capture = list.jumps(0) > 0;
    let futile = false;
    if (this.selective && ply > 0 && !capture && depth <= RFP_DEPTH && beta - alpha === 1 && Math.abs(beta) < WIN_BOUND) {
      const stand = evaluateBoard(board, void 0, this.weights);
      if (stand - RFP_MARGIN * depth >= beta) return stand;
      futile = depth <= 2 && stand + FUTILITY_MARGIN * depth <= alpha;
    }
    const draft = depth;
    if (n === 1 && ply < 2 * MAX_PLY / 3) depth++;
    const order = this.order[ply];
    const keys = this.keys[ply];
    const history = this.history;
    const historyBase = board.turn * 1024;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    for (let i = 0; i < n; i++) {
      const sig = moveSig(list, i);
      let key;
      if (i === ttMove) key = 1 << 30;
      else if (capture) key = (list.jumps(i) << 20) + history[historyBase + (sig & 1023)];
      else if (sig === k1) key = KILLER_KEY;
      else if (sig === k2) key = KILLER_KEY - 1;
      else key = history[historyBase + (sig & 1023)];
      keys[i] = key;
    }
    let ordered;
    if (ttMove >= 0 && ttMove < n) {
      order[0] = ttMove;
      ordered = 1;
    } else ordered = sortMoves(order, keys, n, -1, 0);
    const side = board.turn;
    const alpha0 = alpha;
    let best = -WIN - 1;
    let bestIdx = order[0];
    const data = list.data;
    const tried = this.tried[ply];
    let triedCount = 0;
    for (let k = 0; k < n; k++) {
      if (k === ordered) ordered = sortMoves(order, keys, n, order[0], 1);
      const i = order[k];
      if (ply === 0 && this.rootExcluded[i] === 1) continue;
      if (this.selective && !capture && depth <= 2 && beta - alpha === 1 && k >= LMP_MOVES[depth] && keys[i] < KILLER_KEY - 1) continue;
      if (futile && k > 0 && keys[i] < KILLER_KEY - 1) continue;
      this.quiet[ply + 1] = capture || (board.kTop >>> list.from(i) & 1) === 0 ? 0 : this.quiet[ply] + 1;
      board.make(data, list.offs[i]);
      let score;
      if (k === 0) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      else {
        let r = 0;
        if (this.selective && !capture && depth >= LMR_DEPTH && k >= LMR_MOVES && keys[i] < KILLER_KEY - 1) {
          r = LMR[Math.min(depth, 63) * 64 + Math.min(k, 63)];
          if (beta - alpha !== 1 && r > 1) r--;
          if (r > depth - 2) r = depth - 2;
        }
        score = -this.negamax(depth - 1 - r, -alpha - 1, -alpha, ply + 1);
        if (r > 0 && score > alpha) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      }
      board.unmake();
      if (!capture) tried[triedCount++] = moveSig(list, i);
      if (score > best) {
        best = score;
        bestIdx = i;
        if (score > alpha) {
          alpha = score;
          const base = ply * MAX_PLY;
          const childBase = (ply + 1) * MAX_PLY;
          this.pvTable[base] = i;
          const cl = ply + 1 <= MAX_PLY - 1 ? this.pvLen[ply + 1] : 0;
          for (let c = 0; c < cl && c + 1 < MAX_PLY; c++) this.pvTable[base + 1 + c] = this.pvTable[childBase + c];
          this.pvLen[ply] = Math.min(cl + 1, MAX_PLY);
          if (score >= beta) {
            const sig = moveSig(list, i);
            if (!capture && this.killers[ply * 2] !== sig) {
              this.killers[ply * 2 + 1] = this.killers[ply * 2];
              this.killers[ply * 2] = sig;
            }
            const slot2 = side * 1024 + (sig & 1023);
            this.history[slot2] = this.history[slot2] + depth * depth;
            if (!capture)
              for (let t = 0; t < triedCount - 1; t++) {
                const other = side * 1024 + (tried[t] & 1023);
                this.history[other] = Math.max(this.history[other] - depth * depth, -HISTORY_MAX);
              }
            if (this.history[slot2] > HISTORY_MAX) for (let h = 0; h < this.history.length; h++) this.history[h] >>= 1;
            break;
          }
        }
      }
    }
    let stored = best;
    if (stored >= WIN_BOUND) stored += ply;
    else if (stored <= -WIN_BOUND) stored -= ply;
    tt.store(klo, khi, stored, draft, best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT, bestIdx);
    return best;
  }
}
function sortMoves(order, keys, n, skip, from) {
  let m = from;
  for (let i = 0; i < n; i++) {
    if (i === skip) continue;
    const key = keys[i];
    let j = m - 1;
    while (j >= from && keys[order[j]] < key) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = i;
    m++;
  }
  return n;
}
function moveSig(list, i) {
  return list.from(i) * 32 + list.to(i);
}
function now() {
  return typeof performance !== "undefined" ? performance.now() : Date.now();
}
function checkLimits(limits, where) {
  const l = checkOptions(limits, where);
  const count = (name, min) => {
    if (l[name] !== void 0) checkWhole(l[name], where, name, min);
  };
  count("depth", 0);
  count("nodes", 0);
  count("lines", 1);
  if (l.timeMs !== void 0 && (typeof l.timeMs !== "number" || Number.isNaN(l.timeMs) || l.timeMs < 0))
    throw typeof l.timeMs === "number" ? outOfRange(where, `timeMs is a number from 0, not ${String(l.timeMs)}`, l.timeMs) : wrongType(where, "timeMs as a number", l.timeMs);
  if (l.onIteration !== void 0 && typeof l.onIteration !== "function") throw wrongType(where, "onIteration as a function", l.onIteration);
  if (l.fullWidth !== void 0 && typeof l.fullWidth !== "boolean") throw wrongType(where, "fullWidth as true or false", l.fullWidth);
  if (l.history !== void 0) {
    if (!Array.isArray(l.history)) throw wrongType(where, "history as a list of Positions", l.history);
    for (const p of l.history) checkPosition(p, where);
  }
  if (l.weights !== void 0) checkWeights(l.weights, where);
  return l;
}
function checkWeights(weights, where) {
  if (weights === null || typeof weights !== "object") throw wrongType(where, "weights shaped as the engine's (engine/weights.ts)", weights);
  const w = weights;
  for (const [key, like] of Object.entries(HAND_WEIGHTS)) {
    const v = w[key];
    const fits = typeof like === "number" ? typeof v === "number" : Array.isArray(like) ? Array.isArray(v) && v.length === like.length && v.every((x) => typeof x === "number") : true;
    if (!fits) throw wrongType(where, `weights shaped as the engine's (${key}: ${Array.isArray(like) ? `${like.length} numbers` : typeof like})`, v);
  }
}
let shared;
function search(pos, limits = {}) {
  checkPosition(pos, "search");
  limits = checkLimits(limits, "search");
  shared ??= new Searcher();
  shared.clear();
  return shared.search(pos, limits);
}

export { GameHistory as G, HAND_WEIGHTS as H, NO_PROGRESS_PLIES as N, materialBalance as m, search as s };
