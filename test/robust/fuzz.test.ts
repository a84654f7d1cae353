// The fuzz kinds issue 22 added (bench/fuzz.ts), each at a small size with a fixed seed: comment
// floods through every command's path, texts pushed to the splitter in random pieces (the games
// must be parsePdn's), and the library's public functions called with arguments of the wrong
// type or range (results where a function returns them, else only the typed errors: ArgumentError,
// PdnArgumentError).
import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../bench/fuzz.ts';

describe('fuzzing the kinds of issue 22 (deterministic samples)', () => {
  it.each([
    ['comment-floods', 3, true],
    ['chunk-splits', 300, false],
    ['wrong-types', 1500, false],
  ] as const)(
    '%s: %i inputs, no exception escapes, no internal error, no chunking mismatch',
    (kind, count, commands) => {
      const stats = runFuzz({ kind, count, seed: 20261202, commands });
      expect(stats.inputs).toBe(count);
      expect(stats.failures.filter((f) => !f.startsWith('unstable') && !f.startsWith('slow'))).toEqual([]);
      expect(stats.exceptions).toBe(0);
      expect(stats.internal).toBe(0);
      expect(stats.chunking).toBe(0);
    },
    300_000,
  );
});
