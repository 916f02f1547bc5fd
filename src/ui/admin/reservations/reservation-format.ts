import type { ReservationStatus } from '../../../domain/reservation/reservation';
import { RESTAURANT_TIME_ZONE } from '../../../domain/shared/time';

const LOCALES: Readonly<Record<string, string>> = { de: 'de-DE', en: 'en-US', zh: 'zh-CN' };
const localeOf = (language: string) => LOCALES[language] ?? 'de-DE';

/** Admin dates as 'MMM dd, yyyy' ('Jun 20, 2026'; '20. Juni 2026' in German), for a calendar day. */
export const formatAdminDate = (language: string, date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12)));
};

/** An instant (an e-mail's sending time) on the restaurant's clock. */
export const formatAdminInstant = (language: string, instant: string): string =>
  new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: RESTAURANT_TIME_ZONE,
  }).format(new Date(instant));

/**
 * The status badges' colours: pending yellow, confirmed green, seated in the brand colour, cancelled red, completed blue,
 * no-show gray.
 */
export const STATUS_PALETTE: Readonly<Record<ReservationStatus, string>> = {
  pending: 'yellow',
  confirmed: 'green',
  seated: 'brand',
  cancelled: 'red',
  completed: 'blue',
  no_show: 'gray',
};
