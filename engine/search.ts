// Iterative-deepening principal-variation search over the fast Board (docs/analysis.md).
// Browser-safe. Negamax alpha-beta with a transposition table keyed by the board's Zobrist hash
// (every piece of every column, and the side to move), move ordering (hash move, longer
// captures, killers, history), forced-move extension, and capture sequences searched to a quiet
// position (captures are mandatory, so there is no stand-pat while a capture is pending).
// A Searcher keeps its tables from call to call (as between the moves of a game); at a fixed depth
// or node count its results follow from its position, limits and the searches before it, and the
// shared search() clears them first, so its result depends on the position and limits only.
import { Board, MoveList, variantCode } from './board.ts';
import { checkPosition, type Position } from './position.ts';
import { checkOptions, checkWhole, outOfRange, wrongType } from './argument-error.ts';
import type { Move } from './types.ts';
import { evaluateBoard } from './eval.ts';
import { HAND_WEIGHTS, type EvalWeights } from './weights.ts';
import { NO_PROGRESS_PLIES } from './history.ts';

/** A won position scores WIN - plies to the win (lost: -(WIN - plies)). */
export const WIN = 1_000_000;
const WIN_BOUND = WIN - 1000;
const MAX_PLY = 96;
/** Half the root's first window, in centi-men. */
const ASPIRATION = 30;
/** Late-move reduction: from this remaining depth, for moves from this place in the order on. */
const LMR_DEPTH = 3;
const LMR_MOVES = 3;
/** Late-move reductions by remaining depth and place in the order: 0.75 + ln(depth)·ln(place + 1) / 2.25, at least 1. */
const LMR = new Int8Array(64 * 64);
for (let d = 1; d < 64; d++) for (let k = 1; k < 64; k++) LMR[d * 64 + k] = Math.max(1, Math.floor(0.75 + (Math.log(d) * Math.log(k + 1)) / 2.25));
/** Internal iterative reduction: from this remaining depth, a node without a hash move. */
const IIR_DEPTH = 4;
/** Late-move pruning: moves searched at a remaining depth of 1 and 2 before the late ones are left out. */
const LMP_MOVES = [0, 6, 10];
/** Reverse futility pruning: up to this remaining depth, with this margin (centi-men) a ply. */
const RFP_DEPTH = 3;
const RFP_MARGIN = 60;
/** Futility pruning one or two plies from the leaves: the margin (centi-men) a remaining ply. */
const FUTILITY_MARGIN = 100;
/** Move-ordering keys: the first killer's (the hash move's is above, history's below). */
const KILLER_KEY = 1 << 28;
const HISTORY_MAX = 1 << 24;

export interface SearchLimits {
  /** Deepest iteration (plies); default 64 when a node or time limit is given, else 6. */
  depth?: number;
  /** Stop after about this many nodes. */
  nodes?: number;
  /** Stop after about this many milliseconds. */
  timeMs?: number;
  /** Best lines to find (multi-PV, as an analysis board shows): default 1. */
  lines?: number;
  /** Called after every completed iteration. */
  onIteration?: (info: SearchResult) => void;
  /**
   * The game's positions before this one, oldest first (a game's history, as GameHistory keeps
   * it). With them the search knows what R12 draws: a position that repeats one of the game or of
   * the line searched scores as the draw it leads to, and so does a line that reaches
   * NO_PROGRESS_PLIES plies without a capture or a man's move. The searched position's own
   * counter (`halfmoves`) says how far back a repetition can reach.
   */
  history?: readonly Position[];
  /**
   * The evaluation's weights instead of the variant's (engine/weights.ts): the puzzle solver
   * breaks ties with HAND_WEIGHTS, so the collection's lines do not move when the engine is tuned.
   */
  weights?: EvalWeights;
  /**
   * A full-width search: no late-move reduction or pruning, no futility pruning, no internal iterative reduction. With `weights`, what the puzzle solver
   * asks, so that the collection's lines move neither with the engine's tuning nor its selectivity.
   */
  fullWidth?: boolean;
}

