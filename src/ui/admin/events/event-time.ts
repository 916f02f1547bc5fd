import type { IsoInstant } from '../../../domain/shared/entity';
import { RESTAURANT_TIME_ZONE, restaurantInstant, restaurantParts } from '../../../domain/shared/time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The value of a datetime-local input showing an instant as Berlin wall-clock time ('2026-06-20T10:00'),
 * whatever zone the browser is in: staff plan events in restaurant time.
 */
export const toBerlinInput = (instant: IsoInstant): string => {
  const p = restaurantParts(new Date(instant));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
};

/** The instant a datetime-local value means when read as Berlin time; '' for an empty or broken value. */
export const fromBerlinInput = (value: string): IsoInstant | '' => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match?.[1] || !match[2]) return '';
  const instant = restaurantInstant(match[1], match[2]);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
};

/** An event's day and time in Berlin for the admin list: 'Jun 20, 2026' and '10:00 AM' (or the language's form). */
export const formatEventDate = (instant: IsoInstant, language: string) => {
  const date = new Date(instant);
  return {
    day: new Intl.DateTimeFormat(language, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      timeZone: RESTAURANT_TIME_ZONE,
    }).format(date),
    time: new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: RESTAURANT_TIME_ZONE }).format(
      date,
    ),
  };
};
