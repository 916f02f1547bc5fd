// The room in PostgreSQL (supabase/schemas/13_room.sql): create_reservation() seats a table booking at the
// best free table or combination for its whole hold, the exclusion constraint refuses a second hold of one
// table whatever writes it, a booking that stops holding frees its tables, and a room without tables counts
// the guests present at once. The last suite races 200 bookings for one evening on PostgreSQL and replays
// them through the domain's rule (src/domain/room/availability.ts): the same bookings are accepted, at the
// same tables.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { checkBooking, dayAvailability } from '../../src/domain/room/availability';
import { EMPTY_FLOOR_PLAN, type FloorPlan } from '../../src/domain/room/floor-plan';
import { THREE_TABLES } from '../contracts/floor-plan-repository.contract';
import type { BookedParty } from '../../src/domain/room/hold';
import type { BookingRules } from '../../src/domain/settings/booking-rules';
import { attempt, targets, type Session, type TestDatabase } from './db';
import { bookedBesides, floorPlanOf, setUpRoom, type Table } from './room-support';

/** Berlin's today plus `days`, as the database reads it. */
const dateIn = async (db: Session, days: number): Promise<string> =>
  (
    await db.query<{ d: string }>(
      `select to_char((now() at time zone 'Europe/Berlin')::date + $1::int, 'YYYY-MM-DD') as d`,
      [days],
    )
  ).rows[0]!.d;

/** Changes some of the booking rules in force. */
const setRules = (db: Session, change: Record<string, unknown>) =>
  db.query(`update public.restaurant_settings set booking_rules = booking_rules || $1::jsonb`, [
    JSON.stringify(change),
  ]);

let keyCounter = 0;
/** A guest's booking through the API as anon; answers the row's id or the refusal's key. */
const book = async (db: Session, date: string, time: string, party: number): Promise<string> => {
  keyCounter += 1;
  const result = await attempt(() =>
    db.request<{ id: string }>(
      'anon',
      `select id from public.create_reservation('Gast ${keyCounter}', 'gast${keyCounter}@example.org', null,
         $1::date, $2, $3, null, 'de', gen_random_uuid())`,
      [date, time, party],
    ),
  );
  return result.ok ? result.value.rows[0]!.id : `refused: ${result.error.message}`;
};

/** The names of the tables a booking holds, in name order. */
const tablesOf = async (db: Session, reservationId: string): Promise<string[]> =>
  (
    await db.query<{ name: string }>(
      `select t.name from public.reservation_tables h join public.restaurant_tables t on t.id = h.table_id
        where h.reservation_id = $1 and h.holds order by t.name`,
      [reservationId],
    )
  ).rows.map((r) => r.name);

const freeTimes = async (db: Session, date: string, party: number): Promise<string[]> =>
  (
    await db.request<{ v: string[] }>('anon', `select public.free_reservation_times($1::date, $2) as v`, [
      date,
      party,
    ])
  ).rows[0]!.v;

