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

export const LANGUAGES = ['de', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Reservation extends Stored {
  readonly customer_name: string;
  readonly customer_email: string;
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
  /** The tables the booking is seated at; empty or absent while it is not seated (or the room has no tables). */
  readonly table_ids?: readonly string[];
}

/** The signed-in staff member a store records as the author of a status change. */
export interface StatusChanger {
  readonly id: string;
  readonly name: string;
}