/** One line of a multi-line search: the score after its first move, and the line. */
export interface SearchLine {
  readonly score: number;
  readonly winIn?: number;
  readonly pv: readonly Move[];
}

export interface SearchResult {
  /** Centi-men from the side to move's point of view, or ±(WIN - plies). */
  readonly score: number;
  /**
   * Set when the score is a forced result: moves (of the winning side) to the win, positive when
   * the side to move wins, negative when it loses (as `#3` / `#-3` in chess tools).
   */
  readonly winIn?: number;
  readonly best?: Move;
  /** The principal variation from this position. */
  readonly pv: readonly Move[];
  /**
   * The best lines, best first, each from a different first move (as many as asked for in
   * `lines`, fewer when there are fewer legal moves); the first is `score` and `pv`.
   */
  readonly lines: readonly SearchLine[];
  /** Depth of the last completed iteration. */
  readonly depth: number;
  /** Deepest ply reached (captures searched past the depth included). */
  readonly seldepth: number;
  readonly nodes: number;
  readonly timeMs: number;
}

/** `#3`, `#-2` for forced results, else a signed value in men with two decimals (`+1.25`). */
export function scoreText(score: number): string {
  if (typeof score !== 'number') throw wrongType('scoreText', 'a score (a number)', score);
  const w = winInMoves(score);
  if (w !== undefined) return `#${w}`;
  const v = score / 100;
  return (v > 0 ? '+' : v < 0 ? '' : '') + v.toFixed(2);
}

/** Moves of the winning side to a forced result, signed like the score; undefined if not forced. */
export function winInMoves(score: number): number | undefined {
  if (typeof score !== 'number') throw wrongType('winInMoves', 'a score (a number)', score);
  if (Math.abs(score) < WIN_BOUND) return undefined;
  const plies = WIN - Math.abs(score);
  const moves = Math.ceil(plies / 2);
  return score > 0 ? moves : -moves;
}

// --- transposition table -----------------------------------------------------------------------
// Keyed by the board's own Zobrist hash (board.ts: every piece of every column and the side to
// move, kept by make/unmake); Position.hash() is the same hash as a bigint.
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

/**
 * Buckets of two entries: the search's position hashes to a bucket and may be in either. A new
 * entry replaces, in that order: the same position, an empty entry, an entry of an earlier search
 * (the table is kept from search to search: annotate, self-play and the site's workers search
 * position after position of one game), the shallower entry.
 *
 * An entry is 4 integers of one array (a bucket is 32 bytes, one read of memory where an array
 * per field cost one each): the hash halves, the score, and depth (7 bits), bound (2), age (8)
 * and best move's index (15) packed in the fourth. A bound of 0 is an empty entry.
 */
class Table {
  /** The first integer of the last bucket. */
  readonly mask: number;
  readonly data: Int32Array;
  /** The current search's age (entries of other ages are the first to be replaced). */
  generation = 0;
  constructor(bits: number) {
    const n = 1 << bits;
    this.mask = (n - 2) * 4;
    this.data = new Int32Array(n * 4);
  }

  /** The entry holding the position (the index of its first integer), or -1. */
  find(lo: number, hi: number): number {
    const d = this.data;
    const b = ((lo ^ (hi >>> 7)) << 2) & this.mask;
    if (d[b] === lo && d[b + 1] === hi && (d[b + 3]! & FLAG_BITS) !== 0) return b;
    if (d[b + 4] === lo && d[b + 5] === hi && (d[b + 7]! & FLAG_BITS) !== 0) return b + 4;
    return -1;
  }

  score(e: number): number {
    return this.data[e + 2]!;
  }
  depth(e: number): number {
    return this.data[e + 3]! & 127;
  }
  flag(e: number): number {
    return (this.data[e + 3]! >>> 7) & 3;
  }
  move(e: number): number {
    return this.data[e + 3]! >>> 17;
  }
  private age(e: number): number {
    return (this.data[e + 3]! >>> 9) & 255;
  }

