// Written by scripts/tune.ts (`npm run tune`): the weights fitted to self-play games, per variant.
import type { EvalWeights } from './weights.ts';
import type { VariantName } from './types.ts';

export const TUNED_WEIGHTS: Partial<Record<VariantName, EvalWeights>> = {};
