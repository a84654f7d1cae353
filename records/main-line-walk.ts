// The main-line walker: a game's main line played on the engine's one mutable board (make with
// the Zobrist hash kept incrementally, as the search plays), each written move matched against
// the moves the board generates. No Position, Move or record is made per ply; a caller asks for a
// Position (or a Move) only where it needs one. `find`, `index` and `openings` walk millions of
// plies with it; replay.ts stays the reference (test/records/find.test.ts compares both).
//
// A written move resolves as matchMoves (engine/notation.ts) resolves it, on the generated list:
// full path exactly, from and target, semi-short by file and target, or a path with squares left
// out. The one case it leaves to replay.ts is russian's folded capture (a written path that
// legalMoves() folded into another with the same ends and taken set): `declined`.
// Browser-safe.
import { Board, MoveList } from '../engine/board.ts';
import { parseMoveText, type WrittenMove } from '../engine/notation.ts';
import { asciiText, isSpans, type MainLineMoves } from '../grammar/main-line-scan.ts';
import { Position, decodeMove } from '../engine/position.ts';
import { isFarRank, squareFile } from '../engine/squares.ts';
import type { Move, VariantName } from '../engine/types.ts';
import { rowOf } from '../engine/variant.ts';

/** resolve()/playMove(): the text is not exactly one legal move here (the line ends, as replay.ts ends it). */
const WALK_PROBLEM = -1;
/** resolve()/playMove(): a case left to the full replay (russian's folded capture path). */
export const WALK_DECLINED = -2;
/** playUnnumbered(): the move was played without its number among the legal moves being known. */
const WALK_UNNUMBERED = 1 << 30;

/** Squares a written move may hold (a capture of many pieces). */
const MAX_SQUARES = 64;

/**
 * The squares of a move written in a common form, with nothing else (no spaces, marks or
 * numbers): `c3-d4`, `c3:e5:g3`, `c3xe5` (lower-case algebraic, dark squares) or `22-18`, `22x15`
 * (numeric 1 to 32), as the ASCII bytes `t[start, end)`. Writes them into `out` and returns how
 * many (2 or more); 0 for any other text, which parseMoveText reads (it gives the same squares for
 * these forms).
 */
function quickSquares(t: Uint8Array, start: number, end: number, out: Int32Array): number {
  const first = t[start]!;
  let n = 0;
  let i = start;
  if (first >= 97 && first <= 104) {
    for (;;) {
      if (i + 2 > end || n >= MAX_SQUARES) return 0;
      const f = t[i]! - 97;
      const r = t[i + 1]! - 49;
      if (f < 0 || f > 7 || r < 0 || r > 7 || (f + r) % 2 !== 0) return 0;
      out[n++] = (7 - r) * 4 + (f >> 1);
      i += 2;
      if (i === end) return n >= 2 ? n : 0;
      const sep = t[i];
      if (sep !== 45 && sep !== 58 && sep !== 120) return 0;
      i++;
    }
  }
  if (first >= 48 && first <= 57) {
    for (;;) {
      if (i >= end || n >= MAX_SQUARES) return 0;
      let c = t[i]! - 48;
      if (c < 0 || c > 9) return 0;
      let v = c;
      i++;
      if (i < end) {
        c = t[i]! - 48;
        if (c >= 0 && c <= 9) {
          v = v * 10 + c;
          i++;
        }
      }
      if (v < 1 || v > 32) return 0;
      out[n++] = v - 1;
      if (i === end) return n >= 2 ? n : 0;
      const sep = t[i];
      if (sep !== 45 && sep !== 58 && sep !== 120) return 0;
      i++;
    }
  }
  return 0;
}

/** The longest move text read by quickSquares (64 squares and their separators). */
const MAX_QUICK_TEXT = 3 * MAX_SQUARES;

export class MainLineWalker {
  private readonly board = new Board();
  private readonly list = new MoveList(1 << 12, 1 << 9);
  /** Moves generated for the position on the board (-1: not yet). */
  private count = -1;
  private variant: VariantName = 'bashni';
  private numbered = true;
  private folds = false;
  private whiteFar = 0;
  /** What the last move played did: pieces captured, a man crowned, its number among the legal moves. */
  jumps = 0;
  promotes = false;
  moveIndex = -1;

