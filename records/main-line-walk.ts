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
export const WALK_PROBLEM = -1;
/** play()/resolve(): a case left to the full replay (russian's folded capture path). */
export const WALK_DECLINED = -2;

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
    let x = this.board.wTop | this.board.bTop;
    let n = 0;
    for (; x !== 0; x &= x - 1) n++;
    return n;
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
    const w = parseMoveText(text);
    return w ? this.resolve(w) : WALK_PROBLEM;
  }

  /** The legal move a written move means here (matchMoves' rules); WALK_PROBLEM or WALK_DECLINED. */
  resolve(w: WrittenMove): number {
    const wp = w.path;
    const target = wp[wp.length - 1];
    if (target === undefined || (w.numeric && !this.numbered)) return WALK_PROBLEM;
    const n = this.generated();
    const list = this.list;
    const data = list.data;
    let found = WALK_PROBLEM;
    let matches = 0;
    if (w.from === undefined) {
      if (w.fromFile === undefined) return WALK_PROBLEM;
      for (let i = 0; i < n; i++)
        if (list.to(i) === target && squareFile(list.from(i)) === w.fromFile) {
          matches++;
          found = i;
        }
      return matches === 1 ? found : WALK_PROBLEM;
    }
    let ends = 0;
    let exact = 0;
    for (let i = 0; i < n; i++) {
      if (list.from(i) !== w.from || list.to(i) !== target) continue;
      ends++;
      if (wp.length === 1) found = i;
      else if (this.pathIs(data, list.offs[i]!, wp)) {
        exact++;
        found = i;
      }
    }
    if (wp.length === 1) return ends === 1 ? found : WALK_PROBLEM;
    if (exact > 0) return exact === 1 ? found : WALK_PROBLEM;
    if (ends === 0) return WALK_PROBLEM;
    if (this.folds) return WALK_DECLINED;
    // squares left out: the moves passing through the written ones in order
    for (let i = 0; i < n; i++) {
      if (list.from(i) !== w.from || list.to(i) !== target) continue;
      if (this.pathHas(data, list.offs[i]!, wp)) {
        matches++;
        found = i;
      }
    }
    return matches === 1 ? found : WALK_PROBLEM;
  }

  private pathIs(data: Int32Array, off: number, wp: readonly number[]): boolean {
    const jumps = data[off]!;
    const steps = jumps === 0 ? 1 : jumps;
    if (steps !== wp.length) return false;
    for (let i = 0; i < steps; i++) if (data[off + 2 + i] !== wp[i]) return false;
    return true;
  }

  private pathHas(data: Int32Array, off: number, wp: readonly number[]): boolean {
    const jumps = data[off]!;
    const steps = jumps === 0 ? 1 : jumps;
    let j = 0;
    for (let i = 0; i < steps; i++) if (j < wp.length && data[off + 2 + i] === wp[j]) j++;
    return j === wp.length;
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
