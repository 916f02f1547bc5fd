import type { RefusedAttempts } from '../../domain/settings/abuse-limits';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** How many public bookings and consent records the limits refused today, for the dashboard (staff). */
export class CountRefusedAttempts {
  static readonly inject = { abuseBounds: Ports.abuseBounds };
  constructor(private readonly deps: Deps<typeof CountRefusedAttempts.inject>) {}

  execute(): Promise<Result<RefusedAttempts, PortError>> {
    return this.deps.abuseBounds.refusedToday();
  }
}
