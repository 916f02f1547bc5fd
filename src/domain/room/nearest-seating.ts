import { minutesOf, type BookingRules } from '../settings/booking-rules';
import { restaurantInstant } from '../shared/time';
import { checkBooking, dayAvailability, type TimeAvailability } from './availability';
import type { FloorPlan } from './floor-plan';
import { holdOf, type BookedParty, type Hold } from './hold';

/** The times of a date a party can be seated at (by staff), nearest to a wished-for time first. */
const nearestFree = (times: readonly TimeAvailability[], wished: string): TimeAvailability | undefined => {
  const at = minutesOf(wished);
  let best: TimeAvailability | undefined;
  for (const time of times) {
    if (time.reason !== null) continue;
    const distance = Math.abs(minutesOf(time.time) - at);
    if (!best || distance < Math.abs(minutesOf(best.time) - at)) best = time;
  }
  return best;
};

/**
 * Where a party that wished for a time sits on a date: that time, or else the nearest one the room has a
 * table for, as staff seat a phone booking (held to the hours, stays, pacing and tables, not to the form's
 * limits); null when no time of the date has one. The demo's year of bookings is seated by it.
 */
export const seatNearest = (
  rules: BookingRules,
  plan: FloorPlan,
  date: string,
  wish: { readonly time: string; readonly partySize: number },
  booked: readonly BookedParty[],
): { time: string; tableIds: readonly string[]; hold: Hold } | null => {
  // The date's own midnight as "now": the year is booked as it happened, never in its past.
  const dayStart = restaurantInstant(date, '00:00');
  const { time, partySize } = wish;
  const wished = checkBooking(rules, plan, { date, time, partySize }, dayStart, booked, 'staff');
  if (wished.ok) return { time, tableIds: wished.seating?.tableIds ?? [], hold: wished.hold };
  const times = dayAvailability(rules, plan, date, partySize, dayStart, booked, 'staff');
  const nearest = nearestFree(times, time);
  if (!nearest) return null;
  return {
    time: nearest.time,
    tableIds: nearest.seating?.tableIds ?? [],
    hold: holdOf(rules, date, nearest.time, partySize),
  };
};
