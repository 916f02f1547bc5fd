import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooking } from '../../src/domain/room/availability';
import { EMPTY_FLOOR_PLAN } from '../../src/domain/room/floor-plan';
import { bookedPartyOf, holdOf, overlaps, type BookedParty, type Hold } from '../../src/domain/room/hold';
import { roomHasSpace } from '../../src/domain/room/seating';
import { closingMinuteOf, stayEndsByClose, stayMinutesOf } from '../../src/domain/room/stay';
import {
  DEFAULT_BOOKING_RULES,
  weekOf,
  type BookingRules,
  type StayLength,
  type TimeRange,
} from '../../src/domain/settings/booking-rules';
import {
  knowRestaurantOffsets,
  restaurantInstant,
  restaurantOffsetSpans,
} from '../../src/domain/shared/time';

const MINUTE = 60_000;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

beforeAll(() => knowRestaurantOffsets(restaurantOffsetSpans(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))));
afterAll(() => knowRestaurantOffsets([]));

const anyStays: fc.Arbitrary<StayLength[]> = fc
  .uniqueArray(fc.integer({ min: 2, max: 30 }), { maxLength: 11 })
  .chain((from) =>
    fc.tuple(
      ...[1, ...from.sort((a, b) => a - b)].map((fromPartySize) =>
        fc.integer({ min: 15, max: 720 }).map((minutes) => ({ fromPartySize, minutes })),
      ),
    ),
  );

const withHours = (hours: readonly TimeRange[], rest: Partial<BookingRules> = {}): BookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  ...rest,
  weeklyHours: weekOf(() => hours),
});

describe('stays', () => {
  it('last the minutes of the largest fromPartySize a party reaches', () => {
    fc.assert(
      fc.property(anyStays, fc.integer({ min: 1, max: 40 }), (stays, party) => {
        const reached = stays.filter((s) => s.fromPartySize <= party);
        const largest = Math.max(...reached.map((s) => s.fromPartySize));
        const expected = stays.find((s) => s.fromPartySize === largest)!.minutes;
        expect(stayMinutesOf({ ...DEFAULT_BOOKING_RULES, stays }, '2026-06-02', party)).toBe(expected);
      }),
      { numRuns: 200 },
    );
    expect([1, 2, 3, 4, 5, 20].map((n) => stayMinutesOf(DEFAULT_BOOKING_RULES, '2026-06-02', n))).toEqual([
      90, 90, 105, 105, 120, 120,
    ]);
  });

  it('on a weekday with its own stays read those, and every other day the usual ones', () => {
    const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
    // 1 to 7 June 2026: Monday to Sunday.
    const dates = [
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ];
    fc.assert(
      fc.property(
        anyStays,
        fc.dictionary(fc.constantFrom(...weekdays), anyStays, { maxKeys: 7 }),
        fc.integer({ min: 1, max: 40 }),
        (stays, staysByWeekday, party) => {
          const rules = { ...DEFAULT_BOOKING_RULES, stays, staysByWeekday };
          weekdays.forEach((day, i) => {
            const own = staysByWeekday[day] ?? stays;
            expect(stayMinutesOf(rules, dates[i]!, party)).toBe(
              stayMinutesOf({ ...DEFAULT_BOOKING_RULES, stays: own }, dates[i]!, party),
            );
          });
        },
      ),
      { numRuns: 100 },
    );
    // A Sunday brunch of three hours: a couple booked at 11:00 on Sunday holds its table until 14:15.
    const brunch = {
      ...DEFAULT_BOOKING_RULES,
      staysByWeekday: { '7': [{ fromPartySize: 1, minutes: 180 }] },
    };
    expect(holdOf(brunch, '2026-06-07', '11:00', 2).until).toBe(Date.parse('2026-06-07T12:15:00Z'));
    expect(holdOf(brunch, '2026-06-06', '11:00', 2).until).toBe(Date.parse('2026-06-06T10:45:00Z'));
    expect(stayEndsByClose(brunch, '2026-06-07', '19:30', 2)).toBe(false);
    expect(stayEndsByClose(brunch, '2026-06-06', '19:30', 2)).toBe(true);
  });

  it('end by the close of the range they start in, the latest where ranges overlap', () => {
    const rules = withHours([
      { from: '09:00', to: '15:00' },
      { from: '12:00', to: '14:00' },
      { from: '17:30', to: '24:00' },
    ]);
    const date = '2026-06-02';
    expect(closingMinuteOf(rules, date, '12:30')).toBe(15 * 60);
    expect(closingMinuteOf(rules, date, '15:00')).toBeNull();
    expect(closingMinuteOf(rules, date, '08:59')).toBeNull();
    expect(closingMinuteOf(rules, date, '23:30')).toBe(24 * 60);
    expect(
      closingMinuteOf({ ...rules, closedPeriods: [{ from: date, to: date, note: '' }] }, date, '12:30'),
    ).toBeNull();
  });

  it('from 08:00 to 22:00, a 90-minute stay is offered at 20:30 and not at 21:00, unless stays may run late', () => {
    const rules = DEFAULT_BOOKING_RULES;
    const date = '2026-06-02';
    const now = new Date('2026-06-01T06:00:00Z');
    expect(stayMinutesOf(rules, date, 2)).toBe(90);
    expect(stayEndsByClose(rules, date, '20:30', 2)).toBe(true);
    expect(stayEndsByClose(rules, date, '21:00', 2)).toBe(false);
    const ask = (r: BookingRules, time: string) => {
      const check = checkBooking(r, EMPTY_FLOOR_PLAN, { date, time, partySize: 2 }, now, []);
      return check.ok ? 'ok' : check.reason;
    };
    expect(ask(rules, '20:30')).toBe('ok');
    expect(ask(rules, '21:00')).toBe('stayPastClose');
    expect(ask(rules, '21:30')).toBe('stayPastClose');
    const late = { ...rules, staysEndByClose: false };
    expect(stayEndsByClose(late, date, '21:00', 2)).toBe(true);
    expect(ask(late, '21:00')).toBe('ok');
    expect(ask(late, '21:30')).toBe('ok');
  });

  it('are read on the wall clock, as on the door, on the daylight-saving days too', () => {
    const rules = withHours([{ from: '00:00', to: '02:30' }], { lastSlotBeforeCloseMinutes: 0 });
    // From 01:00, 90 minutes end at 02:30 on the clock, though real time reaches 03:30 in spring and 01:30
    // (the second time) in autumn.
    for (const date of ['2026-03-29', '2026-10-25', '2026-06-02']) {
      expect(stayEndsByClose(rules, date, '01:00', 2)).toBe(true);
      expect(stayEndsByClose(rules, date, '01:15', 2)).toBe(false);
    }
  });
});

