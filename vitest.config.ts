import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // once per run, for the files that need them: the puzzle collection checked, the site built, one
    // Chromium; the command's bundle built
    globalSetup: ['test/site/global-setup.ts', 'test/cli/bundle-setup.ts'],
    // two files at a time on the 2-core machine (vitest's default would be one). The browser files
    // share the cores with each other then; the one test that measured the difference (the
    // checker's layout shift, 0.039 with two files, 0 alone) was the page's (its footer moved when
    // the report came over 500 ms after the click), fixed in site.css and checker.ts.
    maxWorkers: 2,
    // the files of a worker share its process and loaded modules (no file sets globals, mocks or
    // the environment): on the 2-core machine the suite without the site spent 217 s in files and
    // imports isolated, 116 s shared (import 39 s -> 9 s)
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
