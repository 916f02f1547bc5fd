import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConsentRecord } from '../../src/domain/consent/consent';
import { consentRecordInputSchema } from '../../src/domain/consent/consent-schema';
import {
  expiryFrom,
  isValidConsent,
  preferencesFor,
  preferencesFromRecord,
  type ConsentKind,
} from '../../src/domain/consent/validity';
import { OFFERED_CONSENT_CATEGORIES } from '../../src/domain/consent/purposes';

const DAY = 86_400_000;
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const kind: fc.Arbitrary<ConsentKind> = fc.oneof(
  fc.constantFrom('all' as const, 'essential' as const),
  fc.record({ functional: fc.boolean(), analytics: fc.boolean(), marketing: fc.boolean() }),
);

describe('consent validity', () => {
  it('is valid until 1 ms before expiry and invalid from the expiry instant on', () => {
    fc.assert(
      fc.property(kind, instant, (k, now) => {
        const preferences = preferencesFor(k, now);
        const expiry = Date.parse(preferences.expires);
        expect(isValidConsent(preferences, new Date(expiry - 1))).toBe(true);
        expect(isValidConsent(preferences, new Date(expiry))).toBe(false);
        expect(isValidConsent(preferences, now)).toBe(true);
      }),
    );
  });

  it('is never valid for another version or an unreadable date', () => {
    fc.assert(
      fc.property(
        fc.string().filter((v) => v !== '1.0'),
        instant,
        (version, now) => {
          const preferences = { ...preferencesFor('all', now), version };
          expect(isValidConsent(preferences, now)).toBe(false);
        },
      ),
    );
    expect(isValidConsent({ version: '1.0', expires: 'soon' }, new Date())).toBe(false);
  });

  it('expires one calendar year after it is given', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const expiry = expiryFrom(now);
        expect(expiry.getUTCFullYear()).toBe(now.getUTCFullYear() + 1);
        const days = (expiry.getTime() - now.getTime()) / DAY;
        expect(days === 365 || days === 366).toBe(true);
      }),
    );
    expect(expiryFrom(new Date('2026-06-15T10:00:00.000Z')).toISOString()).toBe('2027-06-15T10:00:00.000Z');
  });

  it('keeps essential on and the chosen flags of the offered categories; unused ones stay off', () => {
    const now = new Date('2026-06-15T10:00:00Z');
    // The site uses browser storage for essential and functional purposes only (purposes.ts).
    expect(OFFERED_CONSENT_CATEGORIES).toEqual(['essential', 'functional']);
    expect(preferencesFor('all', now)).toMatchObject({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    expect(preferencesFor('essential', now)).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    fc.assert(
      fc.property(
        fc.record({ functional: fc.boolean(), analytics: fc.boolean(), marketing: fc.boolean() }),
        (choice) => {
          expect(preferencesFor(choice, now)).toEqual({
            essential: true,
            functional: choice.functional,
            analytics: false,
            marketing: false,
            version: '1.0',
            expires: '2027-06-15T10:00:00.000Z',
          });
        },
      ),
    );
  });

  it('turns a server record into the same browser entry', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        instant,
        (functional, analytics, marketing, at) => {
          const record: ConsentRecord = {
            id: 'c1',
            user_session_id: 's1',
            consent_version: '1.0',
            essential_cookies: true,
            functional_cookies: functional,
            analytics_cookies: analytics,
            marketing_cookies: marketing,
            expires_at: at.toISOString(),
            ip_address: null,
            user_agent: null,
            language_preference: 'de',
            created_at: at.toISOString(),
          };
          expect(preferencesFromRecord(record)).toEqual({
            essential: true,
            functional,
            analytics,
            marketing,
            version: '1.0',
            expires: at.toISOString(),
          });
        },
      ),
    );
  });
});

describe('consent record input', () => {
  const choice = { essential: true, functional: false, analytics: false, marketing: false } as const;

  it('accepts session ids of 1 to 100 characters and user agents up to 500', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim() === s && s !== ''),
        fc.option(fc.string({ maxLength: 500 }), { nil: null }),
        (sessionId, userAgent) => {
          expect(
            consentRecordInputSchema.safeParse({ sessionId, choice, userAgent, language: 'de' }).success,
          ).toBe(true);
        },
      ),
    );
  });

  it('refuses an empty or over-long session id, a longer user agent, and essential cookies off', () => {
    const base = { sessionId: 's1', choice, userAgent: null, language: null };
    for (const input of [
      { ...base, sessionId: '' },
      { ...base, sessionId: '   ' },
      { ...base, sessionId: 'x'.repeat(101) },
      { ...base, userAgent: 'x'.repeat(501) },
      { ...base, choice: { ...choice, essential: false } },
    ]) {
      expect(consentRecordInputSchema.safeParse(input).success).toBe(false);
    }
  });
});
