// The immutable public position. Wraps the fast Board (board.ts) for move generation.
import { Board, MoveList, BLACK, WHITE, variantCode, stateMeta, popcount, CELLS, MAX_HEIGHT, M_HHI, M_HLO, S_H, S_KING } from './board.ts';
import { boardSquares, isFarRank, onBoard } from './squares.ts';
import type { Color, ColumnText, Move, Outcome, Square, VariantName } from './types.ts';
import { knownVariant, rowOf } from './variant.ts';
import { ArgumentError, checkString, outOfRange, valueKind, wrongType } from './argument-error.ts';

const COLUMN_RE = /^(?:[wW]+[bB]*|[bB]+[wW]*)$/;

/** Is this a well-formed column text (top first, at most two colour layers)? */
export function isColumnText(text: string): boolean {
  return COLUMN_RE.test(checkString(text, 'isColumnText'));
}

// One scratch Board and MoveList for every Position call (generation, play, counting). Nothing
// calls back out while they are in use, so sharing them is safe; Move objects handed out are
// plain objects that never alias them.
let scratchBoard: Board | undefined;
let scratchList: MoveList | undefined;
/** The position the scratch board holds (play() leaves the board on the new position). */
let scratchOwner: Position | undefined;
const ENC = new Int32Array(2 + 2 * 64);

/** A move's shape (an object with `path` and `jumped` lists), else an ARGUMENT_TYPE error: what
 * play, sameMove and makeMoveText read of it. */
export function checkMove(move: unknown, where: string): asserts move is Move {
  const m = move as Partial<Move> | null;
  if (m === null || typeof m !== 'object' || !Array.isArray(m.path) || !Array.isArray(m.jumped)) throw wrongType(where, 'a move ({ from, path, jumped }), as legalMoves() gives', move);
}

/** `value` when it is a Position, else an ARGUMENT_TYPE error naming `where`. */
export function checkPosition(value: unknown, where: string): Position {
  if (!(value instanceof Position)) throw wrongType(where, 'a Position, as Position.initial() or parseFen() give', value);
  return value;
}

/** The internal state of a Position (module-private, see the static block in the class). */
let stateOf!: (p: Position) => readonly number[];

export class Position {
  readonly variant: VariantName;
  readonly turn: Color;
  /** Plies since the last capture or man move (lidraughts' H counter). */
  readonly halfmoves: number;
  /** Move number, 1 at the start, incremented after Black moves. */
  readonly fullmove: number;
  /** Bit stacks (see CELLS in board.ts), then the commander masks and the hash halves. */
  readonly #s: readonly number[];
  readonly #m: Int32Array;
  /** legalMoves(), frozen (the moves, their paths and the list): play() trusts them by identity. */
  #moves: readonly Move[] | undefined;
  #hash: bigint | undefined;

  static {
    stateOf = (p) => p.#s;
  }