describe.each(targets)('the room on $name', (target) => {
  let db: TestDatabase;
  let date: string;

  beforeAll(async () => {
    db = await target.open();
    date = await dateIn(db, 5);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec(`delete from public.reservations`);
    await setUpRoom(
      db,
      [
        { name: 'T2', min: 1, max: 2 },
        { name: 'T4a', min: 2, max: 4 },
        { name: 'T4b', min: 2, max: 4 },
      ],
      [{ name: 'T4a+T4b', tables: ['T4a', 'T4b'], min: 5 }],
    );
  });

  it('seats a party at the smallest free table that fits, a party of 8 on the combination, and refuses a full time', async () => {
    const eight = await book(db, date, '19:00', 8);
    expect(await tablesOf(db, eight)).toEqual(['T4a', 'T4b']);
    const couple = await book(db, date, '19:00', 2);
    expect(await tablesOf(db, couple)).toEqual(['T2']);
    expect(await book(db, date, '19:30', 2)).toBe('refused: reservations.validation.slotFull');
    expect(await freeTimes(db, date, 2)).not.toContain('19:30');
  });

  it('holds a table for the stay and the buffer: a couple at 12:00 keeps it until 13:45', async () => {
    const seated = [];
    for (let i = 0; i < 3; i += 1) seated.push(...(await tablesOf(db, await book(db, date, '12:00', 2))));
    // The two-top first; the two four-tops (the same seats and priority) in the order of their ids.
    expect(seated[0]).toBe('T2');
    expect(seated.slice(1).sort()).toEqual(['T4a', 'T4b']);
    expect(await book(db, date, '12:00', 2)).toBe('refused: reservations.validation.slotFull');
    expect(await freeTimes(db, date, 2)).not.toContain('13:30');
    expect(await freeTimes(db, date, 2)).toContain('14:00');
    expect(await book(db, date, '13:30', 2)).toBe('refused: reservations.validation.slotFull');
    expect(await tablesOf(db, await book(db, date, '14:00', 2))).toEqual(['T2']);
  });

  it('refuses a party no table or combination seats as too large, and one whose stay would pass the close', async () => {
    expect(await book(db, date, '19:00', 9)).toBe('refused: reservations.validation.partyTooLarge');
    // Open until 22:00: a couple's 90 minutes fit from 20:30, not from 21:00.
    expect(await book(db, date, '21:00', 2)).toBe('refused: reservations.validation.timeOutsideHours');
    expect(await book(db, date, '20:30', 2)).toMatch(/^[0-9a-f-]{36}$/);
    await setRules(db, { staysEndByClose: false });
    expect(await book(db, date, '21:30', 2)).toMatch(/^[0-9a-f-]{36}$/);
    await setRules(db, { staysEndByClose: true });
  });

  it('records the hold on the booking: its time plus the stay and the buffer, as the held range of its table', async () => {
    const id = await book(db, date, '12:00', 4);
    const { rows } = await db.query<{ length: string; same: boolean }>(
      `select (r.held_until - ((r.reservation_date + r.reservation_time::time) at time zone 'Europe/Berlin'))::text
                as length,
              h.during = tstzrange((r.reservation_date + r.reservation_time::time) at time zone 'Europe/Berlin',
                                   r.held_until, '[)') as same
         from public.reservations r join public.reservation_tables h on h.reservation_id = r.id
        where r.id = $1`,
      [id],
    );
    expect(rows).toEqual([{ length: '02:00:00', same: true }]);
  });

  it('refuses a second hold of one table at an overlapping time, whoever writes it', async () => {
    const first = await book(db, date, '12:00', 2);
    const second = await book(db, date, '18:00', 4);
    const tableId = (
      await db.query<{ table_id: string }>(
        `select table_id from public.reservation_tables where reservation_id = $1`,
        [first],
      )
    ).rows[0]!.table_id;
    const hold = (from: string, to: string) =>
      attempt(() =>
        db.query(
          `insert into public.reservation_tables (reservation_id, table_id, during)
           values ($1, $2, tstzrange(($3::date + $4::time) at time zone 'Europe/Berlin',
                                     ($3::date + $5::time) at time zone 'Europe/Berlin', '[)'))`,
          [second, tableId, date, from, to],
        ),
      );
    const overlapping = await hold('13:00', '14:00');
    expect(overlapping.ok ? 'stored' : `${overlapping.error.code} ${overlapping.error.constraint}`).toBe(
      '23P01 reservation_tables_one_party_at_a_time',
    );
    // The first hold ends at 13:45: a hold from then on is another sitting.
    expect((await hold('13:45', '15:00')).ok).toBe(true);
  });

  it('frees a booking’s tables when it stops holding, and takes them back when it holds again and they are free', async () => {
    const first = await book(db, date, '19:00', 2);
    await book(db, date, '19:00', 4);
    await book(db, date, '19:00', 4);
    expect(await freeTimes(db, date, 2)).not.toContain('19:00');
    await db.query(`update public.reservations set status = 'cancelled' where id = $1`, [first]);
    expect(await freeTimes(db, date, 2)).toContain('19:00');
    await db.query(`update public.reservations set status = 'confirmed' where id = $1`, [first]);
    expect(await tablesOf(db, first)).toEqual(['T2']);
    await db.query(`update public.reservations set status = 'cancelled' where id = $1`, [first]);
    const taker = await book(db, date, '19:00', 2);
    expect(await tablesOf(db, taker)).toEqual(['T2']);
    // Its table is taken since: the booking stays, unseated, for staff to seat.
    await db.query(`update public.reservations set status = 'confirmed' where id = $1`, [first]);
    expect(await tablesOf(db, first)).toEqual([]);
    expect(await db.count(`public.reservations where id = $1 and status = 'confirmed'`, [first])).toBe(1);
  });

  it('keeps a seated party’s table and covers until it is completed', async () => {
    const couple = await book(db, date, '19:00', 2);
    await db.query(`update public.reservations set status = 'seated' where id = $1`, [couple]);
    expect(await tablesOf(db, couple)).toEqual(['T2']);
    await book(db, date, '19:00', 4);
    await book(db, date, '19:00', 4);
    expect(await freeTimes(db, date, 2)).not.toContain('19:00');
    await db.query(`update public.reservations set status = 'completed' where id = $1`, [couple]);
    expect(await tablesOf(db, couple)).toEqual([]);
    expect(await freeTimes(db, date, 2)).toContain('19:00');
  });

  it('holds a table for the stays of the booking’s weekday when it has its own (a longer Sunday brunch)', async () => {
    const sunday = (
      await db.query<{ d: string }>(
        `select to_char(d, 'YYYY-MM-DD') as d from generate_series(
           (now() at time zone 'Europe/Berlin')::date + 2, (now() at time zone 'Europe/Berlin')::date + 8, '1 day') d
          where extract(isodow from d) = 7 limit 1`,
      )
    ).rows[0]!.d;
    await setRules(db, { staysByWeekday: { '7': [{ fromPartySize: 1, minutes: 180 }] } });
    const length = async (id: string) =>
      (
        await db.query<{ length: string }>(
          `select (held_until - ((reservation_date + reservation_time::time) at time zone 'Europe/Berlin'))::text
                    as length from public.reservations where id = $1`,
          [id],
        )
      ).rows[0]!.length;
    expect(await length(await book(db, sunday, '11:00', 2))).toBe('03:15:00');
    expect(await length(await book(db, date, '11:00', 2))).toBe(
      new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? '03:15:00' : '01:45:00',
    );
    // Three hours from 19:30 would end after the 22:00 close on Sunday.
    expect(await book(db, sunday, '19:30', 2)).toBe('refused: reservations.validation.timeOutsideHours');
    await db.exec(`update public.restaurant_settings set booking_rules = booking_rules - 'staysByWeekday'`);
  });

  it('tells staff, for each time of a date, the tables a party would get or why not, as the domain does', async () => {
    type Answer = { reservation_time: string; reason: string | null; table_ids: string[] | null };
    const ask = (persona: 'admin' | 'user' | 'anon', day: string, party: number, online: boolean) =>
      attempt(() =>
        db.request<Answer>(
          persona,
          `select reservation_time, reason, table_ids from public.day_availability($1::date, $2, $3)`,
          [day, party, online],
        ),
      );
    await book(db, date, '19:00', 8);
    await book(db, date, '19:00', 2);
    await setRules(db, { maxPartySize: 6 });
    const rules = (
      await db.query<{ r: BookingRules }>(`select booking_rules as r from public.restaurant_settings`)
    ).rows[0]!.r;
    const plan = await floorPlanOf(db);
    const booked = await bookedBesides(db, rules, date, '00000000-0000-0000-0000-000000000000');
    const now = new Date();
    for (const [party, online] of [
      [2, true],
      [8, true],
      [8, false],
      [4, false],
    ] as const) {
      const answered = await ask('admin', date, party, online);
      if (!answered.ok) throw new Error(answered.error.message);
      const domain = dayAvailability(rules, plan, date, party, now, booked, online ? 'online' : 'staff');
      expect(
        answered.value.rows.map((r) => [
          r.reservation_time,
          r.reason,
          r.reason ? null : [...r.table_ids!].sort(),
        ]),
        `${party} ${online ? 'online' : 'staff'}`,
      ).toEqual(
        domain.map((a) => [a.time, a.reason, a.reason ? null : [...(a.seating?.tableIds ?? [])].sort()]),
      );
    }
    const online8 = await ask('admin', date, 8, true);
    expect(online8.ok && new Set(online8.value.rows.map((r) => r.reason))).toEqual(
      new Set(['partyTooLarge']),
    );
    const staff8 = await ask('admin', date, 8, false);
    expect(staff8.ok && staff8.value.rows.find((r) => r.reservation_time === '19:00')!.reason).toBe(
      'noTableFree',
    );
    expect(staff8.ok && staff8.value.rows.find((r) => r.reservation_time === '12:00')!.reason).toBeNull();
    for (const persona of ['anon', 'user'] as const) {
      const refused = await ask(persona, date, 2, true);
      expect(refused.ok ? 'answered' : refused.error.code, persona).toBe('42501');
    }
    const nobody = await ask('admin', date, 0, false);
    expect(nobody.ok ? 'answered' : nobody.error.message).toBe('reservations.validation.partySizeMin');
    await setRules(db, { maxPartySize: 20 });
  });

  it('without tables, counts the guests present at once: four parties of 20 half an hour apart seat at most 40', async () => {
    await setUpRoom(db, []);
    await setRules(db, {
      guestsAtOnce: 40,
      coversPerSlot: 20,
      staysEndByClose: false,
      stays: [{ fromPartySize: 1, minutes: 120 }],
    });
    const answers = [];
    for (const time of ['19:00', '19:30', '20:00', '20:30']) answers.push(await book(db, date, time, 20));
    expect(answers.map((a) => (a.startsWith('refused') ? a : 'booked'))).toEqual([
      'booked',
      'booked',
      'refused: reservations.validation.slotFull',
      'refused: reservations.validation.slotFull',
    ]);
    const { rows } = await db.query<{ most: number }>(
      `select max((select sum(r.party_size) from public.reservations r
                    where r.status in ('pending', 'confirmed')
                      and m.at >= (r.reservation_date + r.reservation_time::time) at time zone 'Europe/Berlin'
                      and m.at < r.held_until))::int as most
         from (select generate_series(($1::date + time '17:00') at time zone 'Europe/Berlin',
                                      ($1::date + time '23:59') at time zone 'Europe/Berlin',
                                      interval '1 minute') as at) m`,
      [date],
    );
    expect(rows[0]!.most).toBe(40);
    await setRules(db, {
      guestsAtOnce: 40,
      coversPerSlot: null,
      staysEndByClose: true,
      stays: [
        { fromPartySize: 1, minutes: 90 },
        { fromPartySize: 3, minutes: 105 },
        { fromPartySize: 5, minutes: 120 },
      ],
    });
  });
});

