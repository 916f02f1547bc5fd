import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FLOOR_PLAN,
  seatingsFor,
  type BookingChannel,
  type FloorPlan,
  type RestaurantTable,
  type Seating,
  type TableCombination,
} from '../../src/domain/room/floor-plan';

const anyTable = (id: string): fc.Arbitrary<RestaurantTable> =>
  fc
    .record({
      minSeats: fc.integer({ min: 1, max: 3 }),
      extra: fc.integer({ min: 0, max: 3 }),
      onlineBookable: fc.boolean(),
      priority: fc.integer({ min: 0, max: 1 }),
    })
    .map(({ minSeats, extra, onlineBookable, priority }) => ({
      id,
      areaId: 'area',
      name: `Table ${id.slice(0, 4)}`,
      minSeats,
      maxSeats: minSeats + extra,
      onlineBookable,
      priority,
    }));

/**
 * Small rooms with uuid ids and few sizes and priorities, so that ties are common; a combination may name a
 * table that is not in the plan, or only one table.
 */
const anyPlan: fc.Arbitrary<FloorPlan> = fc
  .uniqueArray(fc.uuid(), { minLength: 0, maxLength: 6 })
  .chain((ids) =>
    fc.record({
      tables: fc.tuple(...ids.map(anyTable)),
      combinations: fc.array(
        fc.record({
          id: fc.uuid(),
          name: fc.constant('Combination'),
          tableIds: fc.subarray([...ids, '00000000-0000-4000-8000-00000000dead'], { minLength: 1 }),
          minSeats: fc.integer({ min: 1, max: 6 }),
          onlineBookable: fc.boolean(),
          priority: fc.integer({ min: 0, max: 1 }),
        }),
        { maxLength: 3 },
      ),
    }),
  )
  .map(({ tables, combinations }) => ({ areas: [], tables, combinations }));

const anyChannel = fc.constantFrom<BookingChannel>('online', 'staff');
const anyParty = fc.integer({ min: 1, max: 12 });

/** What a seating of the plan is, read from the plan itself. */
const sourceOf = (plan: FloorPlan, seating: Seating): RestaurantTable | TableCombination | undefined =>
  seating.kind === 'table'
    ? plan.tables.find((t) => t.id === seating.id)
    : plan.combinations.find((c) => c.id === seating.id);

/** The most guests of a combination: its tables' maximums added up; null when one is not in the plan. */
const combinationMax = (plan: FloorPlan, combination: TableCombination): number | null => {
  let seats = 0;
  for (const id of combination.tableIds) {
    const table = plan.tables.find((t) => t.id === id);
    if (!table) return null;
    seats += table.maxSeats;
  }
  return seats;
};

const orderKey = (plan: FloorPlan, s: Seating) =>
  [s.seats, sourceOf(plan, s)!.priority, s.kind === 'table' ? 0 : 1, s.id] as const;

describe('seatingsFor', () => {
  it('gives a party only a table or combination it fits, online only what guests may book', () => {
    fc.assert(
      fc.property(anyPlan, anyParty, anyChannel, (plan, party, channel) => {
        for (const seating of seatingsFor(plan, party, channel)) {
          const source = sourceOf(plan, seating)!;
          expect(source).toBeDefined();
          const max =
            seating.kind === 'table'
              ? (source as RestaurantTable).maxSeats
              : combinationMax(plan, source as TableCombination);
          expect(max).not.toBeNull();
          expect(seating.seats).toBe(max);
          expect(source.minSeats).toBeLessThanOrEqual(party);
          expect(party).toBeLessThanOrEqual(max!);
          if (channel === 'online') expect(source.onlineBookable).toBe(true);
          if (seating.kind === 'combination') expect(seating.tableIds.length).toBeGreaterThanOrEqual(2);
          else expect(seating.tableIds).toEqual([seating.id]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out no table or combination that fits', () => {
    fc.assert(
      fc.property(anyPlan, anyParty, anyChannel, (plan, party, channel) => {
        const given = new Set(seatingsFor(plan, party, channel).map((s) => `${s.kind}:${s.id}`));
        const allowed = (onlineBookable: boolean) => channel === 'staff' || onlineBookable;
        for (const t of plan.tables) {
          const fits = t.minSeats <= party && party <= t.maxSeats && allowed(t.onlineBookable);
          expect(given.has(`table:${t.id}`)).toBe(fits);
        }
        for (const c of plan.combinations) {
          const max = combinationMax(plan, c);
          const fits =
            c.tableIds.length >= 2 &&
            max !== null &&
            c.minSeats <= party &&
            party <= max &&
            allowed(c.onlineBookable);
          expect(given.has(`combination:${c.id}`)).toBe(fits);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('puts the fewest seats first, then the lower priority, a table before a combination, then id', () => {
    fc.assert(
      fc.property(anyPlan, anyParty, anyChannel, (plan, party, channel) => {
        const seatings = seatingsFor(plan, party, channel);
        seatings.slice(1).forEach((seating, i) => {
          const [a, b] = [orderKey(plan, seatings[i]!), orderKey(plan, seating)];
          const before = a.findIndex((v, k) => v !== b[k]);
          expect(before).toBeGreaterThanOrEqual(0);
          expect(a[before]! < b[before]!).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('orders by seats, priority, kind and id, in that order of importance', () => {
    const table = (id: string, maxSeats: number, priority: number): RestaurantTable => ({
      id,
      areaId: 'a',
      name: id,
      minSeats: 1,
      maxSeats,
      onlineBookable: true,
      priority,
    });
    const plan: FloorPlan = {
      areas: [],
      tables: [table('b', 4, 0), table('a', 4, 0), table('c', 2, 5), table('d', 4, 1), table('e', 2, 9)],
      combinations: [
        { id: '0', name: 'c+e', tableIds: ['c', 'e'], minSeats: 3, onlineBookable: true, priority: 0 },
        { id: '1', name: 'c+e', tableIds: ['c', 'e'], minSeats: 3, onlineBookable: false, priority: 0 },
      ],
    };
    expect(seatingsFor(plan, 2, 'online').map((s) => s.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
    expect(seatingsFor(plan, 3, 'staff').map((s) => s.id)).toEqual(['a', 'b', '0', '1', 'd']);
    expect(seatingsFor(EMPTY_FLOOR_PLAN, 2, 'staff')).toEqual([]);
  });
});
