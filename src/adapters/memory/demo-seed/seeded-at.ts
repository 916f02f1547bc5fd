import type { IsoInstant } from '../../../domain/shared/entity';

/**
 * When the demo content was "written". Rows whose meaning does not depend on the day carry this fixed
 * instant, so that a reset gives byte-identical tables apart from the rows that follow the clock.
 */
export const SEEDED_AT: IsoInstant = '2025-01-15T08:00:00.000Z';

export const SEEDED = { created_at: SEEDED_AT, updated_at: SEEDED_AT } as const;
