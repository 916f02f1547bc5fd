import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/domain/reservation/reservation';
import { DEFAULT_BOOKING_RULES, weekOf, type BookingRules } from '../../src/domain/settings/booking-rules';
import {
  bookingsClosedBy,
  CLOSED_LISTED,
  isOpenAt,
  rulesChangeImpact,
  touchesGuests,
} from '../../src/domain/settings/rules-change';
import { addDays } from '../../src/domain/shared/time';

// Friday 11 December 2026, 10:00 in Berlin.
const now = new Date('2026-12-11T09:00:00Z');
const today = '2026-12-11';

const booking = (
  id: string,
  date: string,
  time: string,
  party: number,
  extra: Partial<Reservation> = {},
): Reservation => ({
  id,
  customer_name: `Gast ${id}`,
  customer_email: `${id}@example.org`,
  customer_phone: null,
  reservation_date: date,
  reservation_time: time,
  party_size: party,
  special_requests: null,
  language_preference: 'de',
  status: 'confirmed',
  admin_notes: null,
  confirmed_at: null,
  cancelled_at: null,
  submission_key: null,
  event_id: null,
  created_at: '2026-12-01T10:00:00Z',
  updated_at: '2026-12-01T10:00:00Z',
  ...extra,
});

const closedOn = (rules: BookingRules, from: string, to = from): BookingRules => ({
  ...rules,
  closedPeriods: [...rules.closedPeriods, { from, to, note: '' }],
});

