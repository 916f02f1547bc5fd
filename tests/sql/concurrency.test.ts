// Races between two sessions: the hero video, the last AI credit, a double-submitted reservation.
// PostgreSQL only: PGlite is one in-process connection, so there is no second session to race with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pgOnlyReason, targets, type Session, type TestDatabase } from './db';
import { F, seedFixtures } from './fixtures';

type Connection = Session & { close(): Promise<void> };

/** Starts a request as persona on a connection and leaves its transaction open. */
async function begin(c: Session, role: string, claims: Record<string, string>): Promise<void> {
  await c.exec('begin');
  await c.exec(`set local role ${role}`);
  await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

/** True once `pid` waits for a lock: proof that the second session really ran into the first. */
async function waitUntilBlocked(db: Session, pid: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await db.query<{ waiting: boolean }>(
      `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
      [pid],
    );
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`session ${pid} never waited for a lock`);
}

const pid = async (c: Session): Promise<number> =>
  (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

const admin = { sub: '00000000-0000-4000-8000-00000000ad01', role: 'authenticated' };
const service = { role: 'service_role' };

describe.each(targets)('concurrent sessions on $name', (target) => {
  if (target.name === 'pglite') {
    it('run on PostgreSQL only', () => {
      console.info(`tests/sql/concurrency.test.ts: skipped on PGlite. ${pgOnlyReason}.`);
    });
    return;
  }

  let db: TestDatabase;
  let a: Connection;
  let b: Connection;
  let pidB: number;

  beforeAll(async () => {
    db = await target.open();
    await seedFixtures(db);
    a = await db.connect();
    b = await db.connect();
    pidB = await pid(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
  });

  it('set_hero_video: two admins turning on different videos leave exactly one hero (the later one)', async () => {
    await begin(a, 'authenticated', admin);
    await begin(b, 'authenticated', admin);
    await a.query(`select public.set_hero_video($1, true)`, [F.videoHero]);
    const second = b.query(`select public.set_hero_video($1, true)`, [F.videoOther]);
    await waitUntilBlocked(db, pidB);
    await a.exec('commit');
    await second;
    await b.exec('commit');
    const { rows } = await db.query<{ id: string }>(
      `select id from public.restaurant_videos where featured_for_hero`,
    );
    expect(rows).toEqual([{ id: F.videoOther }]);
  });

  it('set_hero_video: many parallel calls still leave exactly one hero', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.restaurant_videos (title, video_url) values ($1, 'https://cdn.example.org/r.mp4') returning id`,
        [`Race ${i}`],
      );
      ids.push(rows[0]!.id);
    }
    const connections = [a, b];
    await Promise.all(
      ids.map(async (id, i) => {
        const c = i < 2 ? connections[i]! : await db.connect();
        await c.exec('begin');
        await c.exec('set local role authenticated');
        await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(admin)]);
        await c.query(`select public.set_hero_video($1, true)`, [id]);
        await c.exec('commit');
        if (i >= 2) await c.close();
      }),
    );
    expect(await db.count('public.restaurant_videos where featured_for_hero')).toBe(1);
  });

  it('reserve_ai_credits: two reservations for the last credit, exactly one succeeds', async () => {
    await db.exec(
      `insert into public.ai_usage_tracking (month_year, total_cost, budget_limit) values ('2032-01', 9, 10)`,
    );
    await begin(a, 'service_role', service);
    await begin(b, 'service_role', service);
    const first = await a.query<{ v: boolean }>(`select public.reserve_ai_credits('2032-01', 1) as v`);
    const second = b.query<{ v: boolean }>(`select public.reserve_ai_credits('2032-01', 1) as v`);
    await waitUntilBlocked(db, pidB);
    await a.exec('commit');
    const secondResult = await second;
    await b.exec('commit');
    expect([first.rows[0]!.v, secondResult.rows[0]!.v]).toEqual([true, false]);
    const { rows } = await db.query(
      `select total_cost::text as total, reserved_cost::text as reserved from public.ai_usage_tracking
       where month_year = '2032-01'`,
    );
    expect(rows).toEqual([{ total: '9.000', reserved: '1.000' }]);
  });

  it('reserve_ai_credits: parallel reservations on a month that does not exist yet never pass the budget', async () => {
    const results = await Promise.all(
      [a, b].map((c) =>
        c.as(
          'service_role',
          (s) => s.query<{ v: boolean }>(`select public.reserve_ai_credits('2032-02', 6) as v`),
          {
            commit: true,
          },
        ),
      ),
    );
    expect(results.map((r) => r.rows[0]!.v).sort()).toEqual([false, true]);
    expect(await db.count(`public.ai_usage_tracking where month_year = '2032-02'`)).toBe(1);
  });

  it('create_reservation: the same submission key sent twice at once makes one reservation', async () => {
    const key = crypto.randomUUID();
    const call = `select id from public.create_reservation('Ana', 'ana@example.org', null,
      (now() at time zone 'Europe/Berlin')::date + 4, '12:00', 2, null, 'de', $1::uuid)`;
    await begin(a, 'anon', { role: 'anon' });
    await begin(b, 'anon', { role: 'anon' });
    const first = await a.query<{ id: string }>(call, [key]);
    const second = b.query<{ id: string }>(call, [key]);
    await waitUntilBlocked(db, pidB);
    await a.exec('commit');
    const secondResult = await second;
    await b.exec('commit');
    expect(secondResult.rows[0]!.id).toBe(first.rows[0]!.id);
    expect(await db.count(`public.reservations where submission_key = $1`, [key])).toBe(1);
  });
});
