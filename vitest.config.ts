import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // once per run, for the files that need them: the puzzle collection checked, the site built, one
    // Chromium; the command's bundle built
    globalSetup: ['test/site/global-setup.ts', 'test/cli/bundle-setup.ts'],
    // files run two at a time on the 2-core machine (vitest's default, cores - 1, ran them one after another)
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
