// set_hero_video() and create_video() of supabase/schemas/02_content.sql, the SQL the Supabase adapters added:
// on PGlite always, and on PostgreSQL when DATABASE_URL is set (the same targets as tests/sql).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { attempt, targets, type TestDatabase } from '../../sql/db';
import { F, seedFixtures } from '../../sql/fixtures';

describe.each(targets)('adapter support functions on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
    await seedFixtures(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const error = async (fn: () => Promise<unknown>): Promise<string> => {
    const r = await attempt(fn);
    return r.ok ? 'no error' : `${r.error.code} ${r.error.message}`;
  };

  const heroes = async () =>
    (
      await db.query<{ title: string }>(
        `select title from public.restaurant_videos where featured_for_hero order by title`,
      )
    ).rows.map((r) => r.title);

  const createVideo = `select title, featured_for_hero from public.create_video(
    $1, null, 'https://cdn.example.org/videos/new.mp4', null, $2, false, false, true, 3)`;

  describe('change_reservation_status', () => {
    it('refuses the status the reservation already has, as the domain does, and changes nothing', async () => {
      const status = () =>
        db
          .query<{ status: string; updated_at: string }>(
            `select status, updated_at::text from public.reservations where id = $1`,
            [F.reservationB],
          )
          .then((r) => r.rows[0]!);
      const before = await status();
      expect(before.status).toBe('pending');
      expect(
        await error(() =>
          db.request('admin', `select public.change_reservation_status($1, 'pending')`, [F.reservationB]),
        ),
      ).toBe('22023 admin:reservations.validation.sameStatus');
      expect(await status()).toEqual(before);
      const moved = await db.request<{ status: string; confirmed: boolean }>(
        'admin',
        `select status, confirmed_at is not null as confirmed
         from public.change_reservation_status($1, 'confirmed')`,
        [F.reservationB],
      );
      expect(moved.rows).toEqual([{ status: 'confirmed', confirmed: true }]);
    });
  });

  describe('create_video', () => {
    it('inserts as the admin; a hero upload takes the flag from the current hero in the same step', async () => {
      expect(await heroes()).toEqual(['Tour']);
      const plain = await db.request('admin', createVideo, ['Plain', false]);
      expect(plain.rows).toEqual([{ title: 'Plain', featured_for_hero: false }]);
      expect(await heroes()).toEqual(['Tour']);
      const hero = await db.request('admin', createVideo, ['New hero', true]);
      expect(hero.rows).toEqual([{ title: 'New hero', featured_for_hero: true }]);
      expect(await heroes()).toEqual(['New hero']);
    });

    it('refuses anon (no EXECUTE) and a signed-in non-admin (RLS), leaving the hero alone', async () => {
      const count = () => db.count('public.restaurant_videos');
      const before = await count();
      expect(await error(() => db.request('anon', createVideo, ['Anon', true]))).toMatch(
        /^42501 permission denied/,
      );
      expect(await error(() => db.request('user', createVideo, ['User', true]))).toBe(
        '42501 new row violates row-level security policy for table "restaurant_videos"',
      );
      expect(await count()).toBe(before);
      expect(await heroes()).toEqual(['New hero']);
    });
  });
});
