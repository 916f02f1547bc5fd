import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingRefusal } from '../../src/domain/room/availability';
import {
  bookableDateOf,
  bookableSlots,
  lastBookableDate,
  nearestTimes,
  slotsOf,
} from '../../src/domain/settings/bookable-slots';
import {
  DEFAULT_BOOKING_RULES,
  WEEKDAYS,
  weekOf,
  type BookingRules,
  type TimeRange,
} from '../../src/domain/settings/booking-rules';
import { formatRanges, parseRanges } from '../../src/domain/settings/hours-text';
import { TIME_SLOTS } from '../../src/domain/reservation/slots';
import { addDays, restaurantDate, restaurantInstant } from '../../src/domain/shared/time';

const MINUTE = 60_000;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const DAY_ZERO = '2026-01-01';
const anyDate = fc.integer({ min: 0, max: 729 }).map((n) => addDays(DAY_ZERO, n));

const anyRange: fc.Arbitrary<TimeRange> = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .filter(([a, b]) => a < b)
  .map(([a, b]) => ({ from: hhmm(a * 15), to: hhmm(Math.min(b * 15, 23 * 60 + 59)) }));

const anyRules: fc.Arbitrary<BookingRules> = fc.record({
  weeklyHours: fc
    .tuple(...WEEKDAYS.map(() => fc.array(anyRange, { maxLength: 2 })))
    .map((days) => weekOf((d) => days[WEEKDAYS.indexOf(d)]!)),
  slotMinutes: fc.constantFrom(15, 30, 45, 60),
  lastSlotBeforeCloseMinutes: fc.constantFrom(0, 30, 60, 90),
  closedPeriods: fc.array(
    fc
      .tuple(anyDate, fc.integer({ min: 0, max: 20 }), fc.string({ maxLength: 20 }))
      .map(([from, n, note]) => ({
        from,
        to: addDays(from, n),
        note,
      })),
    { maxLength: 3 },
  ),
  specialOpenings: fc.array(
    fc.record({ date: anyDate, hours: fc.array(anyRange, { minLength: 1, maxLength: 2 }) }),
    { maxLength: 3 },
  ),
  horizonDays: fc.integer({ min: 0, max: 400 }),
  leadTimeMinutes: fc.integer({ min: 0, max: 48 * 60 }),
  maxPartySize: fc.integer({ min: 1, max: 30 }),
  coversPerSlot: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  coversPerDay: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
  capacityOverrides: fc.array(
    fc.record({
      date: anyDate,
      coversPerSlot: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      coversPerDay: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
    }),
    { maxLength: 2 },
  ),
  stays: fc.constant(DEFAULT_BOOKING_RULES.stays),
  bufferMinutes: fc.integer({ min: 0, max: 60 }),
  staysEndByClose: fc.boolean(),
  guestsAtOnce: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
});

const anyNow = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((ms) => new Date(ms));

/** The hours of a date, written out from the rules' wording, independently of hoursOf(). */
const hoursOracle = (rules: BookingRules, date: string): readonly TimeRange[] => {
  const special = rules.specialOpenings.find((s) => s.date === date);
  if (special) return special.hours;
  if (rules.closedPeriods.some((p) => p.from <= date && date <= p.to)) return [];
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return rules.weeklyHours[
    String(weekday) as BookingRules['weeklyHours'] extends Record<infer K, unknown> ? K : never
  ];
};

