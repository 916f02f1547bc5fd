// admin_list_reservations() and admin_reservation_counts() answer exactly what the domain's reference
// semantics answer (src/domain/reservation/query.ts queryReservations, summary.ts reservationCounts) for the
// same rows, and turn away anybody but an admin and any argument out of range.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  RESERVATION_SORTS,
  normaliseSearch,
  queryReservations,
  searchableText,
  type ReservationQuery,
} from '../../src/domain/reservation/query';
import { RESERVATION_STATUSES, type Reservation } from '../../src/domain/reservation/reservation';
import { reservationCounts, type ReservationCounts } from '../../src/domain/reservation/summary';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { attempt, targets, type Persona, type Session, type TestDatabase } from './db';

const SLOTS = Array.from(
  { length: 28 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

const FIRST = ['Anna', 'ANNA', 'Jürgen', 'Zoë', 'Ömer', 'Ägidius', 'Straßmann', 'Li', '王', 'Mia'];
const LAST = [
  'Müller',
  'MÜLLER',
  'Mueller',
  'Schröder',
  'Weiß',
  'Öztürk',
  'Chen',
  '小明',
  'de la Cruz',
  'Ng',
];
const DOMAINS = ['example.org', 'mail.example', 'gmx.example', 'müller.example'];

/** The list function's arguments for a query, as the Supabase adapter sends them. */
const argsOf = (q: ReservationQuery, search: string | null) => [
  q.status === 'all' ? null : q.status,
  q.from,
  q.to,
  search,
  q.sort,
  (q.page - 1) * q.pageSize,
  q.pageSize,
];

interface Page {
  rows: { id: string }[];
  total: number;
}

const LIST = `select public.admin_list_reservations($1::text, $2::date, $3::date, $4::text, $5::text, $6::int, $7::int)
  as page`;

const list = async (s: Session, args: unknown[]): Promise<Page> =>
  (await s.query<{ page: Page }>(LIST, args)).rows[0]!.page;

/** Inserts rows as the owner (as a migration or the service role would), replacing every reservation. */
async function store(db: Session, rows: readonly Reservation[]): Promise<void> {
  await db.exec('delete from public.reservations');
  await db.query(
    `insert into public.reservations (id, customer_name, customer_email, customer_phone, reservation_date,
       reservation_time, party_size, status, created_at, updated_at)
     select x.id, x.customer_name, x.customer_email, x.customer_phone, x.reservation_date, x.reservation_time,
            x.party_size, x.status, x.created_at, x.updated_at
       from jsonb_to_recordset($1::jsonb) as x(id uuid, customer_name text, customer_email text,
         customer_phone text, reservation_date date, reservation_time text, party_size int, status text,
         created_at timestamptz, updated_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}

const BASE_DATE = '2030-05-10';
/** Whole milliseconds in a narrow window, so that equal created_at values (ties broken by id) happen. */
const BASE_INSTANT = Date.parse('2030-04-01T10:00:00.000Z');

const reservationArb = (dates: fc.Arbitrary<string>): fc.Arbitrary<Reservation> =>
  fc
    .record({
      id: fc.uuid(),
      first: fc.constantFrom(...FIRST),
      last: fc.constantFrom(...LAST),
      local: fc.stringMatching(/^[a-z0-9._]{1,8}$/),
      domain: fc.constantFrom(...DOMAINS),
      phone: fc.option(fc.stringMatching(/^\+49 [0-9]{2,3} [0-9]{4,8}$/), { nil: null }),
      date: dates,
      time: fc.constantFrom(...SLOTS),
      party: fc.integer({ min: 1, max: 20 }),
      status: fc.constantFrom(...RESERVATION_STATUSES),
      created: fc.integer({ min: 0, max: 20 }).map((n) => new Date(BASE_INSTANT + n * 137).toISOString()),
    })
    .map((r): Reservation => ({
      id: r.id.toLowerCase(),
      customer_name: `${r.first} ${r.last}`,
      customer_email: `${r.local}@${r.domain}`,
      customer_phone: r.phone,
      reservation_date: r.date,
      reservation_time: r.time,
      party_size: r.party,
      special_requests: null,
      language_preference: 'de',
      status: r.status,
      admin_notes: null,
      confirmed_at: null,
      cancelled_at: null,
      submission_key: null,
      event_id: null,
      created_at: r.created,
      updated_at: r.created,
    }));

const reservationsArb = (dates: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.uniqueArray(reservationArb(dates), { selector: (r) => r.id, minLength, maxLength });

const dateNear = (base: string, days: number) =>
  fc.integer({ min: -days, max: days }).map((n) => addDays(base, n));

/** Search text as typed: a piece of some row's searchable text (so that it matches), or anything. */
const typedSearch = (rows: readonly Reservation[]): fc.Arbitrary<string> => {
  const pieces = rows.map(searchableText).filter((t) => t.length > 0);
  const piece =
    pieces.length === 0
      ? fc.constant('')
      : fc
          .tuple(fc.constantFrom(...pieces), fc.nat(), fc.integer({ min: 1, max: 8 }))
          .map(([text, start, length]) => {
            const from = start % text.length;
            return text.slice(from, from + length);
          });
  return fc.oneof(
    fc.constant(''),
    piece,
    piece.map((s) => ` ${s.toUpperCase()}  `),
    fc.string({ maxLength: 6 }),
    fc.constantFrom('müller', 'MUELLER', 'ö', '@', '.example', '+49', 'ß', '王', 'x_y', '50%'),
  );
};

const queryArb = (rows: readonly Reservation[]) =>
  fc.record({
    status: fc.oneof(
      { weight: 3, arbitrary: fc.constant('all' as const) },
      { weight: 2, arbitrary: fc.constantFrom(...RESERVATION_STATUSES) },
    ),
    from: fc.oneof(fc.constant(null), dateNear(BASE_DATE, 8)),
    /** days after from (or after BASE_DATE without from) */
    span: fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 10 })),
    typed: fc.oneof({ weight: 2, arbitrary: fc.constant('') }, { weight: 3, arbitrary: typedSearch(rows) }),
    sort: fc.constantFrom(...RESERVATION_SORTS),
    page: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, fc.integer({ min: 2, max: 5 })),
    pageSize: fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }) },
      fc.constantFrom(25, MAX_PAGE_SIZE),
    ),
    /** whether the SQL function gets the text with its ASCII letters upper-cased (it lower-cases itself) */
    shout: fc.boolean(),
  });

const shouted = (text: string) => text.replace(/[a-z]/g, (c) => c.toUpperCase());

describe.each(targets)('reservation queries on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('admin_list_reservations answers what queryReservations answers for the same rows', async () => {
    const scenario = reservationsArb(dateNear(BASE_DATE, 6), 3, 40).chain((rows) =>
      fc.tuple(fc.constant(rows), fc.array(queryArb(rows), { minLength: 1, maxLength: 8 })),
    );
    await fc.assert(
      fc.asyncProperty(scenario, async ([rows, queries]) => {
        await store(db, rows);
        for (const { typed, shout, span, ...parts } of queries) {
          const to = span === null ? null : addDays(parts.from ?? BASE_DATE, span);
          const q: ReservationQuery = { ...parts, to, search: normaliseSearch(typed) };
          const expected = queryReservations(rows, q);
          const sent = q.search === '' ? null : shout ? shouted(q.search) : q.search;
          const page = await db.as('admin', (s) => list(s, argsOf(q, sent)));
          expect({ ids: page.rows.map((r) => r.id), total: page.total }, JSON.stringify(q)).toEqual({
            ids: expected.rows.map((r) => r.id),
            total: expected.total,
          });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('admin_list_reservations answers whole rows, with the columns the adapter reads', async () => {
    const [row] = fc.sample(
      reservationsArb(fc.constant(BASE_DATE), 1, 1).filter((r) => r.length === 1),
      1,
    )[0]!;
    await store(db, [row!]);
    const page = await db.as('admin', (s) =>
      s.query<{ page: { rows: Reservation[]; total: number } }>(LIST, [
        null,
        null,
        null,
        null,
        'soonest',
        0,
        25,
      ]),
    );
    const [answered] = page.rows[0]!.page.rows;
    expect(page.rows[0]!.page.total).toBe(1);
    expect({
      ...answered,
      created_at: Date.parse(answered!.created_at),
      updated_at: Date.parse(answered!.updated_at),
    }).toEqual({
      // Stored without a status change: nobody has changed it yet (decision 0089).
      status_changed_by: null,
      status_changed_by_name: null,
      status_changed_at: null,
      // Stored directly, not booked: no hold was fixed, so it is held by the rules in force (decision 0107).
      held_until: null,
      // Stored directly: the column's default, as for every booking from the form; seated at no table.
      source: 'online',
      table_ids: [],
      ...row,
      created_at: Date.parse(row!.created_at),
      updated_at: Date.parse(row!.updated_at),
    });
  });

  it('admin_reservation_counts answers what reservationCounts answers at the transaction start', async () => {
    // now() is the start of the request's transaction: the domain is asked at that very instant.
    const today = restaurantDate(new Date());
    await fc.assert(
      fc.asyncProperty(reservationsArb(dateNear(today, 3), 0, 60), async (rows) => {
        await store(db, rows);
        const { counts, now } = await db.as('admin', async (s) => {
          const { rows: answered } = await s.query<{ counts: ReservationCounts; now: Date }>(
            `select public.admin_reservation_counts() as counts, now() as now`,
          );
          return answered[0]!;
        });
        expect(counts).toEqual(reservationCounts(rows, new Date(now)));
      }),
      { numRuns: 20 },
    );
  });

  it('admin_reservation_counts counts every slot of today on the right side of now', async () => {
    // Every slot of today in every status, so that the boundary between past and upcoming is crossed
    // whatever the time of day the suite runs.
    const today = restaurantDate(new Date());
    const rows = fc.sample(reservationArb(fc.constant(today)), 1)[0]!;
    const all: Reservation[] = SLOTS.flatMap((time, i) =>
      RESERVATION_STATUSES.map((status, j) => ({
        ...rows,
        id: `00000000-0000-4000-8000-${String(i * 10 + j).padStart(12, '0')}`,
        reservation_time: time,
        status,
        party_size: 1 + ((i + j) % 6),
      })),
    );
    await store(db, all);
    const { counts, now } = await db.as('admin', async (s) => {
      const { rows: answered } = await s.query<{ counts: ReservationCounts; now: Date }>(
        `select public.admin_reservation_counts() as counts, now() as now`,
      );
      return answered[0]!;
    });
    expect(counts).toEqual(reservationCounts(all, new Date(now)));
    // Pending, confirmed, seated and completed bookings take a seat today.
    expect(counts.today.bookings).toBe(SLOTS.length * 4);
  });

  it('keeps the day counts equal to the rows through inserts, updates, deletes and truncate', async () => {
    const dayCounts = async () =>
      (
        await db.query<{ k: string }>(
          `select reservation_date::text || ' ' || status || ' ' || bookings as k
             from private.reservation_day_counts where bookings <> 0 order by 1`,
        )
      ).rows.map((r) => r.k);
    const grouped = async () =>
      (
        await db.query<{ k: string }>(
          `select reservation_date::text || ' ' || status || ' ' || count(*) as k
             from public.reservations group by reservation_date, status order by 1`,
        )
      ).rows.map((r) => r.k);
    await fc.assert(
      fc.asyncProperty(reservationsArb(dateNear(BASE_DATE, 3), 1, 30), fc.nat(), async (rows, seed) => {
        await store(db, rows);
        expect(await dayCounts()).toEqual(await grouped());
        const steps = [
          `update public.reservations set status = 'confirmed' where id::text < '8'`,
          `update public.reservations set reservation_date = reservation_date + ${(seed % 5) - 2}
             where id::text > '4'`,
          `update public.reservations set admin_notes = 'regular guest'`,
          `update public.reservations set status = case status when 'pending' then 'cancelled' else 'pending' end,
             reservation_date = reservation_date + 1 where id::text like '%${seed % 10}%'`,
          `delete from public.reservations where id::text > 'a'`,
        ];
        for (const step of steps) {
          await db.exec(step);
          expect(await dayCounts(), step).toEqual(await grouped());
        }
      }),
      { numRuns: 15 },
    );
    // Through the API too: an admin's status change and delete, a guest's booking.
    // Pending, so that the move to cancelled is a change (the same status again is refused).
    const [sampled] = fc.sample(
      reservationsArb(fc.constant(addDays(restaurantDate(new Date()), 5)), 2, 2),
      1,
    );
    const first = sampled!.map((r) => ({ ...r, status: 'pending' as const }));
    await store(db, first);
    await db.request('admin', `select public.change_reservation_status($1, 'cancelled')`, [first[0]!.id]);
    await db.request('admin', `delete from public.reservations where id = $1`, [first[1]!.id]);
    await db.request(
      'anon',
      `select public.create_reservation('Ana', 'ana@example.org', null,
         (now() at time zone 'Europe/Berlin')::date + 5, '12:00', 2, null, 'en', gen_random_uuid())`,
    );
    expect(await dayCounts()).toEqual(await grouped());
    await db.exec('truncate public.reservations cascade');
    expect(await dayCounts()).toEqual([]);
  });

  describe('refusals', () => {
    const CALLS = {
      list: `select public.admin_list_reservations() as v`,
      counts: `select public.admin_reservation_counts() as v`,
    };

    for (const persona of ['anon', 'user', 'service_role'] as const satisfies readonly Persona[]) {
      for (const [name, sql] of Object.entries(CALLS)) {
        it(`${name}: ${persona} gets 42501`, async () => {
          const r = await attempt(() => db.as(persona, (s) => s.query(sql)));
          expect(r.ok ? 'answered' : r.error.code).toBe('42501');
        });
      }
    }

    const bad: [string, unknown[], string, string][] = [
      ['an unknown status', ['waiting', null, null, null, 'soonest', 0, 25], 'status', 'status'],
      ['an empty status', ['', null, null, null, 'soonest', 0, 25], 'status', 'status'],
      ['an unknown sort', [null, null, null, null, 'oldest', 0, 25], 'sort', 'sort'],
      ['no sort', [null, null, null, null, null, 0, 25], 'sort', 'sort'],
      ['limit 0', [null, null, null, null, 'soonest', 0, 0], 'page', 'page'],
      [
        `limit ${MAX_PAGE_SIZE + 1}`,
        [null, null, null, null, 'soonest', 0, MAX_PAGE_SIZE + 1],
        'page',
        'page',
      ],
      ['no limit', [null, null, null, null, 'soonest', 0, null], 'page', 'page'],
      ['a negative offset', [null, null, null, null, 'soonest', -1, 25], 'page', 'page'],
      ['no offset', [null, null, null, null, 'soonest', null, 25], 'page', 'page'],
      [
        `a search of ${MAX_SEARCH_LENGTH + 1} characters`,
        [null, null, null, 'ü'.repeat(MAX_SEARCH_LENGTH + 1), 'soonest', 0, 25],
        'search',
        'search',
      ],
    ];
    for (const [what, args, key, field] of bad) {
      it(`list: ${what} is 22023 admin:reservations.validation.${key}`, async () => {
        const r = await attempt(() => db.as('admin', (s) => list(s, args)));
        expect(r.ok ? 'answered' : [r.error.code, r.error.message, r.error.detail]).toEqual([
          '22023',
          `admin:reservations.validation.${key}`,
          field,
        ]);
      });
    }

    it(`list: the bounds themselves are accepted (limit 1 and ${MAX_PAGE_SIZE}, ${MAX_SEARCH_LENGTH} characters, blank search)`, async () => {
      await store(db, []);
      for (const args of [
        [null, null, null, null, 'soonest', 0, 1],
        [null, null, null, null, 'latest', 1_000_000, MAX_PAGE_SIZE],
        [null, null, null, 'ü'.repeat(MAX_SEARCH_LENGTH), 'newest', 0, 25],
        [null, null, null, `  ${'a'.repeat(MAX_SEARCH_LENGTH)}  `, 'soonest', 0, 25],
        [null, null, null, '   ', 'soonest', 0, 25],
      ]) {
        expect(await db.as('admin', (s) => list(s, args))).toEqual({ rows: [], total: 0 });
      }
    });
  });

  it("matches LIKE's wildcards and escape character literally", async () => {
    const base = fc.sample(reservationArb(fc.constant(BASE_DATE)), 1)[0]!;
    const named = (n: number, customer_name: string): Reservation => ({
      ...base,
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      customer_name,
      customer_email: `guest${n}@example.org`,
      customer_phone: null,
    });
    await store(db, [
      named(1, '100% Anna'),
      named(2, 'Anna_Lena'),
      named(3, 'Back\\Slash'),
      named(4, '100x Anna'),
      named(5, 'AnnaxLena'),
      named(6, 'BackSlash'),
    ]);
    const found = async (search: string) =>
      (await db.as('admin', (s) => list(s, [null, null, null, search, 'soonest', 0, 25]))).rows.map((r) =>
        r.id.slice(-1),
      );
    expect(await found('%')).toEqual(['1']);
    expect(await found('0% a')).toEqual(['1']);
    expect(await found('_')).toEqual(['2']);
    expect(await found('a_l')).toEqual(['2']);
    expect(await found('\\')).toEqual(['3']);
    expect(await found('k\\s')).toEqual(['3']);
    expect(await found('%%')).toEqual([]);
    expect(await found('anna')).toEqual(['1', '2', '4', '5']);
  });
});
