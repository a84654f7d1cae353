// Issue 22, point 2: a 6 MB YAML file of empty mappings (`[{},{},...]`, 6 million tokens) made
// the puzzle reader build a document of 4.4 GB until the heap gave out. A file of more than
// MAX_YAML_TOKENS YAML tokens is now refused with one PUZZLE_TOO_LARGE, before the document is
// built; the collection's files, far under the cap, read as before.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { MAX_YAML_TOKENS } from '../../puzzles/yaml-guard.ts';

describe('the size of a puzzle file', () => {
  it('over the cap: one PUZZLE_TOO_LARGE at 1:1, nothing read', () => {
    // `[`, then `{` `}` `,` for each entry, then `]`: 3 tokens an entry
    const entries = Math.ceil(MAX_YAML_TOKENS / 3) + 10;
    const text = `[${Array(entries).fill('{}').join(',')}]`;
    const t0 = performance.now();
    const out = readPuzzleFile(text, 'flood.yaml');
    console.log(`${(text.length / 1e6).toFixed(1)} MB of [{},...] refused in ${(performance.now() - t0).toFixed(0)} ms`);
    expect(out.puzzles).toEqual([]);
    expect(out.errors.map((e) => `${e.file}:${e.pos.line}:${e.pos.column} ${e.code}`)).toEqual(['flood.yaml:1:1 PUZZLE_TOO_LARGE']);
    expect(out.errors[0]!.message).toBe(`the file holds more than ${MAX_YAML_TOKENS} YAML tokens (values, keys, brackets; the largest collection file has about 65,000); it is not read`);
  });

  it('the issue`s 6 MB file is refused the same way (the counting stops at the cap)', () => {
    const out = readPuzzleFile(`[${Array(2_000_000).fill('{}').join(',')}]`, 'y.yaml');
    expect(out.errors.map((e) => e.code)).toEqual(['PUZZLE_TOO_LARGE']);
  });

  it('under the cap: read as usual (the collection, and a list of empty mappings just under)', () => {
    for (const f of ['capture-path', 'composed', 'material', 'win']) {
      const out = readPuzzleFile(readFileSync(new URL(`../../puzzles/${f}.yaml`, import.meta.url), 'utf8'), `${f}.yaml`);
      expect(out.errors, f).toEqual([]);
      expect(out.puzzles.length, f).toBeGreaterThan(0);
    }
    const under = readPuzzleFile(`[${Array(1000).fill('{}').join(',')}]`, 'u.yaml');
    expect(under.errors[0]!.code).toBe('PUZZLE_MISSING_FIELD');
  });
});
