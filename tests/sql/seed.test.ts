// supabase/seed.sql is the offline demo's seed as SQL: it is in sync with src/adapters/memory/demo-seed/, it
// applies after every migration, and what it stores is what the demo shows (dates relative to when it runs).
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoSeed } from '../../src/adapters/memory/demo-seed/seed';
import {
  addDays,
  restaurantDate,
  restaurantInstant,
  restaurantMonth,
  restaurantParts,
} from '../../src/domain/shared/time';
import { REFERENCE, SEED_SQL_PATH, seedPlan, seedSeating, seedSql, type Cell } from '../../scripts/seed-sql';
import { targets, type TestDatabase } from './db';

const DAY = 86_400_000;
/** Seconds between applying the seed and reading it back, at most. */
const SLACK = 120_000;

describe('supabase/seed.sql', () => {
  it('is generated from the current demo seed', () => {
    expect(
      readFileSync(SEED_SQL_PATH, 'utf8') === seedSql(),
      'supabase/seed.sql differs from the demo seed. Regenerate it with: npm run gen:seed-sql',
    ).toBe(true);
  });
});

const instant = (value: unknown) => Date.parse(String(value));
/** JSON with object keys sorted: jsonb stores keys in its own order (translations, decision 0076). */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const pad = (n: number) => String(n).padStart(2, '0');
const wallTime = (iso: string) => {
  const p = restaurantParts(new Date(iso));
  return `${pad(p.hour)}:${pad(p.minute)}`;
};

/** Whether the stored value is what the cell means when the seed ran at `now`. */
const matches = (cell: Cell, stored: unknown, now: Date): boolean => {
  const shift = Math.round((Date.parse(restaurantDate(now)) - Date.parse(restaurantDate(REFERENCE))) / DAY);
  switch (cell.kind) {
    case 'static':
      return typeof cell.value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(cell.value)
        ? instant(stored) === instant(cell.value)
        : canonical(stored) === canonical(cell.value);
    case 'now':
      return Math.abs(instant(stored) - (now.getTime() + instant(cell.value) - REFERENCE.getTime())) < SLACK;
    case 'day': {
      const value = String(cell.value);
      const day = addDays(restaurantDate(new Date(value)), shift);
      return instant(stored) === restaurantInstant(day, wallTime(value)).getTime();
    }
    case 'date':
      return stored === addDays(String(cell.value), shift);
    case 'month':
      return stored === restaurantMonth(now);
  }
};

describe.each(targets)('supabase/seed.sql on $name', (target) => {
  let db: TestDatabase;
  let seededAt: Date;

  beforeAll(async () => {
    db = await target.open();
    seededAt = new Date();
    await db.exec(readFileSync(SEED_SQL_PATH, 'utf8'));
  });
  afterAll(async () => {
    await db?.close();
  });

  const stored = async (table: string) =>
    (
      await db.query<{ row: Record<string, unknown> }>(`select to_jsonb(t) as row from public.${table} t`)
    ).rows.map((r) => r.row);

  it('applies after the migrations and stores every row of the demo seed as the demo shows it', async () => {
    const mismatches: string[] = [];
    for (const { table, rows } of seedPlan()) {
      const inDb = await stored(table);
      expect(inDb.length, table).toBe(rows.length);
      for (const cells of rows) {
        const key = cells.find((c) => c.column === 'id') ?? cells.find((c) => c.column === 'month_year')!;
        const row = inDb.find((r) =>
          key.kind === 'static' ? r[key.column] === key.value : r[key.column] === restaurantMonth(seededAt),
        );
        if (!row) {
          mismatches.push(`${table}: no row for ${String(key.value)}`);
          continue;
        }
        for (const cell of cells) {
          if (!matches(cell, row[cell.column], seededAt)) {
            mismatches.push(`${table}.${cell.column} (${cell.kind}): ${JSON.stringify(row[cell.column])}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('seats the bookings at the demo’s tables, holding them from their time until held_until', async () => {
    const seating = await db.query<{
      reservation_id: string;
      table_id: string;
      exact: boolean;
      holds: boolean;
    }>(
      `select rt.reservation_id, rt.table_id, rt.holds,
              rt.during = tstzrange((r.reservation_date + r.reservation_time::time) at time zone 'Europe/Berlin',
                                    r.held_until, '[)') as exact
         from public.reservation_tables rt join public.reservations r on r.id = rt.reservation_id`,
    );
    const pairs = seating.rows.map((r) => [r.reservation_id, r.table_id]);
    expect(seedSeating().length).toBeGreaterThan(0);
    expect(pairs.sort()).toEqual(
      seedSeating()
        .map((p) => [...p])
        .sort(),
    );
    expect(seating.rows.every((r) => r.exact)).toBe(true);
    expect(seating.rows.filter((r) => r.holds).length).toBeGreaterThan(0);
  });

  it('has the upcoming events the demo has', async () => {
    const upcoming = (await stored('events'))
      .filter((e) => e.is_active && instant(e.event_date) >= seededAt.getTime())
      .map((e) => e.id)
      .sort();
    const demo = demoSeed(seededAt)
      .events.filter((e) => e.is_active && Date.parse(e.event_date) >= seededAt.getTime())
      .map((e) => e.id)
      .sort();
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming).toEqual(demo);
  });

  it('can run again without duplicating anything', async () => {
    const before = await db.count('public.menu_items');
    await db.exec(readFileSync(SEED_SQL_PATH, 'utf8'));
    expect(await db.count('public.menu_items')).toBe(before);
    expect(await db.count('public.ai_usage_tracking')).toBe(1);
  });
});
