import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Save Notes in the details dialog: the notes change, the status stays. */
export class SaveReservationNotes {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof SaveReservationNotes.inject>) {}

  execute(id: Id, adminNotes: string | null) {
    return this.deps.reservations.saveNotes(id, adminNotes);
  }
}
