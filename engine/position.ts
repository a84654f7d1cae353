// The immutable public position. Wraps the fast Board (board.ts) for move generation.
import { Board, MoveList, BLACK, WHITE, variantCode } from './board.ts';
import type { Color, ColumnText, Move, Outcome, Square, VariantName } from './types.ts';

const COLUMN_RE = /^(?:[wW]+[bB]*|[bB]+[wW]*)$/;

/** Is this a well-formed column text (top first, at most two colour layers)? */
export function isColumnText(text: string): boolean {
  return COLUMN_RE.test(text);
}

// Zobrist keys: per (square, depth from the bottom 0..23, piece 0..3), two 32-bit halves.
const ZOB_LO = new Uint32Array(32 * 24 * 4 + 1);
const ZOB_HI = new Uint32Array(32 * 24 * 4 + 1);
{
  let s = 0x9e3779b9 >>> 0;
  const next = (): number => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
  for (let i = 0; i < ZOB_LO.length; i++) {
    ZOB_LO[i] = next();
    ZOB_HI[i] = next();
  }
}
const ZOB_TURN = 32 * 24 * 4;

export class Position {
  readonly variant: VariantName;
  readonly turn: Color;
  /** Plies since the last capture or man move (lidraughts' H counter). */
  readonly halfmoves: number;
  /** Move number, 1 at the start, incremented after Black moves. */
  readonly fullmove: number;
  /** @internal bit stacks, see board.ts */
  readonly #col: Int32Array;
  readonly #king: Int32Array;
  readonly #h: Int32Array;
  #moves: Move[] | undefined;

  private constructor(variant: VariantName, turn: Color, col: Int32Array, king: Int32Array, h: Int32Array, halfmoves: number, fullmove: number) {
    this.variant = variant;
    this.turn = turn;
    this.#col = col;
    this.#king = king;
    this.#h = h;
    this.halfmoves = halfmoves;
    this.fullmove = fullmove;
  }

  /** The start position (R1): White on 21-32, Black on 1-12, White to move. */
  static initial(variant: VariantName = 'bashni'): Position {
    const columns = new Map<Square, ColumnText>();
    for (let s = 0; s < 12; s++) columns.set(s, 'b');
    for (let s = 20; s < 32; s++) columns.set(s, 'w');
    return Position.setup(variant, 'white', columns);
  }

  /**
   * A position from columns (top first). Throws on a malformed column text; use parseFen for
   * checked input with error values.
   */
  static setup(variant: VariantName, turn: Color, columns: ReadonlyMap<Square, ColumnText>, counters?: { halfmoves?: number; fullmove?: number }): Position {
    const col = new Int32Array(32);
    const king = new Int32Array(32);
    const h = new Int32Array(32);
    for (const [sq, text] of columns) {
      if (!Number.isInteger(sq) || sq < 0 || sq > 31) throw new RangeError(`bad square ${sq}`);
      if (!isColumnText(text) || text.length > 24) throw new RangeError(`bad column '${text}'`);
      let c = 0;
      let k = 0;
      for (let i = 0; i < text.length; i++) {
        const ch = text[i]!;
        c = (c << 1) | (ch === 'b' || ch === 'B' ? 1 : 0);
        k = (k << 1) | (ch === 'W' || ch === 'B' ? 1 : 0);
      }
      col[sq] = c;
      king[sq] = k;
      h[sq] = text.length;
    }
    return new Position(variant, turn, col, king, h, counters?.halfmoves ?? 0, counters?.fullmove ?? 1);
  }

  /** A Position from a fast Board (copies it). */
  static fromBoard(board: Board, variant: VariantName, counters?: { halfmoves?: number; fullmove?: number }): Position {
    return new Position(variant, board.turn === WHITE ? 'white' : 'black', board.col.slice(), board.king.slice(), board.h.slice(), counters?.halfmoves ?? 0, counters?.fullmove ?? 1);
  }

