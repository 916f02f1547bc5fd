import type { ConsentPreferences } from './consent';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The browser's consent entry, or null for anything else found under its key. Accepts exactly what
 * consentPreferencesSchema accepts (essential true, three booleans, a version and an expiry as strings;
 * other keys dropped), without zod, so that the startup does not load it (docs/performance.md).
 */
export const readConsentPreferences = (value: unknown): ConsentPreferences | null => {
  if (!isRecord(value)) return null;
  const { essential, functional, analytics, marketing, version, expires } = value;
  if (essential !== true) return null;
  if (typeof functional !== 'boolean' || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') {
    return null;
  }
  if (typeof version !== 'string' || typeof expires !== 'string') return null;
  return { essential, functional, analytics, marketing, version, expires };
};
