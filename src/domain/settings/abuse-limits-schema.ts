import { z } from 'zod';
import { ABUSE_LIMIT_MAX, ABUSE_LIMIT_MIN, type AbuseLimits } from './abuse-limits';

/**
 * Valid limits against abuse: the settings form and both adapters check them before saving, and
 * public.abuse_limits_valid() in SQL holds the same bounds. Messages are admin translation keys.
 */
const key = 'settings.abuseLimits.validation.number';
const limit = z.number(key).int(key).min(ABUSE_LIMIT_MIN, key).max(ABUSE_LIMIT_MAX, key);

// Unknown keys are dropped on parsing, so what is saved has exactly the six keys SQL accepts.
export const abuseLimitsSchema = z.object({
  bookingsPerAddressPerHour: limit,
  bookingsPerEmailPerDay: limit,
  bookingsPerDay: limit,
  consentsPerAddressPerHour: limit,
  mailsPerAddressPerDay: limit,
  movesPerBooking: limit,
}) satisfies z.ZodType<AbuseLimits, unknown>;