describe('bookable slots', () => {
  it('lie inside an opening range of their date, on the range’s grid, before the last slot’s bound', () => {
    fc.assert(
      fc.property(anyRules, anyDate, (rules, date) => {
        const hours = hoursOracle(rules, date);
        for (const time of slotsOf(rules, date)) {
          const t = minutes(time);
          expect(
            hours.some(
              (r) =>
                t >= minutes(r.from) &&
                t <= minutes(r.to) - rules.lastSlotBeforeCloseMinutes &&
                (t - minutes(r.from)) % rules.slotMinutes === 0,
            ),
          ).toBe(true);
        }
      }),
    );
  });

  it('are every grid time of the hours that exists that day, once, in order', () => {
    fc.assert(
      fc.property(anyRules, anyDate, (rules, date) => {
        const expected = new Set<string>();
        for (const r of hoursOracle(rules, date)) {
          for (
            let t = minutes(r.from);
            t <= minutes(r.to) - rules.lastSlotBeforeCloseMinutes;
            t += rules.slotMinutes
          ) {
            const time = hhmm(t);
            // A wall-clock time that does not exist maps to another reading when turned into an instant.
            const back = new Intl.DateTimeFormat('en-GB', {
              timeZone: 'Europe/Berlin',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            }).format(restaurantInstant(date, time));
            if (back === time) expected.add(time);
          }
        }
        expect(slotsOf(rules, date)).toEqual([...expected].sort());
      }),
    );
  });

  it('are none on a closed date, none before today or past the horizon, none inside the lead time', () => {
    fc.assert(
      fc.property(anyRules, anyDate, anyNow, (rules, date, now) => {
        const slots = bookableSlots(rules, date, now);
        const today = restaurantDate(now);
        if (date < today || date > addDays(today, rules.horizonDays)) expect(slots).toEqual([]);
        if (hoursOracle(rules, date).length === 0) expect(slots).toEqual([]);
        for (const time of slots) {
          expect(restaurantInstant(date, time).getTime() - now.getTime()).toBeGreaterThan(
            rules.leadTimeMinutes * MINUTE,
          );
          expect(slotsOf(rules, date)).toContain(time);
        }
      }),
    );
  });

  it('skip the hour that does not exist in spring and count the repeated autumn hour once', () => {
    const night = { ...DEFAULT_BOOKING_RULES, lastSlotBeforeCloseMinutes: 0 };
    const allNight = {
      ...night,
      weeklyHours: weekOf(() => [{ from: '00:00', to: '05:00' }]),
    };
    expect(slotsOf(allNight, '2026-03-29')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ]);
    expect(slotsOf(allNight, '2026-10-25')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ]);
    // A guest at 00:30 on the night of the spring change, two hours' lead: the lead is real time, not the
    // wall clock, so 03:00 (1.5 h later) and 03:30 (exactly two) are too soon, though the clock says 3 hours.
    const now = new Date('2026-03-28T23:30:00Z');
    expect(bookableSlots(allNight, '2026-03-29', now)).toEqual(['04:00', '04:30', '05:00']);
  });

  it('by default are the half hours from 08:00 to 21:30 of every day, as the site always offered', () => {
    for (let i = 0; i < 7; i++)
      expect(slotsOf(DEFAULT_BOOKING_RULES, addDays('2026-11-23', i))).toEqual(TIME_SLOTS);
    const now = new Date('2026-11-25T09:00:00Z');
    expect(bookableSlots(DEFAULT_BOOKING_RULES, '2027-02-23', now)).toEqual(TIME_SLOTS);
    expect(bookableSlots(DEFAULT_BOOKING_RULES, '2027-02-24', now)).toEqual([]);
  });
});

