// The parts of the built site's tests (the test/site/*.browser.ts files, each loaded in a suite of
// its own), shared out between the two files that run them: built-site.test.ts starts first and
// builds the site while the other worker runs the rest of the suite; built-site-more.test.ts runs
// last on that other worker, with the build done, beside the first file's parts. Each part is
// run by the file that reaches it first, the first file from the start of the list and the other
// from its end, so both workers end at about the same time whatever the machine's load
// (docs/site.md, "The browser tests").
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { endSiteRun, startSiteRun } from './site-run.ts';

/**
 * The parts, by name: the pure checks of the build first, then the longest parts, the short ones
 * in the middle of the list, where the two files most likely meet (the files go through it from
 * opposite ends), and two long ones at the end for the other file.
 */
const PARTS = {
  dist: () => import('./dist.browser.ts'),
  'i18n-tables': () => import('./i18n-tables.browser.ts'),
  content: () => import('./content.browser.ts'),
  pages: () => import('./pages.browser.ts'),
  site: () => import('./site.browser.ts'),
  layout: () => import('./layout.browser.ts'),
  editor: () => import('./editor.browser.ts'),
  board: () => import('./board.browser.ts'),
  i18n: () => import('./i18n.browser.ts'),
  'puzzle-drag': () => import('./puzzle-drag.browser.ts'),
  lasca: () => import('./lasca.browser.ts'),
  play: () => import('./play.browser.ts'),
  'play-friend': () => import('./play-friend.browser.ts'),
  words: () => import('./words.browser.ts'),
  'board-image': () => import('./board-image.browser.ts'),
  explorer: () => import('./explorer.browser.ts'),
  storm: () => import('./storm.browser.ts'),
  analysis: () => import('./analysis.browser.ts'),
  'analysis-phone': () => import('./analysis-phone.browser.ts'),
  review: () => import('./review.browser.ts'),
  learn: () => import('./learn.browser.ts'),
  offline: () => import('./offline.browser.ts'),
};

/** The parts whose suites this process has made. */
const registered = new Set<string>();

/** The parts this process has taken. */
const taken = new Set<string>();

/**
 * Whether this file runs `part`: yes if it took it before, or takes it now (a mark in the run's
 * folder of marks, created atomically), no if the other file took it first.
 */
function take(part: string): boolean {
  if (taken.has(part)) return true;
  try {
    closeSync(openSync(join(inject('siteParts'), part), 'wx'));
  } catch {
    return false;
  }
  taken.add(part);
  return true;
}

/**
 * The run's site made or waited for before this file's tests (site-run.ts), its browser closed
 * after them, and every part, each in a suite named after it (`-t <part>` runs one): the first
 * file goes through them in order and the other from the end, each part run by the file that
 * reaches it first and skipped by the other (its tests then show as skipped there).
 */
export function siteParts(which: 'first' | 'more'): void {
  // the check and the build, or the wait for them in the file that did not start first: minutes
  // on a loaded machine (the check alone took 154 s in a run at a load of 10), past the hook timeout
  beforeAll(startSiteRun, 900_000);
  afterAll(endSiteRun);
  const parts = Object.entries(PARTS);
  for (const [name, load] of which === 'first' ? parts : parts.reverse()) {
    // a part's module registers its tests once per process: a file that runs where the other
    // ran before (after it had gone through every part) has none left to run
    if (registered.has(name)) continue;
    registered.add(name);
    describe(name, async () => {
      beforeEach((test) => {
        if (!take(name)) test.skip();
      });
      await load();
    });
  }
}