describe('holds', () => {
  const anyQuarter = fc.integer({ min: 0, max: 95 }).map((q) => hhmm(q * 15));

  it('last the stay and the buffer in real time, across the daylight-saving change too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2026-03-29', '2026-10-25', '2026-06-02'),
        anyQuarter,
        anyStays,
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 1, max: 40 }),
        (date, time, stays, bufferMinutes, party) => {
          const rules = { ...DEFAULT_BOOKING_RULES, stays, bufferMinutes };
          const hold = holdOf(rules, date, time, party);
          expect(hold.from).toBe(restaurantInstant(date, time).getTime());
          expect(hold.until - hold.from).toBe((stayMinutesOf(rules, date, party) + bufferMinutes) * MINUTE);
        },
      ),
      { numRuns: 200 },
    );
    // 01:30 on the spring night is 00:30 UTC; 90 minutes and 15 of reset later it is 02:15 UTC (04:15 on
    // the clock, the skipped hour passed). On the autumn night 01:30 is still summer time.
    expect(holdOf(DEFAULT_BOOKING_RULES, '2026-03-29', '01:30', 2)).toEqual({
      from: Date.parse('2026-03-29T00:30:00Z'),
      until: Date.parse('2026-03-29T02:15:00Z'),
    });
    expect(holdOf(DEFAULT_BOOKING_RULES, '2026-10-25', '01:30', 2)).toEqual({
      from: Date.parse('2026-10-24T23:30:00Z'),
      until: Date.parse('2026-10-25T01:15:00Z'),
    });
  });

  it('overlap exactly when they share a moment; one ending as the other starts does not', () => {
    const anyHold = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 30 }))
      .map(([from, length]): Hold => ({ from: from * MINUTE, until: (from + length) * MINUTE }));
    fc.assert(
      fc.property(anyHold, anyHold, (a, b) => {
        let shared = false;
        for (let m = a.from; m < a.until; m += MINUTE) if (b.from <= m && m < b.until) shared = true;
        expect(overlaps(a, b)).toBe(shared);
        expect(overlaps(b, a)).toBe(shared);
      }),
      { numRuns: 200 },
    );
  });

  it('of a stored booking end at its held_until; an event sign-up holds nothing', () => {
    const stored = { reservation_date: '2026-06-02', reservation_time: '19:00', party_size: 4 };
    const from = Date.parse('2026-06-02T17:00:00Z');
    expect(bookedPartyOf(DEFAULT_BOOKING_RULES, stored)).toEqual({
      time: '19:00',
      partySize: 4,
      tableIds: [],
      hold: { from, until: from + 120 * MINUTE },
    });
    expect(
      bookedPartyOf(DEFAULT_BOOKING_RULES, {
        ...stored,
        held_until: '2026-06-02T19:30:00+00:00',
        table_ids: ['t1', 't2'],
      }),
    ).toEqual({
      time: '19:00',
      partySize: 4,
      tableIds: ['t1', 't2'],
      hold: { from, until: Date.parse('2026-06-02T19:30:00Z') },
    });
    expect(
      bookedPartyOf(DEFAULT_BOOKING_RULES, { ...stored, event_id: 'e1', held_until: null }).hold,
    ).toBeNull();
  });
});

describe('a room without tables', () => {
  it('has space when the guests present at every minute of the hold, plus the party, fit', () => {
    const anyHold = fc
      .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 60 }))
      .map(([from, length]): Hold => ({ from: from * MINUTE, until: (from + length) * MINUTE }));
    const anyBooked: fc.Arbitrary<BookedParty> = fc.record({
      time: fc.constant('12:00'),
      partySize: fc.integer({ min: 1, max: 10 }),
      tableIds: fc.constant([]),
      hold: fc.option(anyHold, { nil: null, freq: 4 }),
    });
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
        fc.array(anyBooked, { maxLength: 8 }),
        fc.integer({ min: 1, max: 10 }),
        anyHold,
        (guestsAtOnce, booked, party, hold) => {
          let fits = true;
          for (let m = hold.from; m < hold.until; m += MINUTE) {
            const present = booked
              .filter((b) => b.hold && b.hold.from <= m && m < b.hold.until)
              .reduce((sum, b) => sum + b.partySize, 0);
            if (guestsAtOnce !== null && present + party > guestsAtOnce) fits = false;
          }
          expect(roomHasSpace(guestsAtOnce, booked, party, hold)).toBe(fits);
        },
      ),
      { numRuns: 200 },
    );
  });
});
