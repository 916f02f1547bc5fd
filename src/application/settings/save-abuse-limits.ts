import type { AbuseLimits } from '../../domain/settings/abuse-limits';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The owner sets the limits against abuse (admin); the store refuses invalid numbers. */
export class SaveAbuseLimits {
  static readonly inject = { abuseBounds: Ports.abuseBounds };
  constructor(private readonly deps: Deps<typeof SaveAbuseLimits.inject>) {}

  execute(limits: AbuseLimits): Promise<Result<AbuseLimits, PortError>> {
    return this.deps.abuseBounds.save(limits);
  }
}
