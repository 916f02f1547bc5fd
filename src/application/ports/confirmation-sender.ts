import type { EmailDelivery } from '../../domain/reservation/guest-emails';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import type { Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';

/**
 * Delivers the e-mails about bookings (the edge function send-reservation-confirmation; decision 0078). The
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
}
