// Writes supabase/seed.sql from the offline demo's seed (src/adapters/memory/demo-seed/), so that a local or
// staging project shows the same restaurant as `npm start`. Run it with `npm run gen:seed-sql`;
// tests/sql/seed.test.ts fails when the committed file is stale and applies it after the migrations.
//
// The demo seed is a function of "now": events stay upcoming, bookings and press stay recent. seed.sql is
// applied later, at any time, so those values become SQL expressions of now(). Which values follow the clock,
// and how, is found by evaluating the seed at three instants: a week apart (a value that moves by exactly a
// week follows the clock) and an hour apart (one that moves by the hour follows now(); one that stays put is
// a wall-clock time on a day relative to the restaurant's today, Europe/Berlin).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { DemoTables } from '../src/adapters/memory/memory-database';
import type { FloorPlan } from '../src/domain/room/floor-plan';
import { demoSeed } from '../src/adapters/memory/demo-seed/seed';
import { restaurantDate, restaurantMonth, restaurantParts } from '../src/domain/shared/time';

export const SEED_SQL_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'supabase', 'seed.sql');

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/** A Wednesday morning in Berlin; a week later is another month, so month values show that they move. */
export const REFERENCE = new Date('2026-01-28T09:00:00.000Z');

/** Insert order: referenced tables first. consent_records stays empty (visitors make their own). */
export const SEEDED_TABLES = [
  'dining_areas',
  'restaurant_tables',
  'table_combinations',
  'table_combination_members',
  'menu_categories',
  'menu_items',
  'restaurant_videos',
  'ai_usage_tracking',
  'press_articles',
  'gallery_images',
  'events',
  'content_blocks',
  'about_sections',
  'about_images',
  'reservations',
] as const;

export type SeededTable = (typeof SEEDED_TABLES)[number];

type Row = Record<string, unknown>;

/** The seed's floor plan as the rows of its tables (the demo keeps it as one value). */
const floorPlanRows = (plan: FloorPlan | undefined) => {
  const { areas = [], tables = [], combinations = [] } = plan ?? {};
  let member = 0;
  return {
    dining_areas: areas.map((a) => ({ id: a.id, name: a.name, display_order: a.displayOrder })),
    restaurant_tables: tables.map((t) => ({
      id: t.id,
      area_id: t.areaId,
      name: t.name,
      min_seats: t.minSeats,
      max_seats: t.maxSeats,
      online_bookable: t.onlineBookable,
      priority: t.priority,
    })),
    table_combinations: combinations.map((c) => ({
      id: c.id,
      name: c.name,
      min_seats: c.minSeats,
      online_bookable: c.onlineBookable,
      priority: c.priority,
    })),
    table_combination_members: combinations.flatMap((c) =>
      c.tableIds.map((tableId) => ({
        id: `00000000-0000-4000-8000-0000000023${String(++member).padStart(2, '0')}`,
        combination_id: c.id,
        table_id: tableId,
      })),
    ),
  };
};

/**
 * The seed's rows per table. A booking's tables are no column of reservations: they are rows of
 * reservation_tables, written by seatingSql().
 */
const seededRows = (seed: DemoTables): Record<SeededTable, readonly Row[]> =>
  ({
    ...floorPlanRows(seed.floor_plan),
    menu_categories: seed.menu_categories,
    menu_items: seed.menu_items,
    restaurant_videos: seed.restaurant_videos,
    ai_usage_tracking: seed.ai_usage_tracking,
    press_articles: seed.press_articles,
    gallery_images: seed.gallery_images,
    events: seed.events,
    content_blocks: seed.content_blocks,
    about_sections: seed.about_sections,
    about_images: seed.about_images,
    reservations: seed.reservations.map(({ table_ids: _tables, ...row }) => row),
  }) as unknown as Record<SeededTable, readonly Row[]>;

/** Each seated booking of the seed with its tables, as [reservation id, table id] pairs. */
export const seedSeating = (): (readonly [string, string])[] =>
  demoSeed(REFERENCE).reservations.flatMap((r) => (r.table_ids ?? []).map((t) => [r.id, t] as const));

/**
 * The seed's bookings at their tables, for as long as each holds them: from its time until its held_until,
 * read from the stored booking so that the range is the one the database itself would give it.
 */
const seatingSql = (): string => {
  const pairs = seedSeating();
  if (pairs.length === 0) return '';
  const values = pairs.map(([r, t]) => `  (${quote(r)}::uuid, ${quote(t)}::uuid)`).join(',\n');
  return `insert into public.reservation_tables (reservation_id, table_id, during, holds)
select r.id, v.table_id,
       tstzrange((r.reservation_date + r.reservation_time::time) at time zone 'Europe/Berlin', r.held_until, '[)'),
       r.status in ('pending', 'confirmed')
from (values
${values}
) as v (reservation_id, table_id)
join public.reservations r on r.id = v.reservation_id
on conflict do nothing;`;
};

/** How a value is written: as it is, or relative to the time the seed is applied. */
export type CellKind = 'static' | 'now' | 'day' | 'date' | 'month';

export interface Cell {
  readonly column: string;
  readonly kind: CellKind;
  /** The value at the reference instant (what the demo would show then). */
  readonly value: unknown;
  readonly sql: string;
}

