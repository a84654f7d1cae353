import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The first file of the built site's tests: it builds the site, and runs for most of the suite on one worker. */
const BUILT_SITE = 'test/site/built-site.test.ts';
/** The other file of the built site's tests, with the parts that balance the two workers. */
const BUILT_SITE_MORE = 'test/site/built-site-more.test.ts';

/**
 * Starts the built site's first file first: it builds the site and runs its parts on one worker,
 * while the other worker takes every other file (vitest would start the largest files first, and
 * this one is small), then the built site's other file, the site built by then.
 */
class BuiltSiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const is = (f: TestSpecification, name: string) => f.moduleId.endsWith(name);
    return [...sorted.filter((f) => is(f, BUILT_SITE)), ...sorted.filter((f) => !is(f, BUILT_SITE) && !is(f, BUILT_SITE_MORE)), ...sorted.filter((f) => is(f, BUILT_SITE_MORE))];
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // once per run, for the files that need it: the command's bundle built, and the folder the
    // built site is made in (the first file of the built site's tests builds it: test/site/site-run.ts)
    globalSetup: ['test/cli/bundle-setup.ts', 'test/site/site-setup.ts'],
    // two files at a time: the built site's first file on one worker, the rest of the suite on the
    // other, then the built site's other file there, beside the first one's last parts
    maxWorkers: 2,
    sequence: { sequencer: BuiltSiteFirst },
    // the files share one process per worker and its loaded modules (no file sets globals, mocks
    // or the environment): on the 2-core machine the suite without the site spent 217 s in files
    // and imports isolated, 116 s shared (import 39 s -> 9 s)
    isolate: false,
    testTimeout: 180_000,
    // expect.poll waits for a state of the page (a check's summary, a saved move): its default
    // 1 s was a timed bound that a loaded machine missed (issue 47: the checker's dropped files,
    // summed up after its worker's check, failed 1 run in 3 on the 2-core machine); 30 s as
    // Playwright's own waits, which a test that passes reaches in milliseconds
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 300_000,
  },
});
