import {
  MANAGE_TOKEN_PATTERN,
  selfServiceRefusal,
  type GuestReservation,
} from '../../domain/reservation/self-service';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/**
 * A guest cancels their booking from its self-service link. The store decides whether it still may (pending
 * or confirmed, not yet begun) and frees its covers at once; the answer is the cancelled booking.
 */
export class CancelReservationByToken {
  static readonly inject = { selfService: Ports.reservationSelfService };
  constructor(private readonly deps: Deps<typeof CancelReservationByToken.inject>) {}

  async execute(token: string): Promise<Result<GuestReservation, PortError>> {
    if (!MANAGE_TOKEN_PATTERN.test(token)) return selfServiceRefusal('invalid');
    return this.deps.selfService.cancel(token);
  }
}
