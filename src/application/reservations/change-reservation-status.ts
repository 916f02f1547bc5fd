import type { ReservationStatus } from '../../domain/reservation/reservation';
import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';
import { requestDelivery } from './request-delivery';

/**
 * An admin moves a reservation to another status, saving the dialog's notes with it when given. The store
 * queues the guest's e-mail about the decision (with the optional reason, for a cancellation); it is then
 * delivered at once, and a failure there is only logged: the outbox retries it (decision 0078).
 */
export class ChangeReservationStatus {
  static readonly inject = {
    reservations: Ports.reservations,
    confirmations: Ports.confirmationSender,
  };
  constructor(private readonly deps: Deps<typeof ChangeReservationStatus.inject>) {}

  async execute(id: Id, status: ReservationStatus, adminNotes?: string | null, reason?: string | null) {
    const changed =
      reason === undefined
        ? await this.deps.reservations.changeStatus(id, status, adminNotes)
        : await this.deps.reservations.changeStatus(id, status, adminNotes, reason);
    if (changed.ok) {
      await requestDelivery(this.deps.confirmations, changed.value, changed.value.language_preference);
    }
    return changed;
  }
}
