import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // once per run, for the files that need them: the puzzle collection checked, the site built, one
    // Chromium; the command's bundle built
    globalSetup: ['test/site/global-setup.ts', 'test/cli/bundle-setup.ts'],
    // one file at a time: on a fresh clone of the 2-core machine two at a time took 650 s and one
    // 653 s (2026-12-02), as the browser files keep both cores busy (a Chromium page and axe-core);
    // one at a time keeps their timings apart. (The checker's layout shift that failed with two,
    // 0.039, was the page's and is fixed in site.css and checker.ts.)
    maxWorkers: 1,
    // the files share one process and its loaded modules (no file sets globals, mocks or
    // the environment): on the 2-core machine the suite without the site spent 217 s in files and
    // imports isolated, 116 s shared (import 39 s -> 9 s)
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
