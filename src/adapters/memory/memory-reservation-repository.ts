import type { ReservationDraft, ReservationRepository } from '../../application/ports/reservation-repository';
import { EVENT_REFUSAL_FIELD, eventSignUpRefusal } from '../../domain/event/seats';
import {
  emailOnStatusChange,
  emailsOnChange,
  emailsOnCreate,
  mailsAbout,
  REASON_MAX_LENGTH,
  type EmailKind,
} from '../../domain/reservation/guest-emails';
import { roomChangeRefusal, transition, withNotes } from '../../domain/reservation/lifecycle';
import type { ReservationQuery } from '../../domain/reservation/query';
import {
  asSubmitted,
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
  type StatusChanger,
} from '../../domain/reservation/reservation';
import type { ValidReservationDraft } from '../../domain/reservation/booking-schema';
import type { Id } from '../../domain/shared/entity';
import { invalid, notFound, ok, type PortError, type Result } from '../../domain/shared/result';
import { restaurantDate, restaurantParts } from '../../domain/shared/time';
import { checkStaffSeating, staffRefusalError, type StaffSeating } from '../../domain/room/staff-seating';
import type { StaffBookingDraft, StaffChangeDraft } from '../../domain/reservation/staff-booking';
import { MemoryReservationHistory } from './memory-reservation-history';
import { validate } from '../../domain/shared/validation';
import { checkBooking } from '../../domain/room/availability';
import { bookedPartyOf } from '../../domain/room/hold';
import { tablesFreeDuring } from '../../domain/room/seating';
import { HOLDS_COVERS, REFUSAL_FIELD } from '../../domain/settings/bookable-slots';
import { refusedBooking } from './refused-booking';
import { refreshEventParticipants } from './event-participants';
import { floorPlanIn, rulesIn } from './memory-booking-rules-repository';
import type { MemoryAbuseGuard } from './memory-abuse-bounds';
import type { MemoryDatabase } from './memory-database';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/reservation/booking-schema');
const staffSchemas = () => import('../../domain/reservation/staff-booking');

