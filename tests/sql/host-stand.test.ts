// The host stand in PostgreSQL (supabase/schemas/14_host_stand.sql): staff take bookings held to the room but
// not to the booking form's limits, set the room's rules aside only with a reason that is recorded with who
// gave it, seat walk-ins now and change bookings; every change lands in the booking's history. The last
// suite asks SQL and the domain's checkStaffSeating() (src/domain/room/staff-seating.ts) the same questions
// on the same bookings and compares every answer.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { checkStaffSeating } from '../../src/domain/room/staff-seating';
import { weekOf, type BookingRules } from '../../src/domain/settings/booking-rules';
import { ADMIN_ID, attempt, targets, type TestDatabase } from './db';
import { bookedBesides, floorPlanOf, setUpRoom } from './room-support';

interface Booking {
  readonly customer_name?: string;
  readonly customer_email?: string | null;
  readonly customer_phone?: string | null;
  readonly reservation_date: string;
  readonly reservation_time: string;
  readonly party_size: number;
  readonly source?: string;
  readonly table_ids?: readonly string[] | null;
  readonly override_reason?: string | null;
}

interface Row {
  id: string;
  status: string;
  source: string;
  reservation_date: string;
  reservation_time: string;
  party_size: number;
  customer_email: string | null;
}

describe.each(targets)('the host stand on $name', (target) => {
  let db: TestDatabase;
  let today: string;
  let date: string;
  let tables: Map<string, string>;

  /** Staff book (as the signed-in admin); answers the row, or the refusal as "key: reasons". */
  const book = async (booking: Booking, persona: 'admin' | 'user' | 'anon' = 'admin') => {
    const result = await attempt(() =>
      db.request<Row>(
        persona,
        `select id, status, source, to_char(reservation_date, 'YYYY-MM-DD') as reservation_date,
                reservation_time, party_size, customer_email
           from public.book_reservation_as_staff($1::jsonb)`,
        [
          JSON.stringify({
            customer_name: 'Herr Wang',
            customer_phone: '+49 30 1234567',
            source: 'phone',
            language_preference: 'zh',
            submission_key: crypto.randomUUID(),
            ...booking,
          }),
        ],
        { commit: true },
      ),
    );
    if (result.ok) return result.value.rows[0]!;
    return `${result.error.message}${result.error.hint ? `: ${result.error.hint}` : ''}`;
  };

  const change = async (id: string, booking: Booking) => {
    const result = await attempt(() =>
      db.request<Row>(
        'admin',
        `select id, status, reservation_time, party_size from public.change_reservation_as_staff($1, $2::jsonb)`,
        [
          id,
          JSON.stringify({
            customer_name: 'Herr Wang',
            customer_email: 'wang@example.org',
            customer_phone: '+49 30 1234567',
            language_preference: 'zh',
            ...booking,
          }),
        ],
        { commit: true },
      ),
    );
    if (result.ok) return result.value.rows[0]!;
    return `${result.error.message}${result.error.hint ? `: ${result.error.hint}` : ''}`;
  };

  const tablesOf = async (id: string) =>
    (
      await db.query<{ name: string }>(
        `select t.name from public.reservation_tables h join public.restaurant_tables t on t.id = h.table_id
          where h.reservation_id = $1 and h.holds order by t.name`,
        [id],
      )
    ).rows.map((r) => r.name);

  const history = async (id: string) =>
    (
      await db.query<{
        kind: string;
        changes: { field: string; from: string | null; to: string | null }[];
        changed_by: string | null;
        changed_by_name: string | null;
        override_reason: string | null;
      }>(
        `select kind, changes, changed_by, changed_by_name, override_reason from public.reservation_changes
          where reservation_id = $1 order by created_at, id`,
        [id],
      )
    ).rows;

  const outbox = async (id: string) =>
    (
      await db.query<{ kind: string }>(
        `select kind from public.reservation_emails where reservation_id = $1 order by seq`,
        [id],
      )
    ).rows.map((r) => r.kind);

  const rowOf = (answer: Row | string): Row => {
    if (typeof answer === 'string') throw new Error(answer);
    return answer;
  };

  beforeAll(async () => {
    db = await target.open();
    const { rows } = await db.query<{ today: string; later: string }>(
      `select to_char((now() at time zone 'Europe/Berlin')::date, 'YYYY-MM-DD') as today,
              to_char((now() at time zone 'Europe/Berlin')::date + 3, 'YYYY-MM-DD') as later`,
    );
    today = rows[0]!.today;
    date = rows[0]!.later;
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec(`delete from public.reservations`);
    tables = await setUpRoom(db, [
      { name: 'T2', min: 1, max: 2 },
      { name: 'T4', min: 2, max: 4 },
      { name: 'T5', min: 2, max: 4, online: false },
      { name: 'T12', min: 6, max: 12 },
    ]);
  });

  it('takes a party of 25 tomorrow and a couple in 20 minutes: staff are not held to the form’s limits', async () => {
    await db.query(
      `update public.restaurant_settings set booking_rules = booking_rules || '{"maxPartySize": 8}'::jsonb`,
    );
    await setUpRoom(db, [{ name: 'Saal', min: 10, max: 40 }]);
    const party = rowOf(await book({ reservation_date: date, reservation_time: '12:00', party_size: 25 }));
    expect(party).toMatchObject({
      status: 'confirmed',
      source: 'phone',
      party_size: 25,
      customer_email: null,
    });
    // A guest online is still held to them.
    const online = await attempt(() =>
      db.request(
        'anon',
        `select id from public.create_reservation('Gast', 'gast@example.org', null, $1::date, '14:00', 25, null,
           'de', gen_random_uuid())`,
        [date],
      ),
    );
    expect(online.ok ? 'booked' : online.error.message).toBe('reservations.validation.partySizeMax');
    // No address: nothing to send, and no notice to the restaurant that took it.
    expect(await outbox(party.id)).toEqual([]);
    await db.query(
      `update public.restaurant_settings set booking_rules = booking_rules || '{"maxPartySize": 20}'::jsonb`,
    );
  });

  it('confirms to a guest who gave an address, in one mail, and asks for a phone number or an address', async () => {
    const booked = rowOf(
      await book({
        reservation_date: date,
        reservation_time: '12:00',
        party_size: 2,
        customer_email: 'wang@example.org',
        customer_phone: null,
      }),
    );
    expect(await outbox(booked.id)).toEqual(['confirmed']);
    expect(
      await book({
        reservation_date: date,
        reservation_time: '12:00',
        party_size: 2,
        customer_email: null,
        customer_phone: null,
      }),
    ).toBe('admin:hostStand.validation.contactRequired');
  });

  it('refuses a table held by another party, and with a reason gives it, shortening the earlier stay', async () => {
    const first = rowOf(
      await book({
        reservation_date: date,
        reservation_time: '12:00',
        party_size: 2,
        table_ids: [tables.get('T4')!],
      }),
    );
    const wanted = {
      reservation_date: date,
      reservation_time: '13:00',
      party_size: 4,
      table_ids: [tables.get('T4')!],
    };
    expect(await book(wanted)).toBe('admin:hostStand.refused: tableTaken');
    const reason = 'Die Gäste an Tisch 4 gehen um 13 Uhr';
    const second = rowOf(await book({ ...wanted, override_reason: reason }));
    expect(await tablesOf(second.id)).toEqual(['T4']);
    expect(await tablesOf(first.id)).toEqual(['T4']);
    const { rows } = await db.query<{ until: string }>(
      `select to_char(upper(during) at time zone 'Europe/Berlin', 'HH24:MI') as until
         from public.reservation_tables where reservation_id = $1`,
      [first.id],
    );
    expect(rows).toEqual([{ until: '13:00' }]);
    const [created] = await history(second.id);
    expect(created).toMatchObject({
      kind: 'created',
      changed_by: ADMIN_ID,
      changed_by_name: 'chef',
      override_reason: reason,
    });
    expect(created!.changes).toEqual([
      { field: 'tables', from: null, to: 'T4' },
      { field: 'status', from: null, to: 'confirmed' },
      { field: 'source', from: null, to: 'phone' },
    ]);
    expect((await history(first.id)).at(-1)!.changes.map((c) => c.field)).toEqual(['held_until']);
    // A party that sits down at the same time leaves no stay between: no reason sets that aside.
    expect(await book({ ...wanted, override_reason: reason })).toBe(
      'admin:hostStand.refusedFinal: tableInUse',
    );
  });

  it('seats a walk-in now, at a table staff-only for the form, whatever date the request names', async () => {
    // Open round the clock, stays past closing allowed: the walk-in sits down whenever the suite runs (a
    // couple at 21:00 would otherwise stay past a 22:00 close). The last minute of a day still needs a reason.
    const before = (
      await db.query<{ rules: BookingRules }>(`select booking_rules as rules from public.restaurant_settings`)
    ).rows[0]!.rules;
    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify({
        ...before,
        weeklyHours: weekOf(() => [{ from: '00:00', to: '23:59' }]),
        staysEndByClose: false,
      }),
    ]);
    const { rows } = await db.query<{ open: boolean }>(
      `select public.reservation_refusal(booking_rules, (now() at time zone 'Europe/Berlin')::date,
                to_char(now() at time zone 'Europe/Berlin', 'HH24:MI'), 2, now(), false) is null as open
         from public.restaurant_settings`,
    );
    const walkIn = await book({
      source: 'walk_in',
      customer_phone: null,
      reservation_date: date,
      reservation_time: '09:00',
      party_size: 2,
      table_ids: [tables.get('T5')!],
      override_reason: rows[0]!.open ? null : 'Test außerhalb der Öffnungszeit',
    });
    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify(before),
    ]);
    expect(walkIn).toMatchObject({ status: 'seated', source: 'walk_in', reservation_date: today });
    expect(await tablesOf(rowOf(walkIn).id)).toEqual(['T5']);
  });

  it('moves a booking to another table and time: the guest hears of it, the history says what changed', async () => {
    const booked = rowOf(
      await book({
        reservation_date: date,
        reservation_time: '12:00',
        party_size: 4,
        customer_email: 'wang@example.org',
        table_ids: [tables.get('T4')!],
      }),
    );
    const moved = rowOf(
      await change(booked.id, {
        reservation_date: date,
        reservation_time: '13:00',
        party_size: 4,
        table_ids: [tables.get('T5')!],
      }),
    );
    expect(moved).toMatchObject({ status: 'confirmed', reservation_time: '13:00' });
    expect(await tablesOf(booked.id)).toEqual(['T5']);
    expect(await outbox(booked.id)).toEqual(['confirmed', 'changed']);
    const entries = await history(booked.id);
    expect(entries.map((e) => e.kind)).toEqual(['created', 'changed']);
    expect(entries[1]!.changes.map((c) => [c.field, c.from, c.to])).toEqual([
      ['reservation_time', '12:00', '13:00'],
      ['tables', 'T4', 'T5'],
      ['held_until', expect.stringMatching(/Z$/), expect.stringMatching(/Z$/)],
    ]);
    expect(entries[1]!.changed_by_name).toBe('chef');
  });

  it('records a guest’s own change without a name, and never a personal detail’s words', async () => {
    const booked = rowOf(
      await book({
        reservation_date: date,
        reservation_time: '12:00',
        party_size: 2,
        customer_email: 'a@b.de',
      }),
    );
    await change(booked.id, {
      reservation_date: date,
      reservation_time: '12:00',
      party_size: 2,
      customer_name: 'Frau Wang',
      customer_email: 'frau.wang@example.org',
    });
    await db.request('anon', `select 1`);
    const entries = await history(booked.id);
    expect(JSON.stringify(entries)).not.toContain('Frau Wang');
    expect(JSON.stringify(entries)).not.toContain('frau.wang');
    expect(entries[1]!.changes).toEqual([
      { field: 'customer_name', from: null, to: null },
      { field: 'customer_email', from: null, to: null },
    ]);
  });

  it('lets neither the public nor a signed-in guest book as staff, change a booking or read a history', async () => {
    for (const persona of ['anon', 'user'] as const) {
      expect(
        await book({ reservation_date: date, reservation_time: '12:00', party_size: 2 }, persona),
      ).toMatch(/permission denied/);
    }
    const booked = rowOf(await book({ reservation_date: date, reservation_time: '12:00', party_size: 2 }));
    for (const persona of ['anon', 'user'] as const) {
      const changed = await attempt(() =>
        db.request(persona, `select public.change_reservation_as_staff($1, '{}'::jsonb)`, [booked.id]),
      );
      expect(changed.ok ? 'changed' : changed.error.code).toBe('42501');
      const read = await attempt(() =>
        db.request<{ n: number }>(persona, `select count(*)::int as n from public.reservation_changes`),
      );
      expect(read.ok ? read.value.rows[0]!.n : read.error.code).toBe(persona === 'anon' ? '42501' : 0);
    }
  });

  it('answers as the domain’s checkStaffSeating() does, reason for reason, on the same bookings', async () => {
    const times = ['11:00', '12:00', '12:30', '13:00', '19:07', '21:00', '21:45', '23:00'];
    const names = ['T2', 'T4', 'T5', 'T12'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            time: fc.constantFrom(...times),
            party: fc.integer({ min: 1, max: 14 }),
            tables: fc.option(fc.subarray(names, { minLength: 1, maxLength: 2 }), { nil: null }),
            override: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (requests) => {
          await db.exec(`delete from public.reservations`);
          const rules = (
            await db.query<{ r: BookingRules }>(`select booking_rules as r from public.restaurant_settings`)
          ).rows[0]!.r;
          const plan = await floorPlanOf(db);
          for (const request of requests) {
            const tableIds = request.tables && request.tables.map((name) => tables.get(name)!);
            const booked = await bookedBesides(db, rules, date, null);
            const { rows } = await db.query<{ now: Date }>(`select now() as now`);
            const expected = checkStaffSeating(
              rules,
              plan,
              { date, time: request.time, partySize: request.party, tableIds },
              rows[0]!.now,
              booked,
              request.override,
            );
            const answer = await book({
              reservation_date: date,
              reservation_time: request.time,
              party_size: request.party,
              table_ids: tableIds,
              override_reason: request.override ? 'weil' : null,
            });
            if (expected.ok) {
              expect(typeof answer === 'string' ? answer : 'booked').toBe('booked');
              const seated = await tablesOf(rowOf(answer).id);
              const names = expected.tableIds.map((id) => plan.tables.find((t) => t.id === id)!.name).sort();
              expect(seated).toEqual(names);
            } else {
              expect(answer).toMatch(new RegExp(`: ${expected.reasons.join(',')}$`));
            }
          }
        },
      ),
      { numRuns: target.name === 'postgres' ? 25 : 10 },
    );
  });
});
