import { describe, expect, it } from 'vitest';
import type { BookingRulesRepository } from '../../src/application/ports/booking-rules-repository';
import type { ReservationRepository } from '../../src/application/ports/reservation-repository';
import { DEFAULT_BOOKING_RULES, WEEKDAYS, weekOf, weekdayOf } from '../../src/domain/settings/booking-rules';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { reservationDraft } from './reservation-repository.contract';
import type { ReservationQuery } from '../../src/domain/reservation/query';

const ALL: ReservationQuery = {
  status: 'all',
  from: null,
  to: null,
  search: '',
  sort: 'soonest',
  page: 1,
  pageSize: 25,
};

export interface BookingRulesFixture {
  readonly rules: BookingRulesRepository;
  /** The same store's reservations, which book by these rules. */
  readonly reservations: ReservationRepository;
  readonly now: Date;
}

/** The contract of the booking rules, for every adapter: what is saved is what books. */
export const describeBookingRulesRepository = (name: string, make: () => Promise<BookingRulesFixture>) => {
  describe(`BookingRulesRepository (${name})`, () => {
    it('starts with the defaults and keeps what the owner saves', async () => {
      const { rules } = await make();
      expect(await rules.rules()).toEqual({ ok: true, value: DEFAULT_BOOKING_RULES });
      const saved = { ...DEFAULT_BOOKING_RULES, horizonDays: 30, coversPerSlot: 12 };
      expect(await rules.save(saved)).toEqual({ ok: true, value: saved });
      expect(await rules.rules()).toEqual({ ok: true, value: saved });
    });

    it('refuses an invalid rule set with its key and keeps the rules in force', async () => {
      const { rules } = await make();
      const refused = await rules.save({ ...DEFAULT_BOOKING_RULES, slotMinutes: 0 });
      expect(refused.ok ? 'saved' : [refused.error.kind, refused.error.message]).toEqual([
        'Invalid',
        'settings.validation.slotMinutes',
      ]);
      expect(await rules.rules()).toEqual({ ok: true, value: DEFAULT_BOOKING_RULES });
    });

    it('offers the free times of a date, none on a closed day, and books by the same rules', async () => {
      const { rules, reservations, now } = await make();
      const date = addDays(restaurantDate(now), 10);
      const closed = addDays(date, 1);
      await rules.save({
        ...DEFAULT_BOOKING_RULES,
        weeklyHours: weekOf((day) => (day === weekdayOf(closed) ? [] : [{ from: '09:00', to: '12:00' }])),
        coversPerSlot: 4,
      });
      expect(WEEKDAYS).toContain(weekdayOf(closed));
      // Open 09:00-12:00: a couple's 90 minutes end by the close from 10:30 at the latest.
      const free = await rules.freeTimes(date, 2);
      expect(free).toEqual({ ok: true, value: ['09:00', '09:30', '10:00', '10:30'] });
      expect(await rules.freeTimes(closed, 2)).toEqual({ ok: true, value: [] });

      const first = await reservations.create(
        reservationDraft(now, { reservation_date: date, reservation_time: '10:00', party_size: 3 }),
      );
      expect(first.ok).toBe(true);
      expect(await rules.freeTimes(date, 2)).toEqual({ ok: true, value: ['09:00', '09:30', '10:30'] });
      expect((await rules.freeTimes(date, 1)).ok && (await rules.freeTimes(date, 1))).toMatchObject({
        value: expect.arrayContaining(['10:00']),
      });
      const full = await reservations.create(
        reservationDraft(now, { reservation_date: date, reservation_time: '10:00', party_size: 2 }),
      );
      expect(full.ok ? 'booked' : [full.error.message, full.error.issues]).toEqual([
        'reservations.validation.slotFull',
        { reservation_time: 'reservations.validation.slotFull' },
      ]);
      const onClosed = await reservations.create(
        reservationDraft(now, { reservation_date: closed, reservation_time: '10:00' }),
      );
      expect(onClosed.ok ? 'booked' : onClosed.error.message).toBe('reservations.validation.dateClosed');
      const late = await reservations.create(
        reservationDraft(now, { reservation_date: date, reservation_time: '12:00' }),
      );
      expect(late.ok ? 'booked' : late.error.message).toBe('reservations.validation.timeOutsideHours');
    });

    it('tells what a closure does to booked guests, and cancels them with the change only when asked', async () => {
      const { rules, reservations, now } = await make();
      const date = addDays(restaurantDate(now), 6);
      const booked = [];
      for (const [time, party] of [
        ['12:00', 4],
        ['09:00', 2],
      ] as const) {
        const made = await reservations.create(
          reservationDraft(now, { reservation_date: date, reservation_time: time, party_size: party }),
        );
        if (!made.ok) throw new Error(made.error.message);
        booked.push(made.value);
      }
      const closed = {
        ...DEFAULT_BOOKING_RULES,
        closedPeriods: [{ from: date, to: date, note: 'Wasserschaden' }],
      };
      const impact = await rules.impactOf(closed);
      expect(impact.ok && impact.value.closed).toMatchObject({ bookings: 2, guests: 6, withoutEmail: 0 });
      expect(impact.ok && impact.value.closed.first.map((b) => b.reservation_time)).toEqual([
        '09:00',
        '12:00',
      ]);
      expect(impact.ok && impact.value.overCapacity).toEqual({ bookings: 0, guests: 0, dates: [] });
      expect(await rules.impactOf(DEFAULT_BOOKING_RULES)).toMatchObject({
        ok: true,
        value: { closed: { bookings: 0 }, overCapacity: { bookings: 0 } },
      });

      expect(await rules.save(closed)).toEqual({ ok: true, value: closed });
      const kept = await reservations.list({ ...ALL, from: date, to: date });
      expect(kept.ok && kept.value.rows.map((r) => r.status)).toEqual(['pending', 'pending']);

      expect((await rules.save(DEFAULT_BOOKING_RULES)).ok).toBe(true);
      expect(await rules.save(closed, { reason: 'x'.repeat(501) })).toMatchObject({
        ok: false,
        error: { kind: 'Invalid', message: 'admin:reservations.validation.reasonTooLong' },
      });
      expect(await rules.rules()).toEqual({ ok: true, value: DEFAULT_BOOKING_RULES });
      expect(await rules.save(closed, { reason: 'Wir haben einen Wasserschaden.' })).toEqual({
        ok: true,
        value: closed,
      });
      const cancelled = await reservations.list({ ...ALL, from: date, to: date });
      expect(cancelled.ok && cancelled.value.rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    });

    it('names the open days of a calendar view on which nothing is free for the party', async () => {
      const { rules, reservations, now } = await make();
      const date = addDays(restaurantDate(now), 8);
      const closed = addDays(date, 1);
      expect(
        (
          await rules.save({
            ...DEFAULT_BOOKING_RULES,
            weeklyHours: weekOf((day) => (day === weekdayOf(closed) ? [] : [{ from: '09:00', to: '14:00' }])),
            capacityOverrides: [{ date, coversPerSlot: null, coversPerDay: 4 }],
          })
        ).ok,
      ).toBe(true);
      const from = addDays(date, -1);
      const to = addDays(date, 2);
      expect(await rules.fullDays(from, to, 2)).toEqual({ ok: true, value: [] });
      const made = await reservations.create(
        reservationDraft(now, { reservation_date: date, reservation_time: '10:00', party_size: 4 }),
      );
      expect(made.ok).toBe(true);
      // The day's four covers are taken: full for any party; the closed day is the calendar's own to grey.
      expect(await rules.fullDays(from, to, 2)).toEqual({ ok: true, value: [date] });
      expect(await rules.fullDays(from, to, 1)).toEqual({ ok: true, value: [date] });
      // A view is at most six weeks long.
      const long = await rules.fullDays(from, addDays(from, 100), 2);
      expect(long.ok && long.value).toEqual([date]);
    });
  });
};
