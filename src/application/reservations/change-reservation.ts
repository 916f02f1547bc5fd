import type { StaffChangeDraft } from '../../domain/reservation/staff-booking';
import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';
import { requestDelivery } from './request-delivery';

/**
 * Staff change a booking: its guest, contact and notes, and (while it holds its table) its date, time,
 * party and tables, by the room's rules. A move sends the guest the "changed" e-mail with a new link,
 * delivered at once when possible.
 */
export class ChangeReservation {
  static readonly inject = {
    reservations: Ports.reservations,
    confirmations: Ports.confirmationSender,
  };
  constructor(private readonly deps: Deps<typeof ChangeReservation.inject>) {}

  async execute(id: Id, change: StaffChangeDraft) {
    const changed = await this.deps.reservations.changeAsStaff(id, change);
    // Not awaited: the host's screen answers as soon as the store has; staff keep the admin open while
    // the e-mail goes out, and the outbox's schedule sends whatever a closed tab left behind.
    if (changed.ok && changed.value.customer_email !== null) {
      void requestDelivery(this.deps.confirmations, changed.value, changed.value.language_preference);
    }
    return changed;
  }
}
