// npm run gen:types: writes src/adapters/supabase/database.types.ts from the migrations (see
// scripts/database-types.ts). Vite's module runner loads the TypeScript, so no extra tool is needed on Node 20.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./database-types.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
});
writeFileSync(module.DATABASE_TYPES_PATH, await module.generateDatabaseTypes());
console.info(`Wrote ${relative(process.cwd(), module.DATABASE_TYPES_PATH)}`);
