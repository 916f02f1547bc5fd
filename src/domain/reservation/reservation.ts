import type { IsoInstant, Stored } from '../shared/entity';

/** `seated`: the party has arrived and sits at its table (set by staff from the booking's date on). */
export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'seated',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** How a booking reached the restaurant: staff enter every source but the website's own form. */
export const STAFF_SOURCES = ['phone', 'walk_in', 'in_person', 'email'] as const;
export type StaffSource = (typeof STAFF_SOURCES)[number];
export const RESERVATION_SOURCES = ['online', ...STAFF_SOURCES] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

export const LANGUAGES = ['de', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Reservation extends Stored {
  readonly customer_name: string;
  /** Null for a booking staff took without an address (a walk-in, a guest who only gave a phone number). */
  readonly customer_email: string | null;
  readonly customer_phone: string | null;
  /** yyyy-MM-dd, restaurant time */
  readonly reservation_date: string;
  /** HH:mm, one of the slots */
  readonly reservation_time: string;
  readonly party_size: number;
  readonly special_requests: string | null;
  readonly language_preference: Language;
  readonly status: ReservationStatus;
  readonly admin_notes: string | null;
  readonly confirmed_at: IsoInstant | null;
  readonly cancelled_at: IsoInstant | null;
  /** The browser's key for one submission: a retried request returns the same reservation. */
  readonly submission_key: string | null;
  /** The event this booking signs up for (src/domain/event/seats.ts); null for a table booking. */
  readonly event_id: string | null;
  /**
   * Who last changed the status and when (decision 0089): the staff account and its name at the time, set by
   * the store (a trigger from auth.uid() in SQL). Null when nobody signed in made the change (a guest's own
   * cancellation), absent on rows from before the audit.
   */
  readonly status_changed_by?: string | null;
  readonly status_changed_by_name?: string | null;
  readonly status_changed_at?: IsoInstant | null;
  /**
   * Until when a table booking holds its seats: its time plus the stay and the buffer, fixed when it is booked
   * or moved (src/domain/room/hold.ts). Absent or null for an event sign-up and for bookings made before stays
   * existed, which are held by the rules in force.
   */
  readonly held_until?: IsoInstant | null;
  /** How the booking came in; absent on rows from before staff could book, which all came online. */
  readonly source?: ReservationSource;
  /** The tables the booking is seated at; empty or absent while it is not seated (or the room has no tables). */
  readonly table_ids?: readonly string[];
}

/**
 * A booking as its guest's browser gets it back for a submission: what the guest typed and the status, never
 * what staff wrote or who they are (create_reservation() in SQL answers a replayed key the same).
 */
export const asSubmitted = (reservation: Reservation): Reservation => ({
  ...reservation,
  admin_notes: null,
  status_changed_by: null,
  status_changed_by_name: null,
});

/** The signed-in staff member a store records as the author of a status change. */
export interface StatusChanger {
  readonly id: string;
  readonly name: string;
}
