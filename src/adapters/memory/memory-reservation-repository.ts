import type { ReservationDraft, ReservationRepository } from '../../application/ports/reservation-repository';
import { EVENT_REFUSAL_FIELD, eventSignUpRefusal } from '../../domain/event/seats';
import {
  emailOnStatusChange,
  emailsOnCreate,
  mailsAbout,
  REASON_MAX_LENGTH,
} from '../../domain/reservation/guest-emails';
import { transition, withNotes } from '../../domain/reservation/lifecycle';
import type { ReservationQuery } from '../../domain/reservation/query';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
  type StatusChanger,
} from '../../domain/reservation/reservation';
import type { ValidReservationDraft } from '../../domain/reservation/booking-schema';
import type { Id } from '../../domain/shared/entity';
import { invalid, notFound, ok, type PortError, type Result } from '../../domain/shared/result';
import { restaurantDate } from '../../domain/shared/time';
import { validate } from '../../domain/shared/validation';
import { checkBooking } from '../../domain/room/availability';
import { bookedPartyOf } from '../../domain/room/hold';
import { tablesFreeDuring } from '../../domain/room/seating';
import { HOLDS_COVERS, REFUSAL_FIELD } from '../../domain/settings/bookable-slots';
import { refusedBooking } from './refused-booking';
import { refreshEventParticipants } from './event-participants';
import { MemoryBookingRulesRepository } from './memory-booking-rules-repository';
import type { MemoryAbuseGuard } from './memory-abuse-bounds';
import type { MemoryDatabase } from './memory-database';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/reservation/booking-schema');

/**
 * Reservations in the demo database, refusing what the create_reservation SQL function refuses, by the
 * same booking rules (hours, closed days, horizon, lead time, party limit, room left). They live
 * in the database's reservation table (IndexedDB in the browser), which filters, sorts and pages them as
 * the domain's queryReservations does and counts them as reservationCounts does.
 *
 * A booking with an event_id signs up for one of the demo's events (the same database's events table): it is
 * booked by the event's rules (eventSignUpRefusal) instead of the opening hours, and the event's
 * current_participants follows its bookings, as the SQL triggers keep it.
 *
 * Like the SQL triggers, each change queues its e-mails in the database's outbox (decision 0078): a new
 * booking its "received" mail and the restaurant's notice, a status change by staff the guest's word of it.
 */
