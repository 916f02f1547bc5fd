import { z } from 'zod';
import { LANGUAGES } from './reservation';
import { MAX_PARTY_SIZE } from './party-size';

/** The same shape the database's check constraint accepts, so a form never passes what SQL refuses. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Line breaks and other control characters, which the database refuses in a name or a phone number. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'reservations.validation.tooLong')
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * What a guest fills in on the reservation form. The form and the BookTable use case run
 * this one schema; the rules that need the clock (date in the past, lead time) live in lead-time.ts.
 */
export const bookingSchema = z.object({
  customer_name: z
    .string({ error: 'reservations.validation.nameRequired' })
    .trim()
    .min(1, 'reservations.validation.nameRequired')
    .max(200, 'reservations.validation.tooLong')
    .refine((name) => !CONTROL_CHARACTERS.test(name), 'reservations.validation.nameInvalid'),
  customer_email: z
    .string({ error: 'reservations.validation.emailInvalid' })
    .trim()
    .max(254, 'reservations.validation.emailInvalid')
    .regex(EMAIL_PATTERN, 'reservations.validation.emailInvalid'),
  customer_phone: optionalText(40).refine(
    (phone) => phone === null || !CONTROL_CHARACTERS.test(phone),
    'reservations.validation.phoneInvalid',
  ),
  reservation_date: z.iso.date({ error: 'reservations.validation.dateRequired' }),
  // A wall-clock time; whether the restaurant serves then is the booking rules' (domain/settings).
  reservation_time: z
    .string({ error: 'reservations.validation.timeRequired' })
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'reservations.validation.timeRequired'),
  party_size: z
    .number({ error: 'reservations.validation.partySizeMin' })
    .int('reservations.validation.partySizeMin')
    .min(1, 'reservations.validation.partySizeMin')
    .max(MAX_PARTY_SIZE, 'reservations.validation.partySizeMax'),
  special_requests: optionalText(2000),
  /**
   * The event the guest signs up for; absent or null for a table booking. The event's own rules
   * (src/domain/event/seats.ts) then replace the opening hours: the store checks them.
   */
  event_id: z
    .uuid({ error: 'reservations.validation.eventUnknown' })
    .nullish()
    .transform((id) => id ?? null),
});

/** The form's values before validation. */
export type BookingInput = z.input<typeof bookingSchema>;
/** A valid booking: trimmed, with empty optional fields as null. */
export type Booking = z.output<typeof bookingSchema>;

/** A booking as it reaches the store: the form's fields plus the visitor's language and the submission key. */
export const reservationDraftSchema = bookingSchema.extend({
  language_preference: z.enum(LANGUAGES, { error: 'reservations.validation.language' }),
  submission_key: z
    .string({ error: 'reservations.validation.submissionKey' })
    .trim()
    .min(1, 'reservations.validation.submissionKey')
    .max(100, 'reservations.validation.submissionKey'),
});

/** A valid draft as the store receives it: trimmed, the optional fields (event_id among them) null when empty. */
export type ValidReservationDraft = z.output<typeof reservationDraftSchema>;
