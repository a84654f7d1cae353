// Written by scripts/tune.ts (`npm run tune`): the weights fitted to self-play games, per variant.
import type { EvalWeights } from './weights.ts';
import type { VariantName } from './types.ts';

export const TUNED_WEIGHTS: Partial<Record<VariantName, EvalWeights>> = {
  bashni: {
    fitted: 'npm run tune -- --variant bashni --games 2000 --nodes 1000 --seed 1 --steps 1500 --write (from the tuned weights; 111757 positions; mean squared error 0.121307 -> 0.120045)',
    man: 100,
    king: 211,
    prisonerRisk: [0, 25, 2, 2],
    prisonerHold: 19,
    advance: [0, -5, -23, -22, -35, 29, 23],
    tallAdvance: 0.25,
    guard: 59,
    centre: -13,
    manMobility: 6,
    kingMobility: 8,
    unit: 3,
    coverRisk: [0, 4, 2, 2],
    freedAdvance: -1,
    kingColumn: -45,
    runaway: [0, 0, 0, 0, 0, 0, 0],
  },
};
