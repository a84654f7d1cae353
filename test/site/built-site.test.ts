// Every test that needs the run's built site, in one file, each part (a *.browser.ts file) in a
// suite of its own. One file runs on one vitest worker, so the parts run one after another (a
// Chromium page keeps more than one core busy: two at once only stretched both) while the other
// worker takes the rest of the suite. Its beforeAll checks the puzzle collection, builds the site
// with those solves and starts Chromium (site-run.ts). One part alone: `-t <part>`, for example
// `npx vitest run test/site/built-site.test.ts -t editor`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { ROOT } from './site-build.ts';
import { endSiteRun, runFindings, startSiteRun } from './site-run.ts';

beforeAll(startSiteRun);
afterAll(endSiteRun);

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

/** The parts, by name: the pure checks of the build first, then the pages. */
const PARTS: Record<string, () => Promise<unknown>> = {
  dist: () => import('./dist.browser.ts'),
  'i18n-tables': () => import('./i18n-tables.browser.ts'),
  content: () => import('./content.browser.ts'),
  pages: () => import('./pages.browser.ts'),
  site: () => import('./site.browser.ts'),
  board: () => import('./board.browser.ts'),
  layout: () => import('./layout.browser.ts'),
  i18n: () => import('./i18n.browser.ts'),
  analysis: () => import('./analysis.browser.ts'),
  editor: () => import('./editor.browser.ts'),
  play: () => import('./play.browser.ts'),
  'puzzle-drag': () => import('./puzzle-drag.browser.ts'),
  lasca: () => import('./lasca.browser.ts'),
  learn: () => import('./learn.browser.ts'),
  words: () => import('./words.browser.ts'),
};

for (const [name, load] of Object.entries(PARTS)) {
  describe(name, async () => {
    await load();
  });
}