  /** Starts a line at `pos`. */
  start(pos: Position): void {
    pos.toBoard(this.board);
    this.board.clearUndo();
    const rules = rowOf(pos.variant);
    this.variant = pos.variant;
    this.numbered = rules.numberedSquares;
    this.folds = rules.foldsEqualCaptures;
    this.whiteFar = rules.whiteFar;
    this.count = -1;
  }

  /** The Zobrist hash halves of the position on the board (as Position.hash()'s low and high 32 bits). */
  get hashLo(): number {
    return this.board.hashLo >>> 0;
  }
  get hashHi(): number {
    return this.board.hashHi >>> 0;
  }

  /** Occupied squares now (they never grow along a line, in every variant). */
  occupied(): number {
    // a population count of the 32 squares (asked at every ply of a --fen search)
    let x = this.board.wTop | this.board.bTop;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }

  /** The position on the board, made on demand. */
  position(): Position {
    return Position.fromBoard(this.board, this.variant);
  }

  /** The number of legal moves here. */
  legalCount(): number {
    return this.generated();
  }

  /** Legal move `index` here as a Move, with the position it is played from. */
  moveAt(index: number, before: Position): Move {
    this.generated();
    return decodeMove(before, this.list.data, this.list.offs[index]!);
  }

  private generated(): number {
    if (this.count < 0) this.count = this.board.generate(this.list);
    return this.count;
  }

  /** The legal move a text means here, by its number among the legal moves; WALK_PROBLEM or WALK_DECLINED. */
  resolveText(text: string): number {
    // the common forms (`c3-d4`, `c3:e5:g3`, `22-18`, `22x15`) read as bytes, without allocating; the rest by parseMoveText
    const squares = this.textSquares(text);
    if (squares > 0) return this.resolveSquares(this.squares[0], undefined, this.pathView, squares - 1, this.textBytes[0]! <= 57);
    const w = parseMoveText(text);
    return w ? this.resolve(w) : WALK_PROBLEM;
  }

