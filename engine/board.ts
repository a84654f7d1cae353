// The fast mutable board used by perft and search. Columns are bit stacks:
// for square s, h[s] is the height (0 = empty), bit i of col[s] is the colour of the piece at
// depth i counted from the BOTTOM (1 = black), bit i of king[s] is set for a king. The commander
// is bit h[s]-1. Taking a commander clears the top bit; a prisoner joins at the bottom by
// shifting left and setting bit 0. Height <= 24, so the stacks fit an Int32.
//
// Moves are generated into a MoveList (flat Int32Array):
//   data[off] = number of jumps n (0 = quiet move), data[off+1] = from,
//   then max(n,1) landing squares, then n jumped squares.
//
// Hash: a Zobrist hash over (square, depth from the bottom 0..23, piece) and the side to move,
// kept in two 32-bit halves (hashLo, hashHi) by make/unmake; sync() recomputes it. Position.hash()
// and the search's transposition table both use it.
import { checkWhole } from './argument-error.ts';
import { RAYS, isFarRank } from './squares.ts';
import type { VariantName } from './types.ts';
import { VARIANT_BY_CODE, VARIANT_RULES, knownVariant } from './variant.ts';

export const WHITE = 0;
export const BLACK = 1;
// The variants differ by switches, the variant table's (engine/variant.ts, docs/rules.md rule sets),
// copied into fields of the board when its variant is set and tested where the generator needs them:
//   a man captures backwards (menCaptureBackward; else menForward: captureFrom, the directions of a man)
//   a jumped square stays blocked to the end of the move, the Turkish strike (jumpedStaysBlocked: blockJumped)
//   the captured piece goes under the capturing column (takenGoesUnder); else single pieces removed at
//     the end of the move (singles: make() keeps masks only, the capture search reads the masks)
//   captures with the same start, end and taken set count once, the perft convention (foldsEqualCaptures)
//   kings fly (flyingKings; else shortKings: they step and jump one square)
//   promotion during a capture ends the move (promotionEndsMove; else the capture goes on as a king)
// and the board's shape: the squares off the board (offSquares: never empty for a step, never a
// landing square) and White's far rank (whiteFar). The codes are the table's.
export const V_RUSSIAN = VARIANT_RULES.russian.code;
export const V_LASCA = VARIANT_RULES.lasca.code;

/** The board's code of a variant (the table's); a name the engine does not know is a RangeError (never some rule set by default). */
export function variantCode(v: VariantName): number {
  return VARIANT_RULES[knownVariant(v, 'Board')].code;
}

