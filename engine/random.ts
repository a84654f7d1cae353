// A seeded pseudo-random generator, so self-play openings, random test games and fuzz inputs
// can be reproduced from their seed. Not for anything that needs unpredictability.
import { wrongType } from './argument-error.ts';

/** mulberry32: `rng(7)()` gives the same number in [0, 1) on every run. */
export function rng(seed: number): () => number {
  if (typeof seed !== 'number') throw wrongType('rng', 'a seed (a number)', seed);
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
