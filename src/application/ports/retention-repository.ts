import type { RetentionSettings } from '../../domain/settings/retention';
import type { PortError, Result } from '../../domain/shared/result';

/** How long guests' personal data is kept (one value, read by the privacy statement and Settings). */
export interface RetentionRepository {
  /** The setting in force; the defaults until the owner saves another. */
  retention(): Promise<Result<RetentionSettings, PortError>>;
  /** Replaces it (admin); an invalid one is refused with its translation key. */
  save(retention: RetentionSettings): Promise<Result<RetentionSettings, PortError>>;
}
