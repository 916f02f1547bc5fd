import type { IsoInstant } from '../shared/entity';
import type { Reservation, ReservationStatus } from './reservation';

/**
 * The e-mails about a booking (decision 0078), one outbox row each; the same lists and rules as
 * public.reservation_emails and its triggers (supabase/schemas/09_emails.sql), which the offline demo
 * follows in memory.
 */
export const EMAIL_KINDS = [
  'received',
  'staff_new',
  'confirmed',
  'declined',
  'cancelled',
  'reminder',
  'changed',
  'staff_changed',
  'staff_cancelled',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The restaurant's own notices, to its address from Settings (in German); every other kind goes to the guest. */
export const STAFF_EMAIL_KINDS: readonly EmailKind[] = ['staff_new', 'staff_changed', 'staff_cancelled'];

export const EMAIL_STATES = ['pending', 'sending', 'sent', 'retrying', 'given_up', 'skipped'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/** One outbox row as staff see it in the reservation's detail. */
export interface EmailDelivery {
  readonly id: string;
  readonly reservation_id: string;
  readonly kind: EmailKind;
  readonly occurrence: number;
  readonly reason: string | null;
  readonly state: EmailState;
  readonly attempts: number;
  readonly next_attempt_at: IsoInstant;
  /** A code such as 'smtp ECONNECTION'; never an address or a server's message. */
  readonly last_error: string | null;
  readonly sent_at: IsoInstant | null;
  readonly created_at: IsoInstant;
}

/** After this many failed attempts an e-mail is given up. */
export const MAX_EMAIL_ATTEMPTS = 8;

/** The staff's words to the guest with a cancellation, at most this long. */
export const REASON_MAX_LENGTH = 500;

/** How long a claimed e-mail is held by its sender before another may take it over. */
export const CLAIM_LEASE_MINUTES = 5;

/**
 * A booking's first e-mails ("received", "staff_new") go out only when first tried within this many minutes
 * of the booking; later they are skipped as 'stale' (decision 0088, supabase/schemas/09_emails.sql).
 */
export const FRESH_BOOKING_MINUTES = 15;

/**
 * At most this many of the restaurant's own notices of one bucket go out in any hour; more are skipped as
 * 'staff_limit'.
 */
export const STAFF_NOTICES_PER_HOUR = 30;

/**
 * The restaurant's notices are capped per hour in two buckets: new bookings, and guests' changes and
 * cancellations, so that a flood of moves never holds back the notice of a real booking.
 */
export const staffNoticeBucket = (kind: EmailKind): 'new' | 'changes' =>
  kind === 'staff_new' ? 'new' : 'changes';

/**
 * Why an e-mail was skipped (reservation_emails.last_error of a skipped row): it no longer fits the booking,
 * the restaurant has no address, the stored address is not one plain address, the booking was no longer new,
 * the guest's address had its mails of the day (mailsPerAddressPerDay), the restaurant's notices their hour's,
 * the booking's personal data was anonymised before it went out (decision 0081).
 */
export const EMAIL_SKIP_REASONS = [
  'no_longer_applies',
  'no_recipient',
  'invalid_recipient',
  'stale',
  'daily_limit',
  'staff_limit',
  'anonymised',
] as const;
export type EmailSkipReason = (typeof EMAIL_SKIP_REASONS)[number];

export const isEmailSkipReason = (value: string | null): value is EmailSkipReason =>
  (EMAIL_SKIP_REASONS as readonly (string | null)[]).includes(value);

/**
 * Whether a booking's first e-mail ("received", "staff_new") is too late to go out: never tried and the
 * booking older than FRESH_BOOKING_MINUTES (decision 0088).
 */
export const isStaleFirstEmail = (
  kind: EmailKind,
  attempts: number,
  bookedAt: IsoInstant,
  now: Date,
): boolean =>
  (kind === 'received' || kind === 'staff_new') &&
  attempts === 0 &&
  Date.parse(bookedAt) < now.getTime() - FRESH_BOOKING_MINUTES * 60_000;

/** The wait after the n-th failed attempt: 1, 4, 16, 64, 256 minutes, then 6 hours. */
export const retryDelayMinutes = (attempts: number): number => Math.min(4 ** Math.max(attempts - 1, 0), 360);

/** The restaurant's e-mail about a status change it made; none for moves the guest needs no word of. */
export const emailOnStatusChange = (from: ReservationStatus, to: ReservationStatus): EmailKind | null => {
  if (to === 'confirmed') return 'confirmed';
  if (to === 'cancelled' && from === 'pending') return 'declined';
  if (to === 'cancelled' && from === 'confirmed') return 'cancelled';
  return null;
};

/** Whether a booking has an address its guest can be written to: staff may take one without. */
const reachable = (reservation: Pick<Reservation, 'customer_email'>): boolean =>
  reservation.customer_email !== null;

/**
 * The e-mails a new booking brings. Online: the guest's "received" and the restaurant's notice. Taken by
 * staff (confirmed at once): the guest's confirmation when they gave an address, no notice to the
 * restaurant, which took it; a walk-in is here and gets nothing.
 */
export const emailsOnCreate = (
  reservation: Pick<Reservation, 'status' | 'customer_email' | 'source'>,
): EmailKind[] => {
  if ((reservation.source ?? 'online') !== 'online')
    return reservation.status === 'confirmed' && reachable(reservation) ? ['confirmed'] : [];
  const guest = reservation.status === 'pending' || reservation.status === 'confirmed';
  return guest && reachable(reservation) ? ['received', 'staff_new'] : ['staff_new'];
};

/**
 * The e-mails of a change of date, time or party size, while the booking holds its table: the guest's
 * "changed" (with a new link) when they have an address, and the restaurant's notice when the guest made
 * the change through their link. None for no change.
 */
export const emailsOnChange = (
  before: Pick<Reservation, 'reservation_date' | 'reservation_time' | 'party_size'>,
  after: Pick<
    Reservation,
    'reservation_date' | 'reservation_time' | 'party_size' | 'status' | 'customer_email'
  >,
  by: 'guest' | 'staff' = 'guest',
): EmailKind[] => {
  const moved =
    before.reservation_date !== after.reservation_date ||
    before.reservation_time !== after.reservation_time ||
    before.party_size !== after.party_size;
  if (!moved || (after.status !== 'pending' && after.status !== 'confirmed')) return [];
  return [
    ...(reachable(after) ? (['changed'] as const) : []),
    ...(by === 'guest' ? (['staff_changed'] as const) : []),
  ];
};

/** The guest cancelled a booking that held a table (the self-service link): the restaurant's notice only. */
export const emailOnGuestCancel = (from: ReservationStatus): EmailKind | null =>
  from === 'pending' || from === 'confirmed' ? 'staff_cancelled' : null;

/** Bookings on a past date (restaurant time) get no e-mail. */
export const mailsAbout = (reservation: Pick<Reservation, 'reservation_date'>, today: string): boolean =>
  reservation.reservation_date >= today;

const STATUS_KINDS: readonly EmailKind[] = ['confirmed', 'declined', 'cancelled'];
/** Kinds of which only the latest due row goes out: each shows the booking as it is now. */
const CHANGE_KINDS: readonly EmailKind[] = ['changed', 'staff_changed'];

/**
 * Whether a due e-mail still fits its booking when it is about to go out: a confirmation of a booking since
 * cancelled, a cancellation of one confirmed again, a status e-mail overtaken by a later one, a reminder of
 * a booking no longer confirmed or already past, a "changed" of a booking since cancelled or overtaken by a
 * later change, or the notice of a guest's cancellation of a booking booked again is skipped instead.
 */
export const emailStillApplies = (
  kind: EmailKind,
  reservation: Pick<Reservation, 'status' | 'reservation_date'>,
  today: string,
  overtaken: boolean,
): boolean => {
  if ((STATUS_KINDS.includes(kind) || CHANGE_KINDS.includes(kind)) && overtaken) return false;
  switch (kind) {
    case 'received':
      return reservation.status === 'pending' || reservation.status === 'confirmed';
    case 'confirmed':
      return reservation.status === 'confirmed';
    case 'declined':
    case 'cancelled':
      return reservation.status === 'cancelled';
    case 'reminder':
      return reservation.status === 'confirmed' && reservation.reservation_date >= today;
    case 'changed':
      return reservation.status === 'pending' || reservation.status === 'confirmed';
    case 'staff_cancelled':
      return reservation.status === 'cancelled';
    case 'staff_new':
    case 'staff_changed':
      return true;
  }
};

/** Whether a row of this kind is one of the status e-mails, of which only the latest goes out. */
export const isStatusEmail = (kind: EmailKind): boolean => STATUS_KINDS.includes(kind);

/**
 * Whether a later row overtakes a row of this kind: a status e-mail by any later status e-mail, a change
 * ("changed", "staff_changed") by a later one of its own kind.
 */
export const overtakes = (earlier: EmailKind, later: EmailKind): boolean =>
  (isStatusEmail(earlier) && isStatusEmail(later)) || (CHANGE_KINDS.includes(earlier) && later === earlier);

/** Still on its way: not yet sent, given up or skipped. */
export const isUnderway = (delivery: Pick<EmailDelivery, 'state'>): boolean =>
  delivery.state === 'pending' || delivery.state === 'sending' || delivery.state === 'retrying';

/** An e-mail staff should know did not arrive: failed at least once and retrying, or given up. */
export const isTroubled = (delivery: Pick<EmailDelivery, 'state'>): boolean =>
  delivery.state === 'retrying' || delivery.state === 'given_up';

/** The kind of row that goes to the guest (all but the restaurant's own notices). */
export const isGuestEmail = (kind: EmailKind): boolean => !STAFF_EMAIL_KINDS.includes(kind);