  store(lo: number, hi: number, score: number, depth: number, flag: number, move: number): void {
    const d = this.data;
    const b = ((lo ^ (hi >>> 7)) << 2) & this.mask;
    let e: number;
    if (this.flag(b) !== 0 && d[b] === lo && d[b + 1] === hi) e = b;
    else if (this.flag(b + 4) !== 0 && d[b + 4] === lo && d[b + 5] === hi) e = b + 4;
    else e = this.worth(b + 4) < this.worth(b) ? b + 4 : b;
    // the same position searched less deeply keeps the deeper result (unless that one is stale)
    if (this.flag(e) !== 0 && d[e] === lo && d[e + 1] === hi && this.depth(e) > depth && this.age(e) === this.generation && flag !== EXACT) return;
    if (this.flag(e) === 0) this.fill(e);
    d[e] = lo;
    d[e + 1] = hi;
    d[e + 2] = score;
    d[e + 3] = Math.max(0, Math.min(depth, 127)) | (flag << 7) | (this.generation << 9) | (move << 17);
  }

  /** What keeping an entry is worth: -1000 when empty, less for an earlier search's, else its depth. */
  private worth(e: number): number {
    if (this.flag(e) === 0) return -1000;
    return this.depth(e) - (this.age(e) === this.generation ? 0 : 256);
  }

  /**
   * Entries filled since the last clear, up to DIRTY_MAX (then every entry is wiped): a shallow
   * search (a puzzle's replies at depth 2, hundreds a puzzle) fills a few entries, and wiping all
   * 2^18 of them each time cost more than the search.
   */
  private readonly dirty = new Int32Array(DIRTY_MAX);
  private dirtyCount = 0;

  /** Records that an empty entry is being filled (its bound is about to become non-zero). */
  private fill(e: number): void {
    if (this.dirtyCount < DIRTY_MAX) this.dirty[this.dirtyCount] = e;
    this.dirtyCount++;
  }

  clear(): void {
    if (this.dirtyCount > DIRTY_MAX) this.data.fill(0);
    else for (let i = 0; i < this.dirtyCount; i++) this.data[this.dirty[i]! + 3] = 0;
    this.dirtyCount = 0;
  }
}

/** The bound's bits in an entry's fourth integer. */
const FLAG_BITS = 3 << 7;
const DIRTY_MAX = 1 << 12;

class Stop extends Error {}

/**
 * A reusable searcher. It keeps what it learnt (its transposition table and move-ordering
 * history) from one call to the next, as engines do between the moves of a game: a position
 * searched after one of its predecessors starts with that search's results. Call clear() for a
 * search that depends on nothing before it (the shared `search()` does, each call).
 */
export class Searcher {
  private board!: Board;
  private readonly lists: MoveList[] = [];
  private readonly order: Int32Array[] = [];
  private readonly keys: Int32Array[] = [];
  /** Each ply's quiet moves searched so far (their signatures): the ones a cut-off passed over lose history. */
  private readonly tried: Int32Array[] = [];
  private readonly tt: Table;
  private readonly killers = new Int32Array(MAX_PLY * 2);
  private readonly history = new Int32Array(2 * 32 * 32);
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLen = new Int32Array(MAX_PLY + 1);
  /** The line searched: each node's hash, and its plies without a capture or a man's move. */
  private readonly pathLo = new Int32Array(MAX_PLY + 1);
  private readonly pathHi = new Int32Array(MAX_PLY + 1);
  private readonly quiet = new Int32Array(MAX_PLY + 1);
  /** Hashes of the game's positions a repetition can reach, the nearest first. */
  private gameLo = new Int32Array(NO_PROGRESS_PLIES);
  private gameHi = new Int32Array(NO_PROGRESS_PLIES);
  private gameCount = 0;
  private nodes = 0;
  private weights: EvalWeights | undefined;
  /** Late moves reduced and pruned (off for a full-width search). */
  private selective = true;
  private seldepth = 0;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  /** Root moves (by index) left out of the current root search: the first moves of lines found. */
  private readonly rootExcluded = new Uint8Array(1 << 8);

