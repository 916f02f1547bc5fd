// The demo's busy year: the same rows for the same instant, ~20,000 of them over 365 days around
// today, and each one a booking the form and the database would accept, with plausible statuses and times.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSY_YEAR_FUTURE_DAYS,
  BUSY_YEAR_PAST_DAYS,
  BUSY_YEAR_SIZE,
  busyYear,
  isBusyYearBooking,
} from '../../src/adapters/memory/demo-seed/busy-year';
import { reservationDraftSchema } from '../../src/domain/reservation/booking-schema';
import { isSlot } from '../../src/domain/reservation/slots';
import type { Reservation } from '../../src/domain/reservation/reservation';
import {
  addDays,
  knowRestaurantOffsets,
  restaurantDate,
  restaurantInstant,
  restaurantOffsetSpans,
} from '../../src/domain/shared/time';
import { demoFloorPlan } from '../../src/adapters/memory/demo-seed/floor-plan';
import { slotsOf } from '../../src/domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES, weekOf, type BookingRules } from '../../src/domain/settings/booking-rules';

const NOW = new Date('2026-06-15T10:00:00Z');
const HOUR = 3_600_000;

const anyNow = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2040-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** What a guest submitted, as the store's create_reservation receives it. */
const draftOf = (r: Reservation) => ({
  customer_name: r.customer_name,
  customer_email: r.customer_email,
  customer_phone: r.customer_phone,
  reservation_date: r.reservation_date,
  reservation_time: r.reservation_time,
  party_size: r.party_size,
  special_requests: r.special_requests,
  language_preference: r.language_preference,
  submission_key: r.submission_key,
  event_id: r.event_id,
});

/** The rules a stored booking keeps, whatever the instant it was generated at. */
const plausible = (r: Reservation, now: Date) => {
  const parsed = reservationDraftSchema.safeParse(draftOf(r));
  expect(parsed.success && parsed.data).toEqual(draftOf(r));
  expect(isSlot(r.reservation_time)).toBe(true);
  expect(r.customer_email).toMatch(/^[a-z0-9._]+@example\.org$/);
  const at = restaurantInstant(r.reservation_date, r.reservation_time).getTime();
  const created = Date.parse(r.created_at);
  expect(created).toBeLessThanOrEqual(now.getTime());
  expect(at - created).toBeGreaterThan(2 * HOUR);
  for (const stamp of [r.confirmed_at, r.cancelled_at]) {
    if (stamp === null) continue;
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(created);
    expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.parse(r.updated_at));
  }
  expect(Date.parse(r.updated_at)).toBeLessThanOrEqual(now.getTime());
  // Statuses follow the date: nothing ahead is completed or missed, a finished meal is not waiting.
  if (at > now.getTime()) expect(['pending', 'confirmed', 'cancelled']).toContain(r.status);
  if (at + 2 * HOUR <= now.getTime()) expect(r.status).not.toBe('pending');
  expect(r.confirmed_at !== null).toBe(
    r.status === 'confirmed' || r.status === 'completed' || r.status === 'no_show' || r.confirmed_at !== null,
  );
  if (r.status === 'cancelled') expect(r.cancelled_at).not.toBeNull();
  else expect(r.cancelled_at).toBeNull();
  if (r.status !== 'pending' && r.status !== 'cancelled') expect(r.confirmed_at).not.toBeNull();
  expect(isBusyYearBooking(r)).toBe(true);
};

// Berlin's offsets as the app knows them (read from ICU once, as the build does).
beforeAll(() => knowRestaurantOffsets(restaurantOffsetSpans(Date.UTC(2019, 0, 1), Date.UTC(2042, 0, 1))));
afterAll(() => knowRestaurantOffsets([]));

