// The parts of the built site's tests (the test/site/*.browser.ts files, each loaded in a suite of
// its own), shared out between the two files that run them: built-site.test.ts starts first and
// builds the site while the other worker runs the rest of the suite; built-site-more.test.ts runs
// last on that other worker, with the build done, beside the first file's parts. The parts are
// split so that both workers end at about the same time (docs/site.md, "The browser tests").
import { afterAll, beforeAll, describe } from 'vitest';
import { endSiteRun, startSiteRun } from './site-run.ts';

/** The parts, by name. */
const PARTS = {
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
} satisfies Record<string, () => Promise<unknown>>;

type Part = keyof typeof PARTS;

/** The parts of built-site-more.test.ts; built-site.test.ts runs the others. */
const MORE: readonly Part[] = ['dist', 'i18n-tables', 'content', 'pages'];

/**
 * The run's site made or waited for before this file's tests (site-run.ts), its browser closed
 * after them, and the file's parts, each in a suite named after it (`-t <part>` runs one).
 */
export function siteParts(which: 'first' | 'more'): void {
  beforeAll(startSiteRun);
  afterAll(endSiteRun);
  for (const [name, load] of Object.entries(PARTS)) {
    if (MORE.includes(name as Part) === (which === 'more')) {
      describe(name, async () => {
        await load();
      });
    }
  }
}
