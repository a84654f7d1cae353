// One game's entry in a collection index (`bashni index`, NAME.bdx): what a search needs to rule
// a game out before reading or replaying it. Computed once from a replay, written as a few bytes,
// read back by `find --index` and `openings --index`. The file around the entries (header, the
// check that an index belongs to its PDN) is cli/bdx.ts; the format is in docs/records.md.
// Browser-safe: bytes in, bytes out.
import type { Position } from '../engine/position.ts';
import { VARIANTS, type VariantName } from '../engine/types.ts';
import type { GameRecord } from '../grammar/record.ts';
import type { MainLineMoves } from '../grammar/main-line-scan.ts';
import { sameMove } from '../engine/position.ts';
import { gameDate, materialOf, normalResult } from './find-match.ts';
import type { ReplayResult } from './replay.ts';
import { resultWinner } from '../grammar/results.ts';
import { scannedStart } from './find-walk.ts';
import { MainLineWalker, WALK_DECLINED } from './main-line-walk.ts';
import { variantOf } from './variant.ts';
import type { FindQuery } from './find-query.ts';
import { writtenResult } from './replay.ts';

/**
 * Bits of a game's position filter per position, and probes per position: false positives about
 * 0.2% of the games a position's material allows (12 bits and 4 probes, index version 1, let
 * through 0.65%: of a million games, 5,100 candidates for 50 found where 2,650 are now; the filter
 * grows by a twelfth, the index stays under a quarter of its PDN). Changing them changes the
 * format: bump cli/bdx.ts VERSION.
 */
const BLOOM_BITS = 13;
const BLOOM_PROBES = 9;
/** Plies of the main line kept as move numbers (the explorer's tree from the start needs no replay). */
export const OPENING_PLIES = 12;

const RESULTS = [undefined, '1-0', '0-1', '1/2-1/2', '*'] as const;

/** Material at one end of a main line: men and kings of each side, occupied squares. */
interface MaterialSignature {
  readonly wm: number;
  readonly wk: number;
  readonly bm: number;
  readonly bk: number;
  readonly occupied: number;
}

export interface GameEntry {
  readonly byteOffset: number;
  readonly byteLength: number;
  readonly line: number;
  readonly column: number;
  readonly charOffset: number;
  /** The game could not be read (a parse error). */
  readonly broken: boolean;
  /** The variant was named by the record (it does not depend on --variant). */
  readonly tagged: boolean;
  readonly variant?: VariantName;
  /** The verify verdict under that variant. */
  readonly valid: boolean;
  readonly promotion: boolean;
  /** The most pieces one move of the main line captures. */
  readonly maxCapture: number;
  readonly result?: (typeof RESULTS)[number];
  /** [Date] as a range of yyyymmdd, 0 when none. */
  readonly dateFrom: number;
  readonly dateTo: number;
  /** Material at the start and at the end of the main line (as far as it replays). */
  readonly start?: MaterialSignature;
  readonly end?: MaterialSignature;
  /** Index of the start position in the file's table of start positions (cli/bdx.ts), -1 when none. */
  readonly startId: number;
  /** The first main-line moves as their numbers in the engine's legalMoves() order. */
  readonly opening: Uint8Array;
  /** Positions of the main line (start included) in the filter. */
  readonly positions: number;
  /** The position filter: BLOOM_BITS a position. */
  readonly bloom: Uint8Array;
}

const signature = (p: Position): MaterialSignature => {
  const m = materialOf(p);
  return { wm: m.white.men, wk: m.white.kings, bm: m.black.men, bk: m.black.kings, occupied: m.occupied };
};

/** The two 32-bit halves of a position's Zobrist hash. */
function hashHalves(p: Position): [number, number] {
  const h = p.hash();
  return [Number(h & 0xffffffffn), Number(h >> 32n)];
}

function bloomBits(positions: number): number {
  return Math.max(64, Math.ceil((positions * BLOOM_BITS) / 8) * 8);
}

/**
 * `x >>> 0` modulo `m` (m < 2^31), in small integers: `x >>> 0` is above 2^31 for half the hashes,
 * where `%` is a floating-point remainder. `wrap` is 2^32 modulo m.
 */
function unsignedMod(x: number, m: number, wrap: number): number {
  const r = (x | 0) % m;
  if (r >= 0 && (x | 0) >= 0) return r;
  // (x | 0) < 0: x >>> 0 = (x | 0) + 2^32
  const u = r + wrap;
  return u < 0 ? u + m : u >= m ? u - m : u;
}

