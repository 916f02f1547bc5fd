import type { ConfirmationSender } from '../../src/application/ports/confirmation-sender';
import type { Language, Reservation } from '../../src/domain/reservation/reservation';
import { ok, type PortError, type Result } from '../../src/domain/shared/result';

/** A ConfirmationSender that records what it was asked to send and answers as told. */
export const recordingSender = (
  answer: (reservation: Reservation) => Promise<Result<void, PortError>> = async () => ok(undefined),
) => {
  const sent: { reservation: Reservation; language: Language }[] = [];
  const sender: ConfirmationSender & { sent: typeof sent } = {
    sent,
    send: (reservation, language) => {
      sent.push({ reservation, language });
      return answer(reservation);
    },
    deliveries: async () => ok([]),
  };
  return sender;
};
