import { describe, expect, it } from 'vitest';
import type { ReservationSelfService } from '../../src/application/ports/reservation-self-service';
import type { ReservationStatus } from '../../src/domain/reservation/reservation';
import { manageLinkExpiry } from '../../src/domain/reservation/self-service';
import { DEFAULT_ABUSE_LIMITS } from '../../src/domain/settings/abuse-limits';
import {
  DEFAULT_BOOKING_RULES,
  weekOf,
  weekdayOf,
  type BookingRules,
} from '../../src/domain/settings/booking-rules';
import type { PortError, Result } from '../../src/domain/shared/result';
import { addDays, restaurantDate } from '../../src/domain/shared/time';

export interface BookedForContract {
  readonly id: string;
  readonly date: string;
  readonly time: string;
}

export interface ReservationSelfServiceFixture {
  readonly service: ReservationSelfService;
  /** The store's clock. */
  readonly now: Date;
  /** Books a table as a guest does (through the store's booking), `days` after today. */
  book(booking: { name: string; days: number; time: string; party: number }): Promise<BookedForContract>;
  /** The token of the booking's link, as the e-mails get it. */
  tokenFor(id: string): Promise<string>;
  /** A genuine token of the booking with another expiry. */
  tokenExpiring(id: string, expiresAt: Date): Promise<string>;
  /** Staff set a status. */
  setStatus(id: string, status: ReservationStatus): Promise<void>;
  saveRules(rules: BookingRules): Promise<void>;
  freeTimes(date: string, party: number): Promise<string[]>;
}

const refusal = (result: Result<unknown, PortError>) =>
  result.ok ? 'ok' : { kind: result.error.kind, message: result.error.message, issues: result.error.issues };

const linkError = (key: string) => ({
  kind: 'Invalid',
  message: `selfService.errors.${key}`,
  issues: { token: `selfService.errors.${key}` },
});

const ruleError = (key: string, field: string) => ({
  kind: 'Invalid',
  message: `reservations.validation.${key}`,
  issues: { [field]: `reservations.validation.${key}` },
});

const flip = (token: string, at: number) =>
  token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);

