import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  csvCell,
  csvSeparatorOf,
  reservationsCsv,
  UTF8_BOM,
  type CsvLocale,
} from '../../src/domain/reservation/csv';
import { daySheet } from '../../src/domain/reservation/day-sheet';
import {
  compareReservations,
  defaultReservationQuery,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  normaliseSearch,
  pageCount,
  queryReservations,
  reportedTotal,
  RESERVATION_SORTS,
  SEARCH_COUNT_LIMIT,
  toReservationQuery,
  type ReservationQuery,
} from '../../src/domain/reservation/query';
import { RESERVATION_STATUSES, type Reservation } from '../../src/domain/reservation/reservation';
import { restaurantDateTime } from '../../src/domain/shared/time';
import { TIME_SLOTS } from '../../src/domain/reservation/slots';
import { reservationCounts, TAKES_A_SEAT } from '../../src/domain/reservation/summary';

const HOUR = 3_600_000;

// An oracle for Berlin wall-clock time written from the EU rule, independent of src/domain/shared/time.ts.
const lastSundayUtc = (year: number, monthIndex: number) => {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};
const isSummerTime = (instant: number) => {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayUtc(year, 2) && instant < lastSundayUtc(year, 9);
};
const berlinInstant = (date: string, time: string): number => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  return isSummerTime(wall - 2 * HOUR) ? wall - 2 * HOUR : wall - HOUR;
};
const berlinDate = (instant: number) =>
  new Date(instant + (isSummerTime(instant) ? 2 : 1) * HOUR).toISOString().slice(0, 10);

const DATES = ['2026-03-28', '2026-03-29', '2026-06-14', '2026-06-15', '2026-06-16', '2026-10-25'];
const NAMES = ['Mia Schulz', 'Jürgen Özdemir', 'James Carter', '王芳', 'Lena Hoffmann', 'ALI yilmaz'];

const anyReservation: fc.Arbitrary<Reservation> = fc
  .record({
    id: fc.uuid(),
    created_at: fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 0, 3) })
      .map((ms) => new Date(ms).toISOString()),
    customer_name: fc.constantFrom(...NAMES),
    customer_email: fc.constantFrom('mia@example.org', 'j.c@example.com', 'info@mail.example.de'),
    customer_phone: fc.option(fc.constantFrom('030 111 222', '+44 20 7946', '0176 555'), { nil: null }),
    reservation_date: fc.constantFrom(...DATES),
    reservation_time: fc.constantFrom(...TIME_SLOTS),
    party_size: fc.integer({ min: 1, max: 20 }),
    status: fc.constantFrom(...RESERVATION_STATUSES),
  })
  .map((fields) => ({
    ...fields,
    updated_at: fields.created_at,
    special_requests: null,
    language_preference: 'de' as const,
    admin_notes: null,
    confirmed_at: null,
    cancelled_at: null,
    submission_key: fields.id,
    event_id: null,
  }));

const anyQuery: fc.Arbitrary<ReservationQuery> = fc.record({
  status: fc.constantFrom('all' as const, ...RESERVATION_STATUSES),
  from: fc.option(fc.constantFrom(...DATES), { nil: null }),
  to: fc.option(fc.constantFrom(...DATES), { nil: null }),
  search: fc.oneof(
    fc.constant(''),
    fc.constantFrom('schulz', 'ÖZDEMIR', '王', 'example.org', '030', ' mail.', 'ali y'),
    fc.string({ maxLength: 8 }),
  ),
  sort: fc.constantFrom(...RESERVATION_SORTS),
  page: fc.integer({ min: 1, max: 5 }),
  pageSize: fc.integer({ min: 1, max: 12 }),
});

