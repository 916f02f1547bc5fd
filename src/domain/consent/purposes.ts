import { CONSENT_CATEGORIES, type ConsentCategory } from './consent';

/**
 * Everything the site keeps in a visitor's browser, each with the consent category it needs. The cookie
 * dialog offers exactly the categories that appear here, and the privacy statement lists the same
 * purposes, so the two cannot disagree. A new use of browser storage starts with an entry here.
 */
export const CONSENT_PURPOSES = [
  { id: 'language', category: 'essential', storage: ['tischlein.language'] },
  { id: 'consentChoice', category: 'essential', storage: ['tischlein.consent', 'tischlein.session-id'] },
  { id: 'staffSession', category: 'essential', storage: ['sb-…-auth-token'] },
  { id: 'guestDetails', category: 'functional', storage: ['tischlein.guest-details'] },
] as const satisfies readonly {
  readonly id: string;
  readonly category: ConsentCategory;
  readonly storage: readonly string[];
}[];

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const purposesOf = (category: ConsentCategory): readonly ConsentPurpose[] =>
  CONSENT_PURPOSES.filter((purpose) => purpose.category === category);

/** The categories something in the site uses, in the order of CONSENT_CATEGORIES; only these are offered. */
export const OFFERED_CONSENT_CATEGORIES: readonly ConsentCategory[] = CONSENT_CATEGORIES.filter(
  (category) => purposesOf(category).length > 0,
);

/** The categories of CONSENT_CATEGORIES that nothing uses: never asked for, always recorded as refused. */
export const UNUSED_CONSENT_CATEGORIES: readonly ConsentCategory[] = CONSENT_CATEGORIES.filter(
  (category) => !OFFERED_CONSENT_CATEGORIES.includes(category),
);

export const isOffered = (category: ConsentCategory): boolean =>
  OFFERED_CONSENT_CATEGORIES.includes(category);
