// `npm run bench:availability`: a benchmark, not a test. Measures the room's rule where it runs:
//   domain   a day's availability (every time of the day, with the table each would get) for a 30-table room
//            with 150 bookings, computed by src/domain/room/availability.ts as the booking form and the demo do;
//   sql      create_reservation() on PostgreSQL with 200,000 bookings in the table and 150 on the evening
//            booked, each call in its own transaction, rolled back (so every call meets the same evening); and
//            free_reservation_times(), which the booking form asks for each date.
// Prints JSON with p50/p95/max in ms; writes .tmp/bench-availability.json. Targets: domain p95 <= 5 ms, booking
// RPC p95 <= 20 ms. Exits non-zero on errors only, never on a missed target. DATABASE_URL picks the server
// (default postgres://postgres@127.0.0.1:5432/postgres); a throwaway database is made and dropped.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createJiti } from 'jiti';
import pg from 'pg';

const TARGETS = { domainP95Ms: 5, bookingP95Ms: 20 };
const DOMAIN_RUNS = 500;
const SQL_RUNS = 200;
const BOOKINGS = 200_000;
const EVENING_BOOKINGS = 150;

const jiti = createJiti(import.meta.url);
const { DEFAULT_BOOKING_RULES } = await jiti.import('../src/domain/settings/booking-rules.ts');
const { checkBooking, dayAvailability } = await jiti.import('../src/domain/room/availability.ts');
const { addDays, knowRestaurantOffsets, restaurantDate, restaurantOffsetSpans } = await jiti.import(
  '../src/domain/shared/time.ts',
);
// As the app in the browser does (src/ui/app/prerendered-formats.ts): Berlin's offsets are known, so the wall
// clock is arithmetic instead of a call into ICU per time.
const YEAR_MS = 365 * 24 * 3600 * 1000;
knowRestaurantOffsets(restaurantOffsetSpans(Date.now() - 3 * YEAR_MS, Date.now() + 2 * YEAR_MS));
const { fillReservations } = await jiti.import('../tests/sql/scale-fill.ts');

/** A small deterministic generator: the same rooms and requests on every run. */
const generator = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const figures = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (ms) => Math.round(ms * 1000) / 1000;
  return { runs: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)) };
};

/** 30 tables in two areas (ten two-tops, twelve four-tops, six six-tops, two eight-tops) and four combinations. */
const thirtyTables = () => {
  const tables = [];
  const add = (prefix, count, min, max, areaId) => {
    for (let i = 1; i <= count; i += 1) {
      tables.push({
        id: `00000000-0000-4000-8000-${String(tables.length + 1).padStart(12, '0')}`,
        areaId,
        name: `${prefix}${i}`,
        minSeats: min,
        maxSeats: max,
        onlineBookable: true,
        priority: 0,
      });
    }
  };
  add('Z', 10, 1, 2, 'inside');
  add('V', 12, 2, 4, 'inside');
  add('S', 6, 3, 6, 'terrace');
  add('A', 2, 5, 8, 'terrace');
  const byName = new Map(tables.map((t) => [t.name, t.id]));
  const combination = (n, names, minSeats) => ({
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    name: names.join('+'),
    tableIds: names.map((name) => byName.get(name)),
    minSeats,
    onlineBookable: true,
    priority: 0,
  });
  return {
    areas: [
      { id: 'inside', name: 'Innen', displayOrder: 0 },
      { id: 'terrace', name: 'Terrasse', displayOrder: 1 },
    ],
    tables,
    combinations: [
      combination(1, ['V1', 'V2'], 5),
      combination(2, ['V3', 'V4'], 5),
      combination(3, ['S1', 'S2'], 7),
      combination(4, ['A1', 'A2'], 9),
    ],
  };
};

