import { describe, expect, it } from 'vitest';
import type {
  ReservationDraft,
  ReservationRepository,
} from '../../src/application/ports/reservation-repository';
import { addDays, restaurantDate } from '../../src/domain/shared/time';

export interface ReservationRepositoryFixture {
  readonly repo: ReservationRepository;
  /** The instant the adapter's store treats as now. */
  readonly now: Date;
}

let keys = 0;

/** A valid booking a few days after `now`, with a fresh submission key. */
export const reservationDraft = (now: Date, overrides: Partial<ReservationDraft> = {}): ReservationDraft => ({
  customer_name: 'Mia Schulz',
  customer_email: 'mia@example.org',
  customer_phone: null,
  reservation_date: addDays(restaurantDate(now), 3),
  reservation_time: '10:30',
  party_size: 2,
  special_requests: null,
  language_preference: 'de',
  submission_key: `contract-${Date.now()}-${++keys}`,
  ...overrides,
});

const kindOf = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** The behaviour every ReservationRepository must show, whatever stores the reservations. */
export const describeReservationRepository = (
  name: string,
  make: () => Promise<ReservationRepositoryFixture>,
) =>
  describe(`ReservationRepository contract: ${name}`, () => {
    it('creates a pending reservation, trimmed and with empty optional fields as null', async () => {
      const { repo, now } = await make();
      const created = await repo.create(
        reservationDraft(now, { customer_name: '  Mia Schulz ', customer_phone: '', special_requests: '  ' }),
      );
      if (!created.ok) throw new Error(created.error.message);
      expect(created.value).toMatchObject({
        customer_name: 'Mia Schulz',
        customer_phone: null,
        special_requests: null,
        status: 'pending',
        admin_notes: null,
        confirmed_at: null,
        cancelled_at: null,
      });
      const all = await repo.list();
      expect(all.ok && all.value.map((r) => r.id)).toEqual([created.value.id]);
    });

    it('returns the first reservation again for a repeated submission key and stores it once', async () => {
      const { repo, now } = await make();
      const draft = reservationDraft(now);
      const first = await repo.create(draft);
      const again = await repo.create({ ...draft, customer_name: 'Someone Else' });
      expect(first.ok && again.ok && again.value.id === first.value.id).toBe(true);
      expect(again.ok && again.value.customer_name).toBe('Mia Schulz');
      const all = await repo.list();
      expect(all.ok && all.value.length).toBe(1);
    });

    it('refuses a slot that is not more than two hours ahead, and nothing is written', async () => {
      const { repo, now } = await make();
      const yesterday = addDays(restaurantDate(now), -1);
      const tooSoon = await repo.create(
        reservationDraft(now, { reservation_date: yesterday, reservation_time: '12:00' }),
      );
      expect(tooSoon.ok ? 'ok' : tooSoon.error.message).toBe('reservations.validation.timeTooSoon');
      const all = await repo.list();
      expect(all.ok && all.value.length).toBe(0);
    });

    it('refuses invalid fields with the translation key of the field', async () => {
      const { repo, now } = await make();
      const cases: [Partial<ReservationDraft>, string, string][] = [
        [{ customer_name: '   ' }, 'customer_name', 'reservations.validation.nameRequired'],
        [{ customer_email: 'mia@example' }, 'customer_email', 'reservations.validation.emailInvalid'],
        [{ reservation_time: '08:15' }, 'reservation_time', 'reservations.validation.timeRequired'],
        [{ reservation_time: '22:00' }, 'reservation_time', 'reservations.validation.timeRequired'],
        [{ party_size: 0 }, 'party_size', 'reservations.validation.partySizeMin'],
        [{ party_size: 21 }, 'party_size', 'reservations.validation.partySizeMax'],
        [{ reservation_date: '2026-02-30' }, 'reservation_date', 'reservations.validation.dateRequired'],
      ];
      for (const [override, field, key] of cases) {
        const result = await repo.create(reservationDraft(now, override));
        expect(kindOf(result), field).toBe('Invalid');
        expect(result.ok ? null : result.error.issues?.[field]).toBe(key);
      }
      const all = await repo.list();
      expect(all.ok && all.value.length).toBe(0);
    });

    it('lists by date, then time', async () => {
      const { repo, now } = await make();
      const today = restaurantDate(now);
      const book = (days: number, time: string) =>
        repo.create(
          reservationDraft(now, { reservation_date: addDays(today, days), reservation_time: time }),
        );
      await book(5, '09:00');
      await book(3, '14:30');
      await book(3, '09:30');
      await book(4, '08:00');
      const all = await repo.list();
      expect(all.ok && all.value.map((r) => [r.reservation_date, r.reservation_time])).toEqual([
        [addDays(today, 3), '09:30'],
        [addDays(today, 3), '14:30'],
        [addDays(today, 4), '08:00'],
        [addDays(today, 5), '09:00'],
      ]);
    });

    it('sets confirmed_at and cancelled_at when moving there, keeps them afterwards, saves notes with it', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      const { id } = created.value;
      const confirmed = await repo.changeStatus(id, 'confirmed');
      if (!confirmed.ok) throw new Error(confirmed.error.message);
      expect(confirmed.value.status).toBe('confirmed');
      expect(confirmed.value.confirmed_at).not.toBeNull();
      expect(confirmed.value.cancelled_at).toBeNull();
      expect(Date.parse(confirmed.value.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(created.value.updated_at),
      );
      const cancelled = await repo.changeStatus(id, 'cancelled', 'Guest called');
      if (!cancelled.ok) throw new Error(cancelled.error.message);
      expect(cancelled.value).toMatchObject({
        status: 'cancelled',
        confirmed_at: confirmed.value.confirmed_at,
        admin_notes: 'Guest called',
      });
      expect(cancelled.value.cancelled_at).not.toBeNull();
      const listed = await repo.list();
      expect(listed.ok && listed.value[0]).toMatchObject({
        status: 'cancelled',
        admin_notes: 'Guest called',
      });
    });

    it('refuses moving to the status a reservation already has, and an unknown id', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      expect(kindOf(await repo.changeStatus(created.value.id, 'pending'))).toBe('Invalid');
      const missing = crypto.randomUUID();
      expect(kindOf(await repo.changeStatus(missing, 'confirmed'))).toBe('NotFound');
      expect(kindOf(await repo.saveNotes(missing, 'x'))).toBe('NotFound');
    });

    it('saves notes alone, keeping the status', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      await repo.changeStatus(created.value.id, 'confirmed');
      const noted = await repo.saveNotes(created.value.id, 'Window table');
      expect(noted.ok && [noted.value.status, noted.value.admin_notes]).toEqual([
        'confirmed',
        'Window table',
      ]);
      const cleared = await repo.saveNotes(created.value.id, null);
      expect(cleared.ok && cleared.value.admin_notes).toBeNull();
    });
  });
