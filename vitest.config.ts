import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The one file of the built site's tests, the suite's longest by far. */
const BUILT_SITE = 'test/site/built-site.test.ts';

/**
 * Starts the built site's file first: it runs for most of the suite on one worker, while the
 * other worker takes every other file (vitest would start the largest files first, and this one
 * is small).
 */
class BuiltSiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => f.moduleId.endsWith(BUILT_SITE)), ...sorted.filter((f) => !f.moduleId.endsWith(BUILT_SITE))];
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // once per run, for the files that need it: the command's bundle built (the built site's
    // setup is in its own file, test/site/site-run.ts)
    globalSetup: ['test/cli/bundle-setup.ts'],
    // two files at a time, one of them the built site's (every browser test in one file, so
    // never two Chromium pages at once) and the other worker the rest
    maxWorkers: 2,
    sequence: { sequencer: BuiltSiteFirst },
    // the files share one process per worker and its loaded modules (no file sets globals, mocks
    // or the environment): on the 2-core machine the suite without the site spent 217 s in files
    // and imports isolated, 116 s shared (import 39 s -> 9 s)
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
