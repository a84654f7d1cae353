// Static evaluation of a Bashni position (docs/analysis.md). Browser-safe, works on the fast
// Board's bit stacks (board.ts: bit i of col[s] is the colour of the piece at depth i from the
// bottom, 1 = black; the commander is bit h[s]-1).
//
// What it weighs, for each column:
// - the pieces its commander's side commands (the top layer, every piece at its own rank);
// - the prisoners under it and what a capture of it would free: a thin cover (one own piece over
//   prisoners) is a liability, because one jump frees them all and they command again;
// - kings (worth about three men), advancement of man-commanded columns towards promotion,
//   back-rank guards while the opponent has no king, the centre, and mobility (empty squares
//   the commander could step or slide to).
// The result is in centi-men from the side to move's point of view.
// Lasca has its own board terms: a 7x7 board (advancement to rank 7, its own centre and back rank,
// no square off the board counted as free) and officers that step one square (mobility).
// Computed over the commander masks for every column at once, then for the tall columns alone
// (test/engine/eval-reference.ts writes the same column by column: the tests' reference).
import { Board, BLACK, WHITE, V_LASCA, V_RUSSIAN, countQuiet, popcount, variantCode } from './board.ts';
import { HAND_WEIGHTS, TUNED_WEIGHTS, type EvalWeights } from './weights.ts';
import { squareFile, squareRank } from './squares.ts';
import { VARIANT_RULES } from './variant.ts';
import { checkPosition, type Position } from './position.ts';
import { wrongType } from './argument-error.ts';
import { VARIANTS } from './types.ts';

/** Each variant's weights by its board code (engine/weights.ts: tuned where a variant has them, else set by hand). */
const WEIGHTS_BY_CODE: EvalWeights[] = [];
for (const v of VARIANTS) WEIGHTS_BY_CODE[variantCode(v)] = TUNED_WEIGHTS[v] ?? HAND_WEIGHTS;

const RANK = new Uint8Array(32);

/**
 * What a board's shape changes in the evaluation: its centre, each side's back-rank guards (bit s
 * for square s), the far rank's number, the squares off the board, and whether kings step one
 * square (lasca's officers). The 8x8 board: centre c3 to f6, guards a1 c1 e1 g1 and b8 d8 f8 h8;
 * lasca's 7x7: centre c3 e3 d4 c5 e5, guards a1 c1 e1 g1 and a7 c7 e7 g7.
 */
interface Geometry {
  readonly centre: number;
  readonly guardW: number;
  readonly guardB: number;
  readonly lastRank: number;
  readonly off: number;
  readonly lasca: boolean;
  /** Where the geometry's part of advanceTables() starts. */
  readonly advance: number;
}

const LASCA_OFF = VARIANT_RULES.lasca.offSquares;
// the far ranks come from the variant table (boardSize), as every other fact about a variant
const EIGHT_FAR = VARIANT_RULES.bashni.boardSize - 1;
const LASCA_FAR = VARIANT_RULES.lasca.boardSize - 1;
const EIGHT = { centre: 0, guardW: 0, guardB: 0, lastRank: EIGHT_FAR, off: 0, lasca: false, advance: 0 };
const LASCA = { centre: 0, guardW: 0, guardB: 0, lastRank: LASCA_FAR, off: LASCA_OFF, lasca: true, advance: 2048 };
for (let s = 0; s < 32; s++) {
  const f = squareFile(s);
  const r = squareRank(s);
  const bit = 1 << s;
  RANK[s] = r;
  if (f >= 2 && f <= 5 && r >= 2 && r <= 5) EIGHT.centre |= bit;
  if (f >= 2 && f <= 4 && r >= 2 && r <= 4 && ((LASCA_OFF >>> s) & 1) === 0) LASCA.centre |= bit;
  if (r === 0) {
    EIGHT.guardW |= bit;
    LASCA.guardW |= bit;
  }
  if (r === EIGHT_FAR) EIGHT.guardB |= bit;
  if (r === LASCA_FAR && ((LASCA_OFF >>> s) & 1) === 0) LASCA.guardB |= bit;
}

/** The evaluation terms for one side (white perspective sums: white minus black). */
export interface EvalTerms {
  material: number;
  prisoners: number;
  advancement: number;
  guard: number;
  centre: number;
  mobility: number;
  units: number;
  /** coverRisk, freedAdvance and kingColumn: what a column's structure adds (bashni's columns). */
  structure: number;
  /** Men nothing can stop from crowning (russian). */
  runaway: number;
}

/**
 * The squares where an enemy piece could stop a man on s from crowning, for each side: the cone
 * ahead of it (rank by rank, one file wider on each side than the man's own reach: the enemy may
 * move first) and the two squares behind it (men capture backwards).
 */
