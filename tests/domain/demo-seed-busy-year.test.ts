// The demo's busy year: the same rows for the same instant, ~20,000 of them over 365 days around
// today, and each one a booking the form and the database would accept, with plausible statuses and times.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
import { addDays, restaurantDate, restaurantInstant } from '../../src/domain/shared/time';

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
    ).toBeGreaterThan(0.3);
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
    for (const r of year) visits.set(r.customer_email, (visits.get(r.customer_email) ?? 0) + 1);
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
});
