import type { DateLabel } from '../../domain/event/date-label';
import { RESTAURANT_TIME_ZONE } from '../../domain/shared/time';
import { formatted } from '../i18n/formatted-texts';

/**
 * Dates, times and prices as each language writes them. Times are the restaurant's (Berlin) whatever the
 * visitor's zone, so a guest abroad sees when to come, not a converted hour.
 */

const LOCALES: Readonly<Record<string, string>> = { de: 'de-DE', en: 'en-US', zh: 'zh-CN' };
const localeOf = (language: string): string => LOCALES[language] ?? 'de-DE';

// Intl formatters are costly to build and pure to use, so each distinct one is made once.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeZone: RESTAURANT_TIME_ZONE, ...options });
    cache.set(key, format);
  }
  return format;
};

const numberFormat = (language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    cache.set(key, format);
  }
  return format;
};

/** Euro with cents: '7,90 €' in German, '€7.90' in English. */
export const formatPrice = (language: string, amount: number): string =>
  formatted(`price|${language}|${amount}`, () =>
    numberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount),
  );

/** A number as the language writes it: '1,5' in German, '1.5' in English. */
export const formatNumber = (language: string, value: number): string =>
  formatted(`number|${language}|${value}`, () => numberFormat(language, {}).format(value));

/** An event's start: 'h:mm a' in English ('8:30 AM'), the 24-hour clock in German and Chinese ('8:30'). */
export const formatEventTime = (language: string, instant: string): string =>
  formatted(`time|${language}|${instant}`, () =>
    dateFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: language === 'en' ? 'h12' : 'h23',
    }).format(new Date(instant)),
  );

/** A short date with the year: 'Jan 5, 2025', '5. Jan. 2025', '2025年1月5日'. */
export const formatShortDate = (language: string, instant: string): string =>
  formatted(`short-date|${language}|${instant}`, () =>
    dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant)),
  );

/** A long date for press articles and notices: 'January 5, 2025', '5. Januar 2025'. */
export const formatLongDate = (language: string, instant: Date | string): string => {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return formatted(`long-date|${language}|${at.getTime()}`, () =>
    dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(at),
  );
};

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/**
 * A yyyy-MM-dd date in German long form ('28. November 2026'), as `formatCalendarDate('de', …)` writes it
 * but without Intl: the privacy page shows today's date as it hydrates, and the first Intl format would
 * load ICU's data then and so slow the page's start.
 */
export const formatGermanCalendarDate = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  return `${day}. ${GERMAN_MONTHS[(month ?? 1) - 1]} ${year}`;
};

/** A yyyy-MM-dd calendar date (press articles) in long form; noon UTC keeps it on its day in Berlin. */
export const formatCalendarDate = (language: string, date: string): string =>
  formatLongDate(language, `${date}T12:00:00Z`);

/** The weekday's name for a DateLabel weekday (0 = Sunday), in the language. */
export const weekdayName = (language: string, weekday: number): string =>
  formatted(`weekday|${language}|${weekday}`, () =>
    // 2023-01-01 was a Sunday; noon UTC is the same day in Berlin.
    dateFormat(language, { weekday: 'long' }).format(new Date(Date.UTC(2023, 0, 1 + weekday, 12))),
  );

/**
 * The card's date line: 'Today' and 'Tomorrow' come from the translations, a weekday within the week and
 * otherwise a short date from Intl.
 */
export const formatDateLabel = (
  language: string,
  label: DateLabel,
  instant: string,
  words: { today: string; tomorrow: string },
): string => {
  switch (label.kind) {
    case 'today':
      return words.today;
    case 'tomorrow':
      return words.tomorrow;
    case 'weekday':
      return weekdayName(language, label.weekday);
    case 'date':
      return formatShortDate(language, instant);
  }
};

/** An ISO weekday ('1' Monday … '7' Sunday) short, as a door sign writes it: 'Mo', 'Mon', '周一'. */
export const weekdayShortName = (language: string, isoWeekday: string): string =>
  formatted(`weekday-short|${language}|${isoWeekday}`, () =>
    // 2023-01-02 was a Monday; noon UTC is the same day in Berlin.
    dateFormat(language, { weekday: 'short' }).format(
      new Date(Date.UTC(2023, 0, 1 + Number(isoWeekday), 12)),
    ),
  );

/** A yyyy-MM-dd date as day and month: '24. Dez.', 'Dec 24', '12月24日'. */
export const formatDayMonth = (language: string, date: string): string =>
  formatted(`day-month|${language}|${date}`, () =>
    dateFormat(language, { day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`)),
  );