/** The contract of the guest's self-service link, for every adapter. */
export const describeReservationSelfService = (
  name: string,
  make: () => Promise<ReservationSelfServiceFixture>,
) => {
  describe(`ReservationSelfService (${name})`, () => {
    it('shows the booking its token opens, and only that one', async () => {
      const f = await make();
      const mia = await f.book({ name: 'Mia Schulz', days: 5, time: '10:00', party: 2 });
      const jon = await f.book({ name: 'Jon Weber', days: 6, time: '11:30', party: 4 });
      expect(await f.service.show(await f.tokenFor(mia.id))).toEqual({
        ok: true,
        value: {
          reservation_date: mia.date,
          reservation_time: '10:00',
          party_size: 2,
          customer_name: 'Mia Schulz',
          status: 'pending',
          language_preference: 'en',
          event: null,
          expires_at: manageLinkExpiry(mia.date).toISOString(),
        },
      });
      const shown = await f.service.show(await f.tokenFor(jon.id));
      expect(shown.ok && [shown.value.customer_name, shown.value.party_size]).toEqual(['Jon Weber', 4]);
    });

    it('refuses a tampered or forged token as invalid and an expired one as expired', async () => {
      const f = await make();
      const mia = await f.book({ name: 'Mia Schulz', days: 5, time: '10:00', party: 2 });
      const token = await f.tokenFor(mia.id);
      for (const at of [0, 5, 20, 30, 40, 75]) {
        expect(refusal(await f.service.show(flip(token, at))), `character ${at}`).toEqual(
          linkError('invalid'),
        );
      }
      expect(refusal(await f.service.show('A'.repeat(76)))).toEqual(linkError('invalid'));
      expect(refusal(await f.service.cancel(flip(token, 50)))).toEqual(linkError('invalid'));
      const expired = await f.tokenExpiring(mia.id, new Date(f.now.getTime() - 1000));
      expect(refusal(await f.service.show(expired))).toEqual(linkError('expired'));
      expect(refusal(await f.service.cancel(expired))).toEqual(linkError('expired'));
      expect(refusal(await f.service.move(expired, mia.date, '11:00'))).toEqual(linkError('expired'));
      // Nothing changed.
      const shown = await f.service.show(token);
      expect(shown.ok && shown.value.status).toBe('pending');
    });

    it('cancels once, freeing the covers at once; the link is used afterwards', async () => {
      const f = await make();
      const date = addDays(restaurantDate(f.now), 7);
      await f.saveRules({ ...DEFAULT_BOOKING_RULES, coversPerSlot: 4 });
      const full = await f.book({ name: 'Full Table', days: 7, time: '10:00', party: 4 });
      expect(await f.freeTimes(date, 1)).not.toContain('10:00');
      const token = await f.tokenFor(full.id);
      const cancelled = await f.service.cancel(token);
      expect(cancelled.ok && cancelled.value).toMatchObject({
        status: 'cancelled',
        customer_name: 'Full Table',
      });
      expect(await f.freeTimes(date, 4)).toContain('10:00');
      expect(refusal(await f.service.cancel(token))).toEqual(linkError('used'));
      expect(refusal(await f.service.show(token))).toEqual(linkError('used'));
      expect(refusal(await f.service.move(token, date, '11:00'))).toEqual(linkError('used'));
    });

    it('treats a booking staff cancelled as used, and one staff closed as closed', async () => {
      const f = await make();
      const declined = await f.book({ name: 'Declined', days: 4, time: '09:00', party: 2 });
      await f.setStatus(declined.id, 'cancelled');
      expect(refusal(await f.service.show(await f.tokenFor(declined.id)))).toEqual(linkError('used'));
      const done = await f.book({ name: 'Done', days: 4, time: '09:30', party: 2 });
      await f.setStatus(done.id, 'completed');
      const token = await f.tokenFor(done.id);
      const shown = await f.service.show(token);
      expect(shown.ok && shown.value.status).toBe('completed');
      expect(refusal(await f.service.cancel(token))).toEqual(linkError('closed'));
      expect(refusal(await f.service.move(token, done.date, '12:00'))).toEqual(linkError('closed'));
    });

    it('moves by the booking rules, not counting the booking itself, and hands out a new link', async () => {
      const f = await make();
      const date = addDays(restaurantDate(f.now), 10);
      const closed = addDays(date, 1);
      await f.saveRules({
        ...DEFAULT_BOOKING_RULES,
        weeklyHours: weekOf((day) => (day === weekdayOf(closed) ? [] : [{ from: '09:00', to: '14:00' }])),
        coversPerSlot: 4,
        coversPerDay: 8,
      });
      const mine = await f.book({ name: 'Mia Schulz', days: 10, time: '10:00', party: 4 });
      await f.setStatus(mine.id, 'confirmed');
      await f.book({ name: 'Other', days: 10, time: '11:00', party: 2 });
      const token = await f.tokenFor(mine.id);

      expect(refusal(await f.service.move(token, closed, '10:00'))).toEqual(
        ruleError('dateClosed', 'reservation_date'),
      );
      expect(refusal(await f.service.move(token, date, '10:15'))).toEqual(
        ruleError('timeOutsideHours', 'reservation_time'),
      );
      expect(refusal(await f.service.move(token, date, '11:00'))).toEqual(
        ruleError('slotFull', 'reservation_time'),
      );
      // The day holds 6 of 8 covers, 4 of them this booking's own: 12:00 has room for it.
      const moved = await f.service.move(token, date, '12:00');
      expect(moved.ok && moved.value.reservation).toMatchObject({
        reservation_date: date,
        reservation_time: '12:00',
        party_size: 4,
        status: 'pending',
      });
      if (!moved.ok) return;
      const reopened = await f.service.show(moved.value.token);
      expect(reopened.ok && reopened.value.reservation_time).toBe('12:00');
      // 10:00 is free again (for two: the day holds 6 of its 8 covers).
      expect(await f.freeTimes(date, 2)).toContain('10:00');

      const later = addDays(date, 2);
      const movedLater = await f.service.move(moved.value.token, later, '09:00');
      expect(movedLater.ok && movedLater.value.reservation.expires_at).toBe(
        manageLinkExpiry(later).toISOString(),
      );
      expect(movedLater.ok && movedLater.value.token).not.toBe(moved.value.token);
    });

    it(`moves one booking at most ${DEFAULT_ABUSE_LIMITS.movesPerBooking} times; the link still cancels it`, async () => {
      const f = await make();
      const mine = await f.book({ name: 'Mia Schulz', days: 10, time: '10:00', party: 2 });
      const date = mine.date;
      let token = await f.tokenFor(mine.id);
      const times = ['10:30', '11:00', '11:30', '12:00'];
      for (const time of times.slice(0, DEFAULT_ABUSE_LIMITS.movesPerBooking)) {
        const moved = await f.service.move(token, date, time);
        if (!moved.ok) throw new Error(moved.error.message);
        token = moved.value.token;
      }
      // Staying at the same time is not a move.
      expect(refusal(await f.service.move(token, date, times[2]!))).toBe('ok');
      expect(refusal(await f.service.move(token, date, '13:00'))).toEqual({
        kind: 'Invalid',
        message: 'selfService.errors.tooManyMoves',
        issues: { reservation_date: 'selfService.errors.tooManyMoves' },
      });
      const shown = await f.service.show(token);
      expect(shown.ok && shown.value.reservation_time).toBe(times[2]);
      expect(refusal(await f.service.cancel(token))).toBe('ok');
    });
  });
};