  /** A fresh fast Board holding this position. */
  toBoard(): Board {
    const b = new Board(variantCode(this.variant));
    b.col.set(this.#col);
    b.king.set(this.#king);
    b.h.set(this.#h);
    b.turn = this.turn === 'white' ? WHITE : BLACK;
    b.sync();
    return b;
  }

  /** Column on sq, top first (`'Wbb'`), or undefined when empty. */
  column(sq: Square): ColumnText | undefined {
    const n = this.#h[sq];
    if (!n) return undefined;
    return columnText(this.#col[sq]!, this.#king[sq]!, n);
  }

  /** Every occupied square with its column, in square order. */
  columns(): [Square, ColumnText][] {
    const out: [Square, ColumnText][] = [];
    for (let s = 0; s < 32; s++) {
      const c = this.column(s);
      if (c !== undefined) out.push([s, c]);
    }
    return out;
  }

  /** Every legal move (R3-R9). In `russian`, captures with the same from, to and captured set count once. */
  legalMoves(): Move[] {
    if (this.#moves) return this.#moves;
    this.#moves = this.generateMoves(true);
    return this.#moves;
  }

  /** Every legal move; with dedupe=false, russian keeps every capture path. */
  generateMoves(dedupe = true): Move[] {
    const board = this.toBoard();
    board.dedupe = dedupe;
    const list = new MoveList();
    const n = board.generate(list);
    const out: Move[] = [];
    for (let i = 0; i < n; i++) out.push(decodeMove(this, list.data, list.offs[i]!));
    return out;
  }

  /** The position after move (which must be one of legalMoves(); throws otherwise). */
  play(move: Move): Position {
    const legal = this.generateMoves(false).find((m) => sameMove(m, move));
    if (!legal) throw new Error(`illegal move ${JSON.stringify(move)}`);
    const board = this.toBoard();
    board.make(encodeMove(legal), 0);
    const progress = legal.jumped.length > 0 || !isKingLetter(this.column(legal.from)![0]!);
    return Position.fromBoard(board, this.variant, {
      halfmoves: progress ? 0 : this.halfmoves + 1,
      fullmove: this.turn === 'black' ? this.fullmove + 1 : this.fullmove,
    });
  }

  /** Zobrist hash over every piece of every column (colour, rank, depth) and the side to move. */
  hash(): bigint {
    let lo = 0;
    let hi = 0;
    for (let s = 0; s < 32; s++) {
      const n = this.#h[s]!;
      for (let d = 0; d < n; d++) {
        const piece = (((this.#col[s]! >>> d) & 1) << 1) | ((this.#king[s]! >>> d) & 1);
        const idx = (s * 24 + d) * 4 + piece;
        lo ^= ZOB_LO[idx]!;
        hi ^= ZOB_HI[idx]!;
      }
    }
    if (this.turn === 'black') {
      lo ^= ZOB_LO[ZOB_TURN]!;
      hi ^= ZOB_HI[ZOB_TURN]!;
    }
    return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
  }

  /** R11: the side to move with no legal move (or no column) loses. */
  outcome(): Outcome | undefined {
    if (this.legalMoves().length > 0) return undefined;
    return { winner: this.turn === 'white' ? 'black' : 'white', reason: 'no-moves' };
  }

  /** Pieces of a colour on the board, prisoners included. */
  pieceCount(color: Color): number {
    let n = 0;
    for (let s = 0; s < 32; s++) {
      const c = this.column(s);
      if (c) for (const ch of c) if ((ch === 'w' || ch === 'W') === (color === 'white')) n++;
    }
    return n;
  }

  /** Same pieces, side to move and variant (counters ignored). */
  equals(other: Position): boolean {
    if (other.variant !== this.variant || other.turn !== this.turn) return false;
    for (let s = 0; s < 32; s++) if (this.column(s) !== other.column(s)) return false;
    return true;
  }
}

function isKingLetter(ch: string): boolean {
  return ch === 'W' || ch === 'B';
}

export function columnText(col: number, king: number, h: number): ColumnText {
  let out = '';
  for (let d = h - 1; d >= 0; d--) {
    const black = (col >>> d) & 1;
    const k = (king >>> d) & 1;
    out += black ? (k ? 'B' : 'b') : k ? 'W' : 'w';
  }
  return out;
}

export function sameMove(a: Move, b: Move): boolean {
  if (a.from !== b.from || a.path.length !== b.path.length || a.jumped.length !== b.jumped.length) return false;
  for (let i = 0; i < a.path.length; i++) if (a.path[i] !== b.path[i]) return false;
  for (let i = 0; i < a.jumped.length; i++) if (a.jumped[i] !== b.jumped[i]) return false;
  return true;
}

/** Encodes a Move in board.ts's flat form. */
export function encodeMove(m: Move): Int32Array {
  const n = m.jumped.length;
  const out = new Int32Array(2 + Math.max(n, 1) + n);
  out[0] = n;
  out[1] = m.from;
  for (let i = 0; i < m.path.length; i++) out[2 + i] = m.path[i]!;
  for (let i = 0; i < n; i++) out[2 + Math.max(n, 1) + i] = m.jumped[i]!;
  return out;
}

/** Decodes the move at data[off] played from pos into a Move (taken letters and promotion worked out). */
export function decodeMove(pos: Position, data: Int32Array, off: number): Move {
  const n = data[off]!;
  const from = data[off + 1]!;
  const steps = n === 0 ? 1 : n;
  const path: Square[] = [];
  for (let i = 0; i < steps; i++) path.push(data[off + 2 + i]!);
  const jumped: Square[] = [];
  for (let i = 0; i < n; i++) jumped.push(data[off + 2 + steps + i]!);
  // taken letters: replay the takes on the column texts
  const cols = new Map<Square, string>();
  let taken = '';
  const russian = pos.variant === 'russian';
  for (const t of jumped) {
    const c = cols.get(t) ?? pos.column(t) ?? '';
    taken += c[0] ?? '?';
    if (!russian) cols.set(t, c.slice(1));
  }
  const top = pos.column(from)![0]!;
  const white = top === 'w' || top === 'W';
  const promotes = !isKingLetter(top) && path.some((s) => (white ? s < 4 : s >= 28));
  return { from, path, jumped, taken, promotes };
}