describe('rulesChangeImpact', () => {
  it('names the bookings a closure shuts out, with their guests and who has no e-mail', () => {
    const monday = '2026-12-14';
    const bookings = [
      booking('a', monday, '12:00', 4),
      booking('b', monday, '09:00', 2, { customer_email: null, customer_phone: '+49 30 1234' }),
      booking('c', monday, '19:00', 3, { status: 'pending' }),
      booking('cancelled', monday, '13:00', 2, { status: 'cancelled' }),
      booking('event', monday, '18:00', 6, { event_id: 'e1' }),
      booking('tuesday', '2026-12-15', '12:00', 2),
    ];
    const impact = rulesChangeImpact(
      DEFAULT_BOOKING_RULES,
      closedOn(DEFAULT_BOOKING_RULES, monday),
      bookings,
      now,
    );
    expect(impact.closed).toMatchObject({ bookings: 3, guests: 9, withoutEmail: 1 });
    expect(impact.closed.first.map((b) => b.id)).toEqual(['b', 'a', 'c']);
    expect(impact.overCapacity).toEqual({ bookings: 0, guests: 0, dates: [] });
    expect(touchesGuests(impact)).toBe(true);
  });

  it('leaves out what has begun or was already outside the hours (a booking staff took by override)', () => {
    const bookings = [
      booking('begun', today, '09:30', 2),
      booking('later', today, '12:00', 2),
      booking('late-night', '2026-12-12', '23:00', 2),
    ];
    const shorter = { ...DEFAULT_BOOKING_RULES, weeklyHours: weekOf(() => [{ from: '08:00', to: '11:00' }]) };
    const impact = rulesChangeImpact(DEFAULT_BOOKING_RULES, shorter, bookings, now);
    expect(impact.closed.first.map((b) => b.id)).toEqual(['later']);
  });

  it('counts the bookings on dates and at times that a lower limit finds over full, and keeps them apart', () => {
    const saturday = '2026-12-12';
    const bookings = [
      booking('s1', saturday, '12:00', 6),
      booking('s2', saturday, '12:00', 4),
      booking('s3', saturday, '18:00', 2),
      booking('sunday', '2026-12-13', '12:00', 4),
    ];
    const perSlot = rulesChangeImpact(
      DEFAULT_BOOKING_RULES,
      { ...DEFAULT_BOOKING_RULES, coversPerSlot: 8 },
      bookings,
      now,
    );
    expect(perSlot.overCapacity).toEqual({ bookings: 2, guests: 10, dates: [saturday] });
    const perDay = rulesChangeImpact(
      DEFAULT_BOOKING_RULES,
      { ...DEFAULT_BOOKING_RULES, coversPerDay: 10 },
      bookings,
      now,
    );
    expect(perDay.overCapacity).toEqual({ bookings: 3, guests: 12, dates: [saturday] });
    // A date already over the old limit is not news; a day's own limit counts for that day only.
    const before = { ...DEFAULT_BOOKING_RULES, coversPerDay: 11 };
    const after = {
      ...DEFAULT_BOOKING_RULES,
      coversPerDay: 10,
      capacityOverrides: [{ date: '2026-12-13', coversPerSlot: null, coversPerDay: 2 }],
    };
    expect(rulesChangeImpact(before, after, bookings, now).overCapacity).toEqual({
      bookings: 1,
      guests: 4,
      dates: ['2026-12-13'],
    });
    expect(rulesChangeImpact(after, after, bookings, now).overCapacity.bookings).toBe(0);
  });

  it(`lists at most ${CLOSED_LISTED} of a long closure, and counts them all`, () => {
    const bookings = Array.from({ length: 70 }, (_, i) =>
      booking(`r${String(i).padStart(2, '0')}`, addDays('2026-12-14', i % 7), '12:00', 2),
    );
    const impact = rulesChangeImpact(
      DEFAULT_BOOKING_RULES,
      closedOn(DEFAULT_BOOKING_RULES, '2026-12-14', '2026-12-20'),
      bookings,
      now,
    );
    expect(impact.closed.bookings).toBe(70);
    expect(impact.closed.guests).toBe(140);
    expect(impact.closed.first).toHaveLength(CLOSED_LISTED);
  });

  const day = fc.integer({ min: -2, max: 20 }).map((d) => addDays(today, d));
  const time = fc.constantFrom('07:30', '08:00', '09:30', '12:00', '14:00', '18:30', '21:30', '22:00');
  const bookings = fc
    .array(
      fc.record({
        date: day,
        time,
        party: fc.integer({ min: 1, max: 8 }),
        status: fc.constantFrom<Reservation['status']>('pending', 'confirmed', 'seated', 'cancelled'),
        event: fc.boolean(),
      }),
      { maxLength: 40 },
    )
    .map((rows) =>
      rows.map((r, i) =>
        booking(`r${String(i).padStart(2, '0')}`, r.date, r.time, r.party, {
          status: r.status,
          event_id: r.event ? 'e1' : null,
        }),
      ),
    );
  const hours = fc.constantFrom(
    [{ from: '08:00', to: '22:00' }],
    [{ from: '09:00', to: '15:00' }],
    [
      { from: '08:00', to: '11:00' },
      { from: '18:00', to: '22:00' },
    ],
    [],
  );
  const rules = fc
    .record({
      hours: fc.array(hours, { minLength: 7, maxLength: 7 }),
      closed: fc.option(fc.tuple(day, fc.integer({ min: 0, max: 3 }))),
      coversPerSlot: fc.option(fc.integer({ min: 2, max: 12 })),
      coversPerDay: fc.option(fc.integer({ min: 4, max: 30 })),
    })
    .map((r): BookingRules => ({
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: weekOf((d) => r.hours[Number(d) - 1] ?? []),
      closedPeriods: r.closed ? [{ from: r.closed[0], to: addDays(r.closed[0], r.closed[1]), note: '' }] : [],
      coversPerSlot: r.coversPerSlot,
      coversPerDay: r.coversPerDay,
    }));

  it('answers as counting by hand: closed is what the old rules open and the new close, over full the rest', () => {
    fc.assert(
      fc.property(rules, rules, bookings, (current, next, rows) => {
        const impact = rulesChangeImpact(current, next, rows, now);
        const toCome = rows.filter(
          (b) =>
            (b.status === 'pending' || b.status === 'confirmed') &&
            b.event_id === null &&
            `${b.reservation_date} ${b.reservation_time}` > '2026-12-11 10:00',
        );
        const closed = toCome.filter(
          (b) =>
            isOpenAt(current, b.reservation_date, b.reservation_time) &&
            !isOpenAt(next, b.reservation_date, b.reservation_time),
        );
        expect(impact.closed.bookings).toBe(closed.length);
        expect(impact.closed.guests).toBe(closed.reduce((s, b) => s + b.party_size, 0));
        expect(
          bookingsClosedBy(current, next, rows, now)
            .map((b) => b.id)
            .sort(),
        ).toEqual(closed.map((b) => b.id).sort());
        const rest = toCome.filter((b) => !closed.includes(b));
        const over = rest.filter((b) => {
          const covers = (same: (o: Reservation) => boolean) =>
            rest.filter(same).reduce((s, o) => s + o.party_size, 0);
          const onDay = covers((o) => o.reservation_date === b.reservation_date);
          const atTime = covers(
            (o) => o.reservation_date === b.reservation_date && o.reservation_time === b.reservation_time,
          );
          const news = (covered: number, after: number | null, before: number | null) =>
            after !== null && covered > after && !(before !== null && covered > before);
          return (
            news(onDay, next.coversPerDay, current.coversPerDay) ||
            news(atTime, next.coversPerSlot, current.coversPerSlot)
          );
        });
        expect(impact.overCapacity.bookings).toBe(over.length);
        expect(impact.overCapacity.dates).toEqual([...new Set(over.map((b) => b.reservation_date))].sort());
        // Saving the rules in force changes nothing.
        expect(touchesGuests(rulesChangeImpact(current, current, rows, now))).toBe(false);
      }),
    );
  });
});
