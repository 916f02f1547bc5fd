// Changes to the settings that touch booked guests, in PostgreSQL (supabase/schemas/14_host_stand.sql): what
// new booking rules would do to the bookings still to come, and a save that cancels the ones they close, each
// guest told. The last suite asks SQL and the domain's rulesChangeImpact() (src/domain/settings/
// rules-change.ts) about the same random rules and bookings and compares every figure.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Reservation } from '../../src/domain/reservation/reservation';
import { DEFAULT_BOOKING_RULES, weekOf, type BookingRules } from '../../src/domain/settings/booking-rules';
import { rulesChangeImpact, type RulesChangeImpact } from '../../src/domain/settings/rules-change';
import { addDays } from '../../src/domain/shared/time';
import { attempt, targets, type TestDatabase } from './db';

interface Booked {
  readonly name: string;
  readonly day: number;
  readonly time: string;
  readonly party: number;
  readonly status?: string;
  readonly email?: string | null;
  readonly event?: boolean;
}

describe.each(targets)('changes to the rules that touch booked guests on $name', (target) => {
  let db: TestDatabase;
  let today: string;
  let eventId: string;

  const setRules = (rules: BookingRules) =>
    db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [JSON.stringify(rules)]);

  const book = async (b: Booked) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reservations (customer_name, customer_email, customer_phone, reservation_date,
         reservation_time, party_size, language_preference, status, source, event_id)
       values ($1, $2, '+49 30 1234', $3::date, $4, $5, 'de', $6, $7, $8) returning id`,
      [
        b.name,
        b.email === undefined ? `${b.name.toLowerCase()}@example.org` : b.email,
        addDays(today, b.day),
        b.time,
        b.party,
        b.status ?? 'confirmed',
        b.email === null ? 'phone' : 'online',
        b.event ? eventId : null,
      ],
    );
    return rows[0]!.id;
  };

  const impactOf = async (rules: BookingRules, persona: 'admin' | 'user' | 'anon' = 'admin') => {
    const answer = await attempt(() =>
      db.request<{ v: RulesChangeImpact }>(persona, `select public.rules_change_impact($1::jsonb) as v`, [
        JSON.stringify(rules),
      ]),
    );
    return answer.ok ? answer.value.rows[0]!.v : answer.error.code;
  };

  const save = async (rules: BookingRules, cancel: boolean, reason: string | null = null) => {
    const answer = await attempt(() =>
      db.request('admin', `select public.save_booking_rules($1::jsonb, $2, $3) as v`, [
        JSON.stringify(rules),
        cancel,
        reason,
      ]),
    );
    return answer.ok ? 'saved' : answer.error.message;
  };

  const statusesAndMail = async () =>
    (
      await db.query<{ name: string; status: string; mails: string | null }>(
        `select r.customer_name as name, r.status,
                string_agg(e.kind || coalesce(':' || e.reason, ''), ',' order by e.seq)
                  filter (where e.kind in ('cancelled', 'declined')) as mails
           from public.reservations r left join public.reservation_emails e on e.reservation_id = r.id
          group by r.id order by r.customer_name`,
      )
    ).rows;

  beforeAll(async () => {
    db = await target.open();
    const { rows } = await db.query<{ today: string }>(
      `select to_char((now() at time zone 'Europe/Berlin')::date, 'YYYY-MM-DD') as today`,
    );
    today = rows[0]!.today;
    eventId = (
      await db.query<{ id: string }>(
        `insert into public.events (title, event_date) values ('Brunch', now() + interval '3 days') returning id`,
      )
    ).rows[0]!.id;
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec(`delete from public.reservations`);
    await setRules(DEFAULT_BOOKING_RULES);
  });

  const closedOn = (day: number): BookingRules => ({
    ...DEFAULT_BOOKING_RULES,
    closedPeriods: [{ from: addDays(today, day), to: addDays(today, day), note: 'Betriebsferien' }],
  });

  it('counts the bookings a closure shuts out and lists them with the contact to reach each guest', async () => {
    await book({ name: 'Anna', day: 3, time: '12:00', party: 4 });
    await book({ name: 'Ben', day: 3, time: '09:00', party: 2, email: null });
    await book({ name: 'Chen', day: 3, time: '19:00', party: 3, status: 'pending' });
    await book({ name: 'Dora', day: 3, time: '13:00', party: 2, status: 'cancelled' });
    await book({ name: 'Event', day: 3, time: '18:00', party: 6, event: true });
    await book({ name: 'Emil', day: 4, time: '12:00', party: 2 });

    const impact = await impactOf(closedOn(3));
    expect(impact).toMatchObject({
      closed: { bookings: 3, guests: 9, withoutEmail: 1 },
      overCapacity: { bookings: 0, guests: 0, dates: [] },
    });
    if (typeof impact === 'string') throw new Error(impact);
    expect(impact.closed.first.map((b) => [b.customer_name, b.reservation_time, b.customer_email])).toEqual([
      ['Ben', '09:00', null],
      ['Anna', '12:00', 'anna@example.org'],
      ['Chen', '19:00', 'chen@example.org'],
    ]);
    expect(impact.closed.first[0]).toMatchObject({ customer_phone: '+49 30 1234', party_size: 2 });
  });

  it('counts the bookings on dates a lower limit finds over full, which stay booked', async () => {
    await book({ name: 'Anna', day: 2, time: '12:00', party: 6 });
    await book({ name: 'Ben', day: 2, time: '12:00', party: 4 });
    await book({ name: 'Chen', day: 2, time: '18:00', party: 2 });
    await book({ name: 'Dora', day: 5, time: '12:00', party: 4 });
    expect(await impactOf({ ...DEFAULT_BOOKING_RULES, coversPerDay: 10 })).toMatchObject({
      closed: { bookings: 0 },
      overCapacity: { bookings: 3, guests: 12, dates: [addDays(today, 2)] },
    });
    expect(await impactOf({ ...DEFAULT_BOOKING_RULES, coversPerSlot: 8 })).toMatchObject({
      overCapacity: { bookings: 2, guests: 10 },
    });
    expect(await save({ ...DEFAULT_BOOKING_RULES, coversPerDay: 10 }, true, 'Nur noch 10 Plätze')).toBe(
      'saved',
    );
    expect((await statusesAndMail()).map((r) => r.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
  });

  it('saves and keeps the bookings, or cancels them in the same step with the owner’s message', async () => {
    await book({ name: 'Anna', day: 3, time: '12:00', party: 4 });
    await book({ name: 'Ben', day: 3, time: '09:00', party: 2, email: null });
    await book({ name: 'Chen', day: 3, time: '19:00', party: 3, status: 'pending' });
    await book({ name: 'Emil', day: 4, time: '12:00', party: 2 });

    expect(await save(closedOn(3), false)).toBe('saved');
    expect((await statusesAndMail()).every((r) => r.status !== 'cancelled')).toBe(true);

    // Open again, then closed with the guests told: the rules judged are the ones replaced.
    await setRules(DEFAULT_BOOKING_RULES);
    expect(await save(closedOn(3), true, 'Wir haben einen Wasserschaden.')).toBe('saved');
    expect(await statusesAndMail()).toEqual([
      { name: 'Anna', status: 'cancelled', mails: 'cancelled:Wir haben einen Wasserschaden.' },
      { name: 'Ben', status: 'cancelled', mails: null },
      { name: 'Chen', status: 'cancelled', mails: 'declined:Wir haben einen Wasserschaden.' },
      { name: 'Emil', status: 'confirmed', mails: null },
    ]);
    const { rows } = await db.query<{ closed: unknown }>(
      `select booking_rules -> 'closedPeriods' as closed from public.restaurant_settings`,
    );
    expect(rows[0]!.closed).toEqual(closedOn(3).closedPeriods);
    // Who cancelled is recorded, as for any cancellation by staff.
    const who = await db.query<{ by: string | null }>(
      `select status_changed_by_name as by from public.reservations where customer_name = 'Anna'`,
    );
    expect(who.rows[0]!.by).not.toBeNull();
  });

  it('refuses a message over 500 characters or invalid rules, and then changes nothing', async () => {
    await book({ name: 'Anna', day: 3, time: '12:00', party: 4 });
    expect(await save(closedOn(3), true, 'x'.repeat(501))).toBe(
      'admin:reservations.validation.reasonTooLong',
    );
    expect(await save({ ...closedOn(3), slotMinutes: 0 }, true)).not.toBe('saved');
    expect((await statusesAndMail())[0]!.status).toBe('confirmed');
    const { rows } = await db.query<{ closed: unknown }>(
      `select booking_rules -> 'closedPeriods' as closed from public.restaurant_settings`,
    );
    expect(rows[0]!.closed).toEqual([]);
    expect(await impactOf({ ...DEFAULT_BOOKING_RULES, slotMinutes: 0 })).toBe('22023');
  });

  it('lets neither the public nor a signed-in guest ask or save', async () => {
    await book({ name: 'Anna', day: 3, time: '12:00', party: 4 });
    for (const persona of ['anon', 'user'] as const) {
      expect(await impactOf(closedOn(3), persona)).toBe('42501');
      const saved = await attempt(() =>
        db.request(persona, `select public.save_booking_rules($1::jsonb, true, null)`, [
          JSON.stringify(closedOn(3)),
        ]),
      );
      expect(saved.ok ? 'saved' : saved.error.code).toBe('42501');
    }
    expect((await statusesAndMail())[0]!.status).toBe('confirmed');
  });

  const hours = fc.constantFrom(
    [{ from: '08:00', to: '22:00' }],
    [{ from: '09:00', to: '15:00' }],
    [
      { from: '08:00', to: '11:00' },
      { from: '18:00', to: '22:00' },
    ],
    [],
  );
  const rulesArb = fc
    .record({
      hours: fc.array(hours, { minLength: 7, maxLength: 7 }),
      closed: fc.option(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 3 }))),
      coversPerSlot: fc.option(fc.integer({ min: 2, max: 12 })),
      coversPerDay: fc.option(fc.integer({ min: 4, max: 30 })),
      override: fc.option(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 2, max: 10 }))),
    })
    .map((r): BookingRules => ({
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: weekOf((d) => r.hours[Number(d) - 1] ?? []),
      closedPeriods: r.closed
        ? [{ from: addDays(today, r.closed[0]), to: addDays(today, r.closed[0] + r.closed[1]), note: '' }]
        : [],
      coversPerSlot: r.coversPerSlot,
      coversPerDay: r.coversPerDay,
      capacityOverrides: r.override
        ? [{ date: addDays(today, r.override[0]), coversPerSlot: null, coversPerDay: r.override[1] }]
        : [],
    }));
  const bookingsArb = fc.array(
    fc.record({
      day: fc.integer({ min: 1, max: 9 }),
      time: fc.constantFrom('07:30', '08:00', '09:30', '12:00', '14:00', '18:30', '21:30', '22:00'),
      party: fc.integer({ min: 1, max: 8 }),
      status: fc.constantFrom('pending', 'confirmed', 'seated', 'cancelled', 'completed'),
      email: fc.boolean(),
    }),
    { maxLength: 25 },
  );

  it('answers as the domain’s rulesChangeImpact() does, figure for figure, on the same bookings', async () => {
    await fc.assert(
      fc.asyncProperty(rulesArb, rulesArb, bookingsArb, async (current, next, rows) => {
        await db.exec(`delete from public.reservations`);
        await setRules(current);
        const stored: Reservation[] = [];
        for (const [i, row] of rows.entries()) {
          const name = `G${String(i).padStart(2, '0')}`;
          const email = row.email ? `${name.toLowerCase()}@example.org` : null;
          const id = await book({
            name,
            day: row.day,
            time: row.time,
            party: row.party,
            status: row.status,
            email,
          });
          stored.push({
            id,
            customer_name: name,
            customer_email: email,
            customer_phone: '+49 30 1234',
            reservation_date: addDays(today, row.day),
            reservation_time: row.time,
            party_size: row.party,
            special_requests: null,
            language_preference: 'de',
            status: row.status as Reservation['status'],
            admin_notes: null,
            confirmed_at: null,
            cancelled_at: null,
            submission_key: null,
            event_id: null,
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-01T00:00:00Z',
          });
        }
        const expected = rulesChangeImpact(current, next, stored, new Date());
        expect(await impactOf(next)).toEqual(expected);
      }),
      { numRuns: target.name === 'pglite' ? 15 : 30 },
    );
  });
});
