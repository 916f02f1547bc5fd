import type { Id } from '../../domain/shared/entity';
import type { Language, Reservation, ReservationStatus } from '../../domain/reservation/reservation';
import type { PortError, Result } from '../../domain/shared/result';
import type { ReservationPage, ReservationQuery } from '../../domain/reservation/query';
import type { ReservationCounts } from '../../domain/reservation/summary';
import type { ReservationHistoryEntry } from '../../domain/reservation/history';
import type { StaffBookingDraft, StaffChangeDraft } from '../../domain/reservation/staff-booking';

/** What a guest submits; the store sets the status (pending), the timestamps and the id. */
export interface ReservationDraft {
  readonly customer_name: string;
  readonly customer_email: string;
  readonly customer_phone: string | null;
  readonly reservation_date: string;
  readonly reservation_time: string;
  readonly party_size: number;
  readonly special_requests: string | null;
  readonly language_preference: Language;
  readonly submission_key: string;
  /**
   * The event the guest signs up for; absent or null for a table booking. A sign-up is booked by the event's
   * rules (src/domain/event/seats.ts, eventSignUpRefusal) instead of the opening hours, and refused with
   * reservations.validation.eventUnknown, eventMismatch, eventOver or eventFull.
   */
  readonly event_id?: string | null;
}

export interface ReservationRepository {
  /** Creates a pending reservation; a submission key seen before returns the reservation made with it. */
  create(draft: ReservationDraft): Promise<Result<Reservation, PortError>>;
  /**
   * One page of the reservations a query matches, in its order, and how many match in all (admin). The
   * store filters, sorts and pages: no caller ever needs every row (PostgREST answers at most 1000).
   */
  list(query: ReservationQuery): Promise<Result<ReservationPage, PortError>>;
  /** The pending, upcoming, total and today's figures, counted by the store on the restaurant's clock. */
  counts(): Promise<Result<ReservationCounts, PortError>>;
  /**
   * Moves to a status and sets its timestamps (confirmed_at or cancelled_at for those statuses, and the time of
   * the change; see src/domain/reservation/lifecycle.ts); notes are saved when given. The store
   * queues the guest's e-mail about the restaurant's decision with the change (confirmed, declined, cancelled;
   * decision 0078); `reason`, at most REASON_MAX_LENGTH characters, goes with a cancellation.
   */
  changeStatus(
    id: Id,
    status: ReservationStatus,
    adminNotes?: string | null,
    reason?: string | null,
  ): Promise<Result<Reservation, PortError>>;
  /** Saves the admin notes, keeping the status. */
  saveNotes(id: Id, adminNotes: string | null): Promise<Result<Reservation, PortError>>;
  /**
   * Staff take a booking: by phone, in person or by e-mail, confirmed at once; a walk-in (source walk_in) is
   * seated today at the current minute, whatever date and time the draft names. Held to the room, not to the
   * public form's limits (checkStaffSeating() of src/domain/room/staff-seating.ts); a refusal is
   * staffRefusalError()'s, and with an override reason the overridable rules are set aside and the reason
   * recorded in the booking's history with who gave it. Idempotent per submission key. A guest who gave an
   * address gets the confirmation in their language.
   */
  bookAsStaff(draft: StaffBookingDraft): Promise<Result<Reservation, PortError>>;
  /**
   * Staff change a booking's guest, contact, date, time, party, tables and notes, by the same rules (the
   * booking does not count against itself). Date, time, party and tables only while it holds its table
   * (pending, confirmed, seated) and only of a table booking; the guest gets the "changed" e-mail with a new
   * link when the date, time or party changed. Recorded in the history with who made it.
   */
  changeAsStaff(id: Id, change: StaffChangeDraft): Promise<Result<Reservation, PortError>>;
  /** Every recorded change of a booking, oldest first (staff). */
  history(id: Id): Promise<Result<ReservationHistoryEntry[], PortError>>;
}