describe('reservation queries', () => {
  it('a page holds the matching rows of its slice, in a total order, and the total counts every match', () => {
    fc.assert(
      fc.property(fc.array(anyReservation, { maxLength: 40 }), anyQuery, (all, query) => {
        const { rows, total } = queryReservations(all, query);
        const search = normaliseSearch(query.search);
        const matches = (r: Reservation) =>
          (query.status === 'all' || r.status === query.status) &&
          (query.from === null || r.reservation_date >= query.from) &&
          (query.to === null || r.reservation_date <= query.to) &&
          [r.customer_name, r.customer_email, r.customer_phone ?? '']
            .join('\n')
            .toLowerCase()
            .includes(search);
        expect(total).toBe(all.filter(matches).length);
        expect(rows.every(matches)).toBe(true);
        expect(rows.length).toBe(
          Math.max(0, Math.min(query.pageSize, total - (query.page - 1) * query.pageSize)),
        );
        const order = compareReservations(query.sort);
        for (let i = 1; i < rows.length; i++) expect(order(rows[i - 1]!, rows[i]!)).toBeLessThan(0);
      }),
    );
  });

  it('pages partition the matches: read one after another they give every match once', () => {
    fc.assert(
      fc.property(fc.array(anyReservation, { maxLength: 40 }), anyQuery, (all, query) => {
        const whole = queryReservations(all, { ...query, page: 1, pageSize: MAX_PAGE_SIZE });
        const paged = [];
        for (let page = 1; page <= pageCount(whole.total, query.pageSize); page++) {
          paged.push(...queryReservations(all, { ...query, page }).rows);
        }
        expect(paged.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id));
      }),
    );
  });

  it('a search counts its matches up to the limit and says when there are more; a filter counts them all', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 5 * SEARCH_COUNT_LIMIT }),
        fc.constantFrom('', 'müll'),
        (matching, search) => {
          const reported = reportedTotal(matching, search);
          if (search !== '' && matching > SEARCH_COUNT_LIMIT) {
            expect(reported).toEqual({ total: SEARCH_COUNT_LIMIT, totalIsLowerBound: true });
          } else {
            expect(reported).toEqual({ total: matching });
          }
        },
      ),
    );
    const many = Array.from({ length: SEARCH_COUNT_LIMIT + 1 }, (_, i) => ({
      ...fc.sample(anyReservation, { numRuns: 1, seed: i })[0]!,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      customer_name: `Anna Müller ${i}`,
    }));
    const query = { ...defaultReservationQuery('2026-01-01'), from: null, status: 'all' as const };
    expect(queryReservations(many, { ...query, search: 'MÜLL' })).toMatchObject({
      total: SEARCH_COUNT_LIMIT,
      totalIsLowerBound: true,
    });
    const unfiltered = queryReservations(many, query);
    expect(unfiltered.total).toBe(SEARCH_COUNT_LIMIT + 1);
    expect(unfiltered.totalIsLowerBound).toBeUndefined();
  });

  it('latest is soonest reversed, and newest orders by booking time', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyReservation, { selector: (r) => r.id, maxLength: 30 }), (all) => {
        const ids = (sort: ReservationQuery['sort']) =>
          queryReservations(all, { ...defaultReservationQuery('2000-01-01'), sort, pageSize: 500 }).rows.map(
            (r) => r.id,
          );
        expect(ids('latest')).toEqual([...ids('soonest')].reverse());
        const newest = queryReservations(all, {
          ...defaultReservationQuery('2000-01-01'),
          sort: 'newest',
          pageSize: 500,
        }).rows.map((r) => Date.parse(r.created_at));
        expect(newest).toEqual([...newest].sort((a, b) => b - a));
      }),
    );
  });

  it('search text is bounded, lower-case, single-spaced and free of pattern syntax', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const search = normaliseSearch(text);
        expect(search.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
        expect(search).toBe(search.toLowerCase());
        expect(search).not.toMatch(/[%_*\\,()"]|\s\s|^\s|\s$/);
        expect(normaliseSearch(search)).toBe(search);
      }),
    );
  });

  it('a query from a URL falls back to the default for anything it does not know, and orders a range', () => {
    const today = '2026-06-15';
    expect(toReservationQuery({}, today)).toEqual(defaultReservationQuery(today));
    expect(
      toReservationQuery(
        { status: 'nope', sort: 'drop table', page: '-3', pageSize: '100000', from: '2026-02-30' },
        today,
      ),
    ).toMatchObject({ status: 'all', sort: 'soonest', page: 1, pageSize: MAX_PAGE_SIZE, from: null });
    expect(toReservationQuery({ from: '2026-07-01', to: '2026-06-01' }, today)).toMatchObject({
      from: '2026-06-01',
      to: '2026-07-01',
    });
    expect(
      toReservationQuery({ status: 'pending', search: '  Mia  SCHULZ ', page: '3' }, today),
    ).toMatchObject({
      status: 'pending',
      search: 'mia schulz',
      page: 3,
    });
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('status', 'from', 'to', 'search', 'sort', 'page', 'pageSize'),
          fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        ),
        (parts) => {
          const q = toReservationQuery(parts, today);
          expect(['all', ...RESERVATION_STATUSES]).toContain(q.status);
          expect(RESERVATION_SORTS).toContain(q.sort);
          expect(q.page).toBeGreaterThanOrEqual(1);
          expect(q.pageSize).toBeGreaterThanOrEqual(1);
          expect(q.pageSize).toBeLessThanOrEqual(MAX_PAGE_SIZE);
          if (q.from !== null && q.to !== null) expect(q.from <= q.to).toBe(true);
        },
      ),
    );
  });
});

describe('reservation counts', () => {
  it('count pending from today, upcoming confirmed in restaurant time, all, and today’s covers', () => {
    const now = fc
      .integer({ min: Date.UTC(2026, 2, 27), max: Date.UTC(2026, 9, 27) })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.array(anyReservation, { maxLength: 40 }), now, (all, at) => {
        const today = berlinDate(at.getTime());
        const counts = reservationCounts(all, at);
        expect(counts.total).toBe(all.length);
        expect(counts.pending).toBe(
          all.filter((r) => r.status === 'pending' && r.reservation_date >= today).length,
        );
        expect(counts.upcoming).toBe(
          all.filter(
            (r) =>
              r.status === 'confirmed' &&
              berlinInstant(r.reservation_date, r.reservation_time) > at.getTime(),
          ).length,
        );
        const seated = all.filter((r) => r.reservation_date === today && TAKES_A_SEAT.includes(r.status));
        expect(counts.today).toEqual({
          date: today,
          bookings: seated.length,
          covers: seated.reduce((sum, r) => sum + r.party_size, 0),
        });
      }),
    );
  });
});