/** Sets the position's bits: BLOOM_PROBES of them, from `lo` by steps of `hi` (odd), modulo the filter's bits (as bloomHolds reads them). */
function bloomSet(bloom: Uint8Array, lo: number, hi: number, wrap: number): void {
  const m = bloom.length * 8;
  // lo + i * step modulo m, with small integers only (no division in the loop)
  const step = unsignedMod(hi | 1, m, wrap);
  let b = unsignedMod(lo, m, wrap);
  for (let i = 0; i < BLOOM_PROBES; i++) {
    bloom[b >>> 3]! |= 1 << (b & 7);
    b += step;
    if (b >= m) b -= m;
  }
}

/** What the checks of one target position need, computed once per position (not per game). */
const targets = new WeakMap<Position, { readonly signature: MaterialSignature; readonly hash: [number, number] }>();
function targetOf(p: Position): { readonly signature: MaterialSignature; readonly hash: [number, number] } {
  let t = targets.get(p);
  if (!t) targets.set(p, (t = { signature: signature(p), hash: hashHalves(p) }));
  return t;
}

/** Whether a filter (`length` bytes at `at` of `bytes`) may hold the position of these hash halves (false: it certainly does not). */
function bloomHolds(bytes: Uint8Array, at: number, length: number, lo: number, hi: number): boolean {
  const m = length * 8;
  if (m === 0) return false;
  const wrap = 2 ** 32 % m;
  const step = unsignedMod(hi | 1, m, wrap);
  let b = unsignedMod(lo, m, wrap);
  for (let i = 0; i < BLOOM_PROBES; i++) {
    if (!(bytes[at + (b >>> 3)]! & (1 << (b & 7)))) return false;
    b += step;
    if (b >= m) b -= m;
  }
  return true;
}

/**
 * Whether a game can pass through material `t`, from its material at its start `s` and its end
 * `f`: no piece leaves the board in Bashni (each side's pieces stay, kings only grow), men never
 * come back, and the occupied squares never grow, in every variant.
 */
function signatureAllows(s: MaterialSignature, f: MaterialSignature, variant: VariantName | undefined, t: MaterialSignature): boolean {
  if (t.occupied > s.occupied || t.occupied < f.occupied) return false;
  if (t.wm > s.wm || t.wm < f.wm || t.bm > s.bm || t.bm < f.bm) return false;
  if (t.wm + t.wk > s.wm + s.wk || t.wm + t.wk < f.wm + f.wk || t.bm + t.bk > s.bm + s.bk || t.bm + t.bk < f.bm + f.bk) return false;
  if (variant !== 'russian' && (t.wk < s.wk || t.wk > f.wk || t.bk < s.bk || t.bk > f.bk)) return false;
  return true;
}

/** What an entry needs of a game's main line, from the full replay (replaySummary) or the board walker (walkSummary). */
export interface LineSummary {
  readonly variant?: VariantName;
  /** The verify verdict. */
  readonly valid: boolean;
  readonly start?: Position;
  /** The position after the last ply that resolved. */
  readonly end?: Position;
  /** Hash halves of each position of the main line, the start first: lo, hi, lo, hi, ... */
  readonly hashes: readonly number[];
  /** The first main-line moves as their numbers among the legal moves (OPENING_PLIES at most). */
  readonly opening: readonly number[];
  readonly maxCapture: number;
  readonly promotion: boolean;
}

/** The summary of a full replay. */
export function replaySummary(r: ReplayResult): LineSummary {
  const plies = r.mainLine?.plies ?? [];
  const hashes: number[] = [];
  if (r.start) {
    const [lo, hi] = hashHalves(r.start);
    hashes.push(lo, hi);
    for (const p of plies) {
      const [l, h] = hashHalves(p.after);
      hashes.push(l, h);
    }
  }
  const opening: number[] = [];
  for (const p of plies.slice(0, OPENING_PLIES)) {
    const n = p.before.legalMoves().findIndex((m) => sameMove(m, p.move));
    if (n < 0 || n > 254) break;
    opening.push(n);
  }
  let maxCapture = 0;
  let promotion = false;
  for (const p of plies) {
    if (p.move.jumped.length > maxCapture) maxCapture = p.move.jumped.length;
    if (p.move.promotes) promotion = true;
  }
  return { variant: r.variant, valid: r.valid, ...(r.start ? { start: r.start, end: r.end ?? r.start } : {}), hashes, opening, maxCapture, promotion };
}

