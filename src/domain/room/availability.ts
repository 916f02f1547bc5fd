import {
  isDateInPast,
  isFarEnoughAhead,
  isWithinHours,
  lastBookableDate,
  slotsOf,
  type BookingRefusal,
  type BookingRequest,
} from '../settings/bookable-slots';
import { capacityOf, type BookingRules } from '../settings/booking-rules';
import { addDays, restaurantDate } from '../shared/time';
import {
  EMPTY_FLOOR_PLAN,
  seatingsFor,
  type BookingChannel,
  type FloorPlan,
  type Seating,
} from './floor-plan';
import { holdOf, type BookedParty, type Hold } from './hold';
import { firstFreeOf, roomHasSpace } from './seating';
import { stayEndsByClose } from './stay';

export type { BookingRequest } from '../settings/bookable-slots';

/** Why a time cannot be booked, finer than a guest is told: staff see which rule stops it. */
export type Unavailability =
  | 'partyTooLarge'
  | 'dateInPast'
  | 'dateTooFar'
  | 'dateClosed'
  | 'timeOutsideHours'
  | 'timeTooSoon'
  | 'stayPastClose'
  | 'pacingSlot'
  | 'pacingDay'
  | 'noTableFits'
  | 'noTableFree'
  | 'roomFull';

/** A booking that can be taken, with where the party sits (null in a room without tables) and its hold. */
export type BookingCheck =
  | { readonly ok: true; readonly seating: Seating | null; readonly hold: Hold }
  | { readonly ok: false; readonly reason: Unavailability };

/** One time of a day with where the party would sit, or why it cannot be booked. */
export interface TimeAvailability {
  readonly time: string;
  readonly seating: Seating | null;
  readonly reason: Unavailability | null;
}

/** What every time of one date and party is checked against, worked out once for the day. */
interface Day {
  readonly rules: BookingRules;
  readonly date: string;
  readonly partySize: number;
  readonly now: Date;
  readonly channel: BookingChannel;
  readonly booked: readonly BookedParty[];
  readonly slots: readonly string[];
  /** Why no time of the date can be booked, before looking at any time. */
  readonly refusal: Unavailability | null;
  readonly coversPerSlot: number | null;
  readonly coversPerDay: number | null;
  readonly coversByTime: ReadonlyMap<string, number>;
  readonly coversOfDay: number;
  /** The seatings of the channel that fit the party, best first; null when the room has no tables. */
  readonly seatings: readonly Seating[] | null;
}

/**
 * Why no time of a date can be booked for a party, in the order a guest can act on it. The party limit and
 * the horizon bound the public form only: staff take a party of 25, or a booking for next year, by phone.
 */
const dayRefusal = (
  rules: BookingRules,
  date: string,
  partySize: number,
  now: Date,
  channel: BookingChannel,
  slots: readonly string[],
): Unavailability | null => {
  const online = channel === 'online';
  if (online && partySize > rules.maxPartySize) return 'partyTooLarge';
  if (isDateInPast(date, now)) return 'dateInPast';
  if (online && date > lastBookableDate(rules, now)) return 'dateTooFar';
  if (slots.length === 0) return 'dateClosed';
  return null;
};

const dayOf = (
  rules: BookingRules,
  plan: FloorPlan,
  date: string,
  partySize: number,
  now: Date,
  booked: readonly BookedParty[],
  channel: BookingChannel,
): Day => {
  const slots = slotsOf(rules, date);
  const coversByTime = new Map<string, number>();
  let coversOfDay = 0;
  for (const party of booked) {
    coversByTime.set(party.time, (coversByTime.get(party.time) ?? 0) + party.partySize);
    coversOfDay += party.partySize;
  }
  return {
    rules,
    date,
    partySize,
    now,
    channel,
    booked,
    slots,
    refusal: dayRefusal(rules, date, partySize, now, channel, slots),
    ...capacityOf(rules, date),
    coversByTime,
    coversOfDay,
    seatings: plan.tables.length > 0 ? seatingsFor(plan, partySize, channel) : null,
  };
};

const refused = (reason: Unavailability): BookingCheck => ({ ok: false, reason });

/**
 * Pacing counts the guests who arrive: at one time, against the covers per slot; on the whole date, against
 * the covers per day. Event sign-ups count here too.
 */
