import type { RetentionSettings } from '../../domain/settings/retention';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The owner sets how long personal data is kept (admin); the store refuses an invalid setting. */
export class SaveRetention {
  static readonly inject = { retention: Ports.retention };
  constructor(private readonly deps: Deps<typeof SaveRetention.inject>) {}

  execute(retention: RetentionSettings): Promise<Result<RetentionSettings, PortError>> {
    return this.deps.retention.save(retention);
  }
}
