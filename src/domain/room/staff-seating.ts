import type { BookingRules } from '../settings/booking-rules';
import type { BookingRequest } from '../settings/bookable-slots';
import { staffAnswer, type Unavailability } from './availability';
import type { FloorPlan } from './floor-plan';
import { overlaps, type BookedParty, type Hold } from './hold';
import { invalid, type PortError } from '../shared/result';

/** Why staff cannot seat a party as asked: the room's reasons, and those of the tables staff chose. */
export type StaffRefusal =
  | Unavailability
  /** A chosen table is held by another party during the stay. */
  | 'tableTaken'
  /** The chosen tables seat fewer than the party. */
  | 'tableTooSmall'
  /** A chosen table is held by a party that sits down at the same time: no stay fits between. */
  | 'tableInUse'
  /** A chosen table is not in the floor plan. */
  | 'tableUnknown';

/**
 * The rules a host may set aside with a reason, which is recorded with the booking: the hours, the stay by
 * closing, pacing, a room or table that is full. Never a date in the past, a table that does not exist, or
 * one a party sits down at at the same moment.
 */
export const OVERRIDABLE: readonly StaffRefusal[] = [
  'dateClosed',
  'timeOutsideHours',
  'stayPastClose',
  'pacingSlot',
  'pacingDay',
  'noTableFits',
  'noTableFree',
  'roomFull',
  'tableTaken',
  'tableTooSmall',
];

export const isOverridable = (reason: StaffRefusal): boolean => OVERRIDABLE.includes(reason);

export interface StaffSeatingRequest extends BookingRequest {
  /** The tables staff chose; null to seat the party at the best free table. */
  readonly tableIds: readonly string[] | null;
}

/** An earlier party whose hold now ends when the new one sits down (a host's "they will be gone by then"). */
export interface ShortenedHold {
  readonly id: string;
  readonly until: number;
}

export type StaffSeating =
  | {
      readonly ok: true;
      /** Empty: not seated (a room without tables, or no free table, set aside with a reason). */
      readonly tableIds: readonly string[];
      readonly hold: Hold;
      /** The rules set aside, in the order they were checked; empty without an override. */
      readonly overridden: readonly StaffRefusal[];
      readonly shortened: readonly ShortenedHold[];
    }
  | { readonly ok: false; readonly reasons: readonly StaffRefusal[] };

const SEATING_REASONS: readonly Unavailability[] = ['noTableFits', 'noTableFree', 'roomFull'];

/**
 * Where a chosen set of tables leaves the new party: the parties holding one of them during its stay, the
 * earlier of which a host may ask to leave by the new party's time, while a later one ends the new stay when
 * it sits down. A party sitting down at the same moment leaves no stay at all.
 */
const chosenTables = (
  plan: FloorPlan,
  booked: readonly BookedParty[],
  tableIds: readonly string[],
  partySize: number,
  hold: Hold,
): { reasons: StaffRefusal[]; hold: Hold; shortened: ShortenedHold[] } => {
  const tables = tableIds.map((id) => plan.tables.find((table) => table.id === id));
  if (tables.some((table) => table === undefined) || tableIds.length === 0)
    return { reasons: ['tableUnknown'], hold, shortened: [] };
  const reasons: StaffRefusal[] = [];
  const seats = tables.reduce((sum, table) => sum + (table?.maxSeats ?? 0), 0);
  if (seats < partySize) reasons.push('tableTooSmall');
  const wanted = new Set(tableIds);
  const conflicts = booked.filter(
    (party) => party.hold && overlaps(party.hold, hold) && party.tableIds.some((id) => wanted.has(id)),
  );
  if (conflicts.length === 0) return { reasons, hold, shortened: [] };
  if (conflicts.some((party) => party.hold!.from === hold.from || party.id === undefined))
    return { reasons: ['tableInUse'], hold, shortened: [] };
  const later = conflicts.filter((party) => party.hold!.from > hold.from);
  const until = Math.min(hold.until, ...later.map((party) => party.hold!.from));
  const shortened = conflicts
    .filter((party) => party.hold!.from < hold.from)
    .map((party) => ({ id: party.id!, until: hold.from }));
  return { reasons: [...reasons, 'tableTaken'], hold: { from: hold.from, until }, shortened };
};