describe('booking refusal', () => {
  it('lets the room decide exactly when the time is bookable and the party allowed', () => {
    fc.assert(
      fc.property(
        anyRules,
        anyDate,
        anyNow,
        fc.integer({ min: 0, max: 24 * 4 - 1 }).map((q) => hhmm(q * 15)),
        fc.integer({ min: 1, max: 30 }),
        (rules, date, now, time, partySize) => {
          const refusal = bookingRefusal(rules, { date, time, partySize }, now);
          const bookable = partySize <= rules.maxPartySize && bookableSlots(rules, date, now).includes(time);
          expect(refusal === null).toBe(bookable);
        },
      ),
    );
  });

  it('gives the reason a guest can act on first', () => {
    const now = new Date('2026-11-25T09:00:00Z'); // 10:00 in Berlin
    const rules: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      closedPeriods: [{ from: '2026-12-24', to: '2026-12-26', note: 'Christmas' }],
      maxPartySize: 8,
    };
    const ask = (date: string, time: string, partySize = 2) =>
      bookingRefusal(rules, { date, time, partySize }, now);
    expect(ask('2026-12-01', '12:00', 9)).toBe('partyTooLarge');
    expect(ask('2026-11-24', '12:00')).toBe('dateInPast');
    expect(ask('2027-02-24', '12:00')).toBe('dateTooFar');
    expect(ask('2026-12-25', '12:00')).toBe('dateClosed');
    expect(ask('2026-12-01', '07:30')).toBe('timeOutsideHours');
    expect(ask('2026-12-01', '12:15')).toBe('timeOutsideHours');
    expect(ask('2026-11-25', '11:30')).toBe('timeTooSoon');
    expect(ask('2026-12-01', '12:00')).toBeNull();
  });
});

describe('a typed booking date', () => {
  it('is kept inside the bookable range, and says why it moved', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const rules = { ...DEFAULT_BOOKING_RULES, horizonDays: 90 };
    expect(bookableDateOf(rules, '2026-12-01', now)).toEqual({ date: '2026-12-01', corrected: null });
    expect(bookableDateOf(rules, '2026-11-24', now)).toEqual({ date: '2026-11-24', corrected: null });
    expect(bookableDateOf(rules, '2026-11-23', now)).toEqual({ date: '2026-11-24', corrected: 'past' });
    expect(bookableDateOf(rules, '2027-02-22', now)).toEqual({ date: '2027-02-22', corrected: null });
    expect(bookableDateOf(rules, '2027-06-01', now)).toEqual({ date: '2027-02-22', corrected: 'tooFar' });
    expect(bookableDateOf(rules, '', now)).toEqual({ date: '', corrected: null });
  });

  it('always lands between today and the last bookable date, unchanged when it was there', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 1, max: 365 }),
        (offset, horizon) => {
          const rules = { ...DEFAULT_BOOKING_RULES, horizonDays: horizon };
          const typed = addDays('2026-11-24', offset);
          const { date, corrected } = bookableDateOf(rules, typed, now);
          expect(date >= '2026-11-24' && date <= lastBookableDate(rules, now)).toBe(true);
          expect(corrected === null).toBe(date === typed);
        },
      ),
    );
  });
});

describe('nearest free times', () => {
  it('are the closest others of the free times, at most three, in order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.integer({ min: 0, max: 47 }).map((h) => hhmm(h * 30)),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 47 }).map((h) => hhmm(h * 30)),
        (free, wanted) => {
          const near = nearestTimes(free, wanted);
          const others = free.filter((t) => t !== wanted);
          expect(near).toHaveLength(Math.min(3, others.length));
          expect(near).toEqual([...near].sort());
          const far = Math.max(-1, ...near.map((t) => Math.abs(minutes(t) - minutes(wanted))));
          for (const t of others.filter((o) => !near.includes(o))) {
            expect(Math.abs(minutes(t) - minutes(wanted))).toBeGreaterThanOrEqual(far);
          }
        },
      ),
    );
  });
});

describe('opening hours as staff type them', () => {
  it('read back what they show, and read common ways of typing them', () => {
    fc.assert(
      fc.property(fc.array(anyRange, { maxLength: 3 }), (ranges) => {
        expect(parseRanges(formatRanges(ranges))).toEqual(ranges);
      }),
    );
    expect(parseRanges('9.00 - 15.00; 17:30–22:00')).toEqual([
      { from: '09:00', to: '15:00' },
      { from: '17:30', to: '22:00' },
    ]);
    expect(parseRanges('  ')).toEqual([]);
    expect(parseRanges('9 to 5')).toBeNull();
  });
});
