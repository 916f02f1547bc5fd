import {
  MANAGE_TOKEN_PATTERN,
  selfServiceRefusal,
  type GuestReservation,
} from '../../domain/reservation/self-service';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/**
 * A guest opens the self-service link of a booking: the booking as the guest page shows it. A link that
 * cannot be a token (cut off by a mail program, typed wrong) is refused without asking the store.
 */
export class ShowReservationByToken {
  static readonly inject = { selfService: Ports.reservationSelfService };
  constructor(private readonly deps: Deps<typeof ShowReservationByToken.inject>) {}

  async execute(token: string): Promise<Result<GuestReservation, PortError>> {
    if (!MANAGE_TOKEN_PATTERN.test(token)) return selfServiceRefusal('invalid');
    return this.deps.selfService.show(token);
  }
}
