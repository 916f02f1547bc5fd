import type { ConfirmationSender } from '../ports/confirmation-sender';
import type { Language, Reservation } from '../../domain/reservation/reservation';

/**
 * How long a booking or a status change waits for the e-mail delivery before it answers anyway. Waiting lets
 * the request leave before the tab is closed; the cap keeps a slow mail server from holding the page. The
 * e-mails are queued by the store either way, so a delivery cut short is retried later (decision 0078).
 */
export const CONFIRMATION_WAIT_MS = 4_000;

/** Asks for a reservation's due e-mails to go out; a failure is only logged and never fails the caller. */
export const requestDelivery = async (
  confirmations: ConfirmationSender,
  reservation: Reservation,
  language: Language,
): Promise<void> => {
  const logged = Promise.resolve()
    .then(() => confirmations.send(reservation, language))
    .then(
      (sent) => {
        if (!sent.ok) console.error('The confirmation e-mail was not sent:', sent.error);
      },
      (error: unknown) => console.error('The confirmation e-mail was not sent:', error),
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CONFIRMATION_WAIT_MS);
  });
  await Promise.race([logged, cap]);
  clearTimeout(timer);
};
