import { addDays, restaurantDate, restaurantInstant, restaurantParts } from '../shared/time';
import { hoursOf, minutesOf, timeOf, type BookingRules } from './booking-rules';

/** Whether an 'HH:MM' exists on a date's wall clock in Berlin: not in the hour skipped in spring. */
const existsOn = (date: string, time: string): boolean => {
  const p = restaurantParts(restaurantInstant(date, time));
  return timeOf(p.hour * 60 + p.minute) === time;
};

/**
 * Whether a date's wall clock runs its plain 24 hours: every day but the two of the daylight-saving changes
 * (midnight always exists in Berlin, whose clocks change at 02:00 and 03:00).
 */
const isPlainDay = (date: string): boolean =>
  restaurantInstant(addDays(date, 1), '00:00').getTime() - restaurantInstant(date, '00:00').getTime() ===
  24 * 60 * 60_000;

/**
 * Every time a guest could book on a date, whatever today's clock says: from the start of each opening
 * range every `slotMinutes`, the last at least `lastSlotBeforeCloseMinutes` before it closes, in order and
 * once each. On the spring daylight-saving day the skipped wall-clock hour has no slots; on the autumn day
 * the repeated hour has each slot once (a slot is a wall-clock time, as on the door).
 */
export const slotsOf = (rules: BookingRules, date: string): readonly string[] => {
  let byDate = slotsByRules.get(rules);
  if (!byDate) slotsByRules.set(rules, (byDate = new Map()));
  let slots = byDate.get(date);
  if (!slots) byDate.set(date, (slots = Object.freeze(slotsOfDate(rules, date))));
  return slots;
};

/**
 * The slots of each date worked out under one set of rules. Rules are values never changed in place (a
 * saved change is a new object), so a date's slots stay right for as long as its rules object lives.
 */
const slotsByRules = new WeakMap<BookingRules, Map<string, readonly string[]>>();

const slotsOfDate = (rules: BookingRules, date: string): string[] => {
  if (!(rules.slotMinutes >= 1)) return [];
  const times = new Set<string>();
  for (const range of hoursOf(rules, date)) {
    const last = minutesOf(range.to) - rules.lastSlotBeforeCloseMinutes;
    for (let m = minutesOf(range.from); m <= last && m < 24 * 60; m += rules.slotMinutes)
      times.add(timeOf(m));
  }
  const sorted = [...times].sort();
  return isPlainDay(date) ? sorted : sorted.filter((time) => existsOn(date, time));
};

/**
 * Whether a wall-clock time lies in one of a date's opening ranges, its start included and its end not: staff
 * seat a party at any such minute, guests book the slots.
 */
export const isWithinHours = (rules: BookingRules, date: string, time: string): boolean => {
  const minute = minutesOf(time);
  return (
    existsOn(date, time) &&
    hoursOf(rules, date).some((range) => minutesOf(range.from) <= minute && minute < minutesOf(range.to))
  );
};

/** Whether a yyyy-MM-dd date is before today in Berlin; today itself is not in the past. */
export const isDateInPast = (date: string, now: Date): boolean => date < restaurantDate(now);

/** The last date a guest can book today. */
export const lastBookableDate = (rules: BookingRules, now: Date): string =>
  addDays(restaurantDate(now), rules.horizonDays);

/**
 * A date a guest typed, brought into the bookable range, and why when it had to be: a past date becomes today
 * ('past'), one beyond the horizon the last bookable date ('tooFar'). The form says so, never silently.
 */
export const bookableDateOf = (
  rules: BookingRules,
  date: string,
  now: Date,
): { readonly date: string; readonly corrected: 'past' | 'tooFar' | null } => {
  if (date === '') return { date, corrected: null };
  const today = restaurantDate(now);
  if (date < today) return { date: today, corrected: 'past' };
  const last = lastBookableDate(rules, now);
  return date > last ? { date: last, corrected: 'tooFar' } : { date, corrected: null };
};

/** Whether a restaurant-local date and time lie strictly more than the lead time after now. */
export const isFarEnoughAhead = (rules: BookingRules, date: string, time: string, now: Date): boolean =>
  restaurantInstant(date, time).getTime() - now.getTime() > rules.leadTimeMinutes * 60_000;

/** The times a guest can book on a date now: its slots, within the horizon and beyond the lead time. */
export const bookableSlots = (rules: BookingRules, date: string, now: Date): string[] => {
  if (date < restaurantDate(now) || date > lastBookableDate(rules, now)) return [];
  return slotsOf(rules, date).filter((time) => isFarEnoughAhead(rules, date, time, now));
};

/** Why a booking cannot be taken, each with its own message for the guest (src/domain/room/availability.ts). */
export type BookingRefusal =
  | 'partyTooLarge'
  | 'dateInPast'
  | 'dateTooFar'
  | 'dateClosed'
  | 'timeOutsideHours'
  | 'timeTooSoon'
  | 'slotFull';

export interface BookingRequest {
  readonly date: string;
  readonly time: string;
  readonly partySize: number;
}

/** Up to `count` of the given free times nearest to the wanted one, earlier first on a tie. */
export const nearestTimes = (free: readonly string[], wanted: string, count = 3): string[] => {
  const distance = (time: string) => Math.abs(minutesOf(time) - minutesOf(wanted));
  return [...free]
    .filter((time) => time !== wanted)
    .sort((a, b) => distance(a) - distance(b) || minutesOf(a) - minutesOf(b))
    .slice(0, count)
    .sort();
};

/** The statuses whose covers count against a slot's room: a request not yet answered holds its seats. */
export const HOLDS_COVERS = ['pending', 'confirmed', 'seated'] as const;

/** The form field a refusal belongs to. */
export const REFUSAL_FIELD: Readonly<
  Record<BookingRefusal, 'party_size' | 'reservation_date' | 'reservation_time'>
> = {
  partyTooLarge: 'party_size',
  dateInPast: 'reservation_date',
  dateTooFar: 'reservation_date',
  dateClosed: 'reservation_date',
  timeOutsideHours: 'reservation_time',
  timeTooSoon: 'reservation_time',
  slotFull: 'reservation_time',
};
