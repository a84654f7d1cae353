// The first of the two files of the tests that need the run's built site, each part (a *.browser.ts
// file) in a suite of its own (built-site-parts.ts says which parts it runs; the others are in
// built-site-more.test.ts). It starts first on one worker, its parts one after another, while the
// other worker takes the rest of the suite. Its beforeAll checks the puzzle collection, builds the
// site with those solves and starts Chromium (site-run.ts). One part alone: `-t <part>`, for
// example `npx vitest run test/site/built-site -t editor`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { ROOT } from './site-build.ts';
import { runFindings } from './site-run.ts';
import { siteParts } from './built-site-parts.ts';

describe('the published puzzle collection', () => {
  it('every puzzle passes every check of `bashni puzzles check` (no problem of any code)', () => {
    // the run's one check of the collection (site-run.ts: the real CollectionCheck over
    // puzzles/*.yaml, as `bashni puzzles check` runs it); the site build reuses its solves
    const found = runFindings();
    // every puzzle of the files was checked (a check that read nothing would find nothing)
    const dir = join(ROOT, 'puzzles');
    const files = readdirSync(dir).filter((n) => /\.ya?ml$/i.test(n));
    expect(found.puzzles).toBe(files.reduce((n, f) => n + readPuzzleFile(readFileSync(join(dir, f), 'utf8'), f).puzzles.length, 0));
    expect(found.problems).toEqual([]);
  });
});

siteParts('first');
