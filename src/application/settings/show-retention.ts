import type { RetentionSettings } from '../../domain/settings/retention';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** How long personal data is kept, for the privacy statement and Settings. */
export class ShowRetention {
  static readonly inject = { retention: Ports.retention };
  constructor(private readonly deps: Deps<typeof ShowRetention.inject>) {}

  execute(): Promise<Result<RetentionSettings, PortError>> {
    return this.deps.retention.retention();
  }
}