/** The current minute on the restaurant's clock, 'HH:MM': when a walk-in sits down. */
const minuteOf = (now: Date): string => {
  const { hour, minute } = restaurantParts(now);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

const sameTables = (a: readonly string[] | undefined, b: readonly string[] | null) =>
  b === null || [...(a ?? [])].sort().join() === [...b].sort().join();

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
  private readonly changes: MemoryReservationHistory;
  /** Staff bookings and changes run one after another, so that two cannot both take the last table. */
  private staffTurn: Promise<unknown> = Promise.resolve();
  /** Sign-ups run one after another, so that two cannot both count the last seat as free. */
  private signUps: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: MemoryDatabase,
    /** The signed-in staff member, recorded with a status change as the SQL trigger records auth.uid(). */
    private readonly changer: () => StatusChanger | null = () => null,
    /** The proof of work and the limits against abuse (decisions 0086, 0087); the demo always has one. */
    private readonly guard?: MemoryAbuseGuard,
  ) {
    this.changes = new MemoryReservationHistory(db);
  }

  async create(draft: ReservationDraft) {
    const schema = await schemas();
    const valid = validate(schema.reservationDraftSchema, draft);
    if (!valid.ok) return valid;
    const booking = valid.value;
    // A retried submission must not book twice, even when its slot has since come too close.
    const earlier = await this.db.reservations.findBySubmissionKey(booking.submission_key);
    if (!earlier.ok) return earlier;
    if (earlier.value) return ok(asSubmitted(earlier.value));
    const admitted = this.guard ? await this.guard.admitBooking(booking.customer_email) : ok(undefined);
    if (!admitted.ok) return admitted;
    if (booking.event_id !== null) return this.signUp(booking, booking.event_id);
    const rules = rulesIn(this.db);
    const booked = await this.db.reservations.bookedOn(booking.reservation_date, rules);
    if (!booked.ok) return booked;
    const check = checkBooking(
      rules,
      floorPlanIn(this.db),
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

  bookAsStaff(draft: StaffBookingDraft) {
    return this.inStaffTurn(async (): Promise<Result<Reservation, PortError>> => {
      const valid = validate((await staffSchemas()).staffBookingSchema, draft);
      if (!valid.ok) return valid;
      const earlier = await this.db.reservations.findBySubmissionKey(valid.value.submission_key);
      if (!earlier.ok) return earlier;
      if (earlier.value) return ok(earlier.value);
      const now = this.db.now();
      const { table_ids, override_reason, ...booking } = valid.value;
      const walkIn = booking.source === 'walk_in';
      const date = walkIn ? restaurantDate(now) : booking.reservation_date;
      const time = walkIn ? minuteOf(now) : booking.reservation_time;
      const seated = await this.staffSeating(date, time, booking.party_size, table_ids, override_reason);
      if (!seated.ok) return seated;
      const at = now.toISOString();
      const by = this.changer();
      const row = this.db.stamp<Reservation>({
        ...booking,
        reservation_date: date,
        reservation_time: time,
        status: walkIn ? 'seated' : 'confirmed',
        confirmed_at: at,
        cancelled_at: null,
        event_id: null,
        held_until: new Date(seated.value.hold.until).toISOString(),
        table_ids: [...seated.value.tableIds],
      });
      const shortened = await this.shorten(seated.value);
      if (!shortened.ok) return shortened;
      const stored = await this.db.reservations.put(row);
      if (!stored.ok) return stored;
      this.changes.record(null, stored.value, by, seated.value.overridden.length ? override_reason : null);
      this.enqueue(stored.value, emailsOnCreate(stored.value));
      return stored;
    });
  }

  changeAsStaff(id: Id, change: StaffChangeDraft) {
    return this.inStaffTurn(async (): Promise<Result<Reservation, PortError>> => {
      const valid = validate((await staffSchemas()).staffChangeSchema, change);
      if (!valid.ok) return valid;
      const found = await this.db.reservations.find(id);
      if (!found.ok) return found;
      const current = found.value;
      if (!current) return notFound(`reservation ${id} not found`);
      const { table_ids, override_reason, ...fields } = valid.value;
      const moved =
        fields.reservation_date !== current.reservation_date ||
        fields.reservation_time !== current.reservation_time ||
        fields.party_size !== current.party_size ||
        !sameTables(current.table_ids, table_ids);
      let next: Reservation = { ...current, ...fields, updated_at: this.db.now().toISOString() };
      let seated: StaffSeating | null = null;
      if (moved) {
        const refusal = roomChangeRefusal(current);
        if (refusal) return invalid(refusal, { reservation_date: refusal });
        const checked = await this.staffSeating(
          fields.reservation_date,
          fields.reservation_time,
          fields.party_size,
          table_ids,
          override_reason,
          current.id,
        );
        if (!checked.ok) return checked;
        seated = checked.value;
        next = {
          ...next,
          held_until: new Date(checked.value.hold.until).toISOString(),
          table_ids: [...checked.value.tableIds],
        };
      }
      if (seated) {
        const shortened = await this.shorten(seated);
        if (!shortened.ok) return shortened;
      }
      const stored = await this.db.reservations.put(next);
      if (!stored.ok) return stored;
      this.changes.record(
        current,
        stored.value,
        this.changer(),
        seated?.overridden.length ? override_reason : null,
      );
      this.enqueue(stored.value, emailsOnChange(current, stored.value, 'staff'));
      return stored;
    });
  }

  async history(id: Id) {
    return this.changes.of(id);
  }

  /** Where a staff booking sits, by the room's rules; a refusal names every rule it breaks. */
  private async staffSeating(
    date: string,
    time: string,
    partySize: number,
    tableIds: readonly string[] | null,
    overrideReason: string | null,
    except?: Id,
  ): Promise<Result<Extract<StaffSeating, { ok: true }>, PortError>> {
    const rules = rulesIn(this.db);
    const booked = await this.db.reservations.bookedOn(date, rules, except);
    if (!booked.ok) return booked;
    const seated = checkStaffSeating(
      rules,
      floorPlanIn(this.db),
      { date, time, partySize, tableIds },
      this.db.now(),
      booked.value,
      overrideReason !== null,
    );
    return seated.ok ? ok(seated) : staffRefusalError(seated.reasons);
  }

  /** Earlier parties at the chosen tables leave by the new party's time, as the host said. */
  private async shorten(seated: Extract<StaffSeating, { ok: true }>): Promise<Result<void, PortError>> {
    for (const { id, until } of seated.shortened) {
      const found = await this.db.reservations.find(id);
      if (!found.ok) return found;
      if (!found.value) continue;
      const next = { ...found.value, held_until: new Date(until).toISOString() };
      const stored = await this.db.reservations.put(next);
      if (!stored.ok) return stored;
      this.changes.record(found.value, next, this.changer());
    }
    return ok(undefined);
  }

  /** Queues e-mails about a booking, as the SQL triggers do; none about a past date. */
  private enqueue(row: Reservation, kinds: readonly EmailKind[]) {
    if (!mailsAbout(row, restaurantDate(this.db.now()))) return;
    for (const kind of kinds) {
      if (!this.db.emails.enqueue(row.id, kind)) console.error('The demo outbox could not queue an e-mail');
    }
  }

  private inStaffTurn<T>(step: () => Promise<T>): Promise<T> {
    const next = this.staffTurn.then(step);
    this.staffTurn = next.catch(() => undefined);
    return next;
  }

  /** The e-mails and history of a guest's new booking, as the SQL insert triggers write them. */
  private enqueueOnCreate(row: Reservation) {
    // Called for every booking a guest made, so that is where it counts against the limits too.
    if (row.customer_email !== null) this.guard?.booked(row.customer_email);
    this.changes.record(null, row, null);
    this.enqueue(row, emailsOnCreate(row));
  }

  /** A booking for an event: the owner's party limit, then the event's rules; seats counted in turn. */
  private signUp(booking: ValidReservationDraft, eventId: Id): Promise<Result<Reservation, PortError>> {
    const step = this.signUps.then(async (): Promise<Result<Reservation, PortError>> => {
      if (booking.party_size > rulesIn(this.db).maxPartySize) {
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
    this.changes.record(current.value, stored.value, this.changer());
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
    const rules = rulesIn(this.db);
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
    const stored = await this.db.reservations.put(withNotes(current.value, adminNotes, this.db.now()));
    if (stored.ok) this.changes.record(current.value, stored.value, this.changer());
    return stored;
  }
}
