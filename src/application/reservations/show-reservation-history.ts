import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Every recorded change of a booking, oldest first, for its details. */
export class ShowReservationHistory {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof ShowReservationHistory.inject>) {}

  execute(id: Id) {
    return this.deps.reservations.history(id);
  }
}
