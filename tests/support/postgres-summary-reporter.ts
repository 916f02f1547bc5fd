import type { Reporter, TestModule } from 'vitest/node';

/**
 * The SQL suites run each test on PGlite and, with DATABASE_URL, again on the machine's PostgreSQL
 * ("… on 'pglite'" / "… on 'postgres'", tests/sql/db.ts). Without DATABASE_URL the PostgreSQL half silently does
 * not exist, and a suite such as the concurrency test "passes" on PGlite alone. This prints how many ran
 * where, loudly when PostgreSQL ran nothing, and fails the run then under CI or REQUIRE_POSTGRES=1
 * (.ci/run sets it), so CI cannot pass without the real database.
 */
export default class PostgresSummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    let pglite = 0;
    let postgres = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'skipped') {
          if (/ on '?(pglite|postgres)\b/.test(test.fullName)) skipped++;
          continue;
        }
        if (/ on '?pglite\b/.test(test.fullName)) pglite++;
        if (/ on '?postgres\b/.test(test.fullName)) postgres++;
      }
    }
    if (pglite === 0 && postgres === 0) return;
    if (postgres > 0) {
      console.info(
        `\nSQL suites: ${postgres} tests ran on PostgreSQL, ${pglite} on PGlite, ${skipped} skipped.\n`,
      );
      return;
    }
    const required = Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);
    console.warn(
      `\n!!! SQL suites: ${pglite} tests ran on PGlite only; the same ${pglite} and every PostgreSQL-only test ` +
        `(${skipped} skipped) did NOT run on PostgreSQL, because DATABASE_URL is not set.\n` +
        `!!! Run them with DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test` +
        (required ? '\n!!! Failing the run: CI / REQUIRE_POSTGRES needs the PostgreSQL suites.\n' : '\n'),
    );
    if (required) process.exitCode = 1;
  }
}