/**
 * The requests taken again one after another, in the order the database decided them, through the domain's
 * checkBooking(): answers each disagreement (a booking accepted on one side only, or seated elsewhere).
 */
const replayThroughTheDomain = async (
  db: Session,
  date: string,
  tableIds: ReadonlyMap<string, string>,
  requests: readonly { time: string; party: number }[],
  decided: readonly { index: number; answer: string }[],
  seatedIn: ReadonlyMap<string, readonly string[]>,
): Promise<{ disagreements: string[] }> => {
  const rules = (
    await db.query<{ r: BookingRules }>(`select booking_rules as r from public.restaurant_settings`)
  ).rows[0]!.r;
  const plan = await floorPlanOf(db);
  const nameOf = new Map([...tableIds].map(([name, id]) => [id, name]));
  const now = new Date();
  const booked: BookedParty[] = [];
  const disagreements: string[] = [];
  for (const { index, answer } of decided) {
    const { time, party } = requests[index]!;
    const check = checkBooking(rules, plan, { date, time, partySize: party }, now, booked);
    const sqlTables = answer.startsWith('refused') ? null : [...seatedIn.get(answer)!];
    const domainTables = check.ok ? check.seating!.tableIds.map((id) => nameOf.get(id)!).sort() : null;
    if (JSON.stringify(sqlTables) !== JSON.stringify(domainTables)) {
      disagreements.push(
        `#${index} ${party} at ${time}: SQL ${String(sqlTables)}, domain ${String(domainTables)}`,
      );
    }
    if (check.ok)
      booked.push({ time, partySize: party, tableIds: check.seating!.tableIds, hold: check.hold });
  }
  return { disagreements };
};

