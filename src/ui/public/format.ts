import type { DateLabel } from '../../domain/event/date-label';
import { RESTAURANT_TIME_ZONE, restaurantDate } from '../../domain/shared/time';

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

/** Euro with cents: '7,90 €' in German, '€7.90' in English. */
export const formatPrice = (language: string, amount: number): string => {
  const key = `n|${language}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' });
    cache.set(key, format);
  }
  return format.format(amount);
};

/** An event's start: 'h:mm a' in English ('8:30 AM'), the 24-hour clock in German and Chinese ('8:30'). */
export const formatEventTime = (language: string, instant: string): string =>
  dateFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: language === 'en' ? 'h12' : 'h23',
  }).format(new Date(instant));

/** A short date with the year: 'Jan 5, 2025', '5. Jan. 2025', '2025年1月5日'. */
export const formatShortDate = (language: string, instant: string): string =>
  dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));

/** A long date for press articles and notices: 'January 5, 2025', '5. Januar 2025'. */
export const formatLongDate = (language: string, instant: Date | string): string =>
  dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );

/** A yyyy-MM-dd calendar date (press articles) in long form; noon UTC keeps it on its day in Berlin. */
export const formatCalendarDate = (language: string, date: string): string =>
  formatLongDate(language, `${date}T12:00:00Z`);

/** The weekday's name for a DateLabel weekday (0 = Sunday), in the language. */
export const weekdayName = (language: string, weekday: number): string =>
  // 2023-01-01 was a Sunday; noon UTC is the same day in Berlin.
  dateFormat(language, { weekday: 'long' }).format(new Date(Date.UTC(2023, 0, 1 + weekday, 12)));

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
  // 2023-01-02 was a Monday; noon UTC is the same day in Berlin.
  dateFormat(language, { weekday: 'short' }).format(new Date(Date.UTC(2023, 0, 1 + Number(isoWeekday), 12)));

/** A yyyy-MM-dd date as day and month: '24. Dez.', 'Dec 24', '12月24日'. */
export const formatDayMonth = (language: string, date: string): string =>
  dateFormat(language, { day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`));

/**
 * Builds ahead of the first render what every public page formats at once: the restaurant's day and the
 * opening hours' weekdays. The page's first date format loads ICU's calendar and time zone
 * data, 30-50 ms on a mid-range phone; called in a task of its own, that no longer lengthens a task of
 * hydration (issue 16).
 */
export const prepareDateFormats = (language: string): void => {
  // Any moment does: only the formats are built, the result is not used.
  restaurantDate(new Date(0));
  weekdayShortName(language, '1');
};
