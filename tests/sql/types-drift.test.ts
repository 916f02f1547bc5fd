// src/adapters/supabase/database.types.ts is generated from the migrations; a migration without a fresh
// generation fails here, so the adapters are always typed by the schema they run against.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '../../scripts/database-types';

describe('src/adapters/supabase/database.types.ts', () => {
  it('matches a fresh generation from supabase/migrations', async () => {
    const fresh = await generateDatabaseTypes();
    const committed = readFileSync(DATABASE_TYPES_PATH, 'utf8');
    expect(
      committed === fresh,
      'database.types.ts differs from the migrations. Regenerate it with: npm run gen:types',
    ).toBe(true);
    // A fresh generation applies every migration to a new database: on a busy CI machine that has taken
    // longer than the default 30 s.
  }, 120_000);
});
