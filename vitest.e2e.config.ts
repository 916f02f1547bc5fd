import { defineConfig } from 'vitest/config';

// The browser suite: real headless Chromium against the built demo (scripts/e2e.mjs serves it).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A poll waits for what a guest would wait for; on a busy CI machine the app can take a few seconds
    // to take over a prerendered page, which the default second does not allow.
    expect: { poll: { timeout: 10_000 } },
  },
});
