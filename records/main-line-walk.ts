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
import { Position, decodeMove } from '../engine/position.ts';
import { isFarRank, squareFile } from '../engine/squares.ts';
import type { Move, VariantName } from '../engine/types.ts';
import { rowOf } from '../engine/variant.ts';

/** play()/resolve(): the text is not exactly one legal move here (the line ends, as replay.ts ends it). */
const WALK_PROBLEM = -1;
/** play()/resolve(): a case left to the full replay (russian's folded capture path). */
export const WALK_DECLINED = -2;

/** Squares a written move may hold (a capture of many pieces). */
const MAX_SQUARES = 64;

/**
 * The squares of a move written in a common form, with nothing else (no spaces, marks or
 * numbers): `c3-d4`, `c3:e5:g3`, `c3xe5` (lower-case algebraic, dark squares) or `22-18`, `22x15`
 * (numeric 1 to 32). Writes them into `out` and returns how many (2 or more); 0 for any other
 * text, which parseMoveText reads (it gives the same squares for these forms).
 */
function quickSquares(t: string, out: Int32Array): number {
  const len = t.length;
  const first = t.charCodeAt(0);
  let n = 0;
  let i = 0;
  if (first >= 97 && first <= 104) {
    for (;;) {
      if (i + 2 > len || n >= MAX_SQUARES) return 0;
      const f = t.charCodeAt(i) - 97;
      const r = t.charCodeAt(i + 1) - 49;
      if (f < 0 || f > 7 || r < 0 || r > 7 || (f + r) % 2 !== 0) return 0;
      out[n++] = (7 - r) * 4 + (f >> 1);
      i += 2;
      if (i === len) return n >= 2 ? n : 0;
      const sep = t.charCodeAt(i);
      if (sep !== 45 && sep !== 58 && sep !== 120) return 0;
      i++;
    }
  }
  if (first >= 48 && first <= 57) {
    for (;;) {
      if (i >= len || n >= MAX_SQUARES) return 0;
      let c = t.charCodeAt(i) - 48;
      if (c < 0 || c > 9) return 0;
      let v = c;
      i++;
      if (i < len) {
        c = t.charCodeAt(i) - 48;
        if (c >= 0 && c <= 9) {
          v = v * 10 + c;
          i++;
        }
      }
      if (v < 1 || v > 32) return 0;
      out[n++] = v - 1;
      if (i === len) return n >= 2 ? n : 0;
      const sep = t.charCodeAt(i);
      if (sep !== 45 && sep !== 58 && sep !== 120) return 0;
      i++;
    }
  }
  return 0;
}

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
    // the common forms (`c3-d4`, `c3:e5:g3`, `22-18`, `22x15`) read here without allocating; the rest by parseMoveText
    const squares = quickSquares(text, this.squares);
    if (squares > 0) return this.resolveSquares(this.squares[0], undefined, this.pathView, squares - 1, text.charCodeAt(0) <= 57);
    const w = parseMoveText(text);
    return w ? this.resolve(w) : WALK_PROBLEM;
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

  /** Plays the move a text means: its number among the legal moves, or WALK_PROBLEM / WALK_DECLINED (nothing played). */
  play(text: string): number {
    const i = this.resolveText(text);
    if (i >= 0) this.playIndex(i);
    return i;
  }
}
