import { restaurantDate, restaurantInstant } from '../shared/time';

/** A booking must be more than this far ahead of now (spec section 9). */
export const MIN_LEAD_TIME_MS = 2 * 60 * 60 * 1000;

/** Whether a restaurant-local date and slot lie strictly more than the lead time after now. */
export const isFarEnoughAhead = (date: string, time: string, now: Date): boolean =>
  restaurantInstant(date, time).getTime() - now.getTime() > MIN_LEAD_TIME_MS;

/** Whether a yyyy-MM-dd date is before today in Berlin; today itself is not in the past. */
export const isDateInPast = (date: string, now: Date): boolean => date < restaurantDate(now);
