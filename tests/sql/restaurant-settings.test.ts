// The owner's booking rules in SQL: the default row is the domain's default; the slots and the
// refusals of reservation_slots() and reservation_refusal() are the domain's on random rules; the table's
// check accepts exactly what the settings schema accepts; create_reservation() refuses each broken rule with
// its own key and never overbooks, also when 100 bookings for one slot race (PostgreSQL only).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bookingRefusal } from '../../src/domain/room/availability';
import { slotsOf } from '../../src/domain/settings/bookable-slots';
import {
  DEFAULT_BOOKING_RULES,
  WEEKDAYS,
  weekOf,
  type BookingRules,
  type TimeRange,
} from '../../src/domain/settings/booking-rules';
import { bookingRulesSchema } from '../../src/domain/settings/booking-rules-schema';
import { addDays } from '../../src/domain/shared/time';
import { asPgError, attempt, targets, type TestDatabase } from './db';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const anyDate = fc.integer({ min: 0, max: 729 }).map((n) => addDays('2026-01-01', n));
const anyRange: fc.Arbitrary<TimeRange> = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .filter(([a, b]) => a < b)
  .map(([a, b]) => ({ from: hhmm(a * 15), to: b === 96 ? '24:00' : hhmm(b * 15) }));
const covers = fc.option(fc.integer({ min: 0, max: 60 }), { nil: null });
const anyStays = fc
  .uniqueArray(fc.integer({ min: 2, max: 100 }), { maxLength: 11 })
  .chain((froms) =>
    fc.tuple(
      ...[1, ...froms.sort((a, b) => a - b)].map((fromPartySize) =>
        fc.integer({ min: 15, max: 720 }).map((minutes) => ({ fromPartySize, minutes })),
      ),
    ),
  );

const anyRules: fc.Arbitrary<BookingRules> = fc.record({
  weeklyHours: fc
    .tuple(...WEEKDAYS.map(() => fc.array(anyRange, { maxLength: 2 })))
    .map((days) => weekOf((d) => days[WEEKDAYS.indexOf(d)]!)),
  slotMinutes: fc.constantFrom(5, 15, 30, 45, 60, 240),
  lastSlotBeforeCloseMinutes: fc.constantFrom(0, 30, 60, 720),
  closedPeriods: fc.array(
    fc
      .tuple(anyDate, fc.integer({ min: 0, max: 20 }))
      .map(([from, n]) => ({ from, to: addDays(from, n), note: 'Urlaub' })),
    { maxLength: 3 },
  ),
  specialOpenings: fc.array(
    fc.record({ date: anyDate, hours: fc.array(anyRange, { minLength: 1, maxLength: 2 }) }),
    {
      maxLength: 2,
    },
  ),
  horizonDays: fc.integer({ min: 0, max: 730 }),
  leadTimeMinutes: fc.integer({ min: 0, max: 20_160 }),
  maxPartySize: fc.integer({ min: 1, max: 20 }),
  coversPerSlot: covers,
  coversPerDay: covers,
  capacityOverrides: fc.array(fc.record({ date: anyDate, coversPerSlot: covers, coversPerDay: covers }), {
    maxLength: 2,
  }),
  stays: anyStays,
  staysByWeekday: fc.option(
    fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '6', '7'), anyStays, { maxKeys: 3 }),
    { nil: undefined },
  ),
  bufferMinutes: fc.integer({ min: 0, max: 240 }),
  staysEndByClose: fc.boolean(),
  guestsAtOnce: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
});

/** Valid rule sets and broken ones: a field replaced by a value of the wrong kind or out of bounds. */
const anyCandidate: fc.Arbitrary<unknown> = fc.oneof(
  anyRules,
  fc
    .tuple(
      anyRules,
      fc.constantFrom(
        'slotMinutes',
        'lastSlotBeforeCloseMinutes',
        'horizonDays',
        'leadTimeMinutes',
        'maxPartySize',
        'coversPerSlot',
        'coversPerDay',
        'weeklyHours',
        'closedPeriods',
        'specialOpenings',
        'capacityOverrides',
        'stays',
        'staysByWeekday',
        'bufferMinutes',
        'staysEndByClose',
        'guestsAtOnce',
      ),
      fc.constantFrom<unknown>(
        -1,
        0,
        4,
        21,
        241,
        731,
        100_001,
        2.5,
        '30',
        null,
        true,
        [],
        {},
        [{ from: '10:00', to: '09:00' }],
        [{ from: '2026-05-02', to: '2026-05-01', note: '' }],
        [{ date: '2026-02-30', hours: [] }],
        [{ date: '2026-05-01', coversPerSlot: -1, coversPerDay: null }],
        { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
        { 1: [{ from: '8:00', to: '12:00' }], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] },
        [{ fromPartySize: 2, minutes: 90 }],
        [{ fromPartySize: 1, minutes: 14 }],
        [
          { fromPartySize: 1, minutes: 90 },
          { fromPartySize: 1, minutes: 120 },
        ],
        [{ fromPartySize: 1, minutes: 721 }],
        { 7: [{ fromPartySize: 1, minutes: 180 }] },
        { 8: [{ fromPartySize: 1, minutes: 90 }] },
        { 6: [{ fromPartySize: 2, minutes: 90 }] },
        { 6: [] },
      ),
    )
    .map(([rules, key, value]) => ({ ...rules, [key]: value })),
);

