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

describe('fuzzing every command path (deterministic samples of the kinds issue 13 added)', () => {
  // long runs of unreadable characters, huge games, control characters in tags, puzzle YAML: each
  // input through verify, convert, convert --to json and annotate at depth 1 (puzzles check for YAML)
  it.each([
    ['unreadable-runs', 4],
    ['huge-games', 4],
    ['tag-controls', 150],
    ['puzzle-yaml', 30],
  ] as const)(
    '%s: %i inputs, no exception escapes, no internal error',
    (kind, count) => {
      const stats = runFuzz({ kind, count, seed: 20261201, commands: true });
      expect(stats.inputs).toBe(count);
      expect(stats.failures.filter((f) => !f.startsWith('unstable') && !f.startsWith('slow'))).toEqual([]);
      expect(stats.exceptions).toBe(0);
      expect(stats.internal).toBe(0);
      // every path ran on every input
      expect(Object.keys(stats.paths).sort()).toEqual(kind === 'puzzle-yaml' ? ['puzzles check'] : ['annotate --depth 1', 'convert', 'convert --to json', 'grammar', 'verify']);
    },
    300_000,
  );
});
