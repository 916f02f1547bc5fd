// The live reservation feed: public.reservations, and nothing else, is in Supabase Realtime's
// publication; Realtime then delivers a change only to a listener whose RLS lets it read the row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestDatabase } from './db';
import { seedFixtures } from './fixtures';

describe.each(targets)('the reservation feed on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => db?.close());

  it('publishes the reservations table and no other', async () => {
    const { rows } = await db.query<{ table: string }>(
      `select schemaname || '.' || tablename as table from pg_publication_tables
        where pubname = 'supabase_realtime' order by 1`,
    );
    expect(rows).toEqual([{ table: 'public.reservations' }]);
  });

  it('whose rows only staff may read, so only staff hear of them', async () => {
    await seedFixtures(db);
    for (const persona of ['anon', 'user'] as const) {
      const read = await db
        .request(persona, `select count(*)::int as n from public.reservations`)
        .catch((error: { code: string }) => ({ rows: [{ n: error.code }] }));
      expect(read.rows[0], persona).not.toEqual({ n: 2 });
    }
    const admin = await db.request('admin', `select count(*)::int as n from public.reservations`);
    expect(admin.rows).toEqual([{ n: 2 }]);
  });
});
