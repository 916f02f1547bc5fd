import { checkBooking, dayAvailability, type TimeAvailability } from '../../../domain/room/availability';
import type { FloorPlan } from '../../../domain/room/floor-plan';
import { holdOf, type BookedParty, type Hold } from '../../../domain/room/hold';
import { minutesOf, type BookingRules } from '../../../domain/settings/booking-rules';
import type { Reservation } from '../../../domain/reservation/reservation';
import { restaurantInstant } from '../../../domain/shared/time';

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
 * table for (as staff seat a phone booking: held to the hours, stays, pacing and tables, not to the form's
 * limits).
 */
export const placeOn = (
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

/**
 * The seed's bookings seated in the demo's room, in order, each at its own time: an event sign-up holds no
 * table, a cancelled booking none any more. The rest hold their table until `held_until`, as a booking
 * made through create_reservation() would.
 */
export const seatSeedBookings = (
  rules: BookingRules,
  plan: FloorPlan,
  rows: readonly Reservation[],
): Reservation[] => {
  const booked: BookedParty[] = [];
  return rows.map((row) => {
    if (row.event_id !== null) return { ...row, held_until: null, table_ids: [] };
    const hold = holdOf(rules, row.reservation_date, row.reservation_time, row.party_size);
    if (row.status === 'cancelled')
      return { ...row, held_until: new Date(hold.until).toISOString(), table_ids: [] };
    const wish = { time: row.reservation_time, partySize: row.party_size };
    const placed = placeOn(rules, plan, row.reservation_date, wish, booked);
    if (!placed || placed.time !== row.reservation_time)
      throw new Error(`the seed's booking ${row.id} has no table`);
    booked.push({
      time: placed.time,
      partySize: row.party_size,
      tableIds: placed.tableIds,
      hold: placed.hold,
    });
    return { ...row, held_until: new Date(placed.hold.until).toISOString(), table_ids: placed.tableIds };
  });
};
