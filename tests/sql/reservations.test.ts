// create_reservation(): validation with translation keys, the two-hour lead time in Europe/Berlin,
// idempotency per submission key, and that the public can write a reservation but never read one.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { attempt, targets, type Persona, type TestDatabase } from './db';

interface Draft {
  name: string | null;
  email: string | null;
  phone: string | null;
  date: string | null;
  time: string | null;
  party: number | null;
  requests: string | null;
  language: string | null;
  key: string | null;
}

interface ReservationRow {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  reservation_date: string;
  reservation_time: string;
  party_size: number;
  special_requests: string | null;
  language_preference: string;
  status: string;
  submission_key: string | null;
}

const slots = Array.from({ length: 28 }, (_, i) => {
  const minutes = 8 * 60 + 30 * i;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
/** A wall-clock time; whether the restaurant serves then is the booking rules' (restaurant-settings.test.ts). */
const clockPattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const addDays = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const createSql = `select id, customer_name, customer_email, customer_phone, reservation_date::text, reservation_time,
  party_size, special_requests, language_preference, status, submission_key::text
  from public.create_reservation($1, $2, $3, $4::date, $5, $6, $7, $8, $9::uuid)`;
const args = (d: Draft): unknown[] => [
  d.name,
  d.email,
  d.phone,
  d.date,
  d.time,
  d.party,
  d.requests,
  d.language,
  d.key,
];

const noControl = (s: string): boolean => [...s].every((ch) => ch.charCodeAt(0) > 0x1f && ch !== '\u007f');

describe.each(targets)('create_reservation on $name', (target) => {
  let db: TestDatabase;
  let today: string; // Europe/Berlin

  beforeAll(async () => {
    db = await target.open();
    const { rows } = await db.query<{ today: string }>(
      `select to_char(now() at time zone 'Europe/Berlin', 'YYYY-MM-DD') as today`,
    );
    today = rows[0]!.today;
    // This suite is about the guest's input; the room's rules (guests at once, stays ending by the close) have
    // tests/sql/room.test.ts. A room without limits lets every slot, and both party limits, be booked here.
    await db.query(
      `update public.restaurant_settings
          set booking_rules = booking_rules || '{"guestsAtOnce": null, "staysEndByClose": false}'`,
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  const draft = (overrides: Partial<Draft> = {}): Draft => ({
    name: 'Mia Chen',
    email: 'mia@example.org',
    phone: '+49 30 1234567',
    date: addDays(today, 3),
    time: '10:30',
    party: 4,
    requests: 'Window seat, please',
    language: 'en',
    key: crypto.randomUUID(),
    ...overrides,
  });

  const create = (d: Draft, persona: Persona = 'anon') =>
    db.request<ReservationRow>(persona, createSql, args(d)).then((r) => r.rows[0]!);

  const count = () => db.count('public.reservations');

  /** Expects the call to fail with 22023 and the translation key, and the table to be unchanged. */
  const expectRejected = async (d: Draft, key: string) => {
    const before = await count();
    const result = await attempt(() => create(d));
    expect(result.ok ? 'created' : `${result.error.code} ${result.error.message}`).toBe(
      `22023 reservations.validation.${key}`,
    );
    expect(await count()).toBe(before);
  };

  it('creates a pending reservation and returns the row', async () => {
    const d = draft({ name: '  Mia Chen ', phone: '   ', requests: '', language: 'en-US' });
    const row = await create(d);
    expect(row).toMatchObject({
      customer_name: 'Mia Chen',
      customer_email: 'mia@example.org',
      customer_phone: null,
      reservation_date: d.date,
      reservation_time: '10:30',
      party_size: 4,
      special_requests: null,
      language_preference: 'en',
      status: 'pending',
      submission_key: d.key,
    });
  });

  it('falls back to German for a language the site does not offer', async () => {
    expect((await create(draft({ language: 'fr' }))).language_preference).toBe('de');
    expect((await create(draft({ language: null }))).language_preference).toBe('de');
    expect((await create(draft({ language: 'zh-CN' }))).language_preference).toBe('zh');
  });

  it('accepts every one of the 28 slots and both party size limits', async () => {
    for (const [i, time] of slots.entries()) {
      await create(draft({ time, party: i % 2 === 0 ? 1 : 20 }));
    }
  });

  it('lets a signed-in user and the service role book too', async () => {
    expect((await create(draft(), 'user')).status).toBe('pending');
    expect((await create(draft(), 'service_role')).status).toBe('pending');
  });

  it('never lets the public read or write reservations directly', async () => {
    const row = await create(draft());
    const anonRead = await attempt(() =>
      db.request('anon', `select * from public.reservations where id = $1`, [row.id]),
    );
    expect(anonRead.ok ? 'read' : anonRead.error.code).toBe('42501');
    const userRead = await db.request('user', `select * from public.reservations where id = $1`, [row.id]);
    expect(userRead.rows).toEqual([]);
    const adminRead = await db.request('admin', `select id from public.reservations where id = $1`, [row.id]);
    expect(adminRead.rows).toEqual([{ id: row.id }]);

    const before = await count();
    for (const persona of ['anon', 'user', 'admin'] as const) {
      const insert = await attempt(() =>
        db.request(
          persona,
          `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time, party_size)
           values ('X', 'x@example.org', $1, '12:00', 2)`,
          [addDays(today, 3)],
        ),
      );
      expect(insert.ok ? 'inserted' : insert.error.code, persona).toBe('42501');
      const update = await attempt(() =>
        db.request(persona, `update public.reservations set status = 'confirmed' where id = $1`, [row.id]),
      );
      expect(update.ok ? 'updated' : update.error.code, persona).toBe('42501');
    }
    expect(await count()).toBe(before);
  });

  it('returns the same reservation for a repeated submission key, without a second row', async () => {
    const d = draft();
    const before = await count();
    const first = await create(d);
    const again = await create(d);
    const changed = await create({ ...d, name: 'Somebody else', party: 9 });
    expect(again).toEqual(first);
    expect(changed).toEqual(first);
    expect(await count()).toBe(before + 1);
  });

  it('rejects each invalid field with its translation key and writes nothing', async () => {
    await expectRejected(draft({ name: '' }), 'nameRequired');
    await expectRejected(draft({ name: ' \t\n ' }), 'nameRequired');
    await expectRejected(draft({ name: null }), 'nameRequired');
    await expectRejected(draft({ name: 'x'.repeat(201) }), 'nameTooLong');
    await expectRejected(draft({ name: 'Mia\nBcc: a@b.de' }), 'nameInvalid');
    await expectRejected(draft({ email: 'mia.example.org' }), 'emailInvalid');
    await expectRejected(draft({ email: 'mia@example' }), 'emailInvalid');
    await expectRejected(draft({ email: 'mia@exa mple.org' }), 'emailInvalid');
    await expectRejected(draft({ email: `${'m'.repeat(250)}@b.de` }), 'emailInvalid');
    await expectRejected(draft({ email: null }), 'emailInvalid');
    await expectRejected(draft({ phone: '1'.repeat(41) }), 'phoneInvalid');
    await expectRejected(draft({ date: null }), 'dateRequired');
    await expectRejected(draft({ time: null }), 'timeRequired');
    await expectRejected(draft({ time: '' }), 'timeRequired');
    await expectRejected(draft({ time: '8:00' }), 'timeRequired');
    await expectRejected(draft({ time: '24:00' }), 'timeRequired');
    await expectRejected(draft({ time: '07:30' }), 'timeOutsideHours');
    await expectRejected(draft({ time: '22:00' }), 'timeOutsideHours');
    await expectRejected(draft({ time: '12:15' }), 'timeOutsideHours');
    await expectRejected(draft({ party: 0 }), 'partySizeMin');
    await expectRejected(draft({ party: null }), 'partySizeMin');
    await expectRejected(draft({ party: 21 }), 'partySizeMax');
    await expectRejected(draft({ requests: 'r'.repeat(2001) }), 'specialRequestsTooLong');
    await expectRejected(draft({ date: addDays(today, -1) }), 'dateInPast');
  });

  it('names the offending field in the error detail', async () => {
    const result = await attempt(() => create(draft({ party: 50 })));
    expect(result.ok ? 'created' : result.error.detail).toBe('party_size');
  });

  it('computes the two-hour lead time in restaurant time (Europe/Berlin), whatever the session time zone', async () => {
    // Candidate slots today and tomorrow with their distance from now() in seconds.
    const { rows } = await db.query<{ date: string; time: string; lead: number }>(
      `select d::text as date, t as time,
              extract(epoch from ((d + t::time) at time zone 'Europe/Berlin') - now())::float8 as lead
       from (select (now() at time zone 'Europe/Berlin')::date + k as d from generate_series(0, 1) k) days,
            unnest($1::text[]) t
       order by lead`,
      [slots],
    );
    const createIn = (d: Draft, zone: string) =>
      db.as(
        'anon',
        async (s) => {
          await s.exec(`set local timezone = '${zone}'`);
          return (await s.query<ReservationRow>(createSql, args(d))).rows[0]!;
        },
        { commit: true },
      );

    // accepted: the first slot more than 2 h 5 min ahead (always exists: tomorrow has 28 slots)
    const soonest = rows.find((r) => r.lead > 2 * 3600 + 300)!;
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const row = await createIn(draft({ date: soonest.date, time: soonest.time }), zone);
      expect(row.reservation_date).toBe(soonest.date);
    }

    // refused: the latest slot today or tomorrow that is at most 1 h 59 min ahead (or already passed today)
    const tooSoon = rows.filter((r) => r.lead <= 2 * 3600 - 60 && r.date === today).at(-1);
    if (!tooSoon) {
      console.info(
        `tests/sql: it is before 06:00 in Berlin, so no slot today is within two hours; the lead-time refusal is ` +
          `covered by the fixed-clock cases of reservation_lead_time_ok below`,
      );
      return;
    }
    const before = await count();
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const result = await attempt(() => createIn(draft({ date: tooSoon.date, time: tooSoon.time }), zone));
      expect(result.ok ? 'created' : result.error.message).toBe('reservations.validation.timeTooSoon');
    }
    expect(await count()).toBe(before);
  });

  it('draws the two-hour line exactly, across midnight and both DST changes (fixed clock)', async () => {
    const ok = async (date: string, time: string, now: string) =>
      (
        await db.query<{ ok: boolean }>(
          `select public.reservation_lead_time_ok($1::date, $2, $3::timestamptz) as ok`,
          [date, time, now],
        )
      ).rows[0]!.ok;
    // winter (CET, UTC+1): 10:00 Berlin = 09:00Z
    expect(await ok('2026-11-24', '10:00', '2026-11-24T07:00:00Z')).toBe(false);
    expect(await ok('2026-11-24', '10:00', '2026-11-24T06:59:59Z')).toBe(true);
    // summer (CEST, UTC+2): 10:00 Berlin = 08:00Z
    expect(await ok('2026-07-01', '10:00', '2026-07-01T06:00:00Z')).toBe(false);
    expect(await ok('2026-07-01', '10:00', '2026-07-01T05:59:59Z')).toBe(true);
    // clocks go forward on 2026-03-29: 08:00 Berlin = 06:00Z
    expect(await ok('2026-03-29', '08:00', '2026-03-29T04:00:00Z')).toBe(false);
    expect(await ok('2026-03-29', '08:00', '2026-03-29T03:59:59Z')).toBe(true);
    // clocks go back on 2026-10-25: 08:00 Berlin = 07:00Z
    expect(await ok('2026-10-25', '08:00', '2026-10-25T05:00:00Z')).toBe(false);
    expect(await ok('2026-10-25', '08:00', '2026-10-25T04:59:59Z')).toBe(true);
    // across midnight: booking tomorrow 08:00 at 23:30 Berlin is fine, at 05:00 Berlin that day it is not
    expect(await ok('2026-11-25', '08:00', '2026-11-24T22:30:00Z')).toBe(true);
    expect(await ok('2026-11-25', '08:00', '2026-11-25T05:00:00Z')).toBe(false);
    // a slot in the past
    expect(await ok('2026-11-24', '08:00', '2026-11-24T12:00:00Z')).toBe(false);
  });

  it('rejects generated malformed drafts with their key and writes nothing', async () => {
    const validDraft = fc.record({
      name: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '' && noControl(s)),
      email: fc.emailAddress(),
      phone: fc.option(fc.stringMatching(/^\+?[0-9 ]{3,20}$/), { nil: null }),
      date: fc.integer({ min: 3, max: 90 }).map((n) => addDays(today, n)),
      time: fc.constantFrom(...slots),
      party: fc.integer({ min: 1, max: 20 }),
      requests: fc.option(fc.string({ maxLength: 300 }), { nil: null }),
      language: fc.constantFrom('de', 'en', 'zh', 'en-GB', 'fr', null),
      key: fc.uuid(),
    });
    type Breakage = [Partial<Draft>, string];
    const breakage: fc.Arbitrary<Breakage> = fc.oneof(
      fc.constantFrom<Breakage>(
        [{ name: '' }, 'nameRequired'],
        [{ name: '   ' }, 'nameRequired'],
        [{ name: null }, 'nameRequired'],
      ),
      fc.integer({ min: 201, max: 400 }).map((n): Breakage => [{ name: 'n'.repeat(n) }, 'nameTooLong']),
      fc.constantFrom('Mia\nChen', 'A\rB', 'Bell\u0007').map((name): Breakage => [{ name }, 'nameInvalid']),
      fc
        .string({ maxLength: 40 })
        .filter((s) => !s.includes('@') && !s.includes('\u0000'))
        .map((email): Breakage => [{ email }, 'emailInvalid']),
      fc
        .constantFrom('a@b', '@b.de', 'a@.de', 'a@b.', 'a b@c.de', 'a@b@c.de', null)
        .map((email): Breakage => [{ email }, 'emailInvalid']),
      fc.integer({ min: 41, max: 80 }).map((n): Breakage => [{ phone: '1'.repeat(n) }, 'phoneInvalid']),
      fc.constant<Breakage>([{ date: null }, 'dateRequired']),
      fc.integer({ min: 1, max: 3650 }).map((n): Breakage => [{ date: addDays(today, -n) }, 'dateInPast']),
      fc
        .oneof(
          fc.constantFrom(null, '', '8:00', '24:00', '12:00:00', 'noon'),
          fc.string({ maxLength: 8 }).filter((s) => !clockPattern.test(s.trim()) && !s.includes('\u0000')),
        )
        .map((time): Breakage => [{ time }, 'timeRequired']),
      fc
        .constantFrom('07:30', '22:00', '12:15', '21:31', '00:00', '23:59')
        .map((time): Breakage => [{ time }, 'timeOutsideHours']),
      fc
        .oneof(fc.integer({ min: -10_000, max: 0 }), fc.constant(null))
        .map((party): Breakage => [{ party }, 'partySizeMin']),
      fc.integer({ min: 21, max: 10_000 }).map((party): Breakage => [{ party }, 'partySizeMax']),
      fc
        .integer({ min: 2001, max: 2100 })
        .map((n): Breakage => [{ requests: 'r'.repeat(n) }, 'specialRequestsTooLong']),
    );

    await fc.assert(
      fc.asyncProperty(validDraft, breakage, async (valid, [patch, key]) => {
        await expectRejected({ ...valid, ...patch }, key);
      }),
      { numRuns: 50 },
    );
  });
});
