import type { IsoInstant } from '../shared/entity';
import { restaurantDate } from '../shared/time';

/** How an event card names its day; the UI turns 'weekday' and 'date' into localised text. */
export type DateLabel =
  | { readonly kind: 'today' }
  | { readonly kind: 'tomorrow' }
  /** 0 = Sunday … 6 = Saturday, the event's weekday in Berlin. */
  | { readonly kind: 'weekday'; readonly weekday: number }
  | { readonly kind: 'date' };

const DAY_MS = 86_400_000;

const calendarDay = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS;
};

/** Compares restaurant calendar dates, so an event at 00:30 is 'Tomorrow' at 23:00 the evening before. */
export const dateLabel = (eventDate: IsoInstant, now: Date): DateLabel => {
  const eventDay = calendarDay(restaurantDate(new Date(eventDate)));
  const daysAhead = eventDay - calendarDay(restaurantDate(now));
  if (daysAhead === 0) return { kind: 'today' };
  if (daysAhead === 1) return { kind: 'tomorrow' };
  if (daysAhead >= 2 && daysAhead <= 6)
    return { kind: 'weekday', weekday: new Date(eventDay * DAY_MS).getUTCDay() };
  return { kind: 'date' };
};
