// Credits held by a generation that never finished (supabase/schemas/03_ai_credits.sql): reserve_ai_credits() clears the
// month's reservations once the last one is older than 15 minutes, and never a live one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { targets, type TestDatabase } from './db';

describe.each(targets)('reserved AI credits on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const reserve = (month: string, cost: number) =>
    db
      .request<{ v: boolean }>('service_role', `select public.reserve_ai_credits($1, $2) as v`, [month, cost])
      .then((r) => r.rows[0]!.v);

  const usage = async (month: string) =>
    (
      await db.query<{ total: string; reserved: string; recent: boolean | null }>(
        `select total_cost::text as total, reserved_cost::text as reserved,
                reserved_at > now() - interval '1 minute' as recent
         from public.ai_usage_tracking where month_year = $1`,
        [month],
      )
    ).rows[0];

  /** As if the month's last reservation had been made `minutes` ago. */
  const age = (month: string, minutes: number) =>
    db.query(
      `update public.ai_usage_tracking set reserved_at = now() - make_interval(mins => $2) where month_year = $1`,
      [month, minutes],
    );

  it('stamps every reservation with its time', async () => {
    expect(await reserve('2033-01', 1)).toBe(true);
    expect(await usage('2033-01')).toEqual({ total: '0.000', reserved: '1.000', recent: true });
  });

  it('counts reservations made within the last 15 minutes: a generation may still be running', async () => {
    await db.query(
      `insert into public.ai_usage_tracking (month_year, total_cost, budget_limit) values ('2033-02', 8, 10)`,
    );
    expect(await reserve('2033-02', 1)).toBe(true);
    expect(await reserve('2033-02', 1)).toBe(true);
    await age('2033-02', 14);
    expect(await reserve('2033-02', 1)).toBe(false);
    expect(await usage('2033-02')).toMatchObject({ reserved: '2.000' });
  });

  it('clears reservations older than 15 minutes, whose generations were stopped, before counting', async () => {
    await db.query(
      `insert into public.ai_usage_tracking (month_year, total_cost, budget_limit) values ('2033-03', 8, 10)`,
    );
    expect(await reserve('2033-03', 1)).toBe(true);
    expect(await reserve('2033-03', 1)).toBe(true);
    await age('2033-03', 16);
    expect(await reserve('2033-03', 1)).toBe(true);
    expect(await usage('2033-03')).toEqual({ total: '8.000', reserved: '1.000', recent: true });
  });

  it('clears stale reservations even when the new one does not fit, and still refuses it', async () => {
    await db.query(
      `insert into public.ai_usage_tracking (month_year, total_cost, budget_limit, reserved_cost)
       values ('2033-04', 10, 10, 3)`,
    );
    expect(await reserve('2033-04', 1)).toBe(false); // reserved_at is null: nobody can be waiting on these
    expect(await usage('2033-04')).toMatchObject({ total: '10.000', reserved: '0.000' });
  });

  it('settling or releasing after a clear never goes below zero', async () => {
    await db.query(
      `insert into public.ai_usage_tracking (month_year, total_cost, budget_limit, reserved_cost)
       values ('2033-05', 0, 10, 2)`,
    );
    expect(await reserve('2033-05', 1)).toBe(true); // clears the 2 stale credits, holds 1
    await db.request('service_role', `select public.release_ai_credits('2033-05', 1)`);
    await db.request('service_role', `select public.settle_ai_credits('2033-05', 1, 1)`);
    expect(await usage('2033-05')).toMatchObject({ total: '1.000', reserved: '0.000' });
  });

  it('is not writable by an admin', async () => {
    const r = await db
      .request('admin', `update public.ai_usage_tracking set reserved_at = null where month_year = '2033-01'`)
      .then(
        () => 'updated',
        (e: { code: string }) => e.code,
      );
    expect(r).toBe('42501');
  });
});
