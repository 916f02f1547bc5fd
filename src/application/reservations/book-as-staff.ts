import type { StaffBookingDraft } from '../../domain/reservation/staff-booking';
import { Ports, type Deps } from '../ports/tokens';
import { requestDelivery } from './request-delivery';

/**
 * Staff take a booking at the host stand (by phone, in person, by e-mail) or seat a walk-in. The store holds
 * it to the room and refuses with every reason, or sets the room's rules aside with the staff's reason; the
 * guest who gave an address then gets the confirmation in their language, asked to go out at once (a failure
 * there is only logged: the outbox retries it).
 */
export class BookAsStaff {
  static readonly inject = {
    reservations: Ports.reservations,
    confirmations: Ports.confirmationSender,
  };
  constructor(private readonly deps: Deps<typeof BookAsStaff.inject>) {}

  async execute(draft: StaffBookingDraft) {
    const booked = await this.deps.reservations.bookAsStaff(draft);
    // Not awaited: the host's screen answers as soon as the store has; staff keep the admin open while
    // the e-mail goes out, and the outbox's schedule sends whatever a closed tab left behind.
    if (booked.ok && booked.value.customer_email !== null) {
      void requestDelivery(this.deps.confirmations, booked.value, booked.value.language_preference);
    }
    return booked;
  }
}
