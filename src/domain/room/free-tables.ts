import type { FloorPlan, RestaurantTable } from './floor-plan';
import type { BookedParty } from './hold';

/** A table nobody holds at a moment, and when the next party there sits down (null: nobody that day). */
export interface FreeTable {
  readonly table: RestaurantTable;
  readonly until: number | null;
}

/**
 * The tables free at a moment (ms) for a party, for seating a walk-in: no booked party holds them then, they
 * seat the party (at most their maximum, staff may seat below the minimum), the longest free first among the
 * smallest that fit, so that a couple is not given the big table that the 20:00 party needs.
 */
export const tablesFreeAt = (
  plan: FloorPlan,
  booked: readonly BookedParty[],
  at: number,
  partySize: number,
): FreeTable[] => {
  const free: FreeTable[] = [];
  for (const table of plan.tables) {
    if (table.maxSeats < partySize) continue;
    let until: number | null = null;
    let held = false;
    for (const party of booked) {
      if (!party.hold || !party.tableIds.includes(table.id)) continue;
      if (party.hold.from <= at && at < party.hold.until) held = true;
      else if (party.hold.from > at && (until === null || party.hold.from < until)) until = party.hold.from;
    }
    if (!held) free.push({ table, until });
  }
  const longest = (f: FreeTable) => f.until ?? Number.MAX_SAFE_INTEGER;
  return free.sort(
    (a, b) =>
      a.table.maxSeats - b.table.maxSeats || longest(b) - longest(a) || a.table.priority - b.table.priority,
  );
};
