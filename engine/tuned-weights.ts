// Written by scripts/tune.ts (`npm run tune`): the weights fitted to self-play games, per variant.
import type { EvalWeights } from './weights.ts';
import type { VariantName } from './types.ts';

export const TUNED_WEIGHTS: Partial<Record<VariantName, EvalWeights>> = {
  bashni: {
    fitted: 'npm run tune -- --variant bashni --games 2000 --nodes 1000 --seed 1 --steps 1500 (from the hand weights; 99850 positions; mean squared error 0.132067 -> 0.128079)',
    man: 100,
    king: 229,
    prisonerRisk: [0, 21, 0, 0],
    prisonerHold: 15,
    advance: [0, -15, -36, -17, -29, 17, 22],
    tallAdvance: 0.25,
    guard: 80,
    centre: -14,
    manMobility: 7,
    kingMobility: -2,
    unit: 1,
  },
};
