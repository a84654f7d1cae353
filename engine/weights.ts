// The evaluation's weights (engine/eval.ts applies them; docs/analysis.md says what each term is).
// HAND_WEIGHTS were set by hand; TUNED_WEIGHTS are fitted to self-play games by scripts/tune.ts
// (`npm run tune`, which rewrites engine/tuned-weights.ts) and used for the variants they name.
export { TUNED_WEIGHTS } from './tuned-weights.ts';

export interface EvalWeights {
  /** How tuned weights were made: the command, and the fit's figures. */
  readonly fitted?: string;
  /** A man commanded (the unit of every score: 100 centi-men). */
  readonly man: number;
  /** A king commanded. */
  readonly king: number;
  /** Per prisoner (a man; a king prisoner counts 2.5) held under a cover of 0 / 1 / 2 / 3+ own pieces. */
  readonly prisonerRisk: readonly number[];
  /** Per prisoner held: denying the opponent that piece is worth a little beyond the count. */
  readonly prisonerHold: number;
  /** A man-commanded column, by rows advanced (0..6). */
  readonly advance: readonly number[];
  /** Extra advancement for tall columns, per own piece beyond the commander (a fraction). */
  readonly tallAdvance: number;
  /** A back-rank man (c1, e1 / d8, f8 and the corners) while the opponent has no king. */
  readonly guard: number;
  /** A column on a centre square. */
  readonly centre: number;
  /** Per empty square a man commander could step to. */
  readonly manMobility: number;
  /** Per empty square a king commander could move to. */
  readonly kingMobility: number;
  /** Per column commanded (several units beat one heap of the same pieces). */
  readonly unit: number;
  /**
   * Per prisoner held, by the cover over the highest of them: 0 / 1 / 2 / 3+ own pieces on top
   * (one jump per covering piece frees it; prisonerRisk counts every own piece of the column).
   */
  readonly coverRisk: readonly number[];
  /** A man held directly under a single commander, by the rows it has advanced for its own side: one jump frees it there. */
  readonly freedAdvance: number;
  /** Per own piece under a king commander (a king column carries them at a king's reach). */
  readonly kingColumn: number;
  /**
   * A man nothing can stop from crowning, by rows advanced (0..6): no enemy piece in the cone
   * ahead of it (each rank one file wider on each side than the man could reach) nor on the two
   * squares behind it, and no enemy king (russian).
   */
  readonly runaway: readonly number[];
}

export const HAND_WEIGHTS: EvalWeights = {
  man: 100,
  king: 300,
  prisonerRisk: [0, 30, 12, 4],
  prisonerHold: 4,
  advance: [0, 2, 5, 9, 14, 20, 28],
  tallAdvance: 0.25,
  guard: 8,
  centre: 6,
  manMobility: 3,
  kingMobility: 2,
  unit: 6,
  coverRisk: [0, 0, 0, 0],
  freedAdvance: 0,
  kingColumn: 0,
  runaway: [0, 30, 40, 55, 75, 100, 130],
};
