import type { FloorPlan, RestaurantTable } from '../../../domain/room/floor-plan';

const AREA = {
  room: '00000000-0000-4000-8000-000000002001',
  terrace: '00000000-0000-4000-8000-000000002002',
} as const;

/** Table n's id: one uuid per table, in the order of their numbers. */
const tableId = (n: number) => `00000000-0000-4000-8000-0000000021${String(n).padStart(2, '0')}`;

const table = (
  n: number,
  areaId: string,
  minSeats: number,
  maxSeats: number,
  more: Partial<Pick<RestaurantTable, 'onlineBookable' | 'priority'>> = {},
): RestaurantTable => ({
  id: tableId(n),
  areaId,
  name: String(n),
  minSeats,
  maxSeats,
  onlineBookable: more.onlineBookable ?? true,
  priority: more.priority ?? 0,
});

/**
 * The demo's room: 48 seats at twelve tables, inside and on the terrace. Two-tops by the window, four-tops
 * that push together into a long table for twelve, a round table for eight that staff keep for groups they
 * take by phone, and the terrace's two four-tops joined for six to eight.
 */
export const demoFloorPlan = (): FloorPlan => ({
  areas: [
    { id: AREA.room, name: 'Gastraum', displayOrder: 1 },
    { id: AREA.terrace, name: 'Terrasse', displayOrder: 2 },
  ],
  tables: [
    table(1, AREA.room, 1, 2),
    table(2, AREA.room, 1, 2),
    table(3, AREA.room, 1, 2),
    table(4, AREA.room, 2, 4),
    table(5, AREA.room, 2, 4),
    table(6, AREA.room, 2, 4),
    table(7, AREA.room, 3, 6),
    table(8, AREA.room, 5, 8, { onlineBookable: false }),
    table(9, AREA.terrace, 1, 2, { priority: 1 }),
    table(10, AREA.terrace, 2, 4, { priority: 1 }),
    table(11, AREA.terrace, 2, 4, { priority: 1 }),
    table(12, AREA.terrace, 3, 6, { priority: 1 }),
  ],
  combinations: [
    {
      id: '00000000-0000-4000-8000-000000002201',
      name: '4 + 5 + 6',
      tableIds: [tableId(4), tableId(5), tableId(6)],
      minSeats: 9,
      onlineBookable: true,
      priority: 0,
    },
    {
      id: '00000000-0000-4000-8000-000000002202',
      name: '10 + 11',
      tableIds: [tableId(10), tableId(11)],
      minSeats: 5,
      onlineBookable: true,
      priority: 1,
    },
  ],
});
