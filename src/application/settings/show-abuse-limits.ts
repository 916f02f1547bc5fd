import type { AbuseLimits } from '../../domain/settings/abuse-limits';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The limits against abuse in force, for Settings. */
export class ShowAbuseLimits {
  static readonly inject = { abuseBounds: Ports.abuseBounds };
  constructor(private readonly deps: Deps<typeof ShowAbuseLimits.inject>) {}

  execute(): Promise<Result<AbuseLimits, PortError>> {
    return this.deps.abuseBounds.limits();
  }
}
