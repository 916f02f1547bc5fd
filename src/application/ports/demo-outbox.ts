import type { EmailKind } from '../../domain/reservation/guest-emails';
import type { Language } from '../../domain/reservation/reservation';
import type { IsoInstant } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';

/** An e-mail as the offline demo keeps it, rendered exactly as the real one is sent. */
export interface SentConfirmation {
  /** The outbox row's id (a booking has several e-mails). */
  readonly id: string;
  readonly reservation_id: string;
  readonly kind: EmailKind;
  readonly to: string;
  readonly language: Language;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The attached calendar entry, RFC 5545 text; null for the kinds that carry none. */
  readonly calendar: string | null;
  readonly sent_at: IsoInstant;
}

/**
 * The offline demo's outbox: the e-mails it rendered instead of sending them, for a visitor to read. Only the
 * demo binds this port; in production e-mail leaves by SMTP and there is nothing to read back.
 */
export interface DemoOutbox {
  /** The sent e-mails, newest first. */
  outbox(): Promise<Result<SentConfirmation[], PortError>>;
}
