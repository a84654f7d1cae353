// The fast mutable board used by perft and search. Columns are bit stacks:
// for square s, h[s] is the height (0 = empty), bit i of col[s] is the colour of the piece at
// depth i counted from the BOTTOM (1 = black), bit i of king[s] is set for a king. The commander
// is bit h[s]-1. Taking a commander clears the top bit; a prisoner joins at the bottom by
// shifting left and setting bit 0. Height <= 24, so the stacks fit an Int32.
//
// Moves are generated into a MoveList (flat Int32Array):
//   data[off] = number of jumps n (0 = quiet move), data[off+1] = from,
//   then max(n,1) landing squares, then n jumped squares.
import { RAYS } from './squares.ts';
import type { VariantName } from './types.ts';

export const WHITE = 0;
export const BLACK = 1;
export const V_BASHNI = 0;
export const V_TURKISH = 1;
export const V_RUSSIAN = 2;

export function variantCode(v: VariantName): number {
  return v === 'bashni' ? V_BASHNI : v === 'bashni-turkish' ? V_TURKISH : V_RUSSIAN;
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
/** Directions 0,1 go up the board (White's forward), 2,3 down (Black's forward). */

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
  ensure(extra: number): void {
    if (this.used + extra > this.data.length) {
      const d = new Int32Array(Math.max(this.data.length * 2, this.used + extra));
      d.set(this.data);
      this.data = d;
    }
    if (this.count + 1 > this.offs.length) {
      const o = new Int32Array(this.offs.length * 2);
      o.set(this.offs);
      this.offs = o;
      const m = new Int32Array(this.masks.length * 2);
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
  private maskUndo = new Int32Array(3 * 256);
  turn = WHITE;
  variant: number;
  /** When false, russian captures with the same from, to and captured set are all kept. */
  dedupe = true;

  // capture search scratch
  private readonly pathStack = new Int32Array(64);
  private readonly jumpStack = new Int32Array(64);
  private blocked = 0;
  private side = 0;
  private origin = 0;
  private out: MoveList = new MoveList(16, 1);
  // undo stack: records of (sq, col, king, h), and per make the record count
  private undoData = new Int32Array(4 * 64 * 64);
  private undoTop = 0;
  private undoMarks = new Int32Array(256);
  private undoDepth = 0;

  constructor(variant: VariantName | number = 'bashni') {
    this.variant = typeof variant === 'number' ? variant : variantCode(variant);
  }

  clone(): Board {
    const b = new Board(this.variant);
    b.col.set(this.col);
    b.king.set(this.king);
    b.h.set(this.h);
    b.turn = this.turn;
    b.dedupe = this.dedupe;
    b.sync();
    return b;
  }

  /** Recomputes the commander masks from the arrays. */
  sync(): void {
    this.wTop = 0;
    this.bTop = 0;
    this.kTop = 0;
    for (let sq = 0; sq < 32; sq++) this.refresh(sq);
  }

  private refresh(sq: number): void {
    const bit = 1 << sq;
    const hs = this.h[sq]!;
    this.wTop &= ~bit;
    this.bTop &= ~bit;
    this.kTop &= ~bit;
    if (hs === 0) return;
    if ((this.col[sq]! >>> (hs - 1)) & 1) this.bTop |= bit;
    else this.wTop |= bit;
    if ((this.king[sq]! >>> (hs - 1)) & 1) this.kTop |= bit;
  }

  /** Colour (0 white, 1 black) of the commander on sq, or -1 when empty. */
  topColor(sq: number): number {
    const h = this.h[sq]!;
    return h === 0 ? -1 : (this.col[sq]! >>> (h - 1)) & 1;
  }
  topKing(sq: number): boolean {
    const h = this.h[sq]!;
    return h !== 0 && ((this.king[sq]! >>> (h - 1)) & 1) === 1;
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
   * In russian with de-duplication the captures are written to a scratch list to compare them.
   */
  countMoves(): number {
    this.counting = true;
    this.count = 0;
    this.capturing = false;
    const n = this.gen();
    this.counting = false;
    // russian captures are de-duplicated: list them to compare
    if (this.capturing && this.variant === V_RUSSIAN && this.dedupe) return this.generate(this.scratch);
    return n;
  }

  /** Whether the last generation found captures. */
  capturing = false;

  private readonly scratch = new MoveList();
  private counting = false;
  private count = 0;
  private readonly own = new Int32Array(32);

  private gen(): number {
    const side = this.turn;
    this.side = side;
    const h = this.h;
    const col = this.col;
    const king = this.king;
    // own columns, empty and enemy masks from the commander masks
    const ownMask = side === WHITE ? this.wTop : this.bTop;
    const enemy = side === WHITE ? this.bTop : this.wTop;
    const empty = ~(ownMask | enemy);
    const kings = this.kTop & ownMask;
    let nOwn = 0;
    const own = this.own;
    for (let m = ownMask; m !== 0; m &= m - 1) own[nOwn++] = 31 - Math.clz32(m & -m);
    // captures
    let found = false;
    for (let i = 0; i < nOwn; i++) {
      const sq = own[i]!;
      const isKing = ((kings >>> sq) & 1) === 1;
      if (!isKing) {
        // quick test: an adjacent enemy with an empty square behind
        let any = false;
        for (let d = 0; d < 4; d++) {
          const t = NB1[sq * 4 + d]!;
          const l = NB2[sq * 4 + d]!;
          if (l >= 0 && ((enemy >>> t) & 1) === 1 && ((empty >>> l) & 1) === 1) {
            any = true;
            break;
          }
        }
        if (!any) continue;
      }
      const hs = h[sq]!;
      // the origin counts as empty during the capture
      h[sq] = 0;
      this.origin = sq;
      this.blocked = 0;
      if (this.captureFrom(sq, isKing, -1, 0)) found = true;
      h[sq] = hs;
    }
    this.capturing = found;
    if (found) {
      if (this.counting) return this.count;
      const list = this.out;
      if (this.variant === V_RUSSIAN && this.dedupe) this.dedupeCaptures(list);
      return list.count;
    }
    // quiet moves
    let n = 0;
    const counting = this.counting;
    const d0 = side === WHITE ? 0 : 2;
    for (let i = 0; i < nOwn; i++) {
      const sq = own[i]!;
      if (((kings >>> sq) & 1) === 1) {
        for (let d = 0; d < 4; d++) {
          const ri = sq * 4 + d;
          const start = RAY_START[ri]!;
          const end = start + RAY_LEN[ri]!;
          for (let p = start; p < end; p++) {
            const t = RAY_DATA[p]!;
            if (((empty >>> t) & 1) === 0) break;
            if (counting) n++;
            else this.emitQuiet(sq, t);
          }
        }
      } else {
        for (let d = d0; d < d0 + 2; d++) {
          const t = NB1[sq * 4 + d]!;
          if (t >= 0 && ((empty >>> t) & 1) === 1) {
            if (counting) n++;
            else this.emitQuiet(sq, t);
          }
        }
      }
    }
    return counting ? n : this.out.count;
  }

  private emitQuiet(from: number, to: number): void {
    const list = this.out;
    list.ensure(3);
    const o = list.used;
    const d = list.data;
    d[o] = 0;
    d[o + 1] = from;
    d[o + 2] = to;
    list.offs[list.count] = o;
    list.masks[list.count] = 0;
    list.count++;
    list.used = o + 3;
  }

  private emitCapture(n: number): void {
    if (this.counting) {
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

  private isFar(sq: number): boolean {
    return this.side === WHITE ? sq < 4 : sq >= 28;
  }

  /**
   * Depth-first capture search from cur. Returns true when at least one capture was possible
   * (so the caller must not stop here). Jumps are made on the board and undone on return.
   */
  private captureFrom(cur: number, isKing: boolean, last: number, depth: number): boolean {
    const h = this.h;
    const col = this.col;
    const king = this.king;
    const side = this.side;
    const variant = this.variant;
    let any = false;
    for (let d = 0; d < 4; d++) {
      const ri = cur * 4 + d;
      const start = RAY_START[ri]!;
      const end = start + RAY_LEN[ri]!;
      let p = start;
      if (isKing) {
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
      const lim = isKing ? end : p + 2;
      while (q < lim) {
        const l = RAY_DATA[q]!;
        if (h[l] !== 0 || ((this.blocked >>> l) & 1) === 1) break;
        q++;
      }
      if (q === first) continue;
      any = true;
      // make the jump
      const kt = king[t]!;
      if (variant !== V_RUSSIAN) {
        const bit = 1 << (ht - 1);
        col[t] = ct & ~bit;
        king[t] = kt & ~bit;
        h[t] = ht - 1;
      }
      const savedBlocked = this.blocked;
      if (variant !== V_BASHNI) this.blocked |= 1 << t;
      this.jumpStack[depth] = t;
      let continued = false;
      for (let r = first; r < q; r++) {
        const l = RAY_DATA[r]!;
        this.pathStack[depth] = l;
        let nk = isKing;
        if (!isKing && this.isFar(l)) nk = true;
        if (this.captureFrom(l, nk, t, depth + 1)) continued = true;
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
      if (variant !== V_RUSSIAN) {
        col[t] = ct;
        king[t] = kt;
        h[t] = ht;
      }
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
    let u = this.undoTop;
    if (u + 4 > this.undoData.length) {
      const d = new Int32Array(this.undoData.length * 2);
      d.set(this.undoData);
      this.undoData = d;
    }
    const ud = this.undoData;
    ud[u] = sq;
    ud[u + 1] = this.col[sq]!;
    ud[u + 2] = this.king[sq]!;
    ud[u + 3] = this.h[sq]!;
    this.undoTop = u + 4;
  }

  /** Plays the move encoded at data[off] (as generate() writes it). Undo with unmake(). */
  make(data: Int32Array, off: number): void {
    if (this.undoDepth >= this.undoMarks.length) {
      const m = new Int32Array(this.undoMarks.length * 2);
      m.set(this.undoMarks);
      this.undoMarks = m;
    }
    if (3 * this.undoDepth + 3 > this.maskUndo.length) {
      const m = new Int32Array(this.maskUndo.length * 2);
      m.set(this.maskUndo);
      this.maskUndo = m;
    }
    this.maskUndo[3 * this.undoDepth] = this.wTop;
    this.maskUndo[3 * this.undoDepth + 1] = this.bTop;
    this.maskUndo[3 * this.undoDepth + 2] = this.kTop;
    this.undoMarks[this.undoDepth++] = this.undoTop;
    const col = this.col;
    const king = this.king;
    const h = this.h;
    const n = data[off]!;
    const from = data[off + 1]!;
    const side = this.turn;
    let mc = col[from]!;
    let mk = king[from]!;
    let mh = h[from]!;
    this.push(from);
    col[from] = 0;
    king[from] = 0;
    h[from] = 0;
    let promote = ((mk >>> (mh - 1)) & 1) === 0 ? false : false;
    const isMan = ((mk >>> (mh - 1)) & 1) === 0;
    const russian = this.variant === V_RUSSIAN;
    const steps = n === 0 ? 1 : n;
    for (let i = 0; i < n; i++) {
      const t = data[off + 2 + n + i]!;
      this.push(t);
      const ht = h[t]!;
      const bit = 1 << (ht - 1);
      const c = (col[t]! >>> (ht - 1)) & 1;
      const k = (king[t]! >>> (ht - 1)) & 1;
      col[t] &= ~bit;
      king[t] &= ~bit;
      h[t] = ht - 1;
      if (!russian) {
        mc = (mc << 1) | c;
        mk = (mk << 1) | k;
        mh++;
      }
    }
    if (isMan) {
      for (let i = 0; i < steps; i++) {
        const l = data[off + 2 + i]!;
        if (side === WHITE ? l < 4 : l >= 28) {
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
    // the commander masks: every touched square
    const ud = this.undoData;
    for (let u = this.undoMarks[this.undoDepth - 1]!; u < this.undoTop; u += 4) this.refresh(ud[u]!);
    this.turn = side ^ 1;
  }

  unmake(): void {
    const mark = this.undoMarks[--this.undoDepth]!;
    this.wTop = this.maskUndo[3 * this.undoDepth]!;
    this.bTop = this.maskUndo[3 * this.undoDepth + 1]!;
    this.kTop = this.maskUndo[3 * this.undoDepth + 2]!;
    const ud = this.undoData;
    for (let u = this.undoTop - 4; u >= mark; u -= 4) {
      const sq = ud[u]!;
      this.col[sq] = ud[u + 1]!;
      this.king[sq] = ud[u + 2]!;
      this.h[sq] = ud[u + 3]!;
    }
    this.undoTop = mark;
    this.turn ^= 1;
  }

  /** Leaf count at depth (bulk counting at depth 1). lists are per-ply scratch lists. */
  perft(depth: number, lists: MoveList[] = makeLists(depth), ply = 0): number {
    if (depth === 0) return 1;
    const list = lists[ply]!;
    if (depth === 1) return this.countMoves();
    const n = this.generate(list);
    let total = 0;
    const data = list.data;
    for (let i = 0; i < n; i++) {
      this.make(data, list.offs[i]!);
      total += this.perft(depth - 1, lists, ply + 1);
      this.unmake();
    }
    return total;
  }
}

export function makeLists(depth: number): MoveList[] {
  const out: MoveList[] = [];
  for (let i = 0; i < Math.max(depth, 1); i++) out.push(new MoveList());
  return out;
}
