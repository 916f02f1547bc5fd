import type { IsoInstant } from '../shared/entity';

export const CONSENT_VERSION = '1.0';
export const CONSENT_CATEGORIES = ['essential', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The bounds of a consent record (consent-schema.ts and the SQL function record_consent()). */
export const MAX_SESSION_ID_LENGTH = 100;
export const MAX_USER_AGENT_LENGTH = 500;

/** What the visitor chose; essential is always on. */
export interface ConsentChoice {
  readonly essential: true;
  readonly functional: boolean;
  readonly analytics: boolean;
  readonly marketing: boolean;
}

/** The entry kept in the visitor's browser. */
export interface ConsentPreferences extends ConsentChoice {
  readonly version: string;
  readonly expires: IsoInstant;
}

/** The row stored on the server (consent_records). */
export interface ConsentRecord {
  readonly id: string;
  readonly user_session_id: string;
  readonly consent_version: string;
  readonly essential_cookies: boolean;
  readonly functional_cookies: boolean;
  readonly analytics_cookies: boolean;
  readonly marketing_cookies: boolean;
  readonly expires_at: IsoInstant;
  readonly ip_address: null;
  readonly user_agent: string | null;
  readonly language_preference: string | null;
  readonly created_at: IsoInstant;
}