export class MemoryReservationRepository implements ReservationRepository {
  private readonly rules: MemoryBookingRulesRepository;
  /** Sign-ups run one after another, so that two cannot both count the last seat as free. */
  private signUps: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: MemoryDatabase,
    /** The signed-in staff member, recorded with a status change as the SQL trigger records auth.uid(). */
    private readonly changer: () => StatusChanger | null = () => null,
    /** The proof of work and the limits against abuse (decisions 0086, 0087); the demo always has one. */
    private readonly guard?: MemoryAbuseGuard,
  ) {
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
    const admitted = this.guard ? await this.guard.admitBooking(booking.customer_email) : ok(undefined);
    if (!admitted.ok) return admitted;
    if (booking.event_id !== null) return this.signUp(booking, booking.event_id);
    const rules = this.rules.current();
    const booked = await this.db.reservations.bookedOn(booking.reservation_date, rules);
    if (!booked.ok) return booked;
    const check = checkBooking(
      rules,
      this.rules.floorPlan(),
      { date: booking.reservation_date, time: booking.reservation_time, partySize: booking.party_size },
      this.db.now(),
      booked.value,
    );
    if (!check.ok) return refusedBooking(check.reason);
    const row = this.db.stamp<Reservation>({
      ...booking,
      status: 'pending',
      admin_notes: null,
      confirmed_at: null,
      cancelled_at: null,
      held_until: new Date(check.hold.until).toISOString(),
      table_ids: check.seating?.tableIds ?? [],
    });
    const stored = await this.db.reservations.put(row);
    if (stored.ok) this.enqueueOnCreate(stored.value);
    return stored;
  }

  /** The e-mails of a new booking, as the SQL insert trigger queues them. */
  private enqueueOnCreate(row: Reservation) {
    // Called for every booking made, so that is where it counts against the limits too.
    this.guard?.booked(row.customer_email);
    if (!mailsAbout(row, restaurantDate(this.db.now()))) return;
    for (const kind of emailsOnCreate(row)) {
      if (!this.db.emails.enqueue(row.id, kind)) console.error('The demo outbox could not queue an e-mail');
    }
  }

  /** A booking for an event: the owner's party limit, then the event's rules; seats counted in turn. */
  private signUp(booking: ValidReservationDraft, eventId: Id): Promise<Result<Reservation, PortError>> {
    const step = this.signUps.then(async (): Promise<Result<Reservation, PortError>> => {
      if (booking.party_size > this.rules.current().maxPartySize) {
        const key = 'reservations.validation.partyTooLarge';
        return invalid(key, { [REFUSAL_FIELD.partyTooLarge]: key });
      }
      const seats = await this.db.reservations.seatsOf(eventId);
      if (!seats.ok) return seats;
      const event = this.db.tables().events.find((e) => e.id === eventId) ?? null;
      const refusal = eventSignUpRefusal(
        event,
        { date: booking.reservation_date, time: booking.reservation_time, partySize: booking.party_size },
        seats.value.taken,
        this.db.now(),
      );
      if (refusal) {
        const key = `reservations.validation.${refusal}`;
        return invalid(key, { [EVENT_REFUSAL_FIELD[refusal]]: key });
      }
      const stored = await this.db.reservations.put(
        this.db.stamp<Reservation>({
          ...booking,
          status: 'pending',
          admin_notes: null,
          confirmed_at: null,
          cancelled_at: null,
        }),
      );
      if (stored.ok) {
        this.enqueueOnCreate(stored.value);
        await this.refreshSeats(eventId);
      }
      return stored;
    });
    this.signUps = step.catch(() => undefined);
    return step;
  }

  /** The event's count after its bookings changed; the booking stands even if the count cannot be saved. */
  private async refreshSeats(eventId: Id) {
    const refreshed = await refreshEventParticipants(this.db, eventId);
    if (!refreshed.ok) console.error('The event’s participant count was not saved', refreshed.error);
  }

  async list(query: ReservationQuery) {
    return this.db.reservations.page(query);
  }

  async counts() {
    return this.db.reservations.counts(this.db.now());
  }

  async changeStatus(id: Id, status: ReservationStatus, adminNotes?: string | null, reason?: string | null) {
    if (!RESERVATION_STATUSES.includes(status)) return invalid('admin:reservations.validation.status');
    const words = reason?.trim() || null;
    if (words !== null && [...words].length > REASON_MAX_LENGTH) {
      const key = 'admin:reservations.validation.reasonTooLong';
      return invalid(key, { reason: key });
    }
    const current = await this.db.reservations.find(id);
    if (!current.ok) return current;
    if (!current.value) return notFound(`reservation ${id} not found`);
    const now = this.db.now();
    const moved = transition(current.value, status, now, this.changer());
    if (!moved.ok) return moved;
    const noted = adminNotes === undefined ? moved.value : withNotes(moved.value, adminNotes, now);
    const next = await this.retakingItsTables(current.value, noted);
    if (!next.ok) return next;
    const stored = await this.db.reservations.put(next.value);
    if (!stored.ok) return stored;
    const kind = emailOnStatusChange(current.value.status, status);
    if (kind && mailsAbout(next.value, restaurantDate(now))) {
      const queued = this.db.emails.enqueue(id, kind, status === 'cancelled' ? words : null);
      if (!queued) console.error('The demo outbox could not queue an e-mail');
    }
    if (next.value.event_id) await this.refreshSeats(next.value.event_id);
    return stored;
  }

  /**
   * A booking that holds again takes back its tables when nobody has taken them since; else it stays, not
   * seated, for staff to seat (as the SQL trigger private.release_tables() does).
   */
  private async retakingItsTables(
    before: Reservation,
    after: Reservation,
  ): Promise<Result<Reservation, PortError>> {
    const holds = (row: Reservation) => (HOLDS_COVERS as readonly string[]).includes(row.status);
    if (!after.table_ids?.length || holds(before) || !holds(after)) return ok(after);
    const rules = this.rules.current();
    const booked = await this.db.reservations.bookedOn(after.reservation_date, rules, after.id);
    if (!booked.ok) return booked;
    const { hold } = bookedPartyOf(rules, after);
    return ok(
      hold && tablesFreeDuring(booked.value, after.table_ids, hold) ? after : { ...after, table_ids: [] },
    );
  }

  async saveNotes(id: Id, adminNotes: string | null) {
    const current = await this.db.reservations.find(id);
    if (!current.ok) return current;
    if (!current.value) return notFound(`reservation ${id} not found`);
    return this.db.reservations.put(withNotes(current.value, adminNotes, this.db.now()));
  }
}