  /** quickSquares() of a text (its ASCII bytes, in textBytes): the squares in `squares`, or 0. */
  private textSquares(text: string): number {
    const n = text.length;
    if (n === 0 || n > MAX_QUICK_TEXT) return 0;
    const bytes = this.textBytes;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) return 0;
      bytes[i] = c;
    }
    return quickSquares(bytes, 0, n, this.squares);
  }

  /** resolveText() of the ASCII text `bytes[start, end)`. */
  resolveBytes(bytes: Uint8Array, start: number, end: number): number {
    const squares = quickSquares(bytes, start, end, this.squares);
    if (squares > 0) return this.resolveSquares(this.squares[0], undefined, this.pathView, squares - 1, bytes[start]! <= 57);
    const w = parseMoveText(asciiText(bytes, start, end));
    return w ? this.resolve(w) : WALK_PROBLEM;
  }

  /** resolveText() of move `i` of a main line. */
  resolveMove(moves: MainLineMoves, i: number): number {
    if (isSpans(moves)) return this.resolveBytes(moves.bytes, moves.spans[2 * i]!, moves.spans[2 * i + 1]!);
    return this.resolveText(moves[i]!);
  }

  /** Plays move `i` of a main line: its number among the legal moves, or WALK_PROBLEM / WALK_DECLINED (nothing played). */
  playMove(moves: MainLineMoves, i: number): number {
    const index = this.resolveMove(moves, i);
    if (index >= 0) this.playIndex(index);
    return index;
  }

  private readonly textBytes = new Uint8Array(MAX_QUICK_TEXT);
  /** The move data make() reads for a quiet move: no jumps, from, to. */
  private readonly quiet = new Int32Array(3);

  /**
   * playMove() for a caller that needs no move number: a step the board says is legal
   * (Board.isQuietMove) is played without listing the legal moves, and WALK_UNNUMBERED returned;
   * any other move as playMove() plays it.
   */
  playUnnumbered(moves: MainLineMoves, i: number): number {
    let squares = 0;
    let numeric = false;
    if (isSpans(moves)) {
      const start = moves.spans[2 * i]!;
      squares = quickSquares(moves.bytes, start, moves.spans[2 * i + 1]!, this.squares);
      numeric = moves.bytes[start]! <= 57;
    } else {
      squares = this.textSquares(moves[i]!);
      numeric = this.textBytes[0]! <= 57;
    }
    if (squares === 2 && (this.numbered || !numeric)) {
      const from = this.squares[0]!;
      const to = this.squares[1]!;
      const board = this.board;
      if (board.isQuietMove(from, to)) {
        this.promotes = (board.kTop & (1 << from)) === 0 && isFarRank(to, board.turn, this.whiteFar);
        this.quiet[1] = from;
        this.quiet[2] = to;
        board.make(this.quiet, 0);
        board.clearUndo();
        this.count = -1;
        this.jumps = 0;
        this.moveIndex = -1;
        return WALK_UNNUMBERED;
      }
    }
    return this.playMove(moves, i);
  }

  /** quickSquares' squares; the landing squares are the view from the second on. */
  private readonly squares = new Int32Array(MAX_SQUARES);
  private readonly pathView = this.squares.subarray(1);

  /** The legal move a written move means here (matchMoves' rules); WALK_PROBLEM or WALK_DECLINED. */
  resolve(w: WrittenMove): number {
    return this.resolveSquares(w.from, w.fromFile, w.path, w.path.length, w.numeric === true);
  }

  /** resolve() on the parts of a written move: `wp`'s first `length` squares are its landing squares. */
  private resolveSquares(from: number | undefined, fromFile: number | undefined, wp: ArrayLike<number>, length: number, numeric: boolean): number {
    const target = length > 0 ? wp[length - 1] : undefined;
    if (target === undefined || (numeric && !this.numbered)) return WALK_PROBLEM;
    const n = this.generated();
    const list = this.list;
    const data = list.data;
    let found = WALK_PROBLEM;
    let matches = 0;
    if (from === undefined) {
      if (fromFile === undefined) return WALK_PROBLEM;
      for (let i = 0; i < n; i++)
        if (list.to(i) === target && squareFile(list.from(i)) === fromFile) {
          matches++;
          found = i;
        }
      return matches === 1 ? found : WALK_PROBLEM;
    }
    let ends = 0;
    let exact = 0;
    for (let i = 0; i < n; i++) {
      if (list.from(i) !== from || list.to(i) !== target) continue;
      ends++;
      if (length === 1) found = i;
      else if (this.pathIs(data, list.offs[i]!, wp, length)) {
        exact++;
        found = i;
      }
    }
    if (length === 1) return ends === 1 ? found : WALK_PROBLEM;
    if (exact > 0) return exact === 1 ? found : WALK_PROBLEM;
    if (ends === 0) return WALK_PROBLEM;
    if (this.folds) return WALK_DECLINED;
    // squares left out: the moves passing through the written ones in order
    for (let i = 0; i < n; i++) {
      if (list.from(i) !== from || list.to(i) !== target) continue;
      if (this.pathHas(data, list.offs[i]!, wp, length)) {
        matches++;
        found = i;
      }
    }
    return matches === 1 ? found : WALK_PROBLEM;
  }

  private pathIs(data: Int32Array, off: number, wp: ArrayLike<number>, length: number): boolean {
    const jumps = data[off]!;
    const steps = jumps === 0 ? 1 : jumps;
    if (steps !== length) return false;
    for (let i = 0; i < steps; i++) if (data[off + 2 + i] !== wp[i]) return false;
    return true;
  }

  private pathHas(data: Int32Array, off: number, wp: ArrayLike<number>, length: number): boolean {
    const jumps = data[off]!;
    const steps = jumps === 0 ? 1 : jumps;
    let j = 0;
    for (let i = 0; i < steps; i++) if (j < length && data[off + 2 + i] === wp[j]) j++;
    return j === length;
  }

  /** Plays legal move `index` (from resolve()); sets jumps, promotes and moveIndex. */
  playIndex(index: number): void {
    const list = this.list;
    const board = this.board;
    const off = list.offs[index]!;
    const data = list.data;
    const jumps = data[off]!;
    const from = data[off + 1]!;
    const bit = 1 << from;
    // crowned: a man (the commander) whose path reaches its far rank (as decodeMove says)
    let promotes = false;
    if ((board.kTop & bit) === 0) {
      const side = board.bTop & bit ? 1 : 0;
      const steps = jumps === 0 ? 1 : jumps;
      for (let i = 0; i < steps; i++)
        if (isFarRank(data[off + 2 + i]!, side, this.whiteFar)) {
          promotes = true;
          break;
        }
    }
    board.make(data, off);
    board.clearUndo();
    this.count = -1;
    this.jumps = jumps;
    this.promotes = promotes;
    this.moveIndex = index;
  }
}
