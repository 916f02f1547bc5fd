// The scheduled e-mail jobs under real pg_cron: the reminder job the outbox migration schedules runs
// in a throwaway database on the machine's PostgreSQL 15 (Debian's postgresql-15-cron, preloaded by .ci/run)
// and queues tomorrow's reminder. pg_cron lives in one database (cron.database_name, "postgres" here) and
// runs jobs in others with schedule_in_database(); the migration's own schedule targets the database it is
// applied to, which on Supabase is that one database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/shared/time';
import { repoRoot, targets, type TestDatabase } from './db';

const url = process.env.DATABASE_URL;
const postgres = targets.find((target) => target.name === 'postgres');
const required = Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);

/** The command the e-mail schema schedules for the reminders, read from the schema file itself. */
const reminderCommand = () => {
  const sql = readFileSync(join(repoRoot, 'supabase/schemas/09_emails.sql'), 'utf8');
  const scheduled = /cron\.schedule\('tischlein-reservation-reminders',\s*'[^']+',\s*'([^']+)'\)/.exec(sql);
  if (!scheduled) throw new Error('09_emails.sql no longer schedules tischlein-reservation-reminders');
  return scheduled[1]!;
};

/** The command the personal-data schema schedules daily (decision 0081), read from the schema file itself. */
const lifetimeCommand = () => {
  const sql = readFileSync(join(repoRoot, 'supabase/schemas/11_personal_data.sql'), 'utf8');
  const scheduled = /cron\.schedule\('tischlein-personal-data-lifetime',\s*'[^']+',\s*'([^']+)'\)/.exec(sql);
  if (!scheduled)
    throw new Error('11_personal_data.sql no longer schedules tischlein-personal-data-lifetime');
  return scheduled[1]!;
};

/** The command the abuse bounds schedule hourly to forget old client network hashes. */
const forgetCommand = () => {
  const sql = readFileSync(join(repoRoot, 'supabase/schemas/06_abuse_bounds.sql'), 'utf8');
  const scheduled = /cron\.schedule\('tischlein-forget-client-attempts',\s*'[^']+',\s*'([^']+)'\)/.exec(sql);
  if (!scheduled) throw new Error('06_abuse_bounds.sql no longer schedules tischlein-forget-client-attempts');
  return scheduled[1]!;
};

describe.runIf(postgres && url)("pg_cron on 'postgres'", () => {
  let cron: pg.Client;
  let db: TestDatabase;
  let preloaded = false;

  // Both jobs are scheduled at once, so that they run on the same minute: the suite waits for one minute
  // boundary, not one per job.
  let today = '';
  let candidates: string[] = [];
  let booked: { id: string; day: string }[] = [];
  let oldBooking = '';
  const jobs: { reminders?: string; lifetime?: string; forget?: string } = {};

  beforeAll(async () => {
    cron = new pg.Client({ connectionString: url });
    await cron.connect();
    const { rows } = await cron.query<{ libraries: string }>(
      `select current_setting('shared_preload_libraries') as libraries`,
    );
    preloaded = rows[0]!.libraries.split(',').some((library) => library.trim() === 'pg_cron');
    if (!preloaded) {
      const reason =
        'pg_cron is not preloaded on this PostgreSQL (shared_preload_libraries); .ci/run installs postgresql-15-cron and restarts the server with it';
      if (required) throw new Error(reason);
      console.warn(`!!! tests/sql/pg-cron.test.ts skipped: ${reason}`);
      return;
    }
    await cron.query('create extension if not exists pg_cron');
    db = await postgres!.open();
    const { rows: current } = await db.query<{ name: string; today: string }>(
      `select current_database() as name, (now() at time zone 'Europe/Berlin')::date::text as today`,
    );
    const name = current[0]!.name;
    today = current[0]!.today;
    // Two candidate days: the job may start after Berlin's midnight (23:00 UTC in winter), when the day
    // after tomorrow of now has become tomorrow. The run's own start time says which one it was.
    candidates = [addDays(today, 1), addDays(today, 2)];
    booked = (
      await db.query<{ id: string; day: string }>(
        `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time,
           party_size, status, confirmed_at)
         select 'Lena Cron', 'lena@example.org', day::date, '10:00', 2, 'confirmed', now()
           from unnest($1::text[]) as day
         returning id, reservation_date::text as day`,
        [candidates],
      )
    ).rows;
    oldBooking = (
      await db.query<{ id: string }>(
        `insert into public.reservations (customer_name, customer_email, customer_phone, reservation_date,
           reservation_time, party_size, status, special_requests)
         values ('Otto Alt', 'otto@example.org', '030 1', $1, '10:00', 2, 'completed', 'Fenster') returning id`,
        [addDays(today, -400)],
      )
    ).rows[0]!.id;
    const schedule = async (job: string, command: string) =>
      (
        await cron.query<{ id: string }>(
          `select cron.schedule_in_database($1, '* * * * *', $2, $3)::text as id`,
          [job, command, name],
        )
      ).rows[0]!.id;
    jobs.reminders = await schedule(`tischlein-test-${name}`, reminderCommand());
    jobs.lifetime = await schedule(`tischlein-test-lifetime-${name}`, lifetimeCommand());
    await db.query(
      `insert into private.client_attempts (kind, address_hash, at)
       values ('booking', '\\x01', now() - interval '2 hours'), ('booking', '\\x02', now())`,
    );
    jobs.forget = await schedule(`tischlein-test-forget-${name}`, forgetCommand());
  }, 120_000);
  afterAll(async () => {
    for (const id of Object.values(jobs)) await cron.query('select cron.unschedule($1::bigint)', [id]);
    await db?.close();
    await cron?.end();
  });

  /** The job's first recorded run once it has ended: pg_cron starts jobs on the minute. */
  const finishedRun = async (jobId: string) => {
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      const { rows } = await cron.query<{ status: string; return_message: string; tomorrow: string }>(
        `select status, return_message, ((start_time at time zone 'Europe/Berlin')::date + 1)::text as tomorrow
           from cron.job_run_details where jobid = $1 order by runid limit 1`,
        [jobId],
      );
      if (rows[0]?.status === 'succeeded' || rows[0]?.status === 'failed') return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`pg_cron did not finish job ${jobId} within 100 s`);
  };

  it('runs the reminder job of the e-mail schema, which queues the reminder of the day after its run', async (context) => {
    if (!preloaded) return context.skip();
    const run = await finishedRun(jobs.reminders!);
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(candidates).toContain(run.tomorrow);
    const { rows: queued } = await db.query<{ day: string }>(
      `select r.reservation_date::text as day, e.kind, e.state
         from public.reservation_emails e join public.reservations r on r.id = e.reservation_id
        where e.reservation_id = any($1::uuid[]) and e.kind = 'reminder'`,
      [booked.map((booking) => booking.id)],
    );
    expect(queued).toEqual([{ day: run.tomorrow, kind: 'reminder', state: 'pending' }]);
  }, 150_000);

  it('runs the personal-data job, which anonymises a reservation older than the period', async (context) => {
    if (!preloaded) return context.skip();
    expect(await finishedRun(jobs.lifetime!)).toMatchObject({ status: 'succeeded' });
    const { rows } = await db.query(
      `select customer_name, customer_phone, special_requests, status from public.reservations where id = $1`,
      [oldBooking],
    );
    expect(rows).toEqual([
      { customer_name: 'Anonymisiert', customer_phone: null, special_requests: null, status: 'completed' },
    ]);
  }, 150_000);

  it('runs the hourly job that forgets client network hashes older than their hour', async (context) => {
    if (!preloaded) return context.skip();
    expect(await finishedRun(jobs.forget!)).toMatchObject({ status: 'succeeded' });
    const { rows } = await db.query<{ hash: string }>(
      `select encode(address_hash, 'hex') as hash from private.client_attempts where address_hash in ('\\x01', '\\x02')`,
    );
    expect(rows).toEqual([{ hash: '02' }]);
  }, 150_000);
});