/**
 * The summary of a scanned game's main line walked on the board (main-line-walk.ts), as
 * replaySummary gives it from the full replay; undefined for what the walker leaves to the replay
 * (no variant, an unreadable [FEN], russian's folded capture paths). The caller makes sure the
 * game has no variation (the verdict covers them).
 */
export function walkSummary(record: GameRecord, moves: MainLineMoves, fallback: VariantName, w: MainLineWalker): LineSummary | undefined {
  const variant = variantOf(record, fallback).variant;
  if (!variant) return undefined;
  const start = scannedStart(record, variant);
  if (!start) return undefined;
  w.start(start);
  const hashes = [w.hashLo, w.hashHi];
  const opening: number[] = [];
  let maxCapture = 0;
  let promotion = false;
  let problem = false;
  for (let i = 0; i < moves.length; i++) {
    const index = i < OPENING_PLIES ? w.playMove(moves, i) : w.playUnnumbered(moves, i);
    if (index === WALK_DECLINED) return undefined;
    if (index < 0) {
      problem = true;
      break;
    }
    hashes.push(w.hashLo, w.hashHi);
    if (i < OPENING_PLIES && opening.length === i && index <= 254) opening.push(index);
    if (w.jumps > maxCapture) maxCapture = w.jumps;
    if (w.promotes) promotion = true;
  }
  const end = w.position();
  let valid = !problem;
  if (valid && w.legalCount() === 0) {
    // the side to move has lost: a written result that says otherwise contradicts it (replay.ts)
    const written = writtenResult(record);
    const says = written === undefined ? undefined : resultWinner(written);
    if (says !== undefined && says !== (end.turn === 'white' ? 'black' : 'white')) valid = false;
  }
  return { variant, valid, start, end, hashes, opening, maxCapture, promotion };
}

export interface EntryInput {
  readonly byteOffset: number;
  readonly byteLength: number;
  readonly line: number;
  readonly column: number;
  readonly charOffset: number;
  readonly game: GameRecord;
  readonly broken: boolean;
  /** Its main line, when the game could be read. */
  readonly summary?: LineSummary;
  readonly tagged: boolean;
  /** The start position's number in the file's table. */
  readonly startId: number;
}

/** A start position's material (computed once per start: most games share one). */
const startSignatures = new WeakMap<Position, MaterialSignature>();

/** A game's entry from its main line. */
export function gameEntry(i: EntryInput): GameEntry {
  const r = i.summary;
  const date = gameDate(i.game);
  const positions = r?.start ? r.hashes.length / 2 : 0;
  const bloom = new Uint8Array(positions ? bloomBits(positions) / 8 : 0);
  if (r?.start) {
    const wrap = 2 ** 32 % (bloom.length * 8);
    for (let k = 0; k < r.hashes.length; k += 2) bloomSet(bloom, r.hashes[k]!, r.hashes[k + 1]!, wrap);
  }
  let startSignature: MaterialSignature | undefined;
  if (r?.start) {
    startSignature = startSignatures.get(r.start);
    if (!startSignature) startSignatures.set(r.start, (startSignature = signature(r.start)));
  }
  const { maxCapture = 0, promotion = false } = r ?? {};
  return {
    byteOffset: i.byteOffset,
    byteLength: i.byteLength,
    line: i.line,
    column: i.column,
    charOffset: i.charOffset,
    broken: i.broken,
    tagged: i.tagged,
    variant: r?.variant,
    valid: r?.valid ?? false,
    promotion,
    maxCapture,
    result: normalResult(writtenResult(i.game)),
    dateFrom: date?.from ?? 0,
    dateTo: date?.to ?? 0,
    ...(r?.start && startSignature ? { start: startSignature, end: signature(r.end ?? r.start) } : {}),
    startId: r?.start ? i.startId : -1,
    opening: new Uint8Array(r?.opening ?? []),
    positions,
    bloom,
  };
}

// ---------------------------------------------------------------------------------------------
// Bytes: each entry a run of unsigned LEB128 numbers, then its opening and filter bytes

/** Writes entries into growing byte buffers. */
export class EntryWriter {
  private buf = new Uint8Array(1 << 16);
  private len = 0;

  /** `prev`: the entry before the first to write (its end in bytes, its line and character offset), when not the file's first. */
  constructor(
    private prevEnd = 0,
    private prevLine = 1,
    private prevChar = 0,
  ) {}

