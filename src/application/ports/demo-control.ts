import type { PortError, Result } from '../../domain/shared/result';

/**
 * What only the offline demo has: a way back to the seeded content, and a busy year to look at. Only the demo
 * binds this port, so production has no such ability at all (screens ask canResolve()).
 */
export interface DemoControl {
  reset(): Promise<Result<void, PortError>>;
  /**
   * Replaces the demo's generated bookings by a busy year of them (about 20,000 around today), keeping the
   * seed's and the visitor's own; answers how many it generated.
   */
  fillBusyYear(): Promise<Result<{ readonly count: number }, PortError>>;
}
