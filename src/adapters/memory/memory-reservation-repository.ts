import type { ReservationDraft, ReservationRepository } from '../../application/ports/reservation-repository';
import { byDateAndTime } from '../../domain/reservation/filter';
import { isFarEnoughAhead } from '../../domain/reservation/lead-time';
import { transition, withNotes } from '../../domain/reservation/lifecycle';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
} from '../../domain/reservation/reservation';
import type { Id } from '../../domain/shared/entity';
import { invalid, notFound, ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';
import { insertRow, updateRow } from './table-helpers';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/reservation/booking-schema');

/** Reservations in the demo database, refusing what the create_reservation SQL function refuses. */
export class MemoryReservationRepository implements ReservationRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async create(draft: ReservationDraft) {
    const schema = await schemas();
    const valid = validate(schema.reservationDraftSchema, draft);
    if (!valid.ok) return valid;
    const booking = valid.value;
    // A retried submission must not book twice, even when its slot has since come too close.
    const earlier = this.db.tables().reservations.find((r) => r.submission_key === booking.submission_key);
    if (earlier) return ok(earlier);
    if (!isFarEnoughAhead(booking.reservation_date, booking.reservation_time, this.db.now())) {
      return invalid('reservations.validation.timeTooSoon', {
        reservation_time: 'reservations.validation.timeTooSoon',
      });
    }
    const row = this.db.stamp<Reservation>({
      ...booking,
      status: 'pending',
      admin_notes: null,
      confirmed_at: null,
      cancelled_at: null,
    });
    return insertRow<Reservation>(this.db, 'reservations', row);
  }

  async list() {
    return ok([...this.db.tables().reservations].sort(byDateAndTime));
  }

  async changeStatus(id: Id, status: ReservationStatus, adminNotes?: string | null) {
    if (!RESERVATION_STATUSES.includes(status)) return invalid('admin:reservations.validation.status');
    const current = this.find(id);
    if (!current) return notFound(`reservation ${id} not found`);
    const now = this.db.now();
    const moved = transition(current, status, now);
    if (!moved.ok) return moved;
    const next = adminNotes === undefined ? moved.value : withNotes(moved.value, adminNotes, now);
    return updateRow<Reservation>(this.db, 'reservations', id, next);
  }

  async saveNotes(id: Id, adminNotes: string | null) {
    const current = this.find(id);
    if (!current) return notFound(`reservation ${id} not found`);
    return updateRow<Reservation>(this.db, 'reservations', id, withNotes(current, adminNotes, this.db.now()));
  }

  private find(id: Id): Reservation | undefined {
    return this.db.tables().reservations.find((r) => r.id === id);
  }
}
