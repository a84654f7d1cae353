// A deterministic sample of the fuzz target (bench/fuzz.ts runs 100,000 inputs by default).
import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../bench/fuzz.ts';

describe('fuzzing the grammar (deterministic sample)', () => {
  it('2,000 mutated corpus inputs: no exception escapes, no internal error', () => {
    const stats = runFuzz({ count: 2000, seed: 20261129, window: 1500, huge: 20_000 });
    expect(stats.inputs).toBe(2000);
    expect(stats.failures.filter((f) => !f.startsWith('unstable') && !f.startsWith('slow'))).toEqual([]);
    expect(stats.exceptions).toBe(0);
    expect(stats.internal).toBe(0);
    expect(stats.unsafe).toBe(0); // control characters never reach the terminal raw
    // compatible writing is stable for nearly every input (the rest: mostly a match-score
    // terminator such as `4-6` followed by a game without tags, see docs/grammar.md, Measured)
    expect(stats.unstable).toBeLessThan(stats.inputs / 50);
  }, 60_000);
});