  constructor(ttBits = 18) {
    // 2^26 entries is a 1 GB table already; a bucket holds two
    checkWhole(ttBits, 'Searcher', 'ttBits', 1, 26);
    this.tt = new Table(ttBits);
    for (let i = 0; i <= MAX_PLY; i++) {
      this.lists.push(new MoveList(1 << 10, 1 << 8));
      this.order.push(new Int32Array(1 << 8));
      this.keys.push(new Int32Array(1 << 8));
      this.tried.push(new Int32Array(1 << 8));
    }
  }

  /** Searches pos within the limits. */
  search(pos: Position, limits: SearchLimits = {}): SearchResult {
    checkPosition(pos, 'Searcher.search');
    limits = checkLimits(limits, 'Searcher.search');
    const start = now();
    // what is learnt about one variant's positions says nothing of another's (the same pieces, other rules)
    // nor what one evaluation found about another's (SearchLimits.weights)
    if ((this.board !== undefined && this.board.variant !== variantCode(pos.variant)) || limits.weights !== this.weights) this.clear();
    this.board = pos.toBoard(this.board); // one board for every search (a new one per call cost as much as a shallow search)
    this.tt.generation = (this.tt.generation + 1) & 255;
    this.killers.fill(-1);
    for (let i = 0; i < this.history.length; i++) this.history[i]! >>= 2;
    this.nodes = 0;
    this.weights = limits.weights;
    this.selective = limits.fullWidth !== true;
    this.quiet[0] = pos.halfmoves;
    this.gameCount = 0;
    const history = limits.history ?? [];
    for (let i = history.length - 1; i >= 0 && this.gameCount < Math.min(pos.halfmoves, NO_PROGRESS_PLIES); i--) {
      const h = history[i]!.hash();
      this.gameLo[this.gameCount] = Number(h & 0xffffffffn) | 0;
      this.gameHi[this.gameCount] = Number(h >> 32n) | 0;
      this.gameCount++;
    }
    this.seldepth = 0;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.deadline = limits.timeMs !== undefined ? start + limits.timeMs : Infinity;
    const maxDepth = Math.min(limits.depth ?? (limits.nodes !== undefined || limits.timeMs !== undefined ? 64 : 6), MAX_PLY - 32);
    let result: SearchResult | undefined;
    const rootList = this.lists[0]!;
    const n = this.board.generate(rootList);
    if (n === 0) return { score: -WIN, winIn: 0, pv: [], lines: [], depth: 0, seldepth: 0, nodes: 1, timeMs: now() - start };
    const lineCount = Math.max(1, Math.min(limits.lines ?? 1, n));
    for (let depth = 1; depth <= maxDepth; depth++) {
      const lines: SearchLine[] = [];
      this.rootExcluded.fill(0);
      try {
        for (let j = 0; j < lineCount; j++) {
          const score = lineCount === 1 && result && depth >= 5 ? this.aspire(depth, result.score) : this.negamax(depth, -WIN - 1, WIN + 1, 0);
          // + 0: a draw found as -0 (a negated 0) reads as 0
          lines.push({ score: score + 0, winIn: winInMoves(score), pv: this.pvMoves(pos) });
          this.rootExcluded[this.pvTable[0]!] = 1;
        }
      } catch (e) {
        if (e instanceof Stop) break;
        throw e;
      }
      const { score, pv } = lines[0]!;
      result = { score, winIn: winInMoves(score), best: pv[0], pv, lines, depth, seldepth: this.seldepth, nodes: this.nodes, timeMs: now() - start };
      limits.onIteration?.(result);
      // a forced result within the horizon cannot change with more depth
      if (lineCount === 1 && Math.abs(score) >= WIN_BOUND && WIN - Math.abs(score) <= depth) break;
      if (n === 1 && depth >= 2 && limits.depth === undefined) break;
    }
    if (!result) {
      // not even depth 1 finished: fall back to the first legal move
      const best = pos.legalMoves()[0]!;
      return { score: 0, best, pv: [best], lines: [{ score: 0, pv: [best] }], depth: 0, seldepth: this.seldepth, nodes: this.nodes, timeMs: now() - start };
    }
    return { ...result, nodes: this.nodes, timeMs: now() - start };
  }