const put = (db: TestDatabase, rules: unknown) =>
  db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [JSON.stringify(rules)]);

describe.each(targets)('the booking rules on $name', (target) => {
  let db: TestDatabase;
  let today: string;

  beforeAll(async () => {
    db = await target.open();
    today = (await db.query<{ d: string }>(`select ((now() at time zone 'Europe/Berlin')::date)::text as d`))
      .rows[0]!.d;
  });
  afterAll(async () => db?.close());

  it('start as the domain’s defaults', async () => {
    const { rows } = await db.query<{ booking_rules: unknown }>(
      `select booking_rules from public.restaurant_settings`,
    );
    expect(rows).toEqual([{ booking_rules: DEFAULT_BOOKING_RULES }]);
  });

  it('give the slots of the domain for any rules and date', async () => {
    await fc.assert(
      fc.asyncProperty(anyRules, anyDate, async (rules, date) => {
        const { rows } = await db.query<{ slots: string[] }>(
          `select public.reservation_slots($1::jsonb, $2::date) as slots`,
          [JSON.stringify(rules), date],
        );
        expect(rows[0]!.slots).toEqual(slotsOf(rules, date));
      }),
      {
        numRuns: 60,
        examples: [
          [
            {
              ...DEFAULT_BOOKING_RULES,
              lastSlotBeforeCloseMinutes: 0,
              weeklyHours: weekOf(() => [{ from: '00:00', to: '24:00' }]),
            },
            '2026-03-29',
          ],
        ],
      },
    );
  });

  it('refuse a booking for the domain’s reason', async () => {
    const now = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
      .map((ms) => new Date(ms));
    await fc.assert(
      fc.asyncProperty(
        anyRules,
        anyDate,
        fc.integer({ min: 0, max: 95 }).map((q) => hhmm(q * 15)),
        fc.integer({ min: 1, max: 20 }),
        now,
        async (rules, date, time, party, at) => {
          const { rows } = await db.query<{ refusal: string | null }>(
            `select public.reservation_refusal($1::jsonb, $2::date, $3, $4, $5::timestamptz) as refusal`,
            [JSON.stringify(rules), date, time, party, at.toISOString()],
          );
          const expected = bookingRefusal(rules, { date, time, partySize: party }, at);
          expect(rows[0]!.refusal).toBe(expected === 'slotFull' ? null : expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('accept exactly the rule sets the settings schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(anyCandidate, async (candidate) => {
        const { rows } = await db.query<{ valid: boolean }>(
          `select public.booking_rules_valid($1::jsonb) as valid`,
          [JSON.stringify(candidate)],
        );
        expect(rows[0]!.valid).toBe(bookingRulesSchema.safeParse(candidate).success);
      }),
      { numRuns: 80 },
    );
  });

  it('are read by everyone and changed only by an admin, never to an invalid set', async () => {
    expect(
      (await db.request('anon', `select booking_rules from public.restaurant_settings`)).rows,
    ).toHaveLength(1);
    const changed = { ...DEFAULT_BOOKING_RULES, horizonDays: 60 };
    for (const persona of ['anon', 'user'] as const) {
      const tried = await attempt(() =>
        db.request(persona, `update public.restaurant_settings set booking_rules = $1::jsonb`, [
          JSON.stringify(changed),
        ]),
      );
      expect(tried.ok ? tried.value.rowCount : asPgError(tried.error).code).toBe(tried.ok ? 0 : '42501');
    }
    const bad = await attempt(() =>
      db.request('admin', `update public.restaurant_settings set booking_rules = $1::jsonb`, [
        JSON.stringify({ ...DEFAULT_BOOKING_RULES, slotMinutes: 0 }),
      ]),
    );
    expect(!bad.ok && asPgError(bad.error).code).toBe('23514');
    const done = await db.request(
      'admin',
      `update public.restaurant_settings set booking_rules = $1::jsonb`,
      [JSON.stringify(changed)],
    );
    expect(done.rowCount).toBe(1);
    await put(db, DEFAULT_BOOKING_RULES);
  });

  it('make create_reservation refuse each broken rule with its own key and count covers', async () => {
    const monday = (() => {
      let d = addDays(today, 7);
      while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
      return d;
    })();
    const nextDay = addDays(monday, 1);
    await put(db, {
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: { ...DEFAULT_BOOKING_RULES.weeklyHours, 1: [], 2: [{ from: '09:00', to: '15:00' }] },
      maxPartySize: 8,
      coversPerSlot: 6,
      capacityOverrides: [{ date: nextDay, coversPerSlot: 4, coversPerDay: null }],
    });
    const book = (date: string, time: string, party: number) =>
      attempt(() =>
        db.request(
          'anon',
          `select id from public.create_reservation('Ana', 'ana@example.org', null, $1::date, $2, $3, null, 'de', gen_random_uuid())`,
          [date, time, party],
        ),
      );
    const refusal = async (date: string, time: string, party: number) => {
      const r = await book(date, time, party);
      return r.ok ? 'accepted' : `${asPgError(r.error).code} ${asPgError(r.error).message}`;
    };
    expect(await refusal(nextDay, '12:00', 9)).toBe('22023 reservations.validation.partyTooLarge');
    expect(await refusal(addDays(today, 91), '12:00', 2)).toBe('22023 reservations.validation.dateTooFar');
    expect(await refusal(monday, '12:00', 2)).toBe('22023 reservations.validation.dateClosed');
    expect(await refusal(nextDay, '15:00', 2)).toBe('22023 reservations.validation.timeOutsideHours');
    expect(await refusal(nextDay, '12:15', 2)).toBe('22023 reservations.validation.timeOutsideHours');
    expect(await refusal(today, '00:00', 2)).toMatch(
      /^22023 reservations\.validation\.(timeTooSoon|timeOutsideHours|dateClosed)$/,
    );
    const free = async (date: string, party: number) =>
      (
        await db.request<{ t: string[] }>('anon', `select public.free_reservation_times($1::date, $2) as t`, [
          date,
          party,
        ])
      ).rows[0]!.t;
    expect(await free(nextDay, 2)).toContain('12:00');
    expect(await refusal(nextDay, '12:00', 3)).toBe('accepted');
    expect(await refusal(nextDay, '12:00', 2)).toBe('22023 reservations.validation.slotFull');
    expect(await free(nextDay, 2)).not.toContain('12:00');
    expect(await free(nextDay, 1)).toContain('12:00');
    expect(await refusal(nextDay, '12:00', 1)).toBe('accepted');
    expect(await free(monday, 1)).toEqual([]);
    await db.query(`delete from public.reservations`);
    await put(db, DEFAULT_BOOKING_RULES);
  });
});

describe.each(targets.filter((t) => t.name === 'postgres'))('booking one slot at once on $name', (target) => {
  let db: TestDatabase;
  afterAll(async () => db?.close());

  it('100 bookings racing for a slot of 20 covers: exactly 20 accepted, the rest told it is full', async () => {
    db = await target.open();
    const date = (
      await db.query<{ d: string }>(`select (((now() at time zone 'Europe/Berlin')::date) + 10)::text as d`)
    ).rows[0]!.d;
    await put(db, { ...DEFAULT_BOOKING_RULES, coversPerSlot: 20 });
    const sessions = await Promise.all(Array.from({ length: 25 }, () => db.connect()));
    try {
      // 25 sessions at once, each sending its 4 bookings one after another (a connection runs one
      // transaction at a time, as PostgREST's pool does).
      const perSession = await Promise.all(
        sessions.map(async (session, s) => {
          const outcomes: string[] = [];
          for (let k = 0; k < 4; k++) {
            const i = s * 4 + k;
            const r = await attempt(() =>
              session.request(
                'anon',
                `select id from public.create_reservation($1, $2, null, $3::date, '19:00', 1, null, 'de', gen_random_uuid())`,
                [`Guest ${i}`, `guest${i}@example.org`, date],
              ),
            );
            outcomes.push(r.ok ? 'accepted' : asPgError(r.error).message);
          }
          return outcomes;
        }),
      );
      const outcomes = perSession.flat();
      expect(outcomes).toHaveLength(100);
      expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(20);
      expect(new Set(outcomes.filter((o) => o !== 'accepted'))).toEqual(
        new Set(['reservations.validation.slotFull']),
      );
      expect(
        await db.count(`public.reservations where reservation_date = $1 and reservation_time = '19:00'`, [
          date,
        ]),
      ).toBe(20);
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
    }
  }, 60_000);
});
