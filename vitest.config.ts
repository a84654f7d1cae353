import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/site/global-setup.ts', 'test/cli/bundle-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