const CONE_W = new Int32Array(32);
const CONE_B = new Int32Array(32);
for (let s = 0; s < 32; s++)
  for (let t = 0; t < 32; t++) {
    const files = Math.abs(squareFile(t) - squareFile(s));
    const ahead = squareRank(t) - squareRank(s);
    if ((ahead >= 1 && files <= ahead + 1) || (ahead === -1 && files === 1)) CONE_W[s]! |= 1 << t;
    if ((ahead <= -1 && files <= 1 - ahead) || (ahead === 1 && files === 1)) CONE_B[s]! |= 1 << t;
  }

/**
 * Evaluates the board from the side to move's point of view (centi-men). When terms is given,
 * it is filled with the white-minus-black value of each term; `weights` replaces the variant's
 * (the tuner, scripts/tune.ts, measures each term this way).
 */
export function evaluateBoard(board: Board, terms?: EvalTerms, weights: EvalWeights = WEIGHTS_BY_CODE[board.variant]!): number {
  if (board.variant === V_RUSSIAN) return evaluateSingles(board, terms, weights);
  return evaluateColumns(board, terms, weights, board.variant === V_LASCA ? LASCA : EIGHT);
}

/**
 * The terms each column has as its commander alone (a man or a king, with no piece under it), for
 * every column at once over the commander masks: the whole evaluation of a board of single pieces
 * (russian) and, on a board of columns, every column's commander (evaluateColumns adds what the
 * pieces under a tall one change). The search evaluates at most of its nodes: the loop column by
 * column was a fifth of its time.
 */
function commanderTerms(board: Board, W: EvalWeights, g: Geometry, out: EvalTerms): void {
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
  // each side's men a byte (two ranks) at a time, from tables of the weights' values
  const adv = advanceTables(W);
  const a = g.advance;
  let advancement = 0;
  for (let p = 0; p < 4; p++) advancement += adv[a + p * 256 + ((wMen >>> (8 * p)) & 255)]! - adv[a + 1024 + p * 256 + ((bMen >>> (8 * p)) & 255)]!;
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

/** What commanderTerms() fills for evaluateSingles() and evaluateColumns() (one object, reused). */
const scratch: EvalTerms = { material: 0, prisoners: 0, advancement: 0, guard: 0, centre: 0, mobility: 0, units: 0, structure: 0, runaway: 0 };

const TERM_NAMES = Object.keys(scratch) as (keyof EvalTerms)[];

/** The sum of the terms, as the side to move sees it; terms, when given, gets a copy rounded. */
function total(board: Board, t: EvalTerms, terms: EvalTerms | undefined): number {
  if (terms) {
    // (+ 0: a term of no pieces times a negative weight is -0)
    for (const key of TERM_NAMES) terms[key] = t[key] + 0;
    terms.prisoners = Math.round(t.prisoners) + 0;
    terms.advancement = Math.round(t.advancement) + 0;
    terms.structure = Math.round(t.structure) + 0;
  }
  return fromSideToMove(board, t.material + t.prisoners + t.advancement + t.guard + t.centre + t.mobility + t.units + t.structure + t.runaway);
}

/**
 * evaluateBoard for a board whose every column is a single piece (russian: captured pieces leave
 * the board): its commanders' terms, and men nothing can stop from crowning.
 */
function evaluateSingles(board: Board, terms: EvalTerms | undefined, W: EvalWeights): number {
  const t = scratch;
  commanderTerms(board, W, EIGHT, t);
  const wTop = board.wTop;
  const bTop = board.bTop;
  const kTop = board.kTop;
  // a man with no enemy piece in its cone and no enemy king: as good as crowned, the sooner the better
  let runaway = 0;
  if ((bTop & kTop) === 0)
    for (let m = wTop & ~kTop; m !== 0; m &= m - 1) {
      const s = 31 - Math.clz32(m & -m);
      if ((CONE_W[s]! & bTop) === 0) runaway += W.runaway[Math.min(RANK[s]!, 6)]!;
    }
  if ((wTop & kTop) === 0)
    for (let m = bTop & ~kTop; m !== 0; m &= m - 1) {
      const s = 31 - Math.clz32(m & -m);
      if ((CONE_B[s]! & wTop) === 0) runaway -= W.runaway[Math.min(7 - RANK[s]!, 6)]!;
    }
  t.runaway = runaway;
  return total(board, t, terms);
}

/**
 * evaluateBoard for boards of columns (bashni and its variants, lasca on geometry LASCA): the
 * commanders' terms over masks, then, for each tall column only, what the pieces under its
 * commander add (own pieces' material and advancement, prisoners, the column's structure). Term
 * by term the value of the column-by-column reference: the weights are whole numbers and halves,
 * so no sum depends on its order.
 */
function evaluateColumns(board: Board, terms: EvalTerms | undefined, W: EvalWeights, g: Geometry): number {
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
    const h = hh[s]!;
    const k = king[s]!;
    const top = (bTop >>> s) & 1;
    const sign = top === WHITE ? 1 : -1;
    const commanderKing = ((k >>> (h - 1)) & 1) === 1;
    const c = col[s]!;
    const full = (1 << h) - 1;
    const ownMask = top === BLACK ? c & full : ~c & full;
    const own = popcount(ownMask);
    const ownKings = popcount(k & ownMask);
    const pris = h - own;
    // the own pieces under the commander (commanderTerms counted the commander)
    material += sign * ((own - ownKings) * W.man + ownKings * W.king - (commanderKing ? W.king : W.man));
    if (pris > 0) {
      const prisKings = popcount(k & ~ownMask & full);
      const weight = pris - prisKings + prisKings * 2.5;
      prisoners += sign * (weight * W.prisonerHold - weight * W.prisonerRisk[Math.min(own, 3)]!);
      const high = 31 - Math.clz32(~ownMask & full);
      const cover = h - 1 - high;
      let s2 = -weight * W.coverRisk[Math.min(cover, 3)]!;
      if (cover === 1 && ((k >>> high) & 1) === 0) s2 -= (top === WHITE ? lastRank - RANK[s]! : RANK[s]!) * W.freedAdvance;
      structure += sign * s2;
    }
    if (commanderKing) structure += sign * (own - 1) * W.kingColumn;
    else advancement += sign * W.advance[Math.min(top === WHITE ? RANK[s]! : lastRank - RANK[s]!, 6)]! * W.tallAdvance * (own - 1);
  }
  t.material += material;
  t.prisoners = prisoners;
  t.advancement += advancement;
  t.structure = structure;
  return total(board, t, terms);
}