// Flat rays: RAY_START[sq*4+d] .. RAY_START[sq*4+d] + RAY_LEN[sq*4+d]
const RAY_DATA = new Int8Array(32 * 4 * 7);
const RAY_START = new Int32Array(128);
const RAY_LEN = new Int32Array(128);
{
  let p = 0;
  for (let i = 0; i < 128; i++) {
    const r = RAYS[i]!;
    RAY_START[i] = p;
    RAY_LEN[i] = r.length;
    for (const s of r) RAY_DATA[p++] = s;
  }
}
// First and second square along each ray (-1 off the board): men's steps and jumps.
const NB1 = new Int8Array(128).fill(-1);
const NB2 = new Int8Array(128).fill(-1);
for (let i = 0; i < 128; i++) {
  if (RAY_LEN[i]! >= 1) NB1[i] = RAY_DATA[RAY_START[i]!]!;
  if (RAY_LEN[i]! >= 2) NB2[i] = RAY_DATA[RAY_START[i]! + 1]!;
}
// Bulk tests over all men at once. Along a direction, the offset to the next square (t - sq) and to
// the one after (l - sq) depend only on the row's parity, so the squares fall into a few classes
// per offset pair: JUMP_MASK[j] holds the squares whose (t - sq, l - sq) is ±(JUMP_DT[j], JUMP_DL[j])
// in some direction (a man there can capture when the enemy is on sq + dt and sq + dl is empty).
// STEP_MASK / STEP_DT: the same for one forward step, STEP_CLASSES entries per side.
// Built as lists, then kept in typed arrays: a mask with bit 31 or 30 set is no small integer
// to V8, and a list of them is read as boxed numbers in the generator's hottest test.
const jumpMask: number[] = [];
/** The offsets' sizes (the sign is the class's place: before JUMP_UP up, after it down). */
const jumpDt: number[] = [];
const jumpDl: number[] = [];
let JUMP_UP = 0;
const stepMask: number[] = [];
const stepDt: number[] = [];
let STEP_CLASSES = 0;
{
  const jumps = new Map<string, number>();
  for (let sq = 0; sq < 32; sq++)
    for (let d = 0; d < 4; d++) {
      const t = NB1[sq * 4 + d]!;
      const l = NB2[sq * 4 + d]!;
      if (l < 0) continue;
      const key = `${t - sq},${l - sq}`;
      jumps.set(key, (jumps.get(key) ?? 0) | (1 << sq));
    }
  // the classes that jump towards higher squares first (JUMP_UP of them: shifts right), then the
  // others (shifts left), so the bulk test has no test of a shift's direction
  const classes = [...jumps].map(([key, mask]) => [...key.split(',').map(Number), mask] as [number, number, number]);
  classes.sort((a, b) => Number(b[0] > 0) - Number(a[0] > 0));
  for (const [dt, dl, mask] of classes) {
    if (dt > 0 !== dl > 0) throw new Error('board tables: a jump class with its two offsets of opposite signs');
    jumpDt.push(dt > 0 ? dt : -dt);
    jumpDl.push(dl > 0 ? dl : -dl);
    jumpMask.push(mask);
  }
  JUMP_UP = classes.filter((c) => c[0] > 0).length;
  const steps: Map<number, number>[] = [new Map<number, number>(), new Map<number, number>()];
  for (const side of [WHITE, BLACK])
    for (let sq = 0; sq < 32; sq++)
      for (let d = side === WHITE ? 0 : 2; d < (side === WHITE ? 2 : 4); d++) {
        const t = NB1[sq * 4 + d]!;
        if (t < 0) continue;
        const m = steps[side]!;
        if (((m.get(t - sq) ?? 0) >>> sq) & 1) throw new Error('board tables: two steps with one offset');
        m.set(t - sq, (m.get(t - sq) ?? 0) | (1 << sq));
      }
  STEP_CLASSES = Math.max(steps[0]!.size, steps[1]!.size);
  for (const side of [WHITE, BLACK]) {
    const entries = [...steps[side]!];
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

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

// Zobrist keys: per (square, depth from the bottom 0..23, piece 0..3), two 32-bit halves.
// Index (sq * 24 + depth) * 4 + piece, piece = black << 1 | king; the last entry is the side to move.
export const MAX_HEIGHT = 24;
const ZOB_LO = new Int32Array(32 * MAX_HEIGHT * 4 + 1);
const ZOB_HI = new Int32Array(32 * MAX_HEIGHT * 4 + 1);
const ZOB_TURN = 32 * MAX_HEIGHT * 4;
{
  // murmur3's finalizer over a counter: not linear over GF(2). (xorshift32 is: its consecutive
  // outputs as the two halves made the high half a linear function of the low one, and every
  // hash a 32-bit one.)
  let s = 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) | 0;
    let z = Math.imul(s ^ (s >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return z ^ (z >>> 16);
  };
  for (let i = 0; i < ZOB_LO.length; i++) {
    ZOB_LO[i] = next();
    ZOB_HI[i] = next();
  }
}

/**
 * Compact board state (what Position keeps): cells, a plain array of 96 small integers (col at
 * 0..31, king at 32..63, h at 64..95), and meta, an Int32Array of 5: the commander masks wTop,
 * bTop, kTop and the hash halves hashLo, hashHi. (Plain arrays and tiny typed arrays live on the
 * JS heap; a typed array of 96 would need an off-heap buffer, ten times dearer to make.)
 */
export const CELLS = 96;
export const S_KING = 32;
export const S_H = 64;
const M_WTOP = 0;
const M_BTOP = 1;
const M_KTOP = 2;
export const M_HLO = 3;
export const M_HHI = 4;
/** Board.maskUndo's integers a move made: wTop, bTop, kTop, hashLo, hashHi and tall as they were. */
const UNDO_INTS = 6;

/** The meta part (masks and hash) of cells whose side to move is turn (0 white, 1 black). */
export function stateMeta(s: readonly number[], turn: number): Int32Array {
  let w = 0;
  let b = 0;
  let k = 0;
  let lo = 0;
  let hi = 0;
  for (let sq = 0; sq < 32; sq++) {
    const n = s[S_H + sq]!;
    if (n === 0) continue;
    const c = s[sq]!;
    const kk = s[S_KING + sq]!;
    const bit = 1 << sq;
    if ((c >>> (n - 1)) & 1) b |= bit;
    else w |= bit;
    if ((kk >>> (n - 1)) & 1) k |= bit;
    const base = sq * (MAX_HEIGHT * 4);
    for (let d = 0; d < n; d++) {
      const idx = base + d * 4 + ((((c >>> d) & 1) << 1) | ((kk >>> d) & 1));
      lo ^= ZOB_LO[idx]!;
      hi ^= ZOB_HI[idx]!;
    }
  }
  if (turn !== WHITE) {
    lo ^= ZOB_LO[ZOB_TURN]!;
    hi ^= ZOB_HI[ZOB_TURN]!;
  }
  const m = new Int32Array(5);
  m[M_WTOP] = w;
  m[M_BTOP] = b;
  m[M_KTOP] = k;
  m[M_HLO] = lo;
  m[M_HHI] = hi;
  return m;
}

/** The squares of h (heights) holding two pieces or more. */
function tallMask(h: Int32Array): number {
  let m = 0;
  for (let sq = 0; sq < 32; sq++) if (h[sq]! > 1) m |= 1 << sq;
  return m;
}

/** A growable-enough flat list of encoded moves. */
export class MoveList {
  data: Int32Array;
  offs: Int32Array;
  masks: Int32Array; // captured-square mask (used to de-duplicate russian captures)
  count = 0;
  used = 0;
  constructor(capacity = 1 << 14, maxMoves = 1 << 11) {
    this.data = new Int32Array(capacity);
    this.offs = new Int32Array(maxMoves);
    this.masks = new Int32Array(maxMoves);
  }
  clear(): void {
    this.count = 0;
    this.used = 0;
  }
  /** Room for `extra` more integers of moves and `moves` more moves. */
  ensure(extra: number, moves = 1): void {
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
  jumps(i: number): number {
    return this.data[this.offs[i]!]!;
  }
  from(i: number): number {
    return this.data[this.offs[i]! + 1]!;
  }
  /** Final square of move i. */
  to(i: number): number {
    const o = this.offs[i]!;
    const n = this.data[o]!;
    return this.data[o + 1 + (n === 0 ? 1 : n)]!;
  }
}

export class Board {
  /**
   * The columns, square by square. In russian (single pieces) make() and unmake() keep only the
   * commander masks: the arrays hold the position loaded last, and saveCells() and clone() read
   * the masks (the search makes millions of moves; the arrays cost a fifth of each).
   */
  readonly col = new Int32Array(32);
  readonly king = new Int32Array(32);
  readonly h = new Int32Array(32);
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
  private maskUndo = new Int32Array(UNDO_INTS * 64);
  turn = WHITE;
  private code = VARIANT_RULES.bashni.code;
  /** When false, russian captures with the same from, to and captured set are all kept. */
  dedupe = true;

  // capture search scratch
  private readonly pathStack = new Int32Array(64);
  private readonly jumpStack = new Int32Array(64);
  private blocked = 0;
  private side = 0;
  // the capture search's switches, set with the variant (one test each per jump, not a chain of compares)
  /** A man captures forward only (bashni-forward, lasca). */
  private menForward = false;
  /** A jumped square stays blocked to the end of the move (bashni-turkish, russian, lasca). */
  private blockJumped = false;
  /** Kings step and jump one square (lasca). */
  private shortKings = false;
  /** Promotion during a capture ends the move (lasca). */
  private promotionEnds = false;
  /** Single pieces: a captured piece is removed, make() keeps the masks only (russian). */
  private singles = false;
  /** Captures with the same start, end and taken set are one move (russian). */
  private foldsEqual = false;
  /** The squares off the board, a bit each (lasca's rank 8 and file h). */
  private off = 0;
  /** White's far-rank bound (isFarRank). */
  private whiteFar = VARIANT_RULES.bashni.whiteFar;
  private origin = 0;
  private out: MoveList = new MoveList(16, 1);
  // undo stack: records of (sq, col, king, h), and per make the record count
  private undoData = new Int32Array(4 * 256);
  private undoTop = 0;
  private undoMarks = new Int32Array(64);
  private undoDepth = 0;

  constructor(variant: VariantName | number = 'bashni') {
    this.variant = typeof variant === 'number' ? variant : variantCode(variant);
  }

  /** The variant's code (variantCode); setting it sets the capture search's switches, once rather than per generation. */
  get variant(): number {
    return this.code;
  }

  set variant(v: number) {
    const rules = VARIANT_BY_CODE[v];
    if (rules === undefined) throw new RangeError(`Board: unknown variant code ${v}`);
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

  clone(): Board {
    const b = new Board(this.variant);
    const s = this.saveCells();
    for (let sq = 0; sq < 32; sq++) {
      b.col[sq] = s[sq]!;
      b.king[sq] = s[S_KING + sq]!;
      b.h[sq] = s[S_H + sq]!;
    }
    b.turn = this.turn;
    b.dedupe = this.dedupe;
    b.sync();
    return b;
  }

  /** Recomputes the commander masks and the hash from the arrays (stateMeta). */
  sync(): void {
    const m = stateMeta(this.arrayCells(), this.turn);
    this.wTop = m[M_WTOP]!;
    this.bTop = m[M_BTOP]!;
    this.kTop = m[M_KTOP]!;
    this.hashLo = m[M_HLO]!;
    this.hashHi = m[M_HHI]!;
    this.tall = tallMask(this.h);
  }

  /** The hash computed from scratch (hashLo / hashHi are kept incrementally). */
  computeHash(): { lo: number; hi: number } {
    const m = stateMeta(this.saveCells(), this.turn);
    return { lo: m[M_HLO]!, hi: m[M_HHI]! };
  }

  /** A 53-bit number key from the hash (for Map-based tables). */
  hash53(): number {
    return (this.hashHi & 0x1fffff) * 4294967296 + (this.hashLo >>> 0);
  }

  /** Loads a compact state (see CELLS); clears the undo stack. */
  loadState(s: readonly number[], meta: Int32Array, turn: number): void {
    const col = this.col;
    const king = this.king;
    const h = this.h;
    for (let sq = 0; sq < 32; sq++) {
      col[sq] = s[sq]!;
      king[sq] = s[S_KING + sq]!;
      h[sq] = s[S_H + sq]!;
    }
    this.wTop = meta[M_WTOP]!;
    this.bTop = meta[M_BTOP]!;
    this.kTop = meta[M_KTOP]!;
    this.hashLo = meta[M_HLO]!;
    this.hashHi = meta[M_HHI]!;
    this.tall = tallMask(h);
    this.turn = turn;
    this.undoTop = 0;
    this.undoDepth = 0;
  }

  /** Forgets the undo stack: the current position becomes the one unmake() cannot go behind. */
  clearUndo(): void {
    this.undoTop = 0;
    this.undoDepth = 0;
  }

  /** The cells of the compact state (a new array). */
  saveCells(): number[] {
    if (!this.singles) return this.arrayCells();
    // single pieces: the masks are the position (make() keeps no arrays)
    const s: number[] = new Array<number>(CELLS);
    const occ = this.wTop | this.bTop;
    for (let sq = 0; sq < 32; sq++) {
      s[sq] = (this.bTop >>> sq) & 1;
      s[S_KING + sq] = (this.kTop >>> sq) & 1;
      s[S_H + sq] = (occ >>> sq) & 1;
    }
    return s;
  }

  /** The cells as the arrays hold them. */
  private arrayCells(): number[] {
    const s: number[] = new Array<number>(CELLS);
    const col = this.col;
    const king = this.king;
    const h = this.h;
    for (let sq = 0; sq < 32; sq++) {
      s[sq] = col[sq]!;
      s[S_KING + sq] = king[sq]!;
      s[S_H + sq] = h[sq]!;
    }
    return s;
  }

  /** The meta part of the compact state: masks and hash (a new array). */
  saveMeta(): Int32Array {
    const m = new Int32Array(5);
    m[M_WTOP] = this.wTop;
    m[M_BTOP] = this.bTop;
    m[M_KTOP] = this.kTop;
    m[M_HLO] = this.hashLo;
    m[M_HHI] = this.hashHi;
    return m;
  }

  private refresh(sq: number): void {
    const bit = 1 << sq;
    const hs = this.h[sq]!;
    this.wTop &= ~bit;
    this.bTop &= ~bit;
    this.kTop &= ~bit;
    this.tall = hs > 1 ? this.tall | bit : this.tall & ~bit;
    if (hs === 0) return;
    if ((this.col[sq]! >>> (hs - 1)) & 1) this.bTop |= bit;
    else this.wTop |= bit;
    if ((this.king[sq]! >>> (hs - 1)) & 1) this.kTop |= bit;
  }

  /** Generates every legal move of the side to move into list (cleared first). Returns the count. */
  generate(list: MoveList): number {
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
  countMoves(): number {
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

  private counting = false;
  /** While counting: russian's captures of two jumps or more are kept (seenEnds, seenTaken) to count each once. */
  private dedupeCounting = false;
  private seenEnds = new Int32Array(64);
  private seenTaken = new Int32Array(64);
  private seenCount = 0;
  private count = 0;
  private readonly own = new Int32Array(32);

  private gen(): number {
    const side = this.turn;
    this.side = side;
    // own columns, empty and enemy masks from the commander masks
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
    // room for every quiet move at once (a piece has at most 13: a king on the long diagonal)
    this.out.ensure(3 * 13 * nOwn, 13 * nOwn);
    // quiet moves
    const d0 = side === WHITE ? 0 : 2;
    for (let i = 0; i < nOwn; i++) {
      const sq = own[i]!;
      if (((kings >>> sq) & 1) === 1 && !shortKings) {
        for (let d = 0; d < 4; d++) {
          const ri = sq * 4 + d;
          const start = RAY_START[ri]!;
          const end = start + RAY_LEN[ri]!;
          for (let p = start; p < end; p++) {
            const t = RAY_DATA[p]!;
            if (((empty >>> t) & 1) === 0) break;
            this.emitQuiet(sq, t);
          }
        }
      } else {
        const k = shortKings && ((kings >>> sq) & 1) === 1;
        for (let d = k ? 0 : d0, dEnd = k ? 4 : d0 + 2; d < dEnd; d++) {
          const t = NB1[sq * 4 + d]!;
          if (t >= 0 && ((empty >>> t) & 1) === 1) this.emitQuiet(sq, t);
        }
      }
    }
    return this.out.count;
  }

  /**
   * Whether the side to move has a capture, without listing any: the search's test of a quiet
   * leaf (captures are mandatory, so a leaf with one is searched on). Stops at the first jump.
   */
  hasCapture(): boolean {
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
  hasQuietMove(): boolean {
    const side = this.turn;
    const ownMask = side === WHITE ? this.wTop : this.bTop;
    const empty = ~(ownMask | (side === WHITE ? this.bTop : this.wTop) | this.off);
    const kings = this.kTop & ownMask;
    const men = ownMask & ~kings;
    for (let j = side * STEP_CLASSES, end = j + STEP_CLASSES; j < end; j++) {
      const dt = STEP_DT[j]!;
      if ((men & STEP_MASK[j]! & (dt > 0 ? empty >>> dt : empty << -dt)) !== 0) return true;
    }
    for (let m = kings; m !== 0; m &= m - 1) {
      const sq = 31 - Math.clz32(m & -m);
      for (let d = 0; d < 4; d++) {
        const t = NB1[sq * 4 + d]!;
        if (t >= 0 && ((empty >>> t) & 1) === 1) return true;
      }
    }
    return false;
  }

  /**
   * Whether the step `from`-`to` is a legal move here: the side to move has no capture (captures
   * are mandatory), its column stands on `from`, and it may step to the empty `to` (a man one
   * square forward, a king along a free diagonal, one square where kings do not fly). The same
   * moves gen() lists as quiet, asked for one without listing them all: a reader that plays long
   * records move by move (records/main-line-walk.ts) asks it for most moves. make() plays it as
   * the move data `[0, from, to]`.
   */
  isQuietMove(from: number, to: number): boolean {
    const side = this.turn;
    const own = side === WHITE ? this.wTop : this.bTop;
    const empty = ~(own | (side === WHITE ? this.bTop : this.wTop) | this.off);
    if (from < 0 || from > 31 || to < 0 || to > 31 || ((own >>> from) & 1) === 0 || ((empty >>> to) & 1) === 0) return false;
    let steps = false;
    if (((this.kTop >>> from) & 1) === 1 && !this.shortKings) {
      for (let d = 0; d < 4 && !steps; d++) {
        const ri = from * 4 + d;
        for (let p = RAY_START[ri]!, end = p + RAY_LEN[ri]!; p < end; p++) {
          const t = RAY_DATA[p]!;
          if (((empty >>> t) & 1) === 0) break;
          if (t === to) {
            steps = true;
            break;
          }
        }
      }
    } else {
      const king = ((this.kTop >>> from) & 1) === 1;
      const d0 = king ? 0 : side === WHITE ? 0 : 2;
      for (let d = d0, dEnd = king ? 4 : d0 + 2; d < dEnd; d++) if (NB1[from * 4 + d] === to) steps = true;
    }
    return steps && !this.hasCapture();
  }

  /** When set, captureFrom() answers at the first possible jump and lists nothing (hasCapture). */
  private probing = false;

  /** Runs the capture search from every column that may capture; true when any capture exists. */
  private captures(ownMask: number, kings: number, enemy: number, empty: number, off: number): boolean {
    const h = this.h;
    // men that may capture: an adjacent enemy with an empty square behind (all men at once)
    let jumpers = 0;
    for (let j = 0; j < JUMP_UP; j++) jumpers |= JUMP_MASK[j]! & (enemy >>> JUMP_DT[j]!) & (empty >>> JUMP_DL[j]!);
    for (let j = JUMP_UP; j < JUMP_CLASSES; j++) jumpers |= JUMP_MASK[j]! & (enemy << JUMP_DT[j]!) & (empty << JUMP_DL[j]!);
    let found = false;
    if (this.singles) {
      // single pieces, read from the masks (make() keeps no arrays in russian)
      this.enemy = enemy;
      for (let m = (ownMask & ~kings & jumpers) | kings; m !== 0; m &= m - 1) {
        const sq = 31 - Math.clz32(m & -m);
        // the origin counts as empty during the capture
        this.occ = (ownMask | enemy) & ~(1 << sq);
        this.origin = sq;
        this.blocked = 0;
        if (((kings >>> sq) & 1) === 1 ? this.singleKingCapture(sq, 0) : this.singleManCapture(sq, 0)) found = true;
        if (found && this.probing) return true;
      }
      return found;
    }
    for (let m = (ownMask & ~kings & jumpers) | kings; m !== 0; m &= m - 1) {
      const sq = 31 - Math.clz32(m & -m);
      const isKing = ((kings >>> sq) & 1) === 1;
      const hs = h[sq]!;
      // the origin counts as empty during the capture
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
  private emitQuiet(from: number, to: number): void {
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

  private emitCapture(n: number): void {
    if (this.counting) {
      // one jump is one path (a man's or a king's start and landing square fix the jumped piece):
      // only longer captures can repeat another's start, end and taken set
      if (this.dedupeCounting && n >= 2) {
        const ends = this.origin * 32 + this.pathStack[n - 1]!;
        let taken = 0;
        for (let i = 0; i < n; i++) taken |= 1 << this.jumpStack[i]!;
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
      d[o + 2 + i] = this.pathStack[i]!;
      const j = this.jumpStack[i]!;
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
  private captureFrom(cur: number, isKing: boolean, last: number, depth: number): boolean {
    const h = this.h;
    const col = this.col;
    const king = this.king;
    const side = this.side;
    let any = false;
    // directions 0, 1 are White's forward, 2, 3 Black's; a man of bashni-forward or lasca jumps forward only
    const forwardOnly = this.menForward && !isKing;
    const dLo = forwardOnly ? side << 1 : 0;
    const dHi = forwardOnly ? dLo + 2 : 4;
    // a short king (lasca) jumps like a man: the square next to it, landing on the one behind
    const flying = isKing && !this.shortKings;
    for (let d = dLo; d < dHi; d++) {
      const ri = cur * 4 + d;
      const start = RAY_START[ri]!;
      const end = start + RAY_LEN[ri]!;
      let p = start;
      if (flying) {
        while (p < end && h[RAY_DATA[p]!] === 0 && ((this.blocked >>> RAY_DATA[p]!) & 1) === 0) p++;
      }
      if (p + 1 >= end) continue;
      const t = RAY_DATA[p]!;
      const ht = h[t]!;
      if (ht === 0 || t === last || ((this.blocked >>> t) & 1) === 1) continue;
      const ct = col[t]!;
      if (((ct >>> (ht - 1)) & 1) === side) continue;
      // landing squares
      let q = p + 1;
      const first = q;
      const lim = flying ? end : p + 2;
      while (q < lim) {
        const l = RAY_DATA[q]!;
        if (h[l] !== 0 || ((this.blocked >>> l) & 1) === 1) break;
        q++;
      }
      if (q === first) continue;
      if (this.probing) return true;
      any = true;
      // make the jump
      const kt = king[t]!;
      const bit = 1 << (ht - 1);
      col[t] = ct & ~bit;
      king[t] = kt & ~bit;
      h[t] = ht - 1;
      const savedBlocked = this.blocked;
      if (this.blockJumped) this.blocked |= 1 << t;
      this.jumpStack[depth] = t;
      let continued = false;
      for (let r = first; r < q; r++) {
        const l = RAY_DATA[r]!;
        this.pathStack[depth] = l;
        let nk = isKing;
        if (!isKing && isFarRank(l, side, this.whiteFar)) {
          if (this.promotionEnds) {
            // promotion ends a lasca move (one landing square: a man's jump is short)
            this.emitCapture(depth + 1);
            continued = true;
            continue;
          }
          nk = true;
        }
        if (nk ? this.captureFrom(l, true, t, depth + 1) : this.manCaptureFrom(l, t, depth + 1)) continued = true;
      }
      if (!continued) {
        // no landing square allows a further capture: each one ends a move
        for (let r = first; r < q; r++) {
          this.pathStack[depth] = RAY_DATA[r]!;
          this.emitCapture(depth + 1);
        }
      }
      // unmake the jump
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
  private manCaptureFrom(cur: number, last: number, depth: number): boolean {
    const h = this.h;
    const col = this.col;
    const king = this.king;
    const side = this.side;
    let any = false;
    const dLo = this.menForward ? side << 1 : 0;
    const dHi = this.menForward ? dLo + 2 : 4;
    for (let d = dLo; d < dHi; d++) {
      const l = NB2[cur * 4 + d]!;
      if (l < 0) continue;
      const t = NB1[cur * 4 + d]!;
      const ht = h[t]!;
      const blocked = this.blocked;
      if (ht === 0 || t === last || ((blocked >>> t) & 1) === 1) continue;
      const ct = col[t]!;
      if (((ct >>> (ht - 1)) & 1) === side) continue;
      if (h[l] !== 0 || ((blocked >>> l) & 1) === 1) continue;
      if (this.probing) return true;
      any = true;
      // make the jump
      const kt = king[t]!;
      const bit = 1 << (ht - 1);
      col[t] = ct & ~bit;
      king[t] = kt & ~bit;
      h[t] = ht - 1;
      if (this.blockJumped) this.blocked = blocked | (1 << t);
      this.jumpStack[depth] = t;
      this.pathStack[depth] = l;
      let continued: boolean;
      if (isFarRank(l, side, this.whiteFar)) {
        // promotion ends a lasca move; elsewhere the capture goes on as a king
        continued = !this.promotionEnds && this.captureFrom(l, true, t, depth + 1);
      } else continued = this.manCaptureFrom(l, t, depth + 1);
      if (!continued) this.emitCapture(depth + 1);
      // unmake the jump
      this.blocked = blocked;
      col[t] = ct;
      king[t] = kt;
      h[t] = ht;
    }
    return any;
  }

  /** The russian capture search's masks: the enemy's pieces, and every piece but the capturer. */
  private enemy = 0;
  private occ = 0;

  /**
   * manCaptureFrom for single pieces (russian), over masks: a jumped piece stays on its square
   * to the end of the move (occupied and blocked), so the occupied mask answers for both.
   */
  private singleManCapture(cur: number, depth: number): boolean {
    let any = false;
    for (let d = 0; d < 4; d++) {
      const l = NB2[cur * 4 + d]!;
      if (l < 0) continue;
      const t = NB1[cur * 4 + d]!;
      const blocked = this.blocked;
      if ((((this.enemy & ~blocked) >>> t) & 1) === 0 || ((this.occ >>> l) & 1) === 1) continue;
      if (this.probing) return true;
      any = true;
      this.blocked = blocked | (1 << t);
      this.jumpStack[depth] = t;
      this.pathStack[depth] = l;
      const continued = isFarRank(l, this.side, this.whiteFar) ? this.singleKingCapture(l, depth + 1) : this.singleManCapture(l, depth + 1);
      if (!continued) this.emitCapture(depth + 1);
      this.blocked = blocked;
    }
    return any;
  }

  /** captureFrom for a flying king of single pieces (russian), over masks (the square jumped last is blocked). */
  private singleKingCapture(cur: number, depth: number): boolean {
    const occ = this.occ;
    let any = false;
    for (let d = 0; d < 4; d++) {
      const ri = cur * 4 + d;
      const end = RAY_START[ri]! + RAY_LEN[ri]!;
      let p = RAY_START[ri]!;
      while (p < end && ((occ >>> RAY_DATA[p]!) & 1) === 0) p++;
      if (p + 1 >= end) continue;
      const t = RAY_DATA[p]!;
      const blocked = this.blocked;
      if ((((this.enemy & ~blocked) >>> t) & 1) === 0) continue;
      let q = p + 1;
      const first = q;
      while (q < end && ((occ >>> RAY_DATA[q]!) & 1) === 0) q++;
      if (q === first) continue;
      if (this.probing) return true;
      any = true;
      this.blocked = blocked | (1 << t);
      this.jumpStack[depth] = t;
      let continued = false;
      for (let r = first; r < q; r++) {
        this.pathStack[depth] = RAY_DATA[r]!;
        if (this.singleKingCapture(RAY_DATA[r]!, depth + 1)) continued = true;
      }
      if (!continued)
        for (let r = first; r < q; r++) {
          this.pathStack[depth] = RAY_DATA[r]!;
          this.emitCapture(depth + 1);
        }
      this.blocked = blocked;
    }
    return any;
  }

  private dedupeCaptures(list: MoveList): void {
    let w = 0;
    for (let i = 0; i < list.count; i++) {
      const fi = list.from(i);
      const ti = list.to(i);
      const mi = list.masks[i]!;
      let dup = false;
      for (let j = 0; j < w; j++) {
        if (list.masks[j] === mi && list.from(j) === fi && list.to(j) === ti) {
          dup = true;
          break;
        }
      }
      if (!dup) {
        list.offs[w] = list.offs[i]!;
        list.masks[w] = mi;
        w++;
      }
    }
    list.count = w;
  }

  private push(sq: number): void {
    const u = this.undoTop;
    const ud = this.undoData;
    ud[u] = sq;
    ud[u + 1] = this.col[sq]!;
    ud[u + 2] = this.king[sq]!;
    ud[u + 3] = this.h[sq]!;
    this.undoTop = u + 4;
  }

  private grow(n: number): void {
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
  private hashColumn(sq: number, c: number, k: number, n: number): void {
    const base = sq * (MAX_HEIGHT * 4);
    for (let d = 0; d < n; d++) {
      const idx = base + d * 4 + ((((c >>> d) & 1) << 1) | ((k >>> d) & 1));
      this.hashLo ^= ZOB_LO[idx]!;
      this.hashHi ^= ZOB_HI[idx]!;
    }
  }

  /** Plays the move encoded at data[off] (as generate() writes it). Undo with unmake(). */
  make(data: Int32Array, off: number): void {
    const n = data[off]!;
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
    const from = data[off + 1]!;
    const side = this.turn;
    let mc = col[from]!;
    let mk = king[from]!;
    let mh = h[from]!;
    // hash: the moving column leaves its square (every piece), then comes back whole on `to`
    const hashing = this.hashing;
    if (hashing) {
      this.hashLo ^= ZOB_LO[ZOB_TURN]!;
      this.hashHi ^= ZOB_HI[ZOB_TURN]!;
      this.hashColumn(from, mc, mk, mh);
    }
    this.push(from);
    col[from] = 0;
    king[from] = 0;
    h[from] = 0;
    if (n === 0) {
      // a quiet move (most of the moves made): the column steps to an empty square, and the
      // commander masks move one bit rather than being read again from the columns
      const to = data[off + 2]!;
      const wasKing = (mk >>> (mh - 1)) & 1;
      const crowned = wasKing === 0 && isFarRank(to, side, this.whiteFar);
      if (crowned) mk |= 1 << (mh - 1);
      this.push(to);
      col[to] = mc;
      king[to] = mk;
      h[to] = mh;
      if (hashing) this.hashColumn(to, mc, mk, mh);
      const fromBit = 1 << from;
      const toBit = 1 << to;
      if (side === WHITE) this.wTop = (this.wTop & ~fromBit) | toBit;
      else this.bTop = (this.bTop & ~fromBit) | toBit;
      this.kTop &= ~fromBit;
      if (wasKing === 1 || crowned) this.kTop |= toBit;
      if (mh > 1) this.tall = (this.tall & ~fromBit) | toBit;
      this.turn = side ^ 1;
      return;
    }
    let promote = false;
    const isMan = ((mk >>> (mh - 1)) & 1) === 0;
    const steps = n === 0 ? 1 : n;
    for (let i = 0; i < n; i++) {
      const t = data[off + 2 + n + i]!;
      this.push(t);
      const ht = h[t]!;
      const ct = col[t]!;
      const kt = king[t]!;
      const bit = 1 << (ht - 1);
      const c = (ct >>> (ht - 1)) & 1;
      const k = (kt >>> (ht - 1)) & 1;
      if (hashing) {
        const idx = t * (MAX_HEIGHT * 4) + (ht - 1) * 4 + ((c << 1) | k);
        this.hashLo ^= ZOB_LO[idx]!;
        this.hashHi ^= ZOB_HI[idx]!;
      }
      col[t] = ct & ~bit;
      king[t] = kt & ~bit;
      h[t] = ht - 1;
      mc = (mc << 1) | c;
      mk = (mk << 1) | k;
      mh++;
    }
    if (isMan) {
      const whiteFar = this.whiteFar;
      for (let i = 0; i < steps; i++) {
        const l = data[off + 2 + i]!;
        if (isFarRank(l, side, whiteFar)) {
          promote = true;
          break;
        }
      }
      if (promote) mk |= 1 << (mh - 1);
    }
    const to = data[off + 1 + steps]!;
    this.push(to);
    col[to] = mc;
    king[to] = mk;
    h[to] = mh;
    if (hashing) this.hashColumn(to, mc, mk, mh);
    // the commander masks: every touched square
    const ud = this.undoData;
    for (let u = mark; u < this.undoTop; u += 4) this.refresh(ud[u]!);
    this.turn = side ^ 1;
  }

  /**
   * make() for single pieces (russian): the masks and the hash only (unmake() restores both from
   * maskUndo; no undo records). The hash is the columns' of height one: (square, depth 0, piece).
   */
  private makeSingle(data: Int32Array, off: number): void {
    const n = data[off]!;
    const from = data[off + 1]!;
    const side = this.turn;
    const steps = n === 0 ? 1 : n;
    const to = data[off + 1 + steps]!;
    const wasKing = (this.kTop >>> from) & 1;
    let king = wasKing;
    if (wasKing === 0)
      for (let i = 0; i < steps; i++)
        if (isFarRank(data[off + 2 + i]!, side, this.whiteFar)) {
          king = 1;
          break;
        }
    let taken = 0;
    for (let i = 0; i < n; i++) taken |= 1 << data[off + 2 + n + i]!;
    if (this.hashing) {
      let lo = this.hashLo ^ ZOB_LO[ZOB_TURN]!;
      let hi = this.hashHi ^ ZOB_HI[ZOB_TURN]!;
      const fromIdx = from * (MAX_HEIGHT * 4) + ((side << 1) | wasKing);
      const toIdx = to * (MAX_HEIGHT * 4) + ((side << 1) | king);
      lo ^= ZOB_LO[fromIdx]! ^ ZOB_LO[toIdx]!;
      hi ^= ZOB_HI[fromIdx]! ^ ZOB_HI[toIdx]!;
      const enemyColour = (side ^ 1) << 1;
      for (let m = taken; m !== 0; m &= m - 1) {
        const t = 31 - Math.clz32(m & -m);
        const idx = t * (MAX_HEIGHT * 4) + (enemyColour | ((this.kTop >>> t) & 1));
        lo ^= ZOB_LO[idx]!;
        hi ^= ZOB_HI[idx]!;
      }
      this.hashLo = lo;
      this.hashHi = hi;
    }
    const fromBit = 1 << from;
    const toBit = 1 << to;
    if (side === WHITE) {
      this.wTop = (this.wTop & ~fromBit) | toBit;
      this.bTop &= ~taken;
    } else {
      this.bTop = (this.bTop & ~fromBit) | toBit;
      this.wTop &= ~taken;
    }
    this.kTop = (this.kTop & ~fromBit & ~taken) | (king << to);
    this.turn = side ^ 1;
  }

  unmake(): void {
    const depth = --this.undoDepth;
    const mark = this.undoMarks[depth]!;
    const mu = this.maskUndo;
    this.wTop = mu[UNDO_INTS * depth]!;
    this.bTop = mu[UNDO_INTS * depth + 1]!;
    this.kTop = mu[UNDO_INTS * depth + 2]!;
    this.hashLo = mu[UNDO_INTS * depth + 3]!;
    this.hashHi = mu[UNDO_INTS * depth + 4]!;
    this.tall = mu[UNDO_INTS * depth + 5]!;
    const ud = this.undoData;
    const col = this.col;
    const king = this.king;
    const h = this.h;
    for (let u = this.undoTop - 4; u >= mark; u -= 4) {
      const sq = ud[u]!;
      col[sq] = ud[u + 1]!;
      king[sq] = ud[u + 2]!;
      h[sq] = ud[u + 3]!;
    }
    this.undoTop = mark;
    this.turn ^= 1;
  }

  /** The table of the perft running (perft's argument), else undefined. */
  private perftTable: PerftTable | undefined;

  /**
   * Leaf count at depth (bulk counting at depth 1). lists are per-ply scratch lists. With a
   * table, the counts of subtrees two or more plies deep are kept and read back by position.
   */
  perft(depth: number, lists: MoveList[] = makeLists(depth), table?: PerftTable): number {
    if (depth === 0) return 1;
    const hashing = this.hashing;
    // counting without a table needs no hash; unmake() restores it either way
    this.hashing = table !== undefined;
    this.perftTable = table?.bind(this.code * 2 + (this.dedupe ? 1 : 0));
    try {
      return this.perftNode(depth, lists, 0);
    } finally {
      this.hashing = hashing;
      this.perftTable = undefined;
    }
  }

  private perftNode(depth: number, lists: MoveList[], ply: number): number {
    if (depth === 1) return this.countMoves();
    const table = this.perftTable;
    const hashLo = this.hashLo;
    const hashHi = this.hashHi;
    if (table !== undefined) {
      const known = table.get(hashLo, hashHi, depth);
      if (known >= 0) return known;
    }
    const list = lists[ply]!;
    const n = this.generate(list);
    let total = 0;
    const data = list.data;
    if (this.capturing) {
      for (let i = 0; i < n; i++) {
        this.make(data, list.offs[i]!);
        total += this.perftNode(depth - 1, lists, ply + 1);
        this.unmake();
      }
      table?.set(hashLo, hashHi, depth, total);
      return total;
    }
    // quiet moves (most of the tree) made and taken back in place: a column steps to an empty
    // square and back, the masks kept in locals, no undo record and no hash (perft needs none);
    // an empty square holds 0 in col and king (make and the capture search clear what they empty);
    // in russian only the masks (make() keeps no arrays there); the tall mask is left as it is (nothing counting reads it)
    const single = this.singles;
    const col = this.col;
    const king = this.king;
    const h = this.h;
    const side = this.turn;
    const wTop = this.wTop;
    const bTop = this.bTop;
    const kTop = this.kTop;
    for (let i = 0; i < n; i++) {
      const off = list.offs[i]!;
      const from = data[off + 1]!;
      const to = data[off + 2]!;
      const mc = single ? side : col[from]!;
      const mk = single ? (kTop >>> from) & 1 : king[from]!;
      const mh = single ? 1 : h[from]!;
      const top = 1 << (mh - 1);
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
      if (side === WHITE) this.wTop = (wTop & ~fromBit) | toBit;
      else this.bTop = (bTop & ~fromBit) | toBit;
      this.kTop = kingAfter ? (kTop & ~fromBit) | toBit : kTop & ~fromBit;
      this.turn = side ^ 1;
      if (table !== undefined) {
        this.hashLo = hashLo ^ ZOB_LO[ZOB_TURN]!;
        this.hashHi = hashHi ^ ZOB_HI[ZOB_TURN]!;
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

/**
 * Perft's transposition table: the leaf count below a position (its 64-bit hash) at a depth, so
 * a position that several move orders reach is counted once, as perft programs do. Buckets of two
 * entries: the deeper count (more work saved) and the latest one. It holds the counts of one
 * variant and de-duplication setting: a perft of another empties it.
 */
export class PerftTable {
  private readonly mask: number;
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  /** The entry's depth, 0 for none (depth 1 is counted, not stored). */
  private readonly depth: Uint8Array;
  private readonly count: Float64Array;
  private owner = -1;

  /** 2^bits entries of 17 bytes, bits 1 to 28 (the default, 20, is 17 MB). */
  constructor(bits = 20) {
    checkWhole(bits, 'PerftTable', 'bits', 1, 28);
    const size = 2 ** bits;
    this.mask = (size - 1) & ~1;
    this.lo = new Int32Array(size);
    this.hi = new Int32Array(size);
    this.depth = new Uint8Array(size);
    this.count = new Float64Array(size);
  }

  /** This table for counts of `owner` (variant and de-duplication): emptied when it held another's. */
  bind(owner: number): this {
    if (owner !== this.owner) {
      this.depth.fill(0);
      this.owner = owner;
    }
    return this;
  }

  /** The count stored for the position at depth, or -1. */
  get(lo: number, hi: number, depth: number): number {
    const i = lo & this.mask;
    if (this.depth[i] === depth && this.lo[i] === lo && this.hi[i] === hi) return this.count[i]!;
    const j = i + 1;
    return this.depth[j] === depth && this.lo[j] === lo && this.hi[j] === hi ? this.count[j]! : -1;
  }

  set(lo: number, hi: number, depth: number, count: number): void {
    // the bucket's first entry keeps the deeper count, the second takes any other
    const i = (lo & this.mask) + (this.depth[lo & this.mask]! > depth ? 1 : 0);
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.depth[i] = depth;
    this.count[i] = count;
  }
}

/** Quiet moves of side's men (by shifted masks) and kings (along their rays) to empty squares. */
export function countQuiet(side: number, men: number, kings: number, empty: number, shortKings: boolean): number {
  const base = side * STEP_CLASSES;
  let n = 0;
  // (the evaluation counts kings and men apart: a call for kings has no men to shift)
  if (men !== 0)
    for (let j = base; j < base + STEP_CLASSES; j++) {
      const dt = STEP_DT[j]!;
      n += popcount(men & STEP_MASK[j]! & (dt > 0 ? empty >>> dt : empty << -dt));
    }
  for (let m = kings; m !== 0; m &= m - 1) {
    const sq = 31 - Math.clz32(m & -m);
    if (shortKings) {
      for (let d = 0; d < 4; d++) {
        const t = NB1[sq * 4 + d]!;
        if (t >= 0 && ((empty >>> t) & 1) === 1) n++;
      }
      continue;
    }
    for (let d = 0; d < 4; d++) {
      const ri = sq * 4 + d;
      const start = RAY_START[ri]!;
      const end = start + RAY_LEN[ri]!;
      for (let p = start; p < end; p++) {
        if (((empty >>> RAY_DATA[p]!) & 1) === 0) break;
        n++;
      }
    }
  }
  return n;
}

export function makeLists(depth: number): MoveList[] {
  const out: MoveList[] = [];
  for (let i = 0; i < Math.max(depth, 1); i++) out.push(new MoveList());
  return out;
}