  private constructor(variant: VariantName, turn: Color, cells: readonly number[], meta: Int32Array, halfmoves: number, fullmove: number) {
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
  static initial(variant: VariantName = 'bashni'): Position {
    knownVariant(variant, 'Position.initial');
    const columns = new Map<Square, ColumnText>();
    // Black on the board's first squares in number order, White on its last (the table's pieces per side)
    const squares = boardSquares(variant);
    const each = rowOf(variant).piecesPerSide;
    for (const s of squares.slice(0, each)) columns.set(s, 'b');
    for (const s of squares.slice(-each)) columns.set(s, 'w');
    return Position.setup(variant, 'white', columns);
  }

  /**
   * A position from columns (top first). Throws an ArgumentError (ARGUMENT_RANGE) on an unknown
   * variant, a turn other than 'white' or 'black', a bad square, a malformed column text or a
   * counter that is not a whole number from 0 (ARGUMENT_TYPE for columns that are no Map, counters
   * that are no object); use parseFen for checked input with error values.
   */
  static setup(variant: VariantName, turn: Color, columns: ReadonlyMap<Square, ColumnText>, counters?: { halfmoves?: number; fullmove?: number }): Position {
    knownVariant(variant, 'Position.setup');
    if (turn !== 'white' && turn !== 'black') throw outOfRange('Position.setup', `the side to move is 'white' or 'black', not ${valueKind(turn)}`, turn);
    if (columns === null || typeof columns !== 'object' || typeof (columns as Partial<Iterable<unknown>>)[Symbol.iterator] !== 'function') {
      throw wrongType('Position.setup', 'columns as a Map of square to column text', columns);
    }
    if (counters !== undefined && (counters === null || typeof counters !== 'object')) throw wrongType('Position.setup', 'counters as an object ({ halfmoves, fullmove })', counters);
    for (const key of ['halfmoves', 'fullmove'] as const) {
      const n = counters?.[key];
      if (n !== undefined && !(Number.isSafeInteger(n) && n >= 0)) throw outOfRange('Position.setup', `${key} must be a whole number from 0, not ${valueKind(n)}`, n);
    }
    const st: number[] = new Array<number>(CELLS).fill(0);
    for (const entry of columns as Iterable<unknown>) {
      if (!Array.isArray(entry)) throw wrongType('Position.setup', 'columns as [square, column text] pairs', entry);
      const [sq, text] = entry as [unknown, unknown];
      if (typeof sq !== 'number' || !Number.isInteger(sq) || sq < 0 || sq > 31) throw outOfRange('Position.setup', `bad square ${valueKind(sq)} (0 to 31)`, sq);
      if (!onBoard(sq, variant)) throw outOfRange('Position.setup', `square ${sq} is off the ${variant} board`, sq);
      if (typeof text !== 'string' || !COLUMN_RE.test(text) || text.length > MAX_HEIGHT) throw outOfRange('Position.setup', `bad column ${valueKind(text)}`, text);
      let c = 0;
      let k = 0;
      for (let i = 0; i < text.length; i++) {
        const ch = text[i]!;
        c = (c << 1) | (ch === 'b' || ch === 'B' ? 1 : 0);
        k = (k << 1) | (ch === 'W' || ch === 'B' ? 1 : 0);
      }
      st[sq] = c;
      st[S_KING + sq] = k;
      st[S_H + sq] = text.length;
    }
    return new Position(variant, turn, st, stateMeta(st, turn === 'white' ? WHITE : BLACK), counters?.halfmoves ?? 0, counters?.fullmove ?? 1);
  }

  /**
   * A fast Board holding this position: a fresh one, or `into` loaded with it (reused by a search).
   * @internal the Board is engine/internal.ts's: not in the published declarations (stripInternal).
   */
  toBoard(into?: Board): Board {
    const b = into ?? new Board(variantCode(this.variant));
    b.variant = variantCode(this.variant);
    b.loadState(this.#s, this.#m, this.turn === 'white' ? WHITE : BLACK);
    return b;
  }

  /**
   * The position a Board holds (counters 0 and 1): a main line walked on one mutable board turns
   * into a Position only where a caller needs one (records/main-line-walk.ts).
   * @internal the Board is engine/internal.ts's: not in the published declarations (stripInternal).
   */
  static fromBoard(board: Board, variant: VariantName): Position {
    return new Position(variant, board.turn === WHITE ? 'white' : 'black', board.saveCells(), board.saveMeta(), 0, 1);
  }

  /** The shared scratch board loaded with this position. */
  #scratch(dedupe: boolean): Board {
    const b = (scratchBoard ??= new Board());
    b.dedupe = dedupe;
    if (scratchOwner !== this) {
      b.variant = variantCode(this.variant);
      b.loadState(this.#s, this.#m, this.turn === 'white' ? WHITE : BLACK);
      scratchOwner = this;
    }
    return b;
  }

  /** Column on sq, top first (`'Wbb'`), or undefined when empty. */
  column(sq: Square): ColumnText | undefined {
    if (typeof sq !== 'number') throw wrongType('Position.column', 'a square (0 to 31)', sq);
    if (!Number.isInteger(sq) || sq < 0 || sq > 31) throw outOfRange('Position.column', `bad square ${valueKind(sq)} (0 to 31)`, sq);
    return this.#column(sq);
  }

  #column(sq: Square): ColumnText | undefined {
    const n = this.#s[S_H + sq];
    if (!n) return undefined;
    return columnText(this.#s[sq]!, this.#s[S_KING + sq]!, n);
  }

  /** Every occupied square with its column, in square order. */
  columns(): [Square, ColumnText][] {
    const out: [Square, ColumnText][] = [];
    for (let s = 0; s < 32; s++) {
      const c = this.#column(s);
      if (c !== undefined) out.push([s, c]);
    }
    return out;
  }

  /**
   * Every legal move (R3-R9). In `russian`, captures with the same from, to and captured set count
   * once. The list and its moves are frozen: play() takes them without a check, so neither a
   * changed move nor one pushed into the list can pass for legal.
   */
  legalMoves(): readonly Move[] {
    if (this.#moves) return this.#moves;
    const moves = this.generateMoves(true);
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      Object.freeze(m.path);
      Object.freeze(m.jumped);
      Object.freeze(m);
    }
    this.#moves = Object.freeze(moves);
    return this.#moves;
  }

  /** Every legal move; with dedupe=false, russian keeps every capture path. */
  generateMoves(dedupe = true): Move[] {
    const board = this.#scratch(dedupe);
    const list = (scratchList ??= new MoveList(1 << 12, 1 << 9));
    const n = board.generate(list);
    board.dedupe = true;
    const out: Move[] = new Array<Move>(n);
    const rules = rowOf(this.variant);
    for (let i = 0; i < n; i++) out[i] = decodeState(this.#s, !rules.takenGoesUnder, rules.whiteFar, list.data, list.offs[i]!);
    return out;
  }

  /**
   * The position after move, which must be legal here: one of legalMoves() (taken as it is: those
   * are frozen), or any object with the same from, path and jumped squares. Throws an Error for an
   * illegal move, a TypeError for what is not a move.
   */
  play(move: Move): Position {
    checkMove(move, 'Position.play');
    // a move object handed out by this position's legalMoves() needs no check (frozen)
    const cached = this.#moves;
    let legal: Move | undefined;
    if (cached)
      for (let i = 0; i < cached.length; i++)
        if (cached[i] === move) {
          legal = move;
          break;
        }
    if (!legal) legal = this.legalMoves().find((m) => movesEqual(m, move));
    if (!legal && rowOf(this.variant).foldsEqualCaptures) legal = this.generateMoves(false).find((m) => movesEqual(m, move));
    if (!legal) {
      const shown = JSON.stringify({ from: move.from, path: move.path, jumped: move.jumped });
      throw new ArgumentError('ILLEGAL_MOVE', 'Position.play', `illegal move ${shown.length > 200 ? `${shown.slice(0, 200)}...` : shown}`, shown.slice(0, 200));
    }
    const s = this.#s;
    const from = legal.from;
    const top = s[S_H + from]! - 1;
    const progress = legal.jumped.length > 0 || ((s[S_KING + from]! >>> top) & 1) === 0;
    const board = this.#scratch(true);
    encodeInto(legal, ENC);
    scratchOwner = undefined;
    board.make(ENC, 0);
    board.clearUndo();
    const next = new Position(
      this.variant,
      this.turn === 'white' ? 'black' : 'white',
      board.saveCells(),
      board.saveMeta(),
      progress ? 0 : this.halfmoves + 1,
      this.turn === 'black' ? this.fullmove + 1 : this.fullmove,
    );
    // the board now holds the new position: its legalMoves() need not load it
    scratchOwner = next;
    return next;
  }

  /** Zobrist hash over every piece of every column (colour, rank, depth) and the side to move. */
  hash(): bigint {
    if (this.#hash === undefined) this.#hash = (BigInt(this.#m[M_HHI]! >>> 0) << 32n) | BigInt(this.#m[M_HLO]! >>> 0);
    return this.#hash;
  }

  /** R11: the side to move with no legal move (or no column) loses. */
  outcome(): Outcome | undefined {
    const any = this.#moves ? this.#moves.length > 0 : this.#scratch(true).countMoves() > 0;
    if (any) return undefined;
    return { winner: this.turn === 'white' ? 'black' : 'white', reason: 'no-moves' };
  }

  /** Pieces of a colour on the board, prisoners included. */
  pieceCount(color: Color): number {
    if (color !== 'white' && color !== 'black') throw outOfRange('Position.pieceCount', `the colour is 'white' or 'black', not ${valueKind(color)}`, color);
    const s = this.#s;
    let n = 0;
    for (let sq = 0; sq < 32; sq++) {
      const h = s[S_H + sq]!;
      if (h === 0) continue;
      const black = popcount(s[sq]! & ((1 << h) - 1));
      n += color === 'white' ? h - black : black;
    }
    return n;
  }

  /** Same pieces, side to move and variant (counters ignored). */
  equals(other: Position): boolean {
    if (!(other instanceof Position)) throw wrongType('Position.equals', 'a Position', other);
    if (other.variant !== this.variant || other.turn !== this.turn) return false;
    const a = this.#s;
    const b = other.#s;
    for (let sq = 0; sq < 32; sq++) {
      const h = a[S_H + sq]!;
      if (b[S_H + sq] !== h) return false;
      const mask = (1 << h) - 1; // h <= MAX_HEIGHT (24)
      if (((a[sq]! ^ b[sq]!) & mask) !== 0 || ((a[S_KING + sq]! ^ b[S_KING + sq]!) & mask) !== 0) return false;
    }
    return true;
  }
}

function columnText(col: number, king: number, h: number): ColumnText {
  let out = '';
  for (let d = h - 1; d >= 0; d--) {
    const black = (col >>> d) & 1;
    const k = (king >>> d) & 1;
    out += black ? (k ? 'B' : 'b') : k ? 'W' : 'w';
  }
  return out;
}

/** Same from, path and jumped squares. */
export function sameMove(a: Move, b: Move): boolean {
  checkMove(a, 'sameMove');
  checkMove(b, 'sameMove');
  return movesEqual(a, b);
}

function movesEqual(a: Move, b: Move): boolean {
  if (a.from !== b.from || a.path.length !== b.path.length || a.jumped.length !== b.jumped.length) return false;
  for (let i = 0; i < a.path.length; i++) if (a.path[i] !== b.path[i]) return false;
  for (let i = 0; i < a.jumped.length; i++) if (a.jumped[i] !== b.jumped[i]) return false;
  return true;
}

/** Encodes a Move in board.ts's flat form. */
export function encodeMove(m: Move): Int32Array {
  const n = m.jumped.length;
  const out = new Int32Array(2 + Math.max(n, 1) + n);
  encodeInto(m, out);
  return out;
}

function encodeInto(m: Move, out: Int32Array): void {
  const n = m.jumped.length;
  const steps = n === 0 ? 1 : n;
  out[0] = n;
  out[1] = m.from;
  for (let i = 0; i < m.path.length; i++) out[2 + i] = m.path[i]!;
  for (let i = 0; i < n; i++) out[2 + steps + i] = m.jumped[i]!;
}

/** Decodes the move at data[off] played from pos into a Move (taken letters and promotion worked out). */
export function decodeMove(pos: Position, data: Int32Array, off: number): Move {
  const rules = rowOf(pos.variant);
  return decodeState(stateOf(pos), !rules.takenGoesUnder, rules.whiteFar, data, off);
}

const LETTERS = ['w', 'W', 'b', 'B'];

function decodeState(s: readonly number[], singles: boolean, whiteFar: number, data: Int32Array, off: number): Move {
  const n = data[off]!;
  const from = data[off + 1]!;
  const steps = n === 0 ? 1 : n;
  const path: Square[] = new Array<Square>(steps);
  for (let i = 0; i < steps; i++) path[i] = data[off + 2 + i]!;
  const jumped: Square[] = new Array<Square>(n);
  let taken = '';
  for (let i = 0; i < n; i++) {
    const t = data[off + 2 + steps + i]!;
    jumped[i] = t;
    // the commander of t after the earlier takes from it (in russian a piece is removed at the end)
    let depth = s[S_H + t]! - 1;
    if (!singles) for (let j = 0; j < i; j++) if (jumped[j] === t) depth--;
    taken += depth < 0 ? '?' : LETTERS[(((s[t]! >>> depth) & 1) << 1) | ((s[S_KING + t]! >>> depth) & 1)]!;
  }
  const top = s[S_H + from]! - 1;
  let promotes = false;
  if (((s[S_KING + from]! >>> top) & 1) === 0) {
    const side = (s[from]! >>> top) & 1;
    for (let i = 0; i < steps; i++) {
      if (isFarRank(path[i]!, side, whiteFar)) {
        promotes = true;
        break;
      }
    }
  }
  return { from, path, jumped, taken, promotes };
}
