import { z } from 'zod';
import { EMAIL_PATTERN } from './booking-schema';
import { LANGUAGES, STAFF_SOURCES } from './reservation';

/** The largest party staff can enter: the whole room for a private event, not the online form's limit. */
export const STAFF_MAX_PARTY_SIZE = 100;

/** The host's reason for setting the room's rules aside, at most this long. */
export const OVERRIDE_REASON_MAX_LENGTH = 500;

/** The most tables one booking is seated at. */
export const MAX_TABLES_PER_BOOKING = 12;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const optionalText = (max: number, key = 'reservations.validation.tooLong') =>
  z
    .string()
    .trim()
    .max(max, key)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * What staff type for a booking, new or changed: the guest's name and contact (an e-mail only when the guest
 * gives one), when, how many, where, the guest's wishes and the staff's own notes. The same limits as the
 * SQL functions book_reservation_as_staff() and change_reservation_as_staff().
 */
const staffFields = {
  customer_name: z
    .string({ error: 'reservations.validation.nameRequired' })
    .trim()
    .min(1, 'reservations.validation.nameRequired')
    .max(200, 'reservations.validation.tooLong')
    .refine((name) => !CONTROL_CHARACTERS.test(name), 'reservations.validation.nameInvalid'),
  customer_email: z
    .string()
    .trim()
    .max(254, 'reservations.validation.emailInvalid')
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), 'reservations.validation.emailInvalid')
    .nullish()
    .transform((email) => (email ? email : null)),
  customer_phone: optionalText(40, 'reservations.validation.phoneInvalid').refine(
    (phone) => phone === null || !CONTROL_CHARACTERS.test(phone),
    'reservations.validation.phoneInvalid',
  ),
  reservation_date: z.iso.date({ error: 'reservations.validation.dateRequired' }),
  reservation_time: z
    .string({ error: 'reservations.validation.timeRequired' })
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'reservations.validation.timeRequired'),
  party_size: z
    .number({ error: 'reservations.validation.partySizeMin' })
    .int('reservations.validation.partySizeMin')
    .min(1, 'reservations.validation.partySizeMin')
    .max(STAFF_MAX_PARTY_SIZE, 'admin:hostStand.validation.partyTooLarge'),
  special_requests: optionalText(2000),
  admin_notes: optionalText(2000),
  language_preference: z.enum(LANGUAGES, { error: 'reservations.validation.language' }),
  /** The tables staff chose; null to seat the party at the best free table. */
  table_ids: z
    .array(z.string().min(1).max(100), { error: 'admin:hostStand.validation.tableUnknown' })
    .min(1, 'admin:hostStand.validation.tableUnknown')
    .max(MAX_TABLES_PER_BOOKING, 'admin:hostStand.validation.tableUnknown')
    .nullable(),
  /** Given when staff set the room's rules aside: why, recorded with who did it. */
  override_reason: optionalText(OVERRIDE_REASON_MAX_LENGTH, 'admin:hostStand.validation.reasonTooLong'),
};

/** A guest staff will want to reach: a phone number or an address, except for a walk-in who is here. */
const reachable = (booking: {
  source: string;
  customer_email: string | null;
  customer_phone: string | null;
}): boolean =>
  booking.source === 'walk_in' || booking.customer_email !== null || booking.customer_phone !== null;

/** A booking staff take: by phone, in person, by e-mail, or a walk-in seated now. */
export const staffBookingSchema = z
  .object({
    ...staffFields,
    source: z.enum(STAFF_SOURCES, { error: 'admin:hostStand.validation.source' }),
    submission_key: z
      .string({ error: 'reservations.validation.submissionKey' })
      .trim()
      .min(1, 'reservations.validation.submissionKey')
      .max(100, 'reservations.validation.submissionKey'),
  })
  .refine(reachable, { message: 'admin:hostStand.validation.contactRequired', path: ['customer_phone'] });

export type StaffBookingDraft = z.input<typeof staffBookingSchema>;
export type ValidStaffBooking = z.output<typeof staffBookingSchema>;

/** A change staff make to a booking: every field as it should be afterwards. */
export const staffChangeSchema = z.object(staffFields);

export type StaffChangeDraft = z.input<typeof staffChangeSchema>;
export type ValidStaffChange = z.output<typeof staffChangeSchema>;