// Every half hour from 08:00 to 20:00, the times whose stays end by the close at 22:00 for every party.
const TIMES = Array.from(
  { length: 25 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const PARTIES = [1, 2, 2, 2, 2, 3, 4, 4, 4, 5, 6, 8];

const rules = { ...DEFAULT_BOOKING_RULES, guestsAtOnce: null };
const plan = thirtyTables();
const now = new Date();
const date = addDays(restaurantDate(now), 20);
const nextDate = addDays(date, 1);

/** The day's 150 bookings, seated one after another by the rule, as the database would have seated them. */
const bookedDay = () => {
  const rnd = generator(150);
  const booked = [];
  for (let tries = 0; booked.length < EVENING_BOOKINGS && tries < 10_000; tries += 1) {
    const time = TIMES[Math.floor(rnd() * TIMES.length)];
    const partySize = PARTIES[Math.floor(rnd() * PARTIES.length)];
    const check = checkBooking(rules, plan, { date, time, partySize }, now, booked);
    if (check.ok) booked.push({ time, partySize, tableIds: check.seating?.tableIds ?? [], hold: check.hold });
  }
  return booked;
};

const benchDomain = () => {
  const booked = bookedDay();
  const samples = [];
  for (let run = 0; run < DOMAIN_RUNS; run += 1) {
    const started = performance.now();
    dayAvailability(rules, plan, date, 1 + (run % 8), now, booked);
    samples.push(performance.now() - started);
  }
  return { tables: plan.tables.length, bookings: booked.length, dayAvailability: figures(samples.slice(50)) };
};

const migrationsDir = 'supabase/migrations';
const benchSql = async () => {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tischlein_bench_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  await server.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    await db.query(readFileSync('tests/sql/supabase-platform.sql', 'utf8'));
    for (const file of readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      await db.query(readFileSync(join(migrationsDir, file), 'utf8'));
    }
    await db.query(fillReservations(BOOKINGS));
    await db.query(
      `update public.restaurant_settings set booking_rules = booking_rules || '{"guestsAtOnce": null}'`,
    );
    const area = new Map();
    for (const a of plan.areas) {
      const { rows } = await db.query(
        `insert into public.dining_areas (name, display_order) values ($1, $2) returning id`,
        [a.name, a.displayOrder],
      );
      area.set(a.id, rows[0].id);
    }
    const tableId = new Map();
    for (const t of plan.tables) {
      const { rows } = await db.query(
        `insert into public.restaurant_tables (area_id, name, min_seats, max_seats) values ($1, $2, $3, $4) returning id`,
        [area.get(t.areaId), t.name, t.minSeats, t.maxSeats],
      );
      tableId.set(t.id, rows[0].id);
    }
    for (const c of plan.combinations) {
      const { rows } = await db.query(
        `insert into public.table_combinations (name, min_seats) values ($1, $2) returning id`,
        [c.name, c.minSeats],
      );
      for (const member of c.tableIds) {
        await db.query(
          `insert into public.table_combination_members (combination_id, table_id) values ($1, $2)`,
          [rows[0].id, tableId.get(member)],
        );
      }
    }
    const book = (day, time, party) =>
      db.query(
        `select id from public.create_reservation('Bench', 'bench@example.org', null, $1::date, $2, $3, null, 'de', gen_random_uuid())`,
        [day, time, party],
      );
    // The evening of the domain's bench, and the day after it half as full: on the first most requests are
    // refused (every check runs), on the second most are seated (and their tables held).
    const day = bookedDay();
    for (const b of day) await book(date, b.time, b.partySize);
    for (const b of day.slice(0, day.length / 2)) await book(nextDate, b.time, b.partySize);
    await db.query('analyze');
    const rnd = generator(7);
    const seated = [];
    const refused = [];
    for (let run = 0; run < SQL_RUNS + 20; run += 1) {
      const time = TIMES[Math.floor(rnd() * TIMES.length)];
      const party = PARTIES[Math.floor(rnd() * PARTIES.length)];
      await db.query('begin');
      const started = performance.now();
      let ok = true;
      try {
        await book(run % 2 ? date : nextDate, time, party);
      } catch {
        ok = false;
      }
      const ms = performance.now() - started;
      await db.query('rollback');
      if (run >= 20) (ok ? seated : refused).push(ms);
    }
    const free = [];
    for (let run = 0; run < 60; run += 1) {
      const started = performance.now();
      await db.query(`select public.free_reservation_times($1::date, $2)`, [date, 1 + (run % 8)]);
      if (run >= 10) free.push(performance.now() - started);
    }
    const { rows } = await db.query(`select count(*)::int as n from public.reservations`);
    return {
      bookingsInTable: rows[0].n,
      createReservation: {
        all: figures([...seated, ...refused]),
        seated: figures(seated),
        refused: figures(refused),
      },
      freeReservationTimes: figures(free),
    };
  } finally {
    await db.end();
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  }
};

const domain = benchDomain();
const sql = await benchSql();
const result = {
  at: new Date().toISOString(),
  date,
  targets: TARGETS,
  domain,
  sql,
  met: {
    domain: domain.dayAvailability.p95 <= TARGETS.domainP95Ms,
    booking: sql.createReservation.all.p95 <= TARGETS.bookingP95Ms,
  },
};
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/bench-availability.json', `${JSON.stringify(result, null, 2)}\n`);
console.info(JSON.stringify(result, null, 2));
