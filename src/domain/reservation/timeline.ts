import type { FloorPlan, RestaurantTable } from '../room/floor-plan';
import { bookedPartyOf } from '../room/hold';
import { hoursOf, minutesOf, timeOf, type BookingRules } from '../settings/booking-rules';
import { restaurantInstant } from '../shared/time';
import type { Reservation, ReservationStatus } from './reservation';

const MINUTE = 60_000;

/** The statuses a timeline draws: a cancelled booking holds nothing and is left off. */
const DRAWN: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated', 'completed', 'no_show'];

/** One booking at one table: from its time to the end of its hold, in minutes since the date's midnight. */
export interface TimelineBar {
  readonly reservation: Reservation;
  readonly from: number;
  readonly until: number;
}

/** A table's row of the timeline, or (table null) the lane of bookings not yet at a table. */
export interface TimelineLane {
  readonly table: RestaurantTable | null;
  readonly bars: readonly TimelineBar[];
}

export interface Timeline {
  /** The minutes since midnight the timeline spans: the day's opening hours, widened to every bar. */
  readonly start: number;
  readonly end: number;
  /** The tables by area and name, then the unassigned lane (always there, so a booking can be dropped on it). */
  readonly lanes: readonly TimelineLane[];
  /** The guests arriving in each half hour from the start ('HH:MM' of its first minute). */
  readonly arrivals: readonly { readonly time: string; readonly covers: number }[];
  /** Whether the restaurant is closed that day although bookings are on it. */
  readonly closedWithBookings: boolean;
}

const HALF_HOUR = 30;

/**
 * A day's bookings as a host reads the room: a lane per table (by area order, then name, numbers in order)
 * with a bar per booking as long as it holds the table, a lane of bookings at no table, and the guests
 * arriving per half hour along the top. A combination's booking is a bar on each of its tables.
 */
export const timelineOf = (
  date: string,
  rules: BookingRules,
  plan: FloorPlan,
  reservations: readonly Reservation[],
): Timeline => {
  const midnight = restaurantInstant(date, '00:00').getTime();
  const hours = hoursOf(rules, date);
  const drawn = reservations.filter(
    (r) => r.reservation_date === date && !r.event_id && DRAWN.includes(r.status),
  );
  const bars = new Map<string | null, TimelineBar[]>();
  let start = hours.length > 0 ? Math.min(...hours.map((h) => minutesOf(h.from))) : 8 * 60;
  let end = hours.length > 0 ? Math.max(...hours.map((h) => minutesOf(h.to))) : 22 * 60;
  const tableIds = new Set(plan.tables.map((t) => t.id));
  for (const reservation of drawn) {
    const hold = bookedPartyOf(rules, reservation).hold!;
    const bar = {
      reservation,
      from: Math.round((hold.from - midnight) / MINUTE),
      until: Math.round((hold.until - midnight) / MINUTE),
    };
    start = Math.min(start, bar.from);
    end = Math.max(end, bar.until);
    const at = (reservation.table_ids ?? []).filter((id) => tableIds.has(id));
    for (const lane of at.length > 0 ? at : [null]) bars.set(lane, [...(bars.get(lane) ?? []), bar]);
  }
  start = Math.floor(start / HALF_HOUR) * HALF_HOUR;
  end = Math.ceil(end / HALF_HOUR) * HALF_HOUR;
  const areaOrder = new Map(plan.areas.map((a) => [a.id, a.displayOrder]));
  const number = (name: string) => Number(/^\d+/.exec(name)?.[0] ?? Number.MAX_SAFE_INTEGER);
  const tables = [...plan.tables].sort(
    (a, b) =>
      (areaOrder.get(a.areaId) ?? 0) - (areaOrder.get(b.areaId) ?? 0) ||
      number(a.name) - number(b.name) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const byStart = (list: readonly TimelineBar[] = []) => [...list].sort((a, b) => a.from - b.from);
  const arrivals: { time: string; covers: number }[] = [];
  for (let m = start; m < end; m += HALF_HOUR) {
    const covers = drawn
      .filter((r) => r.status !== 'no_show')
      .reduce((sum, r) => {
        const at = minutesOf(r.reservation_time);
        return at >= m && at < m + HALF_HOUR ? sum + r.party_size : sum;
      }, 0);
    arrivals.push({ time: timeOf(m % (24 * 60)), covers });
  }
  return {
    start,
    end,
    lanes: [
      ...tables.map((table) => ({ table, bars: byStart(bars.get(table.id)) })),
      { table: null, bars: byStart(bars.get(null)) },
    ],
    arrivals,
    closedWithBookings: hours.length === 0 && drawn.length > 0,
  };
};

/** The wall-clock 'HH:MM' of a timeline minute, snapped to `step` minutes. */
export const timelineTime = (minute: number, step = 15): string =>
  timeOf((((Math.round(minute / step) * step) % (24 * 60)) + 24 * 60) % (24 * 60));
