import { seatingsFor, type BookingChannel, type FloorPlan, type Seating } from './floor-plan';
import { overlaps, type BookedParty, type Hold } from './hold';

/** The tables held by booked parties at some moment of a hold. */
const tablesHeldDuring = (booked: readonly BookedParty[], hold: Hold): Set<string> => {
  const held = new Set<string>();
  for (const party of booked) {
    if (party.hold && overlaps(party.hold, hold)) for (const id of party.tableIds) held.add(id);
  }
  return held;
};

/**
 * Whether a booking that holds again (confirmed after a cancellation) can take back its tables: none of them
 * is held by another party at some moment of its hold.
 */
export const tablesFreeDuring = (
  booked: readonly BookedParty[],
  tableIds: readonly string[],
  hold: Hold,
): boolean => {
  const held = tablesHeldDuring(booked, hold);
  return tableIds.every((id) => !held.has(id));
};

/** The first of the seatings, best first, none of whose tables is held during the hold. */
export const firstFreeOf = (
  seatings: readonly Seating[],
  booked: readonly BookedParty[],
  hold: Hold,
): Seating | null => {
  const held = tablesHeldDuring(booked, hold);
  return seatings.find((seating) => seating.tableIds.every((id) => !held.has(id))) ?? null;
};

/**
 * Where a party sits for a hold: the best seating that fits it none of whose tables another booking holds
 * at any moment of it (a table is never held twice at once); null when none is free.
 */
export const freeSeating = (
  plan: FloorPlan,
  booked: readonly BookedParty[],
  partySize: number,
  hold: Hold,
  channel: BookingChannel,
): Seating | null => firstFreeOf(seatingsFor(plan, partySize, channel), booked, hold);

/** The guests whose hold covers a moment (ms). */
const guestsAt = (booked: readonly BookedParty[], moment: number): number => {
  let guests = 0;
  for (const party of booked) {
    if (party.hold && party.hold.from <= moment && moment < party.hold.until) guests += party.partySize;
  }
  return guests;
};

/**
 * A room without tables: whether the guests present at every moment of the hold, plus the party, stay
 * within `guestsAtOnce` (null: no limit). Presence only rises where a hold starts, so the moments to look
 * at are the hold's start and every booked hold's start inside it.
 */
export const roomHasSpace = (
  guestsAtOnce: number | null,
  booked: readonly BookedParty[],
  partySize: number,
  hold: Hold,
): boolean => {
  if (guestsAtOnce === null) return true;
  const present = booked.filter((party) => party.hold !== null && overlaps(party.hold, hold));
  const moments = [hold.from];
  for (const party of present) {
    if (party.hold && party.hold.from > hold.from) moments.push(party.hold.from);
  }
  return moments.every((moment) => guestsAt(present, moment) + partySize <= guestsAtOnce);
};
