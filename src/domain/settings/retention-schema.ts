import { z } from 'zod';
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN, type RetentionSettings } from './retention';

/**
 * A valid retention setting: the settings form and both adapters check it before saving, and
 * public.restaurant_retention_valid() in SQL holds the same bounds. Messages are admin translation keys.
 */
const key = 'settings.retention.validation.days';

export const retentionSchema = z.object({
  reservationDays: z.number(key).int(key).min(RETENTION_DAYS_MIN, key).max(RETENTION_DAYS_MAX, key),
}) satisfies z.ZodType<RetentionSettings, unknown>;
