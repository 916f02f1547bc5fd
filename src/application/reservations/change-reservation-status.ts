import type { ReservationStatus } from '../../domain/reservation/reservation';
import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** An admin moves a reservation to another status, saving the dialog's notes with it when given. */
export class ChangeReservationStatus {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof ChangeReservationStatus.inject>) {}

  execute(id: Id, status: ReservationStatus, adminNotes?: string | null) {
    return this.deps.reservations.changeStatus(id, status, adminNotes);
  }
}
