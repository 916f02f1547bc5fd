/**
 * How often the public may use the anon key's doors before PostgreSQL says no (decision 0087): edited in
 * Settings, stored in restaurant_settings.abuse_limits and enforced by create_reservation(),
 * sign_up_for_event(), record_consent(), move_reservation_by_token() and the e-mail outbox, which read it with private.abuse_limit(key).
 * A client address is never stored, only a salted hash of it, for the hour it is counted.
 */
export interface AbuseLimits {
  /** Public bookings from one client address within the last hour. */
  readonly bookingsPerAddressPerHour: number;
  /** Public bookings for one e-mail address per restaurant day (Europe/Berlin). */
  readonly bookingsPerEmailPerDay: number;
  /** Public bookings per restaurant day across all addresses: a ceiling against a flood from many addresses. */
  readonly bookingsPerDay: number;
  /** Consent records from one client address within the last hour. */
  readonly consentsPerAddressPerHour: number;
  /** E-mails sent to one address per day (the outbox's bound against being a mail relay). */
  readonly mailsPerAddressPerDay: number;
  /** Times a guest may move one booking with its link (each move mails the guest and the restaurant). */
  readonly movesPerBooking: number;
}

/**
 * Generous for a family booking several evenings from one phone, a shared office connection or a hotel's
 * network, far below what a script needs to fill a day. Equal to the column's SQL default (a test checks).
 */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  bookingsPerAddressPerHour: 10,
  bookingsPerEmailPerDay: 3,
  bookingsPerDay: 200,
  consentsPerAddressPerHour: 30,
  mailsPerAddressPerDay: 5,
  movesPerBooking: 3,
};

/** The keys in the order the settings card shows them. */
export const ABUSE_LIMIT_KEYS = [
  'bookingsPerAddressPerHour',
  'bookingsPerEmailPerDay',
  'bookingsPerDay',
  'consentsPerAddressPerHour',
  'mailsPerAddressPerDay',
  'movesPerBooking',
] as const satisfies readonly (keyof AbuseLimits)[];

export type AbuseLimitKey = (typeof ABUSE_LIMIT_KEYS)[number];

/** The bounds of every number (the schema's and public.abuse_limits_valid()'s). */
export const ABUSE_LIMIT_MIN = 1;
export const ABUSE_LIMIT_MAX = 100000;

/**
 * Why a public request was refused, as SQL counts them (public.refused_attempts_today()): no valid proof of
 * work, too many bookings from one address, for one e-mail address, or for the day, too many consent records
 * from one address.
 */
export const REFUSAL_REASONS = ['challenge', 'address', 'email', 'day', 'consent'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Today's refused attempts by reason (Europe/Berlin), without anything about who made them. */
export type RefusedAttempts = Readonly<Record<RefusalReason, number>>;

export const NO_REFUSALS: RefusedAttempts = { challenge: 0, address: 0, email: 0, day: 0, consent: 0 };

export const refusedTotal = (refused: RefusedAttempts): number =>
  REFUSAL_REASONS.reduce((sum, reason) => sum + refused[reason], 0);

/** The translation key of each refusal (SQL raises the same). */
export const REFUSAL_KEYS: Readonly<Record<RefusalReason, string>> = {
  challenge: 'reservations.validation.challengeFailed',
  address: 'reservations.validation.tooManyFromAddress',
  email: 'reservations.validation.tooManyForEmail',
  day: 'reservations.validation.tooManyToday',
  consent: 'consent.validation.tooMany',
};
