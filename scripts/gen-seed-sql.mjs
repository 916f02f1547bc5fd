// npm run gen:seed-sql: writes supabase/seed.sql from the offline demo's seed (see scripts/seed-sql.ts).
// Vite's module runner loads the TypeScript, so no extra tool is needed on Node 20.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./seed-sql.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
});
writeFileSync(module.SEED_SQL_PATH, module.seedSql());
console.info(`Wrote ${relative(process.cwd(), module.SEED_SQL_PATH)}`);