describe('the busy year', () => {
  const year = busyYear(NOW);
  const today = restaurantDate(NOW);

  it('is the same for the same instant and seed, and another year for another seed', () => {
    expect(busyYear(NOW, { count: 500 })).toEqual(busyYear(NOW, { count: 500 }));
    expect(busyYear(NOW, { count: 500, seed: 2 })).not.toEqual(busyYear(NOW, { count: 500 }));
  });

  it('holds 20,000 bookings with distinct ids, spread over 365 days around today', () => {
    expect(year).toHaveLength(BUSY_YEAR_SIZE);
    expect(new Set(year.map((r) => r.id)).size).toBe(BUSY_YEAR_SIZE);
    expect(
      year.every((r) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(r.id)),
    ).toBe(true);
    const perDay = new Map<string, number>();
    for (const r of year) perDay.set(r.reservation_date, (perDay.get(r.reservation_date) ?? 0) + 1);
    expect(perDay.size).toBe(BUSY_YEAR_PAST_DAYS + 1 + BUSY_YEAR_FUTURE_DAYS);
    expect([...perDay.keys()].sort()[0]).toBe(addDays(today, -BUSY_YEAR_PAST_DAYS));
    expect([...perDay.keys()].sort().at(-1)).toBe(addDays(today, BUSY_YEAR_FUTURE_DAYS));
    const past = [...perDay].filter(([date]) => date < today).map(([, n]) => n);
    // A busy restaurant: about 45 to 75 bookings a day, Fridays and Saturdays fullest.
    expect(Math.min(...past)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...past)).toBeLessThanOrEqual(80);
  });

  it('looks like a restaurant: mostly two to four guests, lunch and dinner, some requests, a few pending', () => {
    const share = (test: (r: Reservation) => boolean) => year.filter(test).length / year.length;
    expect(share((r) => r.party_size >= 2 && r.party_size <= 4)).toBeGreaterThan(0.7);
    expect(
      share((r) => ['12:00', '12:30', '18:30', '19:00', '19:30'].includes(r.reservation_time)),
    ).toBeGreaterThan(0.25);
    expect(share((r) => r.special_requests !== null)).toBeGreaterThan(0.08);
    expect(share((r) => r.customer_phone !== null)).toBeGreaterThan(0.6);
    // German, English and Chinese guests, some written in Chinese characters, each with their language.
    expect(year.some((r) => /[äöüß]/.test(r.customer_name))).toBe(true);
    expect(year.some((r) => /\p{Script=Han}/u.test(r.customer_name) && r.language_preference === 'zh')).toBe(
      true,
    );
    expect(new Set(year.map((r) => r.language_preference))).toEqual(new Set(['de', 'en', 'zh']));
    // Regulars come back.
    const visits = new Map<string, number>();
    for (const r of year) visits.set(r.customer_email ?? '', (visits.get(r.customer_email ?? '') ?? 0) + 1);
    expect(Math.max(...visits.values())).toBeGreaterThan(20);
    const pending = year.filter((r) => r.status === 'pending' && r.reservation_date >= today).length;
    expect(pending).toBeGreaterThan(20);
    expect(pending).toBeLessThan(400);
    for (const r of year) plausible(r, NOW);
  });

  it('makes valid, plausible bookings at any instant, across both clock changes', () => {
    fc.assert(
      fc.property(anyNow, fc.integer({ min: 1, max: 1000 }), (now, seed) => {
        for (const r of busyYear(now, { count: 300, seed })) plausible(r, now);
      }),
      { numRuns: 40 },
    );
  });

  describe('keeps the rules and the room', () => {
    // Closed on Mondays and for a summer week, breakfast and lunch only on Sundays, a smaller room.
    const rules: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: {
        ...weekOf(() => [{ from: '09:00', to: '22:00' }]),
        '1': [],
        '7': [{ from: '09:00', to: '15:00' }],
      },
      closedPeriods: [{ from: '2026-07-20', to: '2026-07-26', note: 'Sommerpause' }],
      guestsAtOnce: 30,
    };
    const plan = demoFloorPlan();
    const heldOf = (r: Reservation) => ({
      from: restaurantInstant(r.reservation_date, r.reservation_time).getTime(),
      until: Date.parse(r.held_until!),
    });

    it('books no closed date and no time outside the hours, and still makes all its bookings', () => {
      const year = busyYear(NOW, { rules, plan, count: 5000 });
      expect(year).toHaveLength(5000);
      for (const r of year) expect(slotsOf(rules, r.reservation_date)).toContain(r.reservation_time);
      expect(year.some((r) => r.reservation_date >= '2026-07-20' && r.reservation_date <= '2026-07-26')).toBe(
        false,
      );
    });

    it('seats every booking but the cancelled at a table no other booking holds at the same moment', () => {
      const year = busyYear(NOW, { plan, count: 8000 });
      const seated = year.filter((r) => r.status !== 'cancelled');
      expect(seated.every((r) => (r.table_ids?.length ?? 0) > 0 && r.held_until !== null)).toBe(true);
      const byTable = new Map<string, { from: number; until: number }[]>();
      for (const r of seated)
        for (const id of r.table_ids!) byTable.set(id, [...(byTable.get(id) ?? []), heldOf(r)]);
      for (const holds of byTable.values()) {
        holds.sort((a, b) => a.from - b.from);
        holds.slice(1).forEach((hold, i) => expect(hold.from).toBeGreaterThanOrEqual(holds[i]!.until));
      }
      // Every party at a table or combination it fits.
      const seats = new Map(plan.tables.map((t) => [t.id, t.maxSeats]));
      for (const r of seated)
        expect(r.table_ids!.reduce((sum, id) => sum + seats.get(id)!, 0)).toBeGreaterThanOrEqual(
          r.party_size,
        );
    });

    it('without tables, never has more guests at once than the room holds, around the bookings already there', () => {
      const already = busyYear(NOW, { rules, count: 300, seed: 5 }).filter((r) => r.status !== 'cancelled');
      const year = busyYear(NOW, { rules, count: 3000, booked: already });
      const rows = [...already, ...year.filter((r) => r.status !== 'cancelled')];
      const byDate = new Map<string, Reservation[]>();
      for (const r of rows) byDate.set(r.reservation_date, [...(byDate.get(r.reservation_date) ?? []), r]);
      for (const day of byDate.values()) {
        for (const r of day) {
          const moment = heldOf(r).from;
          const present = day
            .filter((o) => heldOf(o).from <= moment && moment < heldOf(o).until)
            .reduce((sum, o) => sum + o.party_size, 0);
          expect(present).toBeLessThanOrEqual(30);
        }
      }
    });
  });
});
