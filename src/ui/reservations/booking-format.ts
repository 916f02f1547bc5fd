import type { Language } from '../../domain/reservation/reservation';
import { formatted } from '../i18n/formatted-texts';

const LOCALES: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' };

/**
 * A booked day in long form with its weekday ('Samstag, 20. Juni 2026'). The date is a calendar day in
 * Berlin, not an instant, so it is read at noon UTC and printed in UTC: the same day in every zone.
 */
export const formatBookingDate = (language: Language, date: string): string =>
  formatted(`booking-date|${language}|${date}`, () => {
    const [y, m, d] = date.split('-').map(Number);
    return new Intl.DateTimeFormat(LOCALES[language], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)));
  });
