import type { PortError, Result } from '../../domain/shared/result';

/** What only the offline demo has: a way back to the seeded content. */
export interface DemoControl {
  readonly isDemo: boolean;
  reset(): Promise<Result<void, PortError>>;
}
