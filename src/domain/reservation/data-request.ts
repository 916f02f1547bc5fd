import { mailboxOf } from './mailbox';
import type { EmailKind, EmailState } from './guest-emails';
import type { Reservation } from './reservation';

/**
 * A guest's request for their data (GDPR Art. 15 and 17): staff export everything stored
 * about one e-mail address, or erase it. Each request is logged without the address (decision 0081).
 */

/** An outbox row of an exported booking: what was sent or due, never the rendered mail. */
export interface ExportedEmail {
  readonly reservation_id: string;
  readonly kind: EmailKind;
  readonly reason: string | null;
  readonly state: EmailState;
  readonly sent_at: string | null;
  readonly created_at: string;
}

/** Everything stored about one address: its reservations and their e-mails. */
export interface PersonalDataExport {
  /** The address as the request compared it (trimmed, lower case). */
  readonly email: string;
  readonly exportedAt: string;
  readonly reservations: readonly Reservation[];
  readonly emails: readonly ExportedEmail[];
}

/** The translation key of an address a request cannot use. */
export const DATA_REQUEST_EMAIL_INVALID = 'settings.dataRequest.validation.email';

/** The address as requests compare it (trimmed, lower case), or null when it cannot be one. */
export const dataRequestEmail = (email: string): string | null => {
  const normal = email.trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+$/.test(normal) && normal.length <= 254 ? normal : null;
};

/** Whether a stored address reaches the mailbox of a request's address, however either is spelled. */
export const belongsTo = (storedEmail: string | null, requested: string): boolean =>
  storedEmail !== null && mailboxOf(storedEmail) === mailboxOf(requested);

/** The export's file name: the date only, so the address is not in a downloads folder's listing. */
export const exportFileName = (data: PersonalDataExport): string =>
  `personal-data-${data.exportedAt.slice(0, 10)}.json`;