  /**
   * The root searched in a window around the last iteration's score, widened on the side it
   * fails (aspiration windows): a narrow window cuts more, and the score rarely moves far.
   */
  private aspire(depth: number, last: number): number {
    if (Math.abs(last) >= WIN_BOUND) return this.negamax(depth, -WIN - 1, WIN + 1, 0);
    let delta = ASPIRATION;
    let lo = last - delta;
    let hi = last + delta;
    for (;;) {
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
  private repeated(ply: number, q: number): boolean {
    const lo = this.pathLo[ply]!;
    const hi = this.pathHi[ply]!;
    for (let p = ply - 4; p >= 0 && ply - p <= q; p -= 2) if (this.pathLo[p] === lo && this.pathHi[p] === hi) return true;
    for (let g = 0; g < this.gameCount && ply + g + 1 <= q; g++) if (this.gameLo[g] === lo && this.gameHi[g] === hi) return true;
    return false;
  }

  /** Forgets every earlier search: the next one depends on its position and limits only. */
  clear(): void {
    this.tt.clear();
    this.history.fill(0);
  }

  /** The PV as moves: pvTable holds indices into Board.generate()'s list, which is legalMoves()'s order. */
  private pvMoves(pos: Position): Move[] {
    const out: Move[] = [];
    let p = pos;
    for (let i = 0; i < this.pvLen[0]!; i++) {
      const m = p.legalMoves()[this.pvTable[i]!];
      if (m === undefined) break;
      out.push(m);
      p = p.play(m);
    }
    return out;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    const board = this.board;
    this.pvLen[ply] = 0;
    if (++this.nodes >= this.nodeLimit) throw new Stop();
    if ((this.nodes & 1023) === 0 && now() >= this.deadline) throw new Stop();
    if (ply > this.seldepth) this.seldepth = ply;
    this.pathLo[ply] = board.hashLo;
    this.pathHi[ply] = board.hashHi;
    // R12's draws: no progress for too long, or a position seen before in the game or the line
    if (ply > 0) {
      const q = this.quiet[ply]!;
      // (a side with no move has lost before any count of plies: the rules end the game first)
      if (q >= NO_PROGRESS_PLIES) return board.countMoves() === 0 ? -(WIN - ply) : 0;
      if (q >= 4 && this.repeated(ply, q)) return 0;
    }
    // a quiet leaf: neither a capture to search on nor a list of moves to make
    if (depth <= 0) {
      if (!board.hasCapture()) return !board.hasQuietMove() ? -(WIN - ply) : evaluateBoard(board, undefined, this.weights);
      depth = 0;
    }
    if (ply >= MAX_PLY - 1) return evaluateBoard(board, undefined, this.weights);

    // the table before the moves: a cut-off needs no move list
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
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return s;
      }
    }

    // internal iterative reduction: a node the table knows nothing of is searched a ply shallower
    // (its move order is a guess; a deeper visit, with the move this one stores, comes later)
    if (this.selective && ttMove < 0 && depth >= IIR_DEPTH && ply > 0) depth--;

    const list = this.lists[ply]!;
    const n = board.generate(list);
    if (n === 0) return -(WIN - ply);
    const capture = list.jumps(0) > 0;
    // reverse futility: near the leaves, outside the principal variation and with no capture to
    // make, a position whose evaluation stands a margin a ply above beta is taken as failing high
    // (the side to move keeps at least that much with one of its quiet moves)
    // and futility: one or two plies from the leaves, where the evaluation stands a margin a ply
    // below alpha, the quiet moves after the first (but the killers) are not searched
    let futile = false;
    if (this.selective && ply > 0 && !capture && depth <= RFP_DEPTH && beta - alpha === 1 && Math.abs(beta) < WIN_BOUND) {
      const stand = evaluateBoard(board, undefined, this.weights);
      if (stand - RFP_MARGIN * depth >= beta) return stand;
      futile = depth <= 2 && stand + FUTILITY_MARGIN * depth <= alpha;
    }
    const draft = depth;
    // forced move: look one ply further
    if (n === 1 && ply < (2 * MAX_PLY) / 3) depth++;

    // every move's ordering key (the hash move's highest), but the order made lazily: the hash
    // move is searched first, and the others are sorted only when it does not cut off
    const order = this.order[ply]!;
    const keys = this.keys[ply]!;
    const history = this.history;
    const historyBase = board.turn * 1024;
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    for (let i = 0; i < n; i++) {
      const sig = moveSig(list, i);
      let key: number;
      if (i === ttMove) key = 1 << 30;
      else if (capture) key = (list.jumps(i) << 20) + history[historyBase + (sig & 1023)]!;
      else if (sig === k1) key = KILLER_KEY;
      else if (sig === k2) key = KILLER_KEY - 1;
      else key = history[historyBase + (sig & 1023)]!;
      keys[i] = key;
    }
    let ordered: number;
    if (ttMove >= 0 && ttMove < n) {
      order[0] = ttMove;
      ordered = 1;
    } else ordered = sortMoves(order, keys, n, -1, 0);

    const side = board.turn;
    const alpha0 = alpha;
    let best = -WIN - 1;
    let bestIdx = order[0]!;
    const data = list.data;
    const tried = this.tried[ply]!;
    let triedCount = 0;
    for (let k = 0; k < n; k++) {
      if (k === ordered) ordered = sortMoves(order, keys, n, order[0]!, 1);
      const i = order[k]!;
      if (ply === 0 && this.rootExcluded[i] === 1) continue;
      // late-move pruning: one or two plies from the leaves, outside the principal variation, the
      // late quiet moves (after the hash move, the killers and the best by history) are not searched
      if (this.selective && !capture && depth <= 2 && beta - alpha === 1 && k >= LMP_MOVES[depth]! && keys[i]! < KILLER_KEY - 1) continue;
      if (futile && k > 0 && keys[i]! < KILLER_KEY - 1) continue;
      this.quiet[ply + 1] = capture || ((board.kTop >>> list.from(i)) & 1) === 0 ? 0 : this.quiet[ply]! + 1;
      board.make(data, list.offs[i]!);
      let score: number;
      if (k === 0) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      else {
        // late-move reduction: a late quiet move (not the hash move nor a killer) is searched
        // shallower first, and again at full depth only if it beats alpha. Captures are never
        // reduced: they are mandatory, so every one of them is the game's only kind of move there.
        let r = 0;
        if (this.selective && !capture && depth >= LMR_DEPTH && k >= LMR_MOVES && keys[i]! < KILLER_KEY - 1) {
          r = LMR[Math.min(depth, 63) * 64 + Math.min(k, 63)]!;
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
          // update the principal variation
          const base = ply * MAX_PLY;
          const childBase = (ply + 1) * MAX_PLY;
          this.pvTable[base] = i;
          const cl = ply + 1 <= MAX_PLY - 1 ? this.pvLen[ply + 1]! : 0;
          for (let c = 0; c < cl && c + 1 < MAX_PLY; c++) this.pvTable[base + 1 + c] = this.pvTable[childBase + c]!;
          this.pvLen[ply] = Math.min(cl + 1, MAX_PLY);
          if (score >= beta) {
            const sig = moveSig(list, i);
            if (!capture && this.killers[ply * 2] !== sig) {
              this.killers[ply * 2 + 1] = this.killers[ply * 2]!;
              this.killers[ply * 2] = sig;
            }
            const slot = side * 1024 + (sig & 1023); // side is 0 or 1: within the 2048 entries
            this.history[slot] = this.history[slot]! + depth * depth;
            // the quiet moves searched before it did not cut off: they lose as much (history malus)
            if (!capture)
              for (let t = 0; t < triedCount - 1; t++) {
                const other = side * 1024 + (tried[t]! & 1023);
                this.history[other] = Math.max(this.history[other]! - depth * depth, -HISTORY_MAX);
              }
            // history stays below the killers' keys: halve it all when one entry grows large
            if (this.history[slot] > HISTORY_MAX) for (let h = 0; h < this.history.length; h++) this.history[h]! >>= 1;
            break;
          }
        }
      }
    }
    // store (under the depth asked for, before the forced-move extension: the probe compares that)
    let stored = best;
    if (stored >= WIN_BOUND) stored += ply;
    else if (stored <= -WIN_BOUND) stored -= ply;
    tt.store(klo, khi, stored, draft, best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT, bestIdx);
    return best;
  }
}

