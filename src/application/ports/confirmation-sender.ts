import type { Language, Reservation } from '../../domain/reservation/reservation';
import type { IsoInstant } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';

/** A confirmation e-mail as the offline demo keeps it, rendered exactly as the real one is sent. */
export interface SentConfirmation {
  readonly reservation_id: string;
  readonly to: string;
  readonly language: Language;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The attached calendar entry, RFC 5545 text. */
  readonly calendar: string;
  readonly sent_at: IsoInstant;
}

/** Asks for the reservation confirmation e-mail (spec section 7: send-reservation-confirmation). */
export interface ConfirmationSender {
  /** Sends the confirmation of a stored reservation once; calling again for the same one sends nothing. */
  send(reservation: Reservation, language: Language): Promise<Result<void, PortError>>;
  /** Whether sent e-mails can be read back: only the offline demo keeps them, in an outbox. */
  readonly keepsOutbox: boolean;
  /** The demo's outbox, newest first; empty where e-mail really leaves. */
  outbox(): Promise<Result<SentConfirmation[], PortError>>;
}
