import type { IsoInstant } from '../shared/entity';
import { invalid, type PortError, type Result } from '../shared/result';
import { addDays, restaurantInstant } from '../shared/time';
import type { Translations } from '../shared/translations';
import type { Language, Reservation, ReservationStatus } from './reservation';

/**
 * A guest's self-service link (decision 0079): /reservation/<token> opens one booking.
 * The token is base64url(payload || HMAC-SHA256(secret, payload)), the payload being a version byte, the
 * reservation's id and the link's expiry; 76 characters. The secret stays in the store (SQL or the demo).
 */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{76}$/;

/** The page a token opens, relative to the site's origin. */
export const managePath = (token: string): string => `/reservation/${token}`;

/** When a booking's link stops working: the end of the day after the booking, in Berlin. */
export const manageLinkExpiry = (date: string): Date => restaurantInstant(addDays(date, 2), '00:00');

/** The event a sign-up is for, as the guest page names it. */
export interface GuestReservationEvent {
  readonly title: string;
  readonly translations: Translations<'title'>;
}

/**
 * What the guest page shows of a booking: no e-mail, phone, requests or staff notes, and no id (the token is
 * the only handle the guest has).
 */
export interface GuestReservation {
  /** yyyy-MM-dd, restaurant time */
  readonly reservation_date: string;
  /** HH:mm */
  readonly reservation_time: string;
  readonly party_size: number;
  readonly customer_name: string;
  readonly status: ReservationStatus;
  /** The language the guest booked in, which the page speaks unless the visitor chose another. */
  readonly language_preference: Language;
  /** The event of a sign-up; null for a table booking. */
  readonly event: GuestReservationEvent | null;
  /** When this booking's link stops working. */
  readonly expires_at: IsoInstant;
}

/** A moved booking and its new link (the expiry follows the new date). */
export interface MovedReservation {
  readonly reservation: GuestReservation;
  readonly token: string;
}

/**
 * Why a link or a change is refused, as translation keys of the guest page (the SQL functions raise the same):
 * invalid: malformed, tampered, or the booking is gone; expired; used: the booking is cancelled;
 * closed: the booking has begun or is over; eventBooking: a sign-up keeps its event's time.
 */
export const SELF_SERVICE_ERRORS = {
  invalid: 'selfService.errors.invalid',
  expired: 'selfService.errors.expired',
  used: 'selfService.errors.used',
  closed: 'selfService.errors.closed',
  eventBooking: 'selfService.errors.eventBooking',
} as const;
export type SelfServiceError = keyof typeof SELF_SERVICE_ERRORS;

/**
 * A move refused because the guest has moved this booking movesPerBooking times already: the link stays
 * good for cancelling, so the refusal is the date's, not the link's.
 */
export const TOO_MANY_MOVES = 'selfService.errors.tooManyMoves';

/** The refusal as a port error: Invalid, with the key as message and as the token's issue. */
export const selfServiceRefusal = (error: SelfServiceError): Result<never, PortError> => {
  const key = SELF_SERVICE_ERRORS[error];
  return invalid(key, { token: key });
};

/** Which refusal a port error is, if it is one of the link's own (not a booking rule's). */
export const selfServiceErrorOf = (error: PortError): SelfServiceError | null => {
  const found = (Object.keys(SELF_SERVICE_ERRORS) as SelfServiceError[]).find(
    (name) => SELF_SERVICE_ERRORS[name] === error.message,
  );
  return error.kind === 'Invalid' && found ? found : null;
};

/** The guest's view of a stored booking. */
export const guestReservationOf = (
  row: Reservation,
  event: GuestReservationEvent | null,
): GuestReservation => ({
  reservation_date: row.reservation_date,
  reservation_time: row.reservation_time,
  party_size: row.party_size,
  customer_name: row.customer_name,
  status: row.status,
  language_preference: row.language_preference,
  event,
  expires_at: manageLinkExpiry(row.reservation_date).toISOString(),
});

/** Whether the booking has begun, on the restaurant's clock. */
const hasBegun = (booking: Pick<GuestReservation, 'reservation_date' | 'reservation_time'>, now: Date) =>
  restaurantInstant(booking.reservation_date, booking.reservation_time).getTime() <= now.getTime();

/**
 * Why the guest may not cancel or move this booking now, or null if they may: a cancelled booking's link is
 * used; one that has begun, or is completed or a no-show, is closed. The SQL functions decide the same.
 */
export const guestChangeRefusal = (
  booking: Pick<GuestReservation, 'status' | 'reservation_date' | 'reservation_time'>,
  now: Date,
): 'used' | 'closed' | null => {
  if (booking.status === 'cancelled') return 'used';
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return 'closed';
  return hasBegun(booking, now) ? 'closed' : null;
};

/** Whether the page offers to cancel. */
export const canCancel = (booking: GuestReservation, now: Date): boolean =>
  guestChangeRefusal(booking, now) === null;

/** Whether the page offers to move: a table booking that may still change (a sign-up keeps its event's time). */
export const canMove = (booking: GuestReservation, now: Date): boolean =>
  canCancel(booking, now) && booking.event === null;
