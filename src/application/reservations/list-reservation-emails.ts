import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** The e-mails about one reservation and how far each got, for its detail dialog (decision 0078). */
export class ListReservationEmails {
  static readonly inject = { confirmations: Ports.confirmationSender };
  constructor(private readonly deps: Deps<typeof ListReservationEmails.inject>) {}

  execute(reservationId: Id) {
    return this.deps.confirmations.deliveries(reservationId);
  }
}
