import { defineConfig } from 'vitest/config';

// Every suite that needs no browser. The e2e suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
