// Staff accounts in SQL (decision 0089): is_owner() per persona and role; the API roles can
// write no role (only the service role, i.e. the edge function manage-staff, can); the last owner stays; a
// removed member's rights end with their admin_users row; and each status change records who made it and
// when, by a trigger from auth.uid(): the staff member and their name, nobody for a guest's own cancellation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_ID, asPgError, attempt, targets, USER_ID, type Persona, type TestDatabase } from './db';
import { F, seedFixtures } from './fixtures';

describe.each(targets)('staff accounts on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
    await seedFixtures(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const setRole = (role: string) =>
    db.query(`update public.admin_users set role = $1 where id = $2`, [role, ADMIN_ID]);
  const claims: Record<Persona, Record<string, string>> = {
    anon: { role: 'anon' },
    user: { sub: USER_ID, role: 'authenticated' },
    admin: { sub: ADMIN_ID, role: 'authenticated' },
    service_role: { role: 'service_role' },
  };
  /** is_owner() for each persona inside the open transaction (which the caller rolls back). */
  const ownerAnswers = async () => {
    const answers: Record<string, boolean> = {};
    for (const persona of ['anon', 'user', 'admin', 'service_role'] as const) {
      await db.exec(`set local role ${claims[persona].role}`);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims[persona])]);
      answers[persona] = (await db.query<{ v: boolean }>('select public.is_owner() as v')).rows[0]!.v;
      await db.exec('reset role');
    }
    return answers;
  };

  it('gives a new staff member the role staff, and answers is_owner() only for an owner', async () => {
    const { rows } = await db.query<{ role: string }>(`select role from public.admin_users where id = $1`, [
      ADMIN_ID,
    ]);
    expect(rows[0]!.role).toBe('staff');
    await db.exec('begin');
    try {
      expect(await ownerAnswers()).toEqual({ anon: false, user: false, admin: false, service_role: false });
      await setRole('owner');
      expect(await ownerAnswers()).toEqual({ anon: false, user: false, admin: true, service_role: false });
    } finally {
      await db.exec('rollback');
    }
  });

  it('lets no API role write a role: staff cannot make themselves owners, nor owners by the API', async () => {
    for (const persona of ['anon', 'user', 'admin'] as const) {
      const update = await attempt(() =>
        db.request(persona, `update public.admin_users set role = 'owner' where id = $1`, [ADMIN_ID]),
      );
      expect(update.ok ? 'written' : update.error.code, persona).toBe('42501');
      const insert = await attempt(() =>
        db.request(
          persona,
          `insert into public.admin_users (id, username, role) values ($1, 'me', 'owner')`,
          [USER_ID],
        ),
      );
      expect(insert.ok ? 'written' : insert.error.code, persona).toBe('42501');
    }
    const { rows } = await db.query<{ role: string }>(`select role from public.admin_users where id = $1`, [
      ADMIN_ID,
    ]);
    expect(rows[0]!.role).toBe('staff');
  });

  it('keeps the last owner: neither demoted nor removed while no other owner is left', async () => {
    await db.exec('begin');
    try {
      await setRole('owner');
      const demote = await attempt(() => setRole('staff'));
      expect(demote.ok ? 'demoted' : demote.error.message).toMatch(/last owner/);
    } finally {
      await db.exec('rollback');
    }
    await db.exec('begin');
    try {
      await setRole('owner');
      const removed = await attempt(() => db.query(`delete from auth.users where id = $1`, [ADMIN_ID]));
      expect(removed.ok ? 'removed' : asPgError(removed.error).message).toMatch(/last owner/);
    } finally {
      await db.exec('rollback');
    }
    // With a second owner, either may go.
    await db.exec('begin');
    try {
      await setRole('owner');
      await db.query(`insert into public.admin_users (id, username, role) values ($1, 'second', 'owner')`, [
        USER_ID,
      ]);
      await setRole('staff');
      await db.query(`delete from public.admin_users where id = $1`, [ADMIN_ID]);
      expect(await db.count(`public.admin_users where role = 'owner'`)).toBe(1);
    } finally {
      await db.exec('rollback');
    }
  });

  it('ends a removed member\u2019s rights with their admin_users row', async () => {
    await db.exec('begin');
    try {
      await db.query(`delete from public.admin_users where id = $1`, [ADMIN_ID]);
      // The same JWT as before the removal: is_admin() is false at once, and the admin functions refuse.
      await db.exec(`set local role authenticated`);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ADMIN_ID, role: 'authenticated' }),
      ]);
      expect((await db.query<{ v: boolean }>('select public.is_admin() as v')).rows[0]!.v).toBe(false);
      expect(await db.count('public.reservations')).toBe(0);
      const change = await attempt(() =>
        db.query(`select public.change_reservation_status($1, 'confirmed')`, [F.reservationA]),
      );
      expect(change.ok ? 'changed' : change.error.code).toBe('42501');
    } finally {
      await db.exec('rollback');
    }
  });

  it('records who changed a status and when; notes alone change nothing of it', async () => {
    await db.exec('begin');
    try {
      const before = await db.query<{ at: string | null }>(
        `select status_changed_at as at from public.reservations where id = $1`,
        [F.reservationA],
      );
      expect(before.rows[0]!.at).toBeNull();
      await db.exec(`set local role authenticated`);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ADMIN_ID, role: 'authenticated' }),
      ]);
      await db.query(`select public.change_reservation_status($1, 'confirmed')`, [F.reservationA]);
      const read = () =>
        db.query<{
          status: string;
          by: string | null;
          name: string | null;
          at: Date | string | null;
          now: Date | string;
        }>(
          `select status, status_changed_by as by, status_changed_by_name as name, status_changed_at as at,
                  now() as now
           from public.reservations where id = $1`,
          [F.reservationA],
        );
      const confirmed = (await read()).rows[0]!;
      expect(confirmed).toMatchObject({ status: 'confirmed', by: ADMIN_ID, name: 'chef' });
      expect(new Date(confirmed.at!).getTime()).toBe(new Date(confirmed.now).getTime());
      await db.query(`select public.save_reservation_notes($1, 'window seat')`, [F.reservationA]);
      expect((await read()).rows[0]).toMatchObject({ by: ADMIN_ID, name: 'chef' });
    } finally {
      await db.exec('rollback');
    }
  });

  it('records nobody for a change no staff member makes (a guest\u2019s cancellation, a job)', async () => {
    await db.exec('begin');
    try {
      await db.exec(`set local role service_role`);
      await db.query(`update public.reservations set status = 'cancelled' where id = $1`, [F.reservationB]);
      const { rows } = await db.query<{ by: string | null; name: string | null; at: unknown }>(
        `select status_changed_by as by, status_changed_by_name as name, status_changed_at as at
         from public.reservations where id = $1`,
        [F.reservationB],
      );
      expect(rows[0]).toMatchObject({ by: null, name: null });
      expect(rows[0]!.at).not.toBeNull();
    } finally {
      await db.exec('rollback');
    }
  });

  it('keeps the name of a member who has since left on their status changes', async () => {
    await db.exec('begin');
    try {
      await db.exec(`set local role authenticated`);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: ADMIN_ID, role: 'authenticated' }),
      ]);
      await db.query(`select public.change_reservation_status($1, 'cancelled')`, [F.reservationB]);
      await db.exec(`reset role`);
      await db.query(`delete from auth.users where id = $1`, [ADMIN_ID]);
      const { rows } = await db.query<{ name: string | null }>(
        `select status_changed_by_name as name from public.reservations where id = $1`,
        [F.reservationB],
      );
      expect(rows[0]!.name).toBe('chef');
    } finally {
      await db.exec('rollback');
    }
  });
});
