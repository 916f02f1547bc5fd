// The room as the database holds it, read in the domain's shapes, for the suites that compare SQL's
// answers with src/domain/room/ (tests/sql/room.test.ts, tests/sql/public-surface-fuzz.test.ts).
import { bookedPartyOf, type BookedParty } from '../../src/domain/room/hold';
import type { FloorPlan } from '../../src/domain/room/floor-plan';
import type { BookingRules } from '../../src/domain/settings/booking-rules';
import type { Session } from './db';

/** The floor plan as the database holds it, in the domain's shape. */
export const floorPlanOf = async (db: Session): Promise<FloorPlan> => {
  const areas = await db.query<{ id: string; name: string; display_order: number }>(
    `select id, name, display_order from public.dining_areas`,
  );
  const tables = await db.query<{
    id: string;
    area_id: string;
    name: string;
    min_seats: number;
    max_seats: number;
    online_bookable: boolean;
    priority: number;
  }>(
    `select id, area_id, name, min_seats, max_seats, online_bookable, priority from public.restaurant_tables`,
  );
  const combinations = await db.query<{
    id: string;
    name: string;
    table_ids: string[];
    min_seats: number;
    online_bookable: boolean;
    priority: number;
  }>(
    `select k.id, k.name, array_agg(m.table_id order by m.table_id) as table_ids, k.min_seats, k.online_bookable,
            k.priority
       from public.table_combinations k join public.table_combination_members m on m.combination_id = k.id
      group by k.id`,
  );
  return {
    areas: areas.rows.map((a) => ({ id: a.id, name: a.name, displayOrder: a.display_order })),
    tables: tables.rows.map((t) => ({
      id: t.id,
      areaId: t.area_id,
      name: t.name,
      minSeats: t.min_seats,
      maxSeats: t.max_seats,
      onlineBookable: t.online_bookable,
      priority: t.priority,
    })),
    combinations: combinations.rows.map((c) => ({
      id: c.id,
      name: c.name,
      tableIds: c.table_ids,
      minSeats: c.min_seats,
      onlineBookable: c.online_bookable,
      priority: c.priority,
    })),
  };
};

/**
 * The bookings of a date that count against its room (pending, confirmed and seated), besides one, as the
 * domain's rule reads them: their id, their hold and the tables they hold.
 */
export const bookedBesides = async (
  db: Session,
  rules: BookingRules,
  date: string,
  besides: string | null,
): Promise<BookedParty[]> => {
  const { rows } = await db.query<{
    id: string;
    reservation_date: string;
    reservation_time: string;
    party_size: number;
    event_id: string | null;
    held_until: string | null;
    table_ids: string[];
  }>(
    `select r.id, to_char(r.reservation_date, 'YYYY-MM-DD') as reservation_date, r.reservation_time, r.party_size,
            r.event_id, to_char(r.held_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as held_until,
            coalesce((select array_agg(h.table_id) from public.reservation_tables h
                       where h.reservation_id = r.id and h.holds), '{}') as table_ids
       from public.reservations r
      where r.reservation_date = $1::date and r.status in ('pending', 'confirmed', 'seated')
        and r.id is distinct from $2::uuid`,
    [date, besides],
  );
  return rows.map((row) => bookedPartyOf(rules, row));
};

export interface Table {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly online?: boolean;
  readonly priority?: number;
}

/** Replaces the floor plan by one area with these tables and combinations (of table names). */
export const setUpRoom = async (
  db: Session,
  tables: readonly Table[],
  combinations: readonly { name: string; tables: readonly string[]; min: number }[] = [],
): Promise<Map<string, string>> => {
  await db.exec(`delete from public.reservation_tables; delete from public.table_combinations;
                 delete from public.restaurant_tables; delete from public.dining_areas;`);
  const area = (
    await db.query<{ id: string }>(`insert into public.dining_areas (name) values ('Innen') returning id`)
  ).rows[0]!.id;
  const ids = new Map<string, string>();
  for (const t of tables) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.restaurant_tables (area_id, name, min_seats, max_seats, online_bookable, priority)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [area, t.name, t.min, t.max, t.online ?? true, t.priority ?? 0],
    );
    ids.set(t.name, rows[0]!.id);
  }
  for (const c of combinations) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.table_combinations (name, min_seats) values ($1, $2) returning id`,
      [c.name, c.min],
    );
    for (const member of c.tables) {
      await db.query(
        `insert into public.table_combination_members (combination_id, table_id) values ($1, $2)`,
        [rows[0]!.id, ids.get(member)],
      );
    }
  }
  return ids;
};