  /** Bytes written since the last take. */
  get length(): number {
    return this.len;
  }

  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const b = new Uint8Array(Math.max(this.buf.length * 2, this.len + n));
    b.set(this.buf.subarray(0, this.len));
    this.buf = b;
  }

  private u(n: number): void {
    this.room(10);
    while (n >= 0x80) {
      this.buf[this.len++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    this.buf[this.len++] = n;
  }

  add(e: GameEntry): void {
    this.head(e);
    this.u(e.startId + 1);
    this.tail(e);
  }

  /**
   * add() but the start position's number, for a thread that does not know it (a worker of
   * `index`, cli/index-games.ts): returns where the number goes; addApart() of the thread that
   * does puts it there.
   */
  addWithoutStart(e: GameEntry): number {
    this.head(e);
    const at = this.len;
    this.tail(e);
    return at;
  }

  /** An entry addWithoutStart() wrote into `bytes[from, end)`, its start's number put at `split`. */
  addApart(bytes: Uint8Array, from: number, split: number, end: number, startId: number): void {
    this.room(end - from + 10);
    this.buf.set(bytes.subarray(from, split), this.len);
    this.len += split - from;
    this.u(startId + 1);
    this.buf.set(bytes.subarray(split, end), this.len);
    this.len += end - split;
  }

  private head(e: GameEntry): void {
    this.u(e.byteOffset - this.prevEnd);
    this.u(e.byteLength);
    this.u(e.line - this.prevLine);
    this.u(e.column);
    this.u(e.charOffset - this.prevChar);
    this.prevEnd = e.byteOffset + e.byteLength;
    this.prevLine = e.line;
    this.prevChar = e.charOffset;
    const variant = e.variant === undefined ? 7 : VARIANTS.indexOf(e.variant);
    this.u(Number(e.broken) | (Number(e.tagged) << 1) | (Number(e.valid) << 2) | (Number(e.promotion) << 3) | (variant << 4));
    this.u(RESULTS.indexOf(e.result) | (e.maxCapture << 3));
    this.u(e.dateFrom);
    this.u(e.dateFrom === 0 ? 0 : e.dateTo - e.dateFrom);
  }

  private tail(e: GameEntry): void {
    if (e.start && e.end) for (const s of [e.start, e.end]) for (const n of [s.wm, s.wk, s.bm, s.bk, s.occupied]) this.u(n);
    this.u(e.opening.length);
    this.u(e.positions);
    this.room(e.opening.length + e.bloom.length);
    this.buf.set(e.opening, this.len);
    this.len += e.opening.length;
    this.buf.set(e.bloom, this.len);
    this.len += e.bloom.length;
  }

  /** The bytes written since the last take (and forgets them). */
  take(): Uint8Array {
    const out = this.buf.slice(0, this.len);
    this.len = 0;
    return out;
  }
}

/**
 * One entry's fields as an EntryReader read them, without an object of its own: the reader's one
 * view, overwritten by each entry (a search tests a million of them). The opening and the filter
 * lie in `bytes`, valid until the next push.
 */
export interface EntryView extends Omit<GameEntry, 'opening' | 'bloom' | 'start' | 'end'> {
  /** Whether the game's material at both ends is known (start and end then hold it). */
  readonly material: boolean;
  readonly start: MaterialSignature;
  readonly end: MaterialSignature;
  readonly bytes: Uint8Array;
  readonly openingAt: number;
  readonly openingLength: number;
  readonly bloomAt: number;
  readonly bloomLength: number;
}

interface MutableSignature {
  wm: number;
  wk: number;
  bm: number;
  bk: number;
  occupied: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Reads entries back from bytes given piece by piece (an entry may straddle two pieces). */
export class EntryReader {
  /** The bytes pushed and not yet read: buf[at, len); the buffer is kept and reused across pushes. */
  private buf = new Uint8Array(0);
  private at = 0;
  private len = 0;
  private prevEnd = 0;
  private prevLine = 1;
  private prevChar = 0;
  private readonly startSignature: MutableSignature = { wm: 0, wk: 0, bm: 0, bk: 0, occupied: 0 };
  private readonly endSignature: MutableSignature = { wm: 0, wk: 0, bm: 0, bk: 0, occupied: 0 };
  /** The entry advance() read last (one object, overwritten: take what you keep with entry()). */
  readonly view: EntryView;
  private readonly v: Mutable<EntryView>;

  constructor() {
    this.v = {
      byteOffset: 0,
      byteLength: 0,
      line: 0,
      column: 0,
      charOffset: 0,
      broken: false,
      tagged: false,
      valid: false,
      promotion: false,
      variant: undefined,
      result: undefined,
      maxCapture: 0,
      dateFrom: 0,
      dateTo: 0,
      startId: -1,
      positions: 0,
      material: false,
      start: this.startSignature,
      end: this.endSignature,
      bytes: this.buf,
      openingAt: 0,
      openingLength: 0,
      bloomAt: 0,
      bloomLength: 0,
    };
    this.view = this.v;
  }

  /** Adds the next piece of bytes (the unread rest of the previous one is kept). */
  push(bytes: Uint8Array): void {
    const rest = this.len - this.at;
    if (rest + bytes.length > this.buf.length) {
      const b = new Uint8Array(Math.max(rest + bytes.length, this.buf.length * 2));
      b.set(this.buf.subarray(this.at, this.len));
      this.buf = b;
    } else if (this.at > 0) this.buf.copyWithin(0, this.at, this.len);
    this.buf.set(bytes, rest);
    this.at = 0;
    this.len = rest + bytes.length;
    this.v.bytes = this.buf;
  }

  /**
   * Reads the next entry into `view`; false when the bytes pushed so far end inside it (push
   * more). No object is made: the numbers are read with the module's leb(), with no exception at
   * a piece's end (a number cut short reads as -1, and so does every one after it: lebEnd -1).
   */
  advance(): boolean {
    const buf = this.buf;
    const len = this.len;
    const byteDelta = leb(buf, this.at, len);
    const byteLength = leb(buf, lebEnd, len);
    const lineDelta = leb(buf, lebEnd, len);
    const column = leb(buf, lebEnd, len);
    const charDelta = leb(buf, lebEnd, len);
    const flags = leb(buf, lebEnd, len);
    const rc = leb(buf, lebEnd, len);
    const dateFrom = leb(buf, lebEnd, len);
    const dateSpan = leb(buf, lebEnd, len);
    const startId = leb(buf, lebEnd, len) - 1;
    if (lebEnd < 0) return false;
    const s = this.startSignature;
    const f = this.endSignature;
    if (startId >= 0) {
      s.wm = leb(buf, lebEnd, len);
      s.wk = leb(buf, lebEnd, len);
      s.bm = leb(buf, lebEnd, len);
      s.bk = leb(buf, lebEnd, len);
      s.occupied = leb(buf, lebEnd, len);
      f.wm = leb(buf, lebEnd, len);
      f.wk = leb(buf, lebEnd, len);
      f.bm = leb(buf, lebEnd, len);
      f.bk = leb(buf, lebEnd, len);
      f.occupied = leb(buf, lebEnd, len);
    }
    const openingLength = leb(buf, lebEnd, len);
    const positions = leb(buf, lebEnd, len);
    const at = lebEnd;
    if (at < 0) return false;
    const bloomLength = positions ? bloomBits(positions) / 8 : 0;
    if (at + openingLength + bloomLength > len) return false;
    this.at = at + openingLength + bloomLength;
    const v = this.v;
    v.byteOffset = this.prevEnd + byteDelta;
    v.byteLength = byteLength;
    v.line = this.prevLine + lineDelta;
    v.column = column;
    v.charOffset = this.prevChar + charDelta;
    this.prevEnd = v.byteOffset + byteLength;
    this.prevLine = v.line;
    this.prevChar = v.charOffset;
    v.broken = (flags & 1) !== 0;
    v.tagged = (flags & 2) !== 0;
    v.valid = (flags & 4) !== 0;
    v.promotion = (flags & 8) !== 0;
    const variant = flags >> 4;
    v.variant = variant < VARIANTS.length ? VARIANTS[variant] : undefined;
    v.result = RESULTS[rc & 7];
    v.maxCapture = rc >> 3;
    v.dateFrom = dateFrom;
    v.dateTo = dateFrom + dateSpan;
    v.startId = startId;
    v.material = startId >= 0;
    v.positions = positions;
    v.openingAt = at;
    v.openingLength = openingLength;
    v.bloomAt = at + openingLength;
    v.bloomLength = bloomLength;
    return true;
  }

  /** The entry advance() read last, as an object of its own (its bytes copied: it outlives the next push). */
  entry(): GameEntry {
    const v = this.v;
    return {
      byteOffset: v.byteOffset,
      byteLength: v.byteLength,
      line: v.line,
      column: v.column,
      charOffset: v.charOffset,
      broken: v.broken,
      tagged: v.tagged,
      valid: v.valid,
      promotion: v.promotion,
      variant: v.variant,
      result: v.result,
      maxCapture: v.maxCapture,
      dateFrom: v.dateFrom,
      dateTo: v.dateTo,
      start: v.material ? this.signature(v.start) : undefined,
      end: v.material ? this.signature(v.end) : undefined,
      startId: v.startId,
      opening: this.buf.slice(v.openingAt, v.openingAt + v.openingLength),
      positions: v.positions,
      bloom: this.buf.slice(v.bloomAt, v.bloomAt + v.bloomLength),
    };
  }

  /** The next entry as an object, or undefined when the bytes pushed so far end inside it (push more). */
  next(): GameEntry | undefined {
    return this.advance() ? this.entry() : undefined;
  }

  /** Signatures read so far, by their five numbers: most games share a few, one object each. */
  private readonly signatures = new Map<number, MaterialSignature>();

  /** A signature of the view as an object of its own (shared with the entries of the same material). */
  private signature({ wm, wk, bm, bk, occupied }: MaterialSignature): MaterialSignature {
    if (wm > 63 || wk > 63 || bm > 63 || bk > 63 || occupied > 63) return { wm, wk, bm, bk, occupied };
    const key = wm | (wk << 6) | (bm << 12) | (bk << 18) | (occupied << 24);
    let s = this.signatures.get(key);
    if (!s) {
      s = { wm, wk, bm, bk, occupied };
      if (this.signatures.size < MAX_SIGNATURES) this.signatures.set(key, s);
    }
    return s;
  }
}

/** Signatures an EntryReader keeps (memory bounded whatever the index). */
const MAX_SIGNATURES = 4096;

/** Where the last leb() ended; -1 once a number was cut short. */
let lebEnd = 0;

/** The unsigned LEB128 number at `at` (its end in lebEnd); -1 (and lebEnd -1) when cut short at `len`, or when `at` is -1. */
function leb(buf: Uint8Array, at: number, len: number): number {
  let n = 0;
  let scale = 1;
  for (;;) {
    if (at < 0 || at >= len) {
      lebEnd = -1;
      return -1;
    }
    const b = buf[at++]!;
    n += (b & 0x7f) * scale;
    if (b < 0x80) {
      lebEnd = at;
      return n;
    }
    scale *= 0x80;
  }
}

/** How the games of an index were replayed: the rules of records that name none (`auto`: each its own). */
export type IndexVariantMode = VariantName | 'auto';

/** Whether the game of an entry may pass through the position (false: it certainly does not): its material and its filter. */
export function entryMayHold(e: EntryView, p: Position): boolean {
  const t = targetOf(p);
  if (e.material && !signatureAllows(e.start, e.end, e.variant, t.signature)) return false;
  return bloomHolds(e.bytes, e.bloomAt, e.bloomLength, t.hash[0], t.hash[1]);
}

/**
 * The test of whether a game of an index may match the query (false: it certainly does not,
 * without reading it), on the entry's fields as the reader read them (no object per entry).
 * `sameRules`: the search reads records that name no variant as the index did, so what the index
 * knows of their replay holds. `exact`: the positions searched for exactly (PositionTest.exact).
 */
export function entryTest(q: FindQuery, sameRules: boolean, exact: readonly Position[]): (e: EntryView) => boolean {
  // what each target needs, computed once for the million entries
  const targetList = exact.map((p) => targetOf(p));
  const dated = Boolean(q.dateFrom || q.dateTo);
  return (e) => {
    if (e.broken) return true; // read to be reported
    if (q.result !== undefined && e.result !== q.result) return false;
    if (dated) {
      if (e.dateFrom === 0) return false;
      if (q.dateFrom && e.dateTo < q.dateFrom.from) return false;
      if (q.dateTo && e.dateFrom > q.dateTo.to) return false;
    }
    if (!e.tagged && !sameRules) return true;
    if (q.variant !== undefined && e.variant !== q.variant) return false;
    if (q.valid !== undefined && e.valid !== q.valid) return false;
    if (q.capture !== undefined && e.maxCapture < q.capture) return false;
    if (q.promotion && !e.promotion) return false;
    if (targetList.length === 0) return true;
    for (let i = 0; i < targetList.length; i++) {
      const t = targetList[i]!;
      if (e.material && !signatureAllows(e.start, e.end, e.variant, t.signature)) continue;
      if (bloomHolds(e.bytes, e.bloomAt, e.bloomLength, t.hash[0], t.hash[1])) return true;
    }
    return false;
  };
}
