import type { ReservationDraft, ReservationRepository } from '../../application/ports/reservation-repository';
import { transition, withNotes } from '../../domain/reservation/lifecycle';
import type { ReservationQuery } from '../../domain/reservation/query';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
} from '../../domain/reservation/reservation';
import type { Id } from '../../domain/shared/entity';
import { invalid, notFound, ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { bookingRefusal, REFUSAL_FIELD, takenCovers } from '../../domain/settings/bookable-slots';
import { MemoryBookingRulesRepository } from './memory-booking-rules-repository';
import type { MemoryDatabase } from './memory-database';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/reservation/booking-schema');

/**
 * Reservations in the demo database, refusing what the create_reservation SQL function refuses, by the
 * same booking rules (hours, closed days, horizon, lead time, party limit, room left). They live
 * in the database's reservation table (IndexedDB in the browser), which filters, sorts and pages them as
 * the domain's queryReservations does and counts them as reservationCounts does.
 */
export class MemoryReservationRepository implements ReservationRepository {
  private readonly rules: MemoryBookingRulesRepository;

  constructor(private readonly db: MemoryDatabase) {
    this.rules = new MemoryBookingRulesRepository(db);
  }

  async create(draft: ReservationDraft) {
    const schema = await schemas();
    const valid = validate(schema.reservationDraftSchema, draft);
    if (!valid.ok) return valid;
    const booking = valid.value;
    // A retried submission must not book twice, even when its slot has since come too close.
    const earlier = await this.db.reservations.findBySubmissionKey(booking.submission_key);
    if (!earlier.ok) return earlier;
    if (earlier.value) return ok(earlier.value);
    const covers = await this.db.reservations.coversOn(booking.reservation_date);
    if (!covers.ok) return covers;
    const refusal = bookingRefusal(
      this.rules.current(),
      { date: booking.reservation_date, time: booking.reservation_time, partySize: booking.party_size },
      this.db.now(),
      takenCovers(covers.value, booking.reservation_time),
    );
    if (refusal) {
      const key = `reservations.validation.${refusal}`;
      return invalid(key, { [REFUSAL_FIELD[refusal]]: key });
    }
    const row = this.db.stamp<Reservation>({
      ...booking,
      status: 'pending',
      admin_notes: null,
      confirmed_at: null,
      cancelled_at: null,
    });
    return this.db.reservations.put(row);
  }

  async list(query: ReservationQuery) {
    return this.db.reservations.page(query);
  }

  async counts() {
    return this.db.reservations.counts(this.db.now());
  }

  async changeStatus(id: Id, status: ReservationStatus, adminNotes?: string | null) {
    if (!RESERVATION_STATUSES.includes(status)) return invalid('admin:reservations.validation.status');
    const current = await this.db.reservations.find(id);
    if (!current.ok) return current;
    if (!current.value) return notFound(`reservation ${id} not found`);
    const now = this.db.now();
    const moved = transition(current.value, status, now);
    if (!moved.ok) return moved;
    const next = adminNotes === undefined ? moved.value : withNotes(moved.value, adminNotes, now);
    return this.db.reservations.put(next);
  }

  async saveNotes(id: Id, adminNotes: string | null) {
    const current = await this.db.reservations.find(id);
    if (!current.ok) return current;
    if (!current.value) return notFound(`reservation ${id} not found`);
    return this.db.reservations.put(withNotes(current.value, adminNotes, this.db.now()));
  }
}