describe('day sheet', () => {
  it('groups one date by slot, earliest first, and counts covers of the bookings that take a seat', () => {
    fc.assert(
      fc.property(fc.array(anyReservation, { maxLength: 40 }), fc.constantFrom(...DATES), (all, date) => {
        const sheet = daySheet(date, all);
        const ofDate = all.filter((r) => r.reservation_date === date);
        expect(sheet.slots.flatMap((s) => s.reservations)).toHaveLength(ofDate.length);
        const times = sheet.slots.map((s) => s.time);
        expect(times).toEqual([...new Set(times)].sort());
        for (const slot of sheet.slots) {
          expect(slot.reservations.every((r) => r.reservation_time === slot.time)).toBe(true);
          expect(slot.covers).toBe(
            slot.reservations
              .filter((r) => TAKES_A_SEAT.includes(r.status))
              .reduce((n, r) => n + r.party_size, 0),
          );
        }
        expect(sheet.covers).toBe(sheet.slots.reduce((n, s) => n + s.covers, 0));
        expect(sheet.bookings).toBe(ofDate.filter((r) => TAKES_A_SEAT.includes(r.status)).length);
      }),
    );
  });
});

/** A minimal RFC 4180 reader, to check the writer against; German spreadsheets split on semicolons. */
const parseCsv = (text: string, separator: ',' | ';' = ','): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted || (c !== '"' && c !== separator && !(c === '\r' && text[i + 1] === '\n'))) cell += c;
    else if (c === '"') quoted = true;
    else if (c === separator) endCell();
    else {
      endCell();
      rows.push(row);
      row = [];
      i++;
    }
  }
  return rows;
};

describe('CSV export', () => {
  const headings = Object.fromEntries(CSV_COLUMNS.map((c) => [c, `H ${c}`])) as CsvLocale['headings'];
  const statuses = Object.fromEntries(
    RESERVATION_STATUSES.map((s) => [s, `S ${s}`]),
  ) as CsvLocale['statuses'];

  it('starts with a BOM and a heading row, and reads back cell for cell with either separator', () => {
    fc.assert(
      fc.property(
        fc.array(anyReservation, { maxLength: 10 }),
        fc.array(fc.string({ maxLength: 20 }), { minLength: 10, maxLength: 10 }),
        fc.constantFrom<',' | ';'>(',', ';'),
        (all, names, separator) => {
          const rows = all.map((r, i) => ({ ...r, customer_name: names[i] ?? r.customer_name }));
          const csv = reservationsCsv(rows, { separator, headings, statuses });
          expect(csv.startsWith(UTF8_BOM)).toBe(true);
          const parsed = parseCsv(csv.slice(1), separator);
          expect(parsed[0]).toEqual(CSV_COLUMNS.map((c) => headings[c]));
          expect(parsed).toHaveLength(rows.length + 1);
          rows.forEach((r, i) => {
            const cell = (column: (typeof CSV_COLUMNS)[number]) =>
              parsed[i + 1]![CSV_COLUMNS.indexOf(column)]!;
            expect(parsed[i + 1]).toHaveLength(CSV_COLUMNS.length);
            // Exactly the name, with the apostrophe in front when it would start a formula.
            expect(cell('customer_name')).toBe(
              /^[=+\-@\t\r]/.test(r.customer_name) ? `'${r.customer_name}` : r.customer_name,
            );
            expect(cell('status')).toBe(statuses[r.status]);
            expect(cell('created_at')).toBe(restaurantDateTime(new Date(r.created_at)));
          });
        },
      ),
    );
  });

  it('writes the time a booking was made on the restaurant’s clock, and splits on what the language splits on', () => {
    expect(restaurantDateTime(new Date('2026-12-03T13:05:00Z'))).toBe('2026-12-03 14:05');
    expect(restaurantDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30');
    expect(csvSeparatorOf('de')).toBe(';');
    expect(csvSeparatorOf('de-AT')).toBe(';');
    expect(csvSeparatorOf('en')).toBe(',');
    expect(csvSeparatorOf('zh')).toBe(',');
  });

  it('never lets a cell start a formula', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('=1+1', '+49 30', '-2', '@SUM(A1)', '\t=x')),
        (text) => {
          const cell = csvCell(text);
          const unquoted = cell.startsWith('"') ? cell.slice(1) : cell;
          expect(unquoted).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('Müller, Jörg')).toBe('"Müller, Jörg"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(4)).toBe('4');
  });
});
