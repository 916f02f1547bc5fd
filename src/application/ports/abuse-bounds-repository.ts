import type { AbuseLimits, RefusedAttempts } from '../../domain/settings/abuse-limits';
import type { PortError, Result } from '../../domain/shared/result';

/** The limits against abuse (Settings) and what they refused today (the dashboard). Decision 0087. */
export interface AbuseBoundsRepository {
  /** The limits in force; the defaults until the owner saves others. */
  limits(): Promise<Result<AbuseLimits, PortError>>;
  /** Replaces them (admin); invalid numbers are refused with their translation key. */
  save(limits: AbuseLimits): Promise<Result<AbuseLimits, PortError>>;
  /** Public bookings and consent records refused today by reason (staff only). */
  refusedToday(): Promise<Result<RefusedAttempts, PortError>>;
}
