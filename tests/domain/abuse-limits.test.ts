// The limits against abuse: the defaults the SQL column starts with (tests/sql/abuse-bounds.test.ts checks
// they are equal) and the bounds the settings form, both adapters and abuse_limits_valid() share.
import { describe, expect, it } from 'vitest';

import {
  ABUSE_LIMIT_KEYS,
  DEFAULT_ABUSE_LIMITS,
  NO_REFUSALS,
  refusedTotal,
} from '../../src/domain/settings/abuse-limits';
import { abuseLimitsSchema } from '../../src/domain/settings/abuse-limits-schema';

describe('abuse limits', () => {
  it('default to the numbers of decision 0087, which the schema accepts', () => {
    expect(DEFAULT_ABUSE_LIMITS).toEqual({
      bookingsPerAddressPerHour: 10,
      bookingsPerEmailPerDay: 3,
      bookingsPerDay: 200,
      consentsPerAddressPerHour: 30,
      mailsPerAddressPerDay: 5,
      movesPerBooking: 3,
    });
    expect(Object.keys(DEFAULT_ABUSE_LIMITS).sort()).toEqual([...ABUSE_LIMIT_KEYS].sort());
    expect(abuseLimitsSchema.safeParse(DEFAULT_ABUSE_LIMITS).success).toBe(true);
  });

  it('accept whole numbers from 1 to 100,000 only, and drop unknown keys', () => {
    for (const bad of [0, -1, 1.5, 100_001, Number.NaN]) {
      const parsed = abuseLimitsSchema.safeParse({ ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: bad });
      expect(parsed.success ? 'accepted' : parsed.error.issues[0]!.message).toBe(
        'settings.abuseLimits.validation.number',
      );
    }
    const parsed = abuseLimitsSchema.safeParse({
      ...DEFAULT_ABUSE_LIMITS,
      extra: 1,
      bookingsPerDay: 100_000,
    });
    expect(parsed.success && parsed.data).toEqual({ ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: 100_000 });
  });

  it('total the refusals of all reasons', () => {
    expect(refusedTotal(NO_REFUSALS)).toBe(0);
    expect(refusedTotal({ ...NO_REFUSALS, address: 3, challenge: 2, consent: 1 })).toBe(6);
  });
});
