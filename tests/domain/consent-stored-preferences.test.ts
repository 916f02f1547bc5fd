import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentPreferencesSchema } from '../../src/domain/consent/consent-schema';
import { readConsentPreferences } from '../../src/domain/consent/stored-preferences';

/** What the schema makes of a value: the parsed entry or null, to compare with the zod-free guard. */
const bySchema = (value: unknown) => {
  const parsed = consentPreferencesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const valid = fc.record({
  essential: fc.constant(true as const),
  functional: fc.boolean(),
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  version: fc.string(),
  expires: fc.string(),
});
/** Entries close to valid ones: each field missing, of the right type or of any other. */
const nearlyValid = fc.record(
  {
    essential: fc.oneof(fc.boolean(), fc.anything()),
    functional: fc.oneof(fc.boolean(), fc.anything()),
    analytics: fc.oneof(fc.boolean(), fc.anything()),
    marketing: fc.oneof(fc.boolean(), fc.anything()),
    version: fc.oneof(fc.string(), fc.anything()),
    expires: fc.oneof(fc.string(), fc.anything()),
  },
  { requiredKeys: [] },
);
const withExtraKeys = <T extends object>(entry: fc.Arbitrary<T>) =>
  fc.tuple(entry, fc.dictionary(fc.string(), fc.anything())).map(([e, extra]) => ({ ...extra, ...e }));

describe('readConsentPreferences', () => {
  it('agrees with consentPreferencesSchema on arbitrary values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), nearlyValid, withExtraKeys(nearlyValid)), (value) => {
        expect(readConsentPreferences(value)).toStrictEqual(bySchema(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every valid entry as the schema does, dropping other keys', () => {
    fc.assert(
      fc.property(fc.oneof(valid, withExtraKeys(valid)), (value) => {
        const read = readConsentPreferences(value);
        expect(read).not.toBeNull();
        expect(read).toStrictEqual(bySchema(value));
      }),
    );
  });

  it('refuses what is not an entry', () => {
    for (const value of [null, undefined, 'consent', 1, [], [true], { essential: false }]) {
      expect(readConsentPreferences(value)).toBeNull();
    }
  });
});