/** The weights advanceTables() was last asked for, their tables, and every set's tables built. */
let advanceFor: EvalWeights | undefined;
let advanceTable: Float64Array = new Float64Array(0);
const advanceTablesBuilt = new WeakMap<EvalWeights, Float64Array>();

/**
 * Men's advancement by the byte of a side's men: entry g.advance + side * 1024 + p * 256 + b is
 * what the men of byte b of squares 8p to 8p + 7 are worth on a board of geometry g (White's, then
 * Black's, rows counted from each side's own back rank). Built once a set of weights (the tuner
 * measures each term with a set of its own, position after position).
 */
function advanceTables(W: EvalWeights): Float64Array {
  if (W === advanceFor) return advanceTable;
  advanceFor = W;
  const known = advanceTablesBuilt.get(W);
  if (known) return (advanceTable = known);
  advanceTable = new Float64Array(2 * 2 * 4 * 256);
  advanceTablesBuilt.set(W, advanceTable);
  for (const g of [EIGHT, LASCA])
    for (let side = 0; side < 2; side++)
      for (let p = 0; p < 4; p++)
        for (let b = 0; b < 256; b++) {
          let v = 0;
          for (let bit = 0; bit < 8; bit++) {
            if (((b >>> bit) & 1) === 0) continue;
            const rank = RANK[8 * p + bit]!;
            v += W.advance[Math.min(side === WHITE ? rank : g.lastRank - rank, 6)]!;
          }
          advanceTable[g.advance + side * 1024 + p * 256 + b] = v;
        }
  return advanceTable;
}

/** White's total, rounded half away from zero (the same for either colour), as the side to move sees it. */
function fromSideToMove(board: Board, total: number): number {
  const v = Math.sign(total) * Math.round(Math.abs(total)) + 0;
  return board.turn === WHITE ? v : 0 - v;
}

/** Evaluates a position from the side to move's point of view (centi-men). */
export function evaluate(pos: Position, terms?: EvalTerms): number {
  checkPosition(pos, 'evaluate');
  if (terms !== undefined && (terms === null || typeof terms !== 'object')) throw wrongType('evaluate', 'an EvalTerms object to fill', terms);
  return evaluateBoard(pos.toBoard(), terms);
}

/**
 * Pieces a side commands: its own pieces in columns it commands (the top layers). Pieces held
 * prisoner do not count until they are freed. The material goal of puzzles counts this.
 */
function commandedPieces(board: Board, side: number): number {
  let n = 0;
  for (let s = 0; s < 32; s++) {
    const h = board.h[s]!;
    if (h === 0) continue;
    const c = board.col[s]!;
    const top = (c >>> (h - 1)) & 1;
    if (top !== side) continue;
    const full = (1 << h) - 1;
    n += popcount(side === BLACK ? c & full : ~c & full);
  }
  return n;
}

/** Net pieces commanded by side: its commanded pieces minus the opponent's. */
export function materialBalance(board: Board, side: number): number {
  return commandedPieces(board, side) - commandedPieces(board, side ^ 1);
}