const TODAY = `(now() at time zone 'Europe/Berlin')::date`;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

const literal = (value: unknown): string => {
  if (value === null) return 'null';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? `'{}'` : `array[${value.map((v) => literal(v)).join(', ')}]`;
  }
  // A row's translations (decision 0076): jsonb, whose check constraint validates it.
  if (typeof value === 'object') return `${quote(JSON.stringify(value))}::jsonb`;
  throw new Error(`no SQL literal for ${JSON.stringify(value)}`);
};

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / (24 * HOUR));
const plusDays = (sql: string, d: number) => (d === 0 ? sql : `${sql} ${d < 0 ? '-' : '+'} ${Math.abs(d)}`);
const duration = (ms: number) => {
  const seconds = Math.abs(ms / 1000);
  if (seconds % 86_400 === 0) return `${seconds / 86_400} days`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600} hours`;
  return `${seconds} seconds`;
};
const interval = (ms: number) =>
  ms === 0 ? 'now()' : `now() ${ms < 0 ? '-' : '+'} interval '${duration(ms)}'`;

const pad = (n: number) => String(n).padStart(2, '0');

/** One value of the seed at the three instants, as SQL. */
const cellOf = (column: string, at: readonly [unknown, unknown, unknown], where: string): Cell => {
  const [value, weekLater, hourLater] = at;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (same(value, weekLater) && same(value, hourLater))
    return { column, kind: 'static', value, sql: literal(value) };
  const moved = (a: unknown, b: unknown) => Date.parse(String(b)) - Date.parse(String(a));
  if (typeof value === 'string' && ISO_INSTANT.test(value) && moved(value, weekLater) === WEEK) {
    if (moved(value, hourLater) === HOUR) {
      return { column, kind: 'now', value, sql: interval(Date.parse(value) - REFERENCE.getTime()) };
    }
    if (value === hourLater) {
      const wall = restaurantParts(new Date(value));
      const d = days(restaurantDate(REFERENCE), restaurantDate(new Date(value)));
      const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
      return {
        column,
        kind: 'day',
        value,
        sql: `(${plusDays(TODAY, d)} + time '${time}') at time zone 'Europe/Berlin'`,
      };
    }
  }
  if (
    typeof value === 'string' &&
    ISO_DATE.test(value) &&
    value === hourLater &&
    days(value, String(weekLater)) === 7
  ) {
    return { column, kind: 'date', value, sql: plusDays(TODAY, days(restaurantDate(REFERENCE), value)) };
  }
  if (
    typeof value === 'string' &&
    MONTH.test(value) &&
    value === restaurantMonth(REFERENCE) &&
    weekLater === restaurantMonth(new Date(REFERENCE.getTime() + WEEK))
  ) {
    return { column, kind: 'month', value, sql: `to_char(now() at time zone 'Europe/Berlin', 'YYYY-MM')` };
  }
  throw new Error(
    `${where}.${column} follows the clock in a way seed.sql cannot express: ${JSON.stringify(at)}`,
  );
};

/** Every seeded row as cells, per table, in insert order. */
export const seedPlan = (): { table: SeededTable; rows: Cell[][] }[] => {
  const [now, weekLater, hourLater] = [0, WEEK, HOUR].map((ms) =>
    demoSeed(new Date(REFERENCE.getTime() + ms)),
  );
  const rowsOf = (tables: DemoTables | undefined, table: SeededTable) =>
    tables ? seededRows(tables)[table] : [];
  return SEEDED_TABLES.map((table) => {
    const seeded = rowsOf(now, table);
    const columns = Object.keys(seeded[0] ?? {});
    const rows = seeded.map((row, i) => {
      if (Object.keys(row).sort().join() !== [...columns].sort().join()) {
        throw new Error(`${table}[${i}] has other columns than ${table}[0]`);
      }
      const later = rowsOf(weekLater, table)[i];
      const soon = rowsOf(hourLater, table)[i];
      return columns.map((column) =>
        cellOf(column, [row[column], later?.[column], soon?.[column]], `${table}[${i}]`),
      );
    });
    return { table, rows };
  });
};

/** The text of supabase/seed.sql. */
export const seedSql = (): string => {
  const inserts = seedPlan()
    .filter(({ rows }) => rows.length > 0)
    .map(({ table, rows }) => {
      const columns = rows[0]!.map((c) => c.column);
      const values = rows.map((cells) => `  (${cells.map((c) => c.sql).join(', ')})`).join(',\n');
      return `insert into public.${table} (${columns.join(', ')}) values\n${values}\non conflict do nothing;`;
    });
  return `-- Generated by \`npm run gen:seed-sql\` (scripts/seed-sql.ts) from the offline demo's seed
-- (src/adapters/memory/demo-seed/). Do not edit by hand: tests/sql/seed.test.ts fails when the two disagree.
--
-- The same restaurant as \`npm start\`, for a local (\`supabase db reset\`) or staging project. Values that follow
-- the clock in the demo are expressions of now() in restaurant time (Europe/Berlin), so events stay upcoming
-- and bookings recent whenever this runs. Image and video URLs are the demo's own files under /demo/ (served by
-- the static site); a real project uploads its own through the admin area. Rows that exist are left alone.

begin;

${[...inserts, seatingSql()].filter(Boolean).join('\n\n')}

commit;
`;
};
