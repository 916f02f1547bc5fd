import type { BookingRules } from '../settings/booking-rules';
import { restaurantInstant } from '../shared/time';
import { stayMinutesOf } from './stay';

const MINUTE = 60_000;

/**
 * The time a booking keeps its seats, as instants in ms: from its time until its stay and the buffer to
 * reset the table have passed. Half open, [from, until): the next party may sit down the moment it ends.
 */
export interface Hold {
  readonly from: number;
  readonly until: number;
}

/**
 * The hold of a party booked at a date and time. Real time, not the wall clock: a stay over the
 * daylight-saving change lasts its minutes all the same.
 */
export const holdOf = (rules: BookingRules, date: string, time: string, partySize: number): Hold => {
  const from = restaurantInstant(date, time).getTime();
  return { from, until: from + (stayMinutesOf(rules, date, partySize) + rules.bufferMinutes) * MINUTE };
};

/** Two holds overlap when each starts before the other ends. */
export const overlaps = (a: Hold, b: Hold): boolean => a.from < b.until && b.from < a.until;

/**
 * A booking of the date that counts (pending or confirmed). `hold` null: an event sign-up, which counts for
 * pacing only and holds no seat. `tableIds` empty: not seated at a table (in a room without tables it counts
 * against the guests at once).
 */
export interface BookedParty {
  /** The booking's id, where staff may need to shorten its hold (src/domain/room/staff-seating.ts). */
  readonly id?: string;
  readonly time: string;
  readonly partySize: number;
  readonly tableIds: readonly string[];
  readonly hold: Hold | null;
}

/** A booking as stored: the columns this rule reads. */
export interface StoredBooking {
  readonly id?: string;
  readonly reservation_date: string;
  readonly reservation_time: string;
  readonly party_size: number;
  readonly event_id?: string | null;
  readonly held_until?: string | null;
  readonly table_ids?: readonly string[];
}

const storedHold = (rules: BookingRules, booking: StoredBooking): Hold => {
  const computed = holdOf(rules, booking.reservation_date, booking.reservation_time, booking.party_size);
  return booking.held_until ? { from: computed.from, until: Date.parse(booking.held_until) } : computed;
};

/**
 * A stored booking as the rule counts it. Its hold ends at its `held_until`, fixed when it was booked or
 * moved, so that changing the stays later does not move bookings already taken; one booked before holds
 * existed has none and is held by the rules in force.
 */
export const bookedPartyOf = (rules: BookingRules, booking: StoredBooking): BookedParty => ({
  ...(booking.id === undefined ? {} : { id: booking.id }),
  time: booking.reservation_time,
  partySize: booking.party_size,
  tableIds: booking.table_ids ?? [],
  hold: booking.event_id ? null : storedHold(rules, booking),
});