const pacingRefusal = (day: Day, time: string): Unavailability | null => {
  const { coversPerSlot, coversPerDay, partySize } = day;
  if (coversPerSlot !== null && (day.coversByTime.get(time) ?? 0) + partySize > coversPerSlot)
    return 'pacingSlot';
  if (coversPerDay !== null && day.coversOfDay + partySize > coversPerDay) return 'pacingDay';
  return null;
};

/**
 * Where the party sits for its hold: with tables, the best fitting one none of whose tables is held then;
 * without, anywhere while the room has space for it at every moment of the hold.
 */
const seatingCheck = (day: Day, hold: Hold): BookingCheck => {
  if (day.seatings === null)
    return roomHasSpace(day.rules.guestsAtOnce, day.booked, day.partySize, hold)
      ? { ok: true, seating: null, hold }
      : refused('roomFull');
  if (day.seatings.length === 0) return refused('noTableFits');
  const seating = firstFreeOf(day.seatings, day.booked, hold);
  return seating ? { ok: true, seating, hold } : refused('noTableFree');
};

/**
 * What stops a time before the room is asked: the party, the date, the hours and the lead time (which, like
 * the party limit, binds the public form only: staff seat a guest who calls twenty minutes ahead). Guests
 * book the slots; staff any minute the restaurant is open, such as a walk-in at 19:07.
 */
const clockRefusal = (day: Day, time: string): Unavailability | null => {
  if (day.refusal) return day.refusal;
  const open = day.channel === 'online' ? day.slots.includes(time) : isWithinHours(day.rules, day.date, time);
  if (!open) return 'timeOutsideHours';
  if (day.channel === 'online' && !isFarEnoughAhead(day.rules, day.date, time, day.now)) return 'timeTooSoon';
  return null;
};

/** The answer for one time of the day, checked in the order of checkBooking(). */
const checkTime = (day: Day, time: string): BookingCheck => {
  const { rules, date, partySize } = day;
  const clock = clockRefusal(day, time);
  if (clock) return refused(clock);
  if (!stayEndsByClose(rules, date, time, partySize)) return refused('stayPastClose');
  const pacing = pacingRefusal(day, time);
  if (pacing) return refused(pacing);
  return seatingCheck(day, holdOf(rules, date, time, partySize));
};

/**
 * Every rule a staff booking at a time would break, in checkBooking()'s order, rather than the first alone:
 * staff may set the room's rules aside with a reason (src/domain/room/staff-seating.ts) and must see each one
 * they set aside. A date in the past stops everything before. `seating` is where the party would sit (null
 * without tables, or when no seating fits or is free).
 */
export const staffAnswer = (
  rules: BookingRules,
  plan: FloorPlan,
  request: BookingRequest,
  now: Date,
  booked: readonly BookedParty[],
): { readonly reasons: readonly Unavailability[]; readonly seating: Seating | null; readonly hold: Hold } => {
  const day = dayOf(rules, plan, request.date, request.partySize, now, booked, 'staff');
  const hold = holdOf(rules, request.date, request.time, request.partySize);
  const clock = clockRefusal(day, request.time);
  if (clock === 'dateInPast') return { reasons: [clock], seating: null, hold };
  const reasons: Unavailability[] = clock ? [clock] : [];
  if (!clock && !stayEndsByClose(rules, request.date, request.time, request.partySize))
    reasons.push('stayPastClose');
  const pacing = pacingRefusal(day, request.time);
  if (pacing) reasons.push(pacing);
  const seating = seatingCheck(day, hold);
  if (!seating.ok) reasons.push(seating.reason);
  return { reasons, seating: seating.ok ? seating.seating : null, hold };
};

/**
 * What stops a booking before the room is asked, in the order a guest can act on it: the party, the date,
 * the hours, the lead time (public.reservation_refusal() in SQL answers the same); null when the room decides.
 */
export const bookingRefusal = (
  rules: BookingRules,
  request: BookingRequest,
  now: Date,
): BookingRefusal | null => {
  const reason = clockRefusal(
    dayOf(rules, EMPTY_FLOOR_PLAN, request.date, request.partySize, now, [], 'online'),
    request.time,
  );
  return reason && guestRefusal(reason);
};

/**
 * Whether a booking can be taken now, given the bookings of its date that count (pending and confirmed),
 * and where the party would sit. Checked in the order a guest can act on it: the party, the date, the time,
 * the stay by closing, pacing, then a free table (or, without tables, room at once). create_reservation()
 * in SQL checks an online booking the same, in the same order. Staff are held to the room (hours, stays,
 * pacing, a table free for the whole stay) but not to the public form's limits: the party limit, the
 * horizon, the lead time and tables kept off the form.
 */