/**
 * Puts the moves 0..n-1 but `skip` (the hash move, already first) into order[from..n), highest
 * key first, moves of equal keys in list order (a stable insertion sort: deterministic). Returns n.
 */
function sortMoves(order: Int32Array, keys: Int32Array, n: number, skip: number, from: number): number {
  let m = from;
  for (let i = 0; i < n; i++) {
    if (i === skip) continue;
    const key = keys[i]!;
    let j = m - 1;
    while (j >= from && keys[order[j]!]! < key) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = i;
    m++;
  }
  return n;
}

/** from*32 + final square (used by killers and history). */
function moveSig(list: MoveList, i: number): number {
  return list.from(i) * 32 + list.to(i);
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** A search's limits, each of its type and range or left out, else an ArgumentError (once a search, not a node). */
function checkLimits(limits: SearchLimits | undefined, where: string): SearchLimits {
  const l = checkOptions(limits, where);
  const count = (name: 'depth' | 'nodes' | 'lines', min: number): void => {
    if (l[name] !== undefined) checkWhole(l[name], where, name, min);
  };
  count('depth', 0);
  count('nodes', 0);
  count('lines', 1);
  if (l.timeMs !== undefined && (typeof l.timeMs !== 'number' || Number.isNaN(l.timeMs) || l.timeMs < 0))
    throw typeof l.timeMs === 'number' ? outOfRange(where, `timeMs is a number from 0, not ${String(l.timeMs)}`, l.timeMs) : wrongType(where, 'timeMs as a number', l.timeMs);
  if (l.onIteration !== undefined && typeof l.onIteration !== 'function') throw wrongType(where, 'onIteration as a function', l.onIteration);
  if (l.fullWidth !== undefined && typeof l.fullWidth !== 'boolean') throw wrongType(where, 'fullWidth as true or false', l.fullWidth);
  if (l.history !== undefined) {
    if (!Array.isArray(l.history)) throw wrongType(where, 'history as a list of Positions', l.history);
    for (const p of l.history as unknown[]) checkPosition(p, where);
  }
  if (l.weights !== undefined) checkWeights(l.weights, where);
  return l;
}

/** Weights shaped as the engine's (every field of HAND_WEIGHTS, a number or a list of as many numbers). */
function checkWeights(weights: unknown, where: string): void {
  if (weights === null || typeof weights !== 'object') throw wrongType(where, "weights shaped as the engine's (engine/weights.ts)", weights);
  const w = weights as Record<string, unknown>;
  for (const [key, like] of Object.entries(HAND_WEIGHTS)) {
    const v = w[key];
    const fits = typeof like === 'number' ? typeof v === 'number' : Array.isArray(like) ? Array.isArray(v) && v.length === like.length && v.every((x) => typeof x === 'number') : true;
    if (!fits) throw wrongType(where, `weights shaped as the engine's (${key}: ${Array.isArray(like) ? `${like.length} numbers` : typeof like})`, v);
  }
}

let shared: Searcher | undefined;

/** Searches pos within the limits, as if nothing was searched before (a shared Searcher, cleared). */
export function search(pos: Position, limits: SearchLimits = {}): SearchResult {
  checkPosition(pos, 'search');
  limits = checkLimits(limits, 'search');
  shared ??= new Searcher();
  shared.clear();
  return shared.search(pos, limits);
}