describe.each(targets)('the floor plan as one value on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const save = (persona: 'admin' | 'user' | 'anon', plan: unknown) =>
    attempt(() =>
      db.request<{ v: FloorPlan }>(persona, `select public.save_floor_plan($1::jsonb) as v`, [
        JSON.stringify(plan),
      ]),
    );
  const read = async () =>
    (await db.request<{ v: FloorPlan }>('admin', `select public.floor_plan() as v`)).rows[0]!.v;

  it('is saved whole and read back as the domain holds it, by staff only', async () => {
    const saved = await save('admin', THREE_TABLES);
    expect(saved.ok && saved.value.rows[0]!.v).toEqual(THREE_TABLES);
    expect(await read()).toEqual(THREE_TABLES);
    expect(await floorPlanOf(db)).toEqual(THREE_TABLES);
    for (const persona of ['anon', 'user'] as const) {
      const refused = await save(persona, EMPTY_FLOOR_PLAN);
      expect(refused.ok ? 'saved' : refused.error.code, persona).toBe('42501');
    }
    expect(await read()).toEqual(THREE_TABLES);
  });

  it('refuses what floorPlanSchema refuses and changes nothing', async () => {
    await save('admin', THREE_TABLES);
    const [two, fourA, fourB] = THREE_TABLES.tables;
    const answer = async (plan: FloorPlan) => {
      const result = await save('admin', plan);
      return result.ok ? 'saved' : `${result.error.code} ${result.error.constraint ?? result.error.message}`;
    };
    expect(await answer({ ...THREE_TABLES, tables: [{ ...two!, minSeats: 3 }, fourA!, fourB!] })).toBe(
      '23514 restaurant_tables_seats_range',
    );
    expect(await answer({ ...THREE_TABLES, tables: [two!, fourA!, { ...fourB!, name: two!.name }] })).toBe(
      '23505 restaurant_tables_name_key',
    );
    expect(
      await answer({
        ...THREE_TABLES,
        combinations: [{ ...THREE_TABLES.combinations[0]!, tableIds: [fourA!.id] }],
      }),
    ).toBe('22023 settings.validation.combinationTables');
    // An area that still has tables cannot go: PostgreSQL 15 calls it 23503, later versions 23001.
    expect(await answer({ ...THREE_TABLES, areas: [] })).toMatch(
      /^(23001|23503) restaurant_tables_area_id_fkey$/,
    );
    expect(await read()).toEqual(THREE_TABLES);
  });

  it('keeps a booking when its table is taken out of the plan: it is no longer seated', async () => {
    await save('admin', THREE_TABLES);
    const date = await dateIn(db, 7);
    const id = await book(db, date, '12:00', 2);
    expect(await tablesOf(db, id)).toEqual(['1']);
    const [, fourA, fourB] = THREE_TABLES.tables;
    expect((await save('admin', { ...THREE_TABLES, tables: [fourA!, fourB!] })).ok).toBe(true);
    expect(await tablesOf(db, id)).toEqual([]);
    expect(await db.count(`public.reservations where id = $1`, [id])).toBe(1);
    // The room changed: a couple now sits at a four-top.
    expect(await tablesOf(db, await book(db, date, '12:00', 2))).toHaveLength(1);
  });
});

