import { CONSENT_VERSION, type ConsentChoice, type ConsentPreferences, type ConsentRecord } from './consent';
import { isOffered } from './purposes';

/** A visitor's own toggles from the Customize dialog; essential cookies cannot be refused. */
export type CustomConsent = Pick<ConsentChoice, 'functional' | 'analytics' | 'marketing'>;
/** The three ways the cookie banner lets a visitor consent. */
export type ConsentKind = 'all' | 'essential' | CustomConsent;

/** Consent counts only for the current version and until it expires. */
export const isValidConsent = (
  preferences: Pick<ConsentPreferences, 'version' | 'expires'>,
  now: Date,
): boolean => preferences.version === CONSENT_VERSION && Date.parse(preferences.expires) > now.getTime();

export const isValidConsentRecord = (
  record: Pick<ConsentRecord, 'consent_version' | 'expires_at'>,
  now: Date,
) => isValidConsent({ version: record.consent_version, expires: record.expires_at }, now);

/** Consent lasts one calendar year from the moment it is given. */
export const expiryFrom = (now: Date): Date => {
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
};

/**
 * The four flags a consent records. A category nothing uses is never consented to, not even by "accept all":
 * a visitor cannot agree to a purpose that does not exist (purposes.ts).
 */
const choiceFor = (kind: ConsentKind): ConsentChoice => {
  const wanted = (category: 'functional' | 'analytics' | 'marketing') =>
    isOffered(category) && (kind === 'all' || (kind !== 'essential' && kind[category]));
  return {
    essential: true,
    functional: wanted('functional'),
    analytics: wanted('analytics'),
    marketing: wanted('marketing'),
  };
};

/** The entry the browser keeps after the visitor chooses. */
export const preferencesFor = (kind: ConsentKind, now: Date): ConsentPreferences => ({
  ...choiceFor(kind),
  version: CONSENT_VERSION,
  expires: expiryFrom(now).toISOString(),
});

/** The four flags of a preferences entry, as the server records them. */
export const choiceOf = (preferences: ConsentChoice): ConsentChoice => ({
  essential: true,
  functional: preferences.functional,
  analytics: preferences.analytics,
  marketing: preferences.marketing,
});

/** The browser entry that mirrors a record found on the server, so the next load needs no request. */
export const preferencesFromRecord = (record: ConsentRecord): ConsentPreferences => ({
  essential: true,
  functional: record.functional_cookies,
  analytics: record.analytics_cookies,
  marketing: record.marketing_cookies,
  version: record.consent_version,
  expires: record.expires_at,
});

/** Whether a browser's entry allows functional storage now (the remembered contact details, purposes.ts). */
export const allowsFunctional = (preferences: ConsentPreferences | null, now: Date): boolean =>
  preferences !== null && isValidConsent(preferences, now) && preferences.functional;
