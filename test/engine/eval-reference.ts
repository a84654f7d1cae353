// The evaluation written the plain way, column by column and square by square, each term as
// engine/eval.ts's header and docs/analysis.md describe it: the reference the engine's evaluation
// (over masks, the tall columns apart) is tested against, term by term. Its tables come from the
// squares, not from the engine's.
import { BLACK, WHITE, V_LASCA, popcount, type Board } from '../../engine/board.ts';
import type { EvalTerms } from '../../engine/eval.ts';
import { RAYS, squareFile, squareRank } from '../../engine/squares.ts';
import { VARIANT_RULES } from '../../engine/variant.ts';
import type { EvalWeights } from '../../engine/weights.ts';

/** Whether square s is a centre square (c3 to f6; lasca c3 to e5). */
function centre(s: number, lasca: boolean): boolean {
  const f = squareFile(s);
  const r = squareRank(s);
  const hi = lasca ? 4 : 5;
  return f >= 2 && f <= hi && r >= 2 && r <= hi;
}

/** Whether square s guards side's back rank (a1 c1 e1 g1; Black d8 f8 b8 h8, lasca a7 c7 e7 g7). */
function guardSquare(s: number, side: number, lasca: boolean): boolean {
  const f = squareFile(s);
  const r = squareRank(s);
  if (side === WHITE) return r === 0;
  return lasca ? r === 6 && f <= 6 : r === 7;
}

/** The quiet steps of the man commanding s (forward, one square, to an empty square on the board). */
function manSteps(board: Board, s: number, side: number, off: number): number {
  let n = 0;
  for (let d = side === WHITE ? 0 : 2, end = d + 2; d < end; d++) {
    const t = RAYS[s * 4 + d]![0];
    if (t !== undefined && board.h[t] === 0 && ((off >>> t) & 1) === 0) n++;
  }
  return n;
}

/** Evaluates the board column by column: the value from the side to move's side, and each term (White minus Black) in terms. */
export function evaluateByColumns(board: Board, terms: EvalTerms, W: EvalWeights): number {
  const lasca = board.variant === V_LASCA;
  const lastRank = lasca ? 6 : 7;
  const off = lasca ? VARIANT_RULES.lasca.offSquares : 0;
  const t: EvalTerms = { material: 0, prisoners: 0, advancement: 0, guard: 0, centre: 0, mobility: 0, units: 0, structure: 0, runaway: 0 };
  const kings = [popcount(board.kTop & board.wTop), popcount(board.kTop & board.bTop)];
  let menSteps = 0;
  let kingSteps = 0;
  for (let s = 0; s < 32; s++) {
    const h = board.h[s]!;
    if (h === 0) continue;
    const c = board.col[s]!;
    const k = board.king[s]!;
    const top = (c >>> (h - 1)) & 1;
    const sign = top === WHITE ? 1 : -1;
    const commanderKing = ((k >>> (h - 1)) & 1) === 1;
    let own = 0;
    let ownKings = 0;
    let pris = 0;
    let prisKings = 0;
    let high = -1;
    for (let d = 0; d < h; d++) {
      const mine = ((c >>> d) & 1) === top;
      const isKing = ((k >>> d) & 1) === 1;
      if (mine) {
        own++;
        if (isKing) ownKings++;
      } else {
        pris++;
        if (isKing) prisKings++;
        high = d;
      }
    }
    t.material += sign * ((own - ownKings) * W.man + ownKings * W.king);
    if (pris > 0) {
      const weight = pris - prisKings + prisKings * 2.5;
      t.prisoners += sign * weight * (W.prisonerHold - W.prisonerRisk[Math.min(own, 3)]!);
      const cover = h - 1 - high;
      let s2 = -weight * W.coverRisk[Math.min(cover, 3)]!;
      if (cover === 1 && ((k >>> high) & 1) === 0) s2 -= (top === WHITE ? lastRank - squareRank(s) : squareRank(s)) * W.freedAdvance;
      t.structure += sign * s2;
    }
    if (commanderKing) t.structure += sign * (own - 1) * W.kingColumn;
    t.units += sign * W.unit;
    if (centre(s, lasca)) t.centre += sign * W.centre;
    if (commanderKing) {
      for (let d = 0; d < 4; d++)
        for (const sq of RAYS[s * 4 + d]!) {
          if (board.h[sq] !== 0 || ((off >>> sq) & 1) === 1) break;
          kingSteps += sign;
          if (lasca) break; // an officer steps one square
        }
    } else {
      const rows = top === WHITE ? squareRank(s) : lastRank - squareRank(s);
      t.advancement += sign * W.advance[Math.min(rows, 6)]! * (1 + W.tallAdvance * (own - 1));
      if (guardSquare(s, top, lasca) && kings[top ^ 1] === 0) t.guard += sign * W.guard;
      menSteps += sign * manSteps(board, s, top, off);
    }
  }
  t.mobility = menSteps * W.manMobility + kingSteps * W.kingMobility;
  const total = t.material + t.prisoners + t.advancement + t.guard + t.centre + t.mobility + t.units + t.structure;
  Object.assign(terms, t, {
    prisoners: Math.round(t.prisoners) + 0,
    advancement: Math.round(t.advancement) + 0,
    structure: Math.round(t.structure) + 0,
    material: t.material + 0,
    guard: t.guard + 0,
    centre: t.centre + 0,
    mobility: t.mobility + 0,
    units: t.units + 0,
  });
  const v = Math.sign(total) * Math.round(Math.abs(total)) + 0;
  return board.turn === BLACK ? 0 - v : v;
}
