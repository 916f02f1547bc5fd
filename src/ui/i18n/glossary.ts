import type { TFunction } from 'i18next';

/*
 * The words the admin and the public site must say alike: dietary tags and reservation
 * statuses have one translation per language, in common:glossary, which every page loads. A tag staff made
 * up themselves is shown as they wrote it. tests/i18n/glossary.test.ts keeps the glossary whole and single.
 */

export const dietaryTagLabel = (t: TFunction, tag: string): string =>
  t(`glossary.dietary.${tag}`, { ns: 'common', defaultValue: tag });

export const reservationStatusLabel = (t: TFunction, status: string): string =>
  t(`glossary.reservationStatus.${status}`, { ns: 'common' });
