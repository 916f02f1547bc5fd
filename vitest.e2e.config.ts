import { defineConfig } from 'vitest/config';

// The browser suite: real headless Chromium against the built demo (scripts/e2e.mjs serves it).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