export const checkBooking = (
  rules: BookingRules,
  plan: FloorPlan,
  request: BookingRequest,
  now: Date,
  booked: readonly BookedParty[],
  channel: BookingChannel = 'online',
): BookingCheck =>
  checkTime(dayOf(rules, plan, request.date, request.partySize, now, booked, channel), request.time);

/**
 * Every time of a date with its answer for a party: where it would sit, or why it cannot be booked (for
 * staff, why a time is not offered).
 */
export const dayAvailability = (
  rules: BookingRules,
  plan: FloorPlan,
  date: string,
  partySize: number,
  now: Date,
  booked: readonly BookedParty[],
  channel: BookingChannel = 'online',
): TimeAvailability[] => {
  const day = dayOf(rules, plan, date, partySize, now, booked, channel);
  return day.slots.map((time) => {
    const check = checkTime(day, time);
    return check.ok
      ? { time, seating: check.seating, reason: null }
      : { time, seating: null, reason: check.reason };
  });
};

/** One time of a date as staff read it: the tables a party would get, or why it cannot be booked. */
export interface TimeAnswer {
  readonly time: string;
  /** Empty when it cannot be booked, and in a room without tables. */
  readonly tableIds: readonly string[];
  readonly reason: Unavailability | null;
}

/** The times of a date with their answers, as staff read them. */
export const timeAnswersOf = (times: readonly TimeAvailability[]): TimeAnswer[] =>
  times.map(({ time, seating, reason }) => ({ time, tableIds: seating?.tableIds ?? [], reason }));

/** The times of a date a party can book online now. */
export const freeTimesOf = (
  rules: BookingRules,
  plan: FloorPlan,
  date: string,
  partySize: number,
  now: Date,
  booked: readonly BookedParty[],
): string[] =>
  dayAvailability(rules, plan, date, partySize, now, booked)
    .filter((availability) => availability.reason === null)
    .map((availability) => availability.time);

/** The most dates one question about full days covers: a calendar's month view of six weeks. */
export const FULL_DAYS_SPAN = 42;

/** The dates from `from` to `to`, both included, at most FULL_DAYS_SPAN of them; none when `to` is before. */
export const datesBetween = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length < FULL_DAYS_SPAN; date = addDays(date, 1))
    dates.push(date);
  return dates;
};

/**
 * The dates from `from` to `to` a guest could book at all (from today to the last bookable date), at most
 * FULL_DAYS_SPAN of them: the ones a question about full days covers.
 */
export const bookableDatesBetween = (rules: BookingRules, from: string, to: string, now: Date): string[] => {
  const today = restaurantDate(now);
  const last = lastBookableDate(rules, now);
  return datesBetween(from < today ? today : from, to > last ? last : to);
};

/**
 * The open dates (with slots) among `dates` on which no time is free for a party now: the booking calendar
 * greys them out with the closed ones. public.full_reservation_days() in SQL answers the same.
 */
export const fullDaysOf = (
  rules: BookingRules,
  plan: FloorPlan,
  dates: readonly string[],
  partySize: number,
  now: Date,
  bookedOn: (date: string) => readonly BookedParty[],
): string[] =>
  dates.filter(
    (date) =>
      slotsOf(rules, date).length > 0 &&
      freeTimesOf(rules, plan, date, partySize, now, bookedOn(date)).length === 0,
  );

/** The guest's message for a reason: guests are told what they can act on, not which rule stopped it. */
const GUEST_REFUSAL: Readonly<Record<Unavailability, BookingRefusal>> = {
  partyTooLarge: 'partyTooLarge',
  dateInPast: 'dateInPast',
  dateTooFar: 'dateTooFar',
  dateClosed: 'dateClosed',
  timeOutsideHours: 'timeOutsideHours',
  timeTooSoon: 'timeTooSoon',
  stayPastClose: 'timeOutsideHours',
  pacingSlot: 'slotFull',
  pacingDay: 'slotFull',
  noTableFits: 'partyTooLarge',
  noTableFree: 'slotFull',
  roomFull: 'slotFull',
};

/** What a guest is told when a booking cannot be taken. */
export const guestRefusal = (reason: Unavailability): BookingRefusal => GUEST_REFUSAL[reason];
