// Personal data has a lifetime: the retention setting in restaurant_settings (the domain's
// default, refused out of bounds, changed by an admin only) and anonymise_old_reservations(), the job pg_cron
// runs daily: afterwards no name, e-mail address, phone or free text remains in a reservation dated more than
// the period ago, newer ones are untouched, expired consent records are gone, the counts are right, a second
// run changes nothing, and only the service role may call it. Staff export what is stored about one address
// and erase it (admins only; logged without the address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ANONYMISED_EMAIL,
  ANONYMISED_NAME,
  DEFAULT_RETENTION,
  RETENTION_DAYS_MAX,
} from '../../src/domain/settings/retention';
import { retentionSchema } from '../../src/domain/settings/retention-schema';
import { addDays } from '../../src/domain/shared/time';
import { ADMIN_ID, attempt, targets, type TestDatabase } from './db';

interface Row {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  special_requests: string | null;
  admin_notes: string | null;
  status: string;
  party_size: number;
  reservation_date: string;
  reservation_time: string;
}

const COLUMNS = `id, customer_name, customer_email, customer_phone, special_requests, admin_notes, status,
  party_size, reservation_date::text as reservation_date, reservation_time`;

describe.each(targets)('the lifetime of personal data on $name', (target) => {
  let db: TestDatabase;
  let today: string;

  beforeAll(async () => {
    db = await target.open();
    const { rows } = await db.query<{ today: string }>(
      `select (now() at time zone 'Europe/Berlin')::date::text as today`,
    );
    today = rows[0]!.today;
  });
  afterAll(async () => db?.close());

  /** A reservation `daysAgo` days before today, with every personal field filled. */
  const book = async (daysAgo: number, who: string, status = 'completed'): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reservations (customer_name, customer_email, customer_phone, reservation_date,
         reservation_time, party_size, special_requests, admin_notes, status)
       values ($1, $2, '030 1234567', $3, '19:00', 4, 'Fensterplatz, Allergie: Nüsse', 'Stammgast', $4)
       returning id`,
      [who, `${who.toLowerCase()}@example.org`, addDays(today, -daysAgo), status],
    );
    return rows[0]!.id;
  };
  const row = async (id: string) =>
    (await db.query<Row>(`select ${COLUMNS} from public.reservations where id = $1`, [id])).rows[0]!;
  const run = async () =>
    (
      await db.request<{ reservations_anonymised: number; consent_records_deleted: number }>(
        'service_role',
        `select * from public.anonymise_old_reservations()`,
      )
    ).rows[0];
  const consent = async (session: string, createdDaysAgo: number, expiresDaysFromNow: number) =>
    db.query(
      `insert into public.consent_records (user_session_id, created_at, expires_at, ip_address, user_agent)
       values ($1, now() - make_interval(days => $2), now() + make_interval(days => $3), '192.0.2.7', 'Firefox')`,
      [session, createdDaysAgo, expiresDaysFromNow],
    );
  const setDays = (days: number) =>
    db.query(`update public.restaurant_settings set retention = $1::jsonb`, [
      JSON.stringify({ reservationDays: days }),
    ]);

  it('starts as the domain’s default setting, which anyone reads and only an admin changes', async () => {
    const { rows } = await db.query(`select retention from public.restaurant_settings`);
    expect(rows).toEqual([{ retention: DEFAULT_RETENTION }]);
    expect((await db.request('anon', `select retention from public.restaurant_settings`)).rows).toEqual([
      { retention: DEFAULT_RETENTION },
    ]);
    const change = (persona: 'anon' | 'user' | 'admin', value: unknown) =>
      attempt(() =>
        db.request(persona, `update public.restaurant_settings set retention = $1::jsonb`, [
          JSON.stringify(value),
        ]),
      );
    const anon = await change('anon', { reservationDays: 30 });
    expect(anon.ok ? anon.value.rowCount : anon.error.code).toBe('42501');
    const user = await change('user', { reservationDays: 30 });
    expect(user.ok ? user.value.rowCount : user.error.code).toBe(0);
    const admin = await change('admin', { reservationDays: 30 });
    expect(admin.ok ? admin.value.rowCount : admin.error.code).toBe(1);
    const bad = await change('admin', { reservationDays: 0 });
    expect(bad.ok ? 'updated' : [bad.error.code, bad.error.constraint]).toEqual([
      '23514',
      'restaurant_settings_retention_valid',
    ]);
    await setDays(DEFAULT_RETENTION.reservationDays);
  });

  it('accepts exactly the settings the schema accepts', async () => {
    const candidates: unknown[] = [
      DEFAULT_RETENTION,
      { reservationDays: 1 },
      { reservationDays: RETENTION_DAYS_MAX },
      { reservationDays: 0 },
      { reservationDays: RETENTION_DAYS_MAX + 1 },
      { reservationDays: 30.5 },
      { reservationDays: '30' },
      { reservationDays: null },
      { reservationDays: 30, consentDays: 1 },
      {},
      [],
      30,
      null,
    ];
    for (const candidate of candidates) {
      const { rows } = await db.query<{ valid: boolean }>(
        `select public.restaurant_retention_valid($1::jsonb) as valid`,
        [JSON.stringify(candidate)],
      );
      const parsed = retentionSchema.safeParse(candidate);
      const schemaAccepts =
        parsed.success && Object.keys(candidate as object).every((k) => k === 'reservationDays');
      expect(rows[0]!.valid, JSON.stringify(candidate)).toBe(schemaAccepts);
    }
  });

  it('anonymises the reservations older than the period and deletes expired consent records, once', async () => {
    const period = DEFAULT_RETENTION.reservationDays;
    const old = await book(period + 20, 'Otto', 'completed');
    const oldNoShow = await book(period + 1, 'Nora', 'no_show');
    const lastDay = await book(period, 'Lara');
    const recent = await book(10, 'Rita', 'confirmed');
    await db.query(
      `insert into public.reservation_emails (reservation_id, kind, reason, state, last_error)
       values ($1, 'cancelled', 'Otto, die Küche ist zu', 'retrying', 'smtp ETEST')`,
      [old],
    );
    await consent('expired-session-01', 400, -35);
    await consent('current-session-01', 30, 335);
    const before = { recent: await row(recent), lastDay: await row(lastDay) };

    expect(await run()).toEqual({ reservations_anonymised: 2, consent_records_deleted: 1 });

    for (const id of [old, oldNoShow]) {
      const after = await row(id);
      expect(after).toMatchObject({
        customer_name: ANONYMISED_NAME,
        customer_email: ANONYMISED_EMAIL,
        customer_phone: null,
        special_requests: null,
        admin_notes: null,
        party_size: 4,
        reservation_time: '19:00',
      });
    }
    // Status and date stay for the statistics.
    expect((await row(old)).status).toBe('completed');
    expect((await row(oldNoShow)).status).toBe('no_show');
    expect((await row(old)).reservation_date).toBe(addDays(today, -(period + 20)));
    // Nothing of the guests is left anywhere in those rows, nor in their outbox rows.
    const { rows: leftovers } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.reservations r
       where r.id = any($1::uuid[])
         and (row_to_json(r)::text ~* 'otto|nora|example\\.org|030 1234567|Fensterplatz|Stammgast')`,
      [[old, oldNoShow]],
    );
    expect(leftovers).toEqual([{ n: 0 }]);
    expect(
      (
        await db.query(
          `select reason, state, last_error from public.reservation_emails where reservation_id = $1`,
          [old],
        )
      ).rows,
    ).toEqual([{ reason: null, state: 'skipped', last_error: 'anonymised' }]);
    // Newer ones are untouched.
    expect(await row(recent)).toEqual(before.recent);
    expect(await row(lastDay)).toEqual(before.lastDay);
    expect(
      (
        await db.query(
          `select user_session_id from public.consent_records where user_session_id like '%-session-01'`,
        )
      ).rows,
    ).toEqual([{ user_session_id: 'current-session-01' }]);

    // Idempotent: a second run finds nothing left to do.
    expect(await run()).toEqual({ reservations_anonymised: 0, consent_records_deleted: 0 });
  });

  it('follows the period the owner set', async () => {
    const recent = await book(10, 'Susi', 'cancelled');
    await setDays(7);
    try {
      expect((await run())?.reservations_anonymised).toBeGreaterThanOrEqual(1);
      expect(await row(recent)).toMatchObject({ customer_name: ANONYMISED_NAME, status: 'cancelled' });
    } finally {
      await setDays(DEFAULT_RETENTION.reservationDays);
    }
  });

  it('exports everything stored about an address before its erasure and nothing after, logged without it', async () => {
    const ids = [await book(3, 'Erika'), await book(-5, 'Erika', 'confirmed')];
    // The same address in other letter cases is the same guest; another guest's booking stays.
    await db.query(`update public.reservations set customer_email = 'ERIKA@Example.org' where id = $1`, [
      ids[1],
    ]);
    const other = await book(-5, 'Karl', 'confirmed');
    const exportOf = async (email: string) =>
      (
        await db.request<{ v: { email: string; reservations: Row[]; emails: { kind: string }[] } }>(
          'admin',
          `select public.admin_export_personal_data($1) as v`,
          [email],
        )
      ).rows[0]!.v;

    const before = await exportOf('erika@example.org');
    expect(before.email).toBe('erika@example.org');
    expect(before.reservations.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(before.reservations.every((r) => r.customer_name === 'Erika')).toBe(true);
    // The future booking queued its e-mails, which are part of the export.
    expect(before.emails.length).toBeGreaterThan(0);

    const erased = await db.request<{ n: number }>(
      'admin',
      `select public.admin_erase_personal_data($1) as n`,
      ['Erika@example.org'],
    );
    expect(erased.rows).toEqual([{ n: 2 }]);
    const after = await exportOf('erika@example.org');
    expect([after.reservations, after.emails]).toEqual([[], []]);
    expect(await db.count(`public.reservation_emails where reservation_id = any($1::uuid[])`, [ids])).toBe(0);
    expect(await db.count(`public.reservations where id = $1`, [other])).toBe(1);

    // The log: what, how many, who, never the address.
    const { rows: log } = await db.query<Record<string, unknown>>(
      `select action, reservations, requested_by::text as requested_by from private.data_requests order by id`,
    );
    expect(log).toEqual([
      { action: 'export', reservations: 2, requested_by: ADMIN_ID },
      { action: 'erase', reservations: 2, requested_by: ADMIN_ID },
      { action: 'export', reservations: 0, requested_by: ADMIN_ID },
    ]);
    const { rows: logged } = await db.query<{ t: string }>(
      `select string_agg(row_to_json(d)::text, ' ') as t from private.data_requests d`,
    );
    expect(logged[0]!.t).not.toMatch(/erika|example/i);
  });

  it('exports and erases every booking of a mailbox, whichever spelling the guest or the request used', async () => {
    const spellings = ['Mia.Schulz+brunch@gmail.com', 'miaschulz@googlemail.com', ' MIA.SCHULZ@Gmail.com'];
    const ids = [];
    for (const spelling of spellings) {
      const id = await book(-2, 'Mia');
      await db.query(`update public.reservations set customer_email = $2 where id = $1`, [
        id,
        spelling.trim(),
      ]);
      ids.push(id);
    }
    const yahoo = await book(-2, 'Ana');
    await db.query(`update public.reservations set customer_email = 'ana-shop@yahoo.de' where id = $1`, [
      yahoo,
    ]);
    const neighbour = await book(-2, 'Mia');
    await db.query(`update public.reservations set customer_email = 'mia.schulz@example.org' where id = $1`, [
      neighbour,
    ]);

    const exported = await db.request<{ v: { reservations: Row[] } }>(
      'admin',
      `select public.admin_export_personal_data($1) as v`,
      ['m.i.a.s.c.h.u.l.z@gmail.com'],
    );
    expect(exported.rows[0]!.v.reservations.map((r) => r.id).sort()).toEqual([...ids].sort());
    const erased = await db.request<{ n: number }>(
      'admin',
      `select public.admin_erase_personal_data($1) as n`,
      ['miaschulz+whatever@gmail.com'],
    );
    expect(erased.rows).toEqual([{ n: 3 }]);
    const erasedAna = await db.request<{ n: number }>(
      'admin',
      `select public.admin_erase_personal_data($1) as n`,
      ['ana@yahoo.de'],
    );
    expect(erasedAna.rows).toEqual([{ n: 1 }]);
    expect(await db.count(`public.reservations where id = $1`, [neighbour])).toBe(1);
  });

  it('refuses a data request without an address, and from anyone but an admin', async () => {
    const blank = await attempt(() =>
      db.request('admin', `select public.admin_export_personal_data($1) as v`, ['  ']),
    );
    expect(blank.ok ? 'ran' : [blank.error.code, blank.error.message]).toEqual([
      '22023',
      'settings.dataRequest.validation.email',
    ]);
    for (const persona of ['anon', 'user', 'service_role'] as const) {
      for (const fn of ['admin_export_personal_data', 'admin_erase_personal_data']) {
        const called = await attempt(() =>
          db.request(persona, `select public.${fn}($1) as v`, ['mia@example.org']),
        );
        expect(called.ok ? 'ran' : called.error.code, `${persona} ${fn}`).toBe('42501');
      }
    }
  });

  it('may be run by the service role only', async () => {
    for (const persona of ['anon', 'user', 'admin'] as const) {
      const called = await attempt(() =>
        db.request(persona, `select * from public.anonymise_old_reservations()`),
      );
      expect(called.ok ? 'ran' : called.error.code, persona).toBe('42501');
    }
  });
});
