// The admin and service functions: reservation status and notes, hero video, about order, login, AI credits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_ID, attempt, targets, type TestDatabase } from './db';
import { F, seedFixtures } from './fixtures';

interface StatusRow {
  status: string;
  admin_notes: string | null;
  confirmed: boolean;
  cancelled: boolean;
  touched: boolean;
}

describe.each(targets)('admin and service functions on $name', (target) => {
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

  describe('change_reservation_status and save_reservation_notes', () => {
    let id: string;

    beforeAll(async () => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time, party_size,
           created_at, updated_at)
         values ('Lea', 'lea@example.org', '2030-02-02', '09:30', 3, now() - interval '1 hour', now() - interval '1 hour')
         returning id`,
      );
      id = rows[0]!.id;
    });

    const change = (status: string, notes?: string | null) =>
      db
        .request<StatusRow>(
          'admin',
          `select status, admin_notes, confirmed_at is not null as confirmed, cancelled_at is not null as cancelled,
                  updated_at > created_at as touched
           from public.change_reservation_status($1, $2, $3)`,
          [id, status, notes ?? null],
        )
        .then((r) => r.rows[0]!);

    it('confirms (setting confirmed_at and updated_at) and keeps notes when none are given', async () => {
      await db.query(`update public.reservations set admin_notes = 'regular guest' where id = $1`, [id]);
      expect(await change('confirmed')).toEqual({
        status: 'confirmed',
        admin_notes: 'regular guest',
        confirmed: true,
        cancelled: false,
        touched: true,
      });
    });

    it('cancels (setting cancelled_at, keeping confirmed_at) and saves notes given with the change', async () => {
      expect(await change('cancelled', 'called to cancel')).toMatchObject({
        status: 'cancelled',
        admin_notes: 'called to cancel',
        confirmed: true,
        cancelled: true,
      });
    });

    it('moves to any other status: seated from the booking’s day, completed and no_show once its time has come', async () => {
      expect(await error(() => change('seated'))).toBe('22023 admin:reservations.validation.notToday');
      expect(await error(() => change('completed'))).toBe('22023 admin:reservations.validation.notBegun');
      expect(await error(() => change('no_show'))).toBe('22023 admin:reservations.validation.notBegun');
      // A minute before its time (on Berlin's clock) it is still ahead; from its time it has come.
      const moveTo = (minutes: number) =>
        db.query(
          `update public.reservations
              set reservation_date = ((now() + make_interval(mins => $2)) at time zone 'Europe/Berlin')::date,
                  reservation_time = to_char((now() + make_interval(mins => $2)) at time zone 'Europe/Berlin', 'HH24:MI')
            where id = $1`,
          [id, minutes],
        );
      await moveTo(2);
      expect(await error(() => change('no_show'))).toBe('22023 admin:reservations.validation.notBegun');
      // Guests who come early are seated: the booking's day has come.
      expect((await change('seated')).status).toBe('seated');
      await moveTo(-1);
      expect((await change('completed')).status).toBe('completed');
      expect((await change('no_show')).status).toBe('no_show');
      expect((await change('pending')).status).toBe('pending');
    });

    it('saves notes alone, keeping the status; an empty text clears them', async () => {
      const save = (notes: string) =>
        db
          .request<{ status: string; admin_notes: string | null }>(
            'admin',
            `select status, admin_notes from public.save_reservation_notes($1, $2)`,
            [id, notes],
          )
          .then((r) => r.rows[0]!);
      expect(await save('allergic to peanuts')).toEqual({
        status: 'pending',
        admin_notes: 'allergic to peanuts',
      });
      expect(await save('')).toEqual({ status: 'pending', admin_notes: null });
    });

    it('refuses an unknown status, overlong notes, a missing reservation and non-admins', async () => {
      expect(await error(() => change('done'))).toBe('22023 reservations.validation.statusInvalid');
      expect(await error(() => change('confirmed', 'n'.repeat(2001)))).toBe(
        '22023 reservations.validation.adminNotesTooLong',
      );
      expect(
        await error(() =>
          db.request('admin', `select public.change_reservation_status($1, 'confirmed')`, [F.consent]),
        ),
      ).toBe('P0002 reservation not found');
      expect(
        await error(() =>
          db.request('user', `select public.change_reservation_status($1, 'confirmed')`, [id]),
        ),
      ).toBe('42501 permission denied: admin only');
      expect(
        await error(() => db.request('user', `select public.save_reservation_notes($1, 'x')`, [id])),
      ).toBe('42501 permission denied: admin only');
    });
  });

  describe('set_hero_video', () => {
    const heroes = async () =>
      (
        await db.query<{ id: string }>(`select id from public.restaurant_videos where featured_for_hero`)
      ).rows.map((r) => r.id);
    const setHero = (videoId: string, on: boolean) =>
      db.request('admin', `select id from public.set_hero_video($1, $2)`, [videoId, on]);

    it('turning one on turns every other off; turning it off leaves none', async () => {
      expect(await heroes()).toEqual([F.videoHero]);
      await setHero(F.videoOther, true);
      expect(await heroes()).toEqual([F.videoOther]);
      await setHero(F.videoOther, true);
      expect(await heroes()).toEqual([F.videoOther]);
      await setHero(F.videoOther, false);
      expect(await heroes()).toEqual([]);
      await setHero(F.videoHero, true);
      expect(await heroes()).toEqual([F.videoHero]);
    });

    it('changes nothing for a missing video, and refuses non-admins', async () => {
      expect(await error(() => setHero(F.consent, true))).toBe('P0002 video not found');
      expect(await heroes()).toEqual([F.videoHero]);
      expect(
        await error(() => db.request('user', `select public.set_hero_video($1, true)`, [F.videoOther])),
      ).toBe('42501 permission denied: admin only');
    });

    it('a direct second hero is refused by the partial unique index', async () => {
      const r = await attempt(() =>
        db.request('admin', `update public.restaurant_videos set featured_for_hero = true where id = $1`, [
          F.videoOther,
        ]),
      );
      expect(r.ok ? 'updated' : r.error.constraint).toBe('restaurant_videos_single_hero');
    });
  });

  describe('swap_about_section_order', () => {
    const orders = async () =>
      (
        await db.query<{ id: string; display_order: number }>(
          `select id, display_order from public.about_sections order by id`,
        )
      ).rows;

    it('swaps the display order of two sections', async () => {
      expect(await orders()).toEqual([
        { id: F.sectionPublished, display_order: 1 },
        { id: F.sectionDraft, display_order: 2 },
      ]);
      await db.request('admin', `select public.swap_about_section_order($1, $2)`, [
        F.sectionDraft,
        F.sectionPublished,
      ]);
      expect(await orders()).toEqual([
        { id: F.sectionPublished, display_order: 2 },
        { id: F.sectionDraft, display_order: 1 },
      ]);
    });

    it('refuses a missing section, the same section twice and non-admins, changing nothing', async () => {
      const before = await orders();
      expect(
        await error(() =>
          db.request('admin', `select public.swap_about_section_order($1, $2)`, [F.sectionDraft, F.consent]),
        ),
      ).toBe('P0002 about section not found');
      expect(
        await error(() =>
          db.request('admin', `select public.swap_about_section_order($1, $1)`, [F.sectionDraft]),
        ),
      ).toBe('22023 about.validation.swapInvalid');
      expect(
        await error(() =>
          db.request('user', `select public.swap_about_section_order($1, $2)`, [
            F.sectionDraft,
            F.sectionPublished,
          ]),
        ),
      ).toBe('42501 permission denied: admin only');
      expect(await orders()).toEqual(before);
    });
  });

  describe('record_admin_login', () => {
    it("stamps the server's time for the admin and answers true; false for others", async () => {
      await db.query(`update public.admin_users set last_login = null`);
      const r = await db.request<{ v: boolean }>('admin', `select public.record_admin_login() as v`);
      expect(r.rows).toEqual([{ v: true }]);
      const { rows } = await db.query<{ recent: boolean }>(
        `select last_login > now() - interval '1 minute' as recent from public.admin_users where id = $1`,
        [ADMIN_ID],
      );
      expect(rows).toEqual([{ recent: true }]);
      expect(
        (await db.request<{ v: boolean }>('user', `select public.record_admin_login() as v`)).rows,
      ).toEqual([{ v: false }]);
    });

    it('is the only way to write last_login: a direct update is refused', async () => {
      const r = await attempt(() =>
        db.request('admin', `update public.admin_users set last_login = '2000-01-01' where id = $1`, [
          ADMIN_ID,
        ]),
      );
      expect(r.ok ? 'updated' : r.error.code).toBe('42501');
    });
  });

  describe('AI credits', () => {
    const usage = async (month: string) =>
      (
        await db.query<{ images: number; total: string; reserved: string; budget: string }>(
          `select images_generated as images, total_cost::text as total, reserved_cost::text as reserved,
                  budget_limit::text as budget
           from public.ai_usage_tracking where month_year = $1`,
          [month],
        )
      ).rows[0];
    const reserve = (month: string, cost: number) =>
      db
        .request<{ v: boolean }>('service_role', `select public.reserve_ai_credits($1, $2) as v`, [
          month,
          cost,
        ])
        .then((r) => r.rows[0]!.v);

    it('creates the month with a budget of 10 and reserves within it', async () => {
      expect(await usage('2031-05')).toBeUndefined();
      expect(await reserve('2031-05', 1)).toBe(true);
      expect(await usage('2031-05')).toEqual({
        images: 0,
        total: '0.000',
        reserved: '1.000',
        budget: '10.000',
      });
    });

    it('settles a reservation into the total, or releases it', async () => {
      await db.request('service_role', `select public.settle_ai_credits('2031-05', 1, 0.95)`);
      expect(await usage('2031-05')).toEqual({
        images: 1,
        total: '0.950',
        reserved: '0.000',
        budget: '10.000',
      });
      expect(await reserve('2031-05', 2)).toBe(true);
      await db.request('service_role', `select public.release_ai_credits('2031-05', 2)`);
      expect(await usage('2031-05')).toEqual({
        images: 1,
        total: '0.950',
        reserved: '0.000',
        budget: '10.000',
      });
    });

    it('refuses (false) a reservation that would pass the budget, counting credits already reserved', async () => {
      expect(await reserve('2031-05', 9.05)).toBe(true); // 0.95 + 9.05 = 10: exactly the budget
      expect(await reserve('2031-05', 0.001)).toBe(false);
      expect(await usage('2031-05')).toMatchObject({ total: '0.950', reserved: '9.050' });
    });

    it('validates month and amounts', async () => {
      expect(await error(() => reserve('2031-13', 1))).toBe('22023 ai.validation.monthInvalid');
      expect(await error(() => reserve('2031-05', 0))).toBe('22023 ai.validation.costInvalid');
      expect(await error(() => reserve('2031-05', -1))).toBe('22023 ai.validation.costInvalid');
      expect(
        await error(() => db.request('service_role', `select public.settle_ai_credits('2031-06', 1, 1)`)),
      ).toBe('P0002 no credit reservation for this month');
    });

    it('lets an admin set the budget but not the usage', async () => {
      await db.request(
        'admin',
        `update public.ai_usage_tracking set budget_limit = 250 where month_year = '2031-05'`,
      );
      expect(await usage('2031-05')).toMatchObject({ budget: '250.000' });
      for (const column of ['total_cost', 'reserved_cost', 'images_generated']) {
        const r = await attempt(() =>
          db.request(
            'admin',
            `update public.ai_usage_tracking set ${column} = 0 where month_year = '2031-05'`,
          ),
        );
        expect(r.ok ? 'updated' : r.error.code, column).toBe('42501');
      }
      expect(await error(() => reserve('2031-05', 1).then(() => undefined))).toBe('no error');
      const adminReserve = await attempt(() =>
        db.request('admin', `select public.reserve_ai_credits('2031-05', 1)`),
      );
      expect(adminReserve.ok ? 'ran' : adminReserve.error.code).toBe('42501');
    });
  });
});
