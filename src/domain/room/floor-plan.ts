/**
 * The room as data: dining areas, the tables set up in them, and the combinations of tables pushed
 * together for bigger parties. Staff set it up; the booking rules read it to seat a party.
 */

export interface DiningArea {
  readonly id: string;
  readonly name: string;
  readonly displayOrder: number;
}

export interface RestaurantTable {
  readonly id: string;
  readonly areaId: string;
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Whether guests may book it themselves; staff may seat any table. */
  readonly onlineBookable: boolean;
  /** Among tables of the same size, a lower number is given first. */
  readonly priority: number;
}

/** Tables pushed together: its own minimum, its maximum the sum of its tables' maximums. */
export interface TableCombination {
  readonly id: string;
  readonly name: string;
  readonly tableIds: readonly string[];
  readonly minSeats: number;
  readonly onlineBookable: boolean;
  readonly priority: number;
}

export interface FloorPlan {
  readonly areas: readonly DiningArea[];
  readonly tables: readonly RestaurantTable[];
  readonly combinations: readonly TableCombination[];
}

/** A room without tables: it counts guests present at once instead. */
export const EMPTY_FLOOR_PLAN: FloorPlan = { areas: [], tables: [], combinations: [] };

/** Who books: guests online get only what is online bookable, staff any table. */
export type BookingChannel = 'online' | 'staff';

/** Where a party can sit: one table, or a combination of tables. `seats` is its most guests. */
export interface Seating {
  readonly kind: 'table' | 'combination';
  readonly id: string;
  readonly name: string;
  readonly tableIds: readonly string[];
  readonly seats: number;
}

const tableSeating = (table: RestaurantTable): Seating => ({
  kind: 'table',
  id: table.id,
  name: table.name,
  tableIds: [table.id],
  seats: table.maxSeats,
});

/**
 * A combination as a seating: at most the sum of its tables' maximums. A combination of fewer than two
 * tables, or naming a table that is not in the plan, is no combination a party can sit at.
 */
const combinationSeating = (
  combination: TableCombination,
  tablesById: ReadonlyMap<string, RestaurantTable>,
): Seating | null => {
  if (combination.tableIds.length < 2) return null;
  let seats = 0;
  for (const id of combination.tableIds) {
    const table = tablesById.get(id);
    if (!table) return null;
    seats += table.maxSeats;
  }
  return {
    kind: 'combination',
    id: combination.id,
    name: combination.name,
    tableIds: combination.tableIds,
    seats,
  };
};

interface Candidate {
  readonly seating: Seating;
  readonly minSeats: number;
  readonly onlineBookable: boolean;
  readonly priority: number;
}

const candidateOf = (
  source: Pick<RestaurantTable, 'minSeats' | 'onlineBookable' | 'priority'>,
  seating: Seating,
): Candidate => ({
  seating,
  minSeats: source.minSeats,
  onlineBookable: source.onlineBookable,
  priority: source.priority,
});

const fits = (candidate: Candidate, partySize: number, channel: BookingChannel): boolean =>
  candidate.minSeats <= partySize &&
  partySize <= candidate.seating.seats &&
  (channel === 'staff' || candidate.onlineBookable);

/**
 * Best first: the fewest seats, so that a two-top is not given a six-top's place; then the lower priority
 * number; then a single table before a combination, which ties up more tables; then id, so the order is the
 * same every time (and the same as PostgreSQL's uuid order for lowercase uuids).
 */
const byPreference = (a: Candidate, b: Candidate): number =>
  a.seating.seats - b.seating.seats ||
  a.priority - b.priority ||
  Number(a.seating.kind === 'combination') - Number(b.seating.kind === 'combination') ||
  (a.seating.id < b.seating.id ? -1 : a.seating.id > b.seating.id ? 1 : 0);

/** The tables and combinations a party fits (min ≤ party ≤ max), best first, for one channel. */
export const seatingsFor = (plan: FloorPlan, partySize: number, channel: BookingChannel): Seating[] => {
  const tablesById = new Map(plan.tables.map((table) => [table.id, table]));
  const candidates: Candidate[] = plan.tables.map((table) => candidateOf(table, tableSeating(table)));
  for (const combination of plan.combinations) {
    const seating = combinationSeating(combination, tablesById);
    if (seating) candidates.push(candidateOf(combination, seating));
  }
  return candidates
    .filter((candidate) => fits(candidate, partySize, channel))
    .sort(byPreference)
    .map((candidate) => candidate.seating);
};
