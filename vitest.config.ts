import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

const shared = {
  setupFiles: ['tests/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

// The PostgreSQL timing suite measures milliseconds, so it runs alone once every other file is done
// (sequence.groupOrder); other suites sharing the CPU would measure the machine, not the queries.
const TIMED = 'tests/sql/reservation-scale.test.ts';

// Every suite that needs no browser. The e2e suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    // A worker per core (vitest leaves one core free by default): the suites wait on PostgreSQL and PGlite
    // as much as they compute, so two workers on this 2-core machine finish sooner than one.
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/support/postgres-summary-reporter.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**', TIMED],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'timed', include: [TIMED], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
