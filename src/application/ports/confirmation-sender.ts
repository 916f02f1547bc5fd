import type { EmailDelivery, EmailKind } from '../../domain/reservation/guest-emails';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import type { Id, IsoInstant } from '../../domain/shared/entity';
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
 * Delivers the e-mails about bookings (spec section 7: send-reservation-confirmation; decision 0078). The
 * e-mails themselves are queued by the store with each change (an outbox), so none is lost when the browser
 * goes away; this asks for the queue to be delivered now and reads its state back for staff.
 */
export interface ConfirmationSender {
  /**
   * Delivers the due e-mails of a stored reservation (its "received" mail after a booking, the restaurant's
   * decision after a status change). Calling again sends nothing already sent.
   */
  send(reservation: Reservation, language: Language): Promise<Result<void, PortError>>;
  /** The reservation's e-mails and how far each got (admin), oldest first. */
  deliveries(reservationId: Id): Promise<Result<EmailDelivery[], PortError>>;
  /** Whether sent e-mails can be read back: only the offline demo keeps them, in an outbox. */
  readonly keepsOutbox: boolean;
  /** The demo's outbox, newest first; empty where e-mail really leaves. */
  outbox(): Promise<Result<SentConfirmation[], PortError>>;
}
