// The yaml-hostile fuzz kind (bench/fuzz.ts, issue 47) at a small size with a fixed seed: YAML
// nested past the bound (block and flow), huge scalars, anchors whose aliases multiply and
// floods of aliases, through the puzzle reader, `puzzles check`'s path and the lesson reader.
// No exception escapes, and every input nested past MAX_YAML_DEPTH is refused as such.
import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../bench/fuzz.ts';

describe('fuzzing the YAML readers with hostile YAML (deterministic sample)', () => {
  it('yaml-hostile: 14 inputs, no exception, every deep one refused', () => {
    const stats = runFuzz({ kind: 'yaml-hostile', count: 14, seed: 20261205, huge: 5_000 });
    expect(stats.inputs).toBe(14);
    expect(stats.failures.filter((f) => !f.startsWith('slow'))).toEqual([]);
    expect(stats.exceptions).toBe(0);
  }, 300_000);
});