/** A small deterministic generator, so that a failing race can be run again with the same requests. */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const TEN_TABLES: readonly Table[] = [
  ...['A1', 'A2', 'A3', 'A4'].map((name) => ({ name, min: 1, max: 2 })),
  ...['B1', 'B2', 'B3', 'B4'].map((name) => ({ name, min: 2, max: 4 })),
  { name: 'C1', min: 3, max: 6 },
  { name: 'C2', min: 3, max: 6, priority: 1 },
];
const TWO_COMBINATIONS = [
  { name: 'B1+B2', tables: ['B1', 'B2'], min: 5 },
  { name: 'C1+C2', tables: ['C1', 'C2'], min: 7 },
];

describe.each(targets.filter((t) => t.name === 'postgres'))('200 bookings at once on $name', (target) => {
  let db: TestDatabase;
  let date: string;
  let tableIds: Map<string, string>;

  beforeAll(async () => {
    db = await target.open();
    date = await dateIn(db, 6);
    tableIds = await setUpRoom(db, TEN_TABLES, TWO_COMBINATIONS);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('never hold one table twice, and accept exactly what the domain’s rule accepts in the order they were decided', async () => {
    const rnd = generator(2026);
    const times = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
    const parties = [1, 2, 2, 2, 3, 4, 4, 5, 6, 8, 10, 12];
    const requests = Array.from({ length: 200 }, () => ({
      time: times[Math.floor(rnd() * times.length)]!,
      party: parties[Math.floor(rnd() * parties.length)]!,
    }));
    const decided: { index: number; answer: string }[] = [];
    const lanes = 20;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const c = await db.connect();
        try {
          for (let i = lane; i < requests.length; i += lanes) {
            const answer = await book(c, date, requests[i]!.time, requests[i]!.party);
            // Each call holds the date's lock until its commit or rollback, so the order in which the
            // answers arrive is the order in which the database decided them.
            decided.push({ index: i, answer });
          }
        } finally {
          await c.close();
        }
      }),
    );
    expect(decided).toHaveLength(200);

    const { rows: overlaps } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.reservation_tables a join public.reservation_tables b
         on a.table_id = b.table_id and a.id < b.id and a.during && b.during where a.holds and b.holds`,
    );
    expect(overlaps[0]!.n).toBe(0);
    const accepted = decided.filter((d) => !d.answer.startsWith('refused'));
    expect(accepted.length).toBeGreaterThan(10);
    expect(decided.length - accepted.length).toBeGreaterThan(20);
    expect(await db.count(`public.reservations where reservation_date = $1::date`, [date])).toBe(
      accepted.length,
    );

    const seatedIn = new Map<string, string[]>();
    for (const d of accepted) seatedIn.set(d.answer, await tablesOf(db, d.answer));
    const replayed = await replayThroughTheDomain(db, date, tableIds, requests, decided, seatedIn);
    expect(replayed.disagreements).toEqual([]);
  }, 120_000);
});
