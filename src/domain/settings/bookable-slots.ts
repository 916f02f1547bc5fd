import { addDays, restaurantDate, restaurantInstant, restaurantParts } from '../shared/time';
import { capacityOf, hoursOf, minutesOf, timeOf, type BookingRules } from './booking-rules';

/** Whether an 'HH:MM' exists on a date's wall clock in Berlin: not in the hour skipped in spring. */
const existsOn = (date: string, time: string): boolean => {
  const p = restaurantParts(restaurantInstant(date, time));
  return timeOf(p.hour * 60 + p.minute) === time;
};

/**
 * Every time a guest could book on a date, whatever today's clock says: from the start of each opening
 * range every `slotMinutes`, the last at least `lastSlotBeforeCloseMinutes` before it closes, in order and
 * once each. On the spring daylight-saving day the skipped wall-clock hour has no slots; on the autumn day
 * the repeated hour has each slot once (a slot is a wall-clock time, as on the door).
 */
export const slotsOf = (rules: BookingRules, date: string): string[] => {
  if (!(rules.slotMinutes >= 1)) return [];
  const times = new Set<string>();
  for (const range of hoursOf(rules, date)) {
    const last = minutesOf(range.to) - rules.lastSlotBeforeCloseMinutes;
    for (let m = minutesOf(range.from); m <= last && m < 24 * 60; m += rules.slotMinutes)
      times.add(timeOf(m));
  }
  return [...times].filter((time) => existsOn(date, time)).sort();
};

/** Whether a yyyy-MM-dd date is before today in Berlin; today itself is not in the past. */
export const isDateInPast = (date: string, now: Date): boolean => date < restaurantDate(now);

/** The last date a guest can book today. */
export const lastBookableDate = (rules: BookingRules, now: Date): string =>
  addDays(restaurantDate(now), rules.horizonDays);

/** Whether a restaurant-local date and time lie strictly more than the lead time after now. */
export const isFarEnoughAhead = (rules: BookingRules, date: string, time: string, now: Date): boolean =>
  restaurantInstant(date, time).getTime() - now.getTime() > rules.leadTimeMinutes * 60_000;

/** The times a guest can book on a date now: its slots, within the horizon and beyond the lead time. */
export const bookableSlots = (rules: BookingRules, date: string, now: Date): string[] => {
  if (date < restaurantDate(now) || date > lastBookableDate(rules, now)) return [];
  return slotsOf(rules, date).filter((time) => isFarEnoughAhead(rules, date, time, now));
};

/** Why a booking cannot be taken, each with its own message for the guest. */
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

/** Covers already taken (pending and confirmed bookings) in the requested slot and on its whole date. */
export interface TakenCovers {
  readonly slot: number;
  readonly day: number;
}

/** Whether a party still fits the slot and the date. */
export const hasRoom = (
  rules: BookingRules,
  date: string,
  partySize: number,
  taken: TakenCovers,
): boolean => {
  const { coversPerSlot, coversPerDay } = capacityOf(rules, date);
  return (
    (coversPerSlot === null || taken.slot + partySize <= coversPerSlot) &&
    (coversPerDay === null || taken.day + partySize <= coversPerDay)
  );
};

/**
 * What stops a booking, checked in the order a guest can act on it (create_reservation() in SQL checks the
 * same, in the same order); null when it can be taken.
 */
export const bookingRefusal = (
  rules: BookingRules,
  request: BookingRequest,
  now: Date,
  taken: TakenCovers,
): BookingRefusal | null => {
  if (request.partySize > rules.maxPartySize) return 'partyTooLarge';
  if (isDateInPast(request.date, now)) return 'dateInPast';
  if (request.date > lastBookableDate(rules, now)) return 'dateTooFar';
  const slots = slotsOf(rules, request.date);
  if (slots.length === 0) return 'dateClosed';
  if (!slots.includes(request.time)) return 'timeOutsideHours';
  if (!isFarEnoughAhead(rules, request.date, request.time, now)) return 'timeTooSoon';
  if (!hasRoom(rules, request.date, request.partySize, taken)) return 'slotFull';
  return null;
};

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
export const HOLDS_COVERS = ['pending', 'confirmed'] as const;

/** The covers taken in one slot and on the whole date, from the covers taken per time of that date. */
export const takenCovers = (coversByTime: ReadonlyMap<string, number>, time: string): TakenCovers => {
  let day = 0;
  for (const covers of coversByTime.values()) day += covers;
  return { slot: coversByTime.get(time) ?? 0, day };
};

/** The times of a date a party can book now: bookable, and with room for it in the slot and the day. */
export const freeTimes = (
  rules: BookingRules,
  date: string,
  partySize: number,
  now: Date,
  coversByTime: ReadonlyMap<string, number>,
): string[] =>
  partySize > rules.maxPartySize
    ? []
    : bookableSlots(rules, date, now).filter((time) =>
        hasRoom(rules, date, partySize, takenCovers(coversByTime, time)),
      );

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