/**
 * Whether staff can seat a party as asked (a phone booking, a walk-in, a change to a booking): held to the
 * room but not to the public form's limits (checkBooking() on the staff channel), at the tables staff chose
 * or the best free ones. With `override` (staff gave a reason) the overridable rules are set aside: a party
 * no table is free for is taken without one, and earlier parties at a chosen table have their hold end when
 * the new party sits down. `booked` holds the date's bookings that count, without the one being changed.
 * book_reservation_as_staff() in SQL decides the same.
 */
export const checkStaffSeating = (
  rules: BookingRules,
  plan: FloorPlan,
  request: StaffSeatingRequest,
  now: Date,
  booked: readonly BookedParty[],
  override: boolean,
): StaffSeating => {
  const answer = staffAnswer(rules, plan, request, now, booked);
  let reasons: StaffRefusal[] = [...answer.reasons];
  let hold = answer.hold;
  let shortened: ShortenedHold[] = [];
  let tableIds: readonly string[] = answer.seating?.tableIds ?? [];
  if (request.tableIds !== null && !reasons.includes('dateInPast')) {
    const chosen = chosenTables(plan, booked, request.tableIds, request.partySize, hold);
    reasons = [
      ...reasons.filter((reason) => !SEATING_REASONS.includes(reason as Unavailability)),
      ...chosen.reasons,
    ];
    hold = chosen.hold;
    shortened = chosen.shortened;
    tableIds = request.tableIds;
  }
  if (reasons.length === 0) return { ok: true, tableIds, hold, overridden: [], shortened: [] };
  if (!override || !reasons.every(isOverridable)) return { ok: false, reasons };
  const unseated = request.tableIds === null && answer.seating === null;
  return { ok: true, tableIds: unseated ? [] : tableIds, hold, overridden: reasons, shortened };
};

/**
 * The error a refused staff booking crosses the port with: a message for the whole refusal, and every
 * reason on the `room` issue, comma-separated, so that the form can name each rule and offer the override
 * when all may be set aside. SQL raises the same (message, detail 'room', hint the reasons).
 */
export const staffRefusalError = (reasons: readonly StaffRefusal[]) =>
  invalid(reasons.every(isOverridable) ? STAFF_REFUSED : STAFF_REFUSED_FINAL, { room: reasons.join(',') });

export const STAFF_REFUSED = 'admin:hostStand.refused';
export const STAFF_REFUSED_FINAL = 'admin:hostStand.refusedFinal';

const STAFF_REFUSALS: readonly string[] = [
  'partyTooLarge',
  'dateInPast',
  'dateTooFar',
  'dateClosed',
  'timeOutsideHours',
  'timeTooSoon',
  'stayPastClose',
  'pacingSlot',
  'pacingDay',
  'noTableFits',
  'noTableFree',
  'roomFull',
  'tableTaken',
  'tableTooSmall',
  'tableInUse',
  'tableUnknown',
];

/** The reasons of a refused staff booking, as staffRefusalError() wrote them; empty for any other error. */
export const staffRefusalsOf = (error: PortError): StaffRefusal[] =>
  error.message === STAFF_REFUSED || error.message === STAFF_REFUSED_FINAL
    ? ((error.issues?.['room'] ?? '').split(',').filter((r) => STAFF_REFUSALS.includes(r)) as StaffRefusal[])
    : [];

/**
 * The tables of a booking as staff read them in its history: their names, in the order of their numbers,
 * joined by " + " (private.tables_label() in SQL); null when it sits at none.
 */
export const tablesLabel = (plan: FloorPlan, tableIds: readonly string[] | undefined): string | null => {
  const names = (tableIds ?? []).map((id) => plan.tables.find((table) => table.id === id)?.name ?? '?');
  if (names.length === 0) return null;
  const number = (name: string) => Number(/^\d+/.exec(name)?.[0] ?? Number.MAX_SAFE_INTEGER);
  return names.sort((a, b) => number(a) - number(b) || (a < b ? -1 : a > b ? 1 : 0)).join(' + ');
};
