// The admin list's address: what a link or a reload asks for becomes a query through the domain's
// toReservationQuery, and a query is written back as the shortest address that asks for it again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultReservationQuery,
  PAGE_SIZES,
  RESERVATION_SORTS,
  type ReservationQuery,
} from '../../src/domain/reservation/query';
import { RESERVATION_STATUSES } from '../../src/domain/reservation/reservation';
import { addDays } from '../../src/domain/shared/time';
import {
  exportFileName,
  listQuery,
  listSearch,
  validateDaySearch,
  validateListSearch,
} from '../../src/ui/admin/reservations/reservation-search';

const TODAY = '2026-11-24';

describe('the list address', () => {
  it('asks for today and the coming days, soonest first, when it is empty', () => {
    expect(listQuery(validateListSearch({}), TODAY)).toEqual(defaultReservationQuery(TODAY));
    expect(listSearch(defaultReservationQuery(TODAY), TODAY)).toEqual({});
  });

  it('reads every filter, and "any" as no lower bound', () => {
    const search = validateListSearch({
      status: 'pending',
      from: 'any',
      to: '2026-12-31',
      q: 'Lena ',
      sort: 'newest',
      page: 3,
      size: 50,
      junk: 'dropped',
    });
    expect(search).not.toHaveProperty('junk');
    expect(listQuery(search, TODAY)).toEqual({
      status: 'pending',
      from: null,
      to: '2026-12-31',
      search: 'lena',
      sort: 'newest',
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to the default for what it does not know', () => {
    const query = listQuery(
      validateListSearch({ status: 'maybe', sort: 'random', page: -2, size: 'x', to: '2026-02-30' }),
      TODAY,
    );
    expect(query).toEqual(defaultReservationQuery(TODAY));
  });

  it('keeps a number typed as the search (the router reads ?q=123 as a number)', () => {
    expect(listQuery(validateListSearch({ q: 123 }), TODAY).search).toBe('123');
  });

  const date = fc.integer({ min: -400, max: 400 }).map((days) => addDays(TODAY, days));
  const query: fc.Arbitrary<ReservationQuery> = fc.record({
    status: fc.constantFrom('all' as const, ...RESERVATION_STATUSES),
    from: fc.option(date, { nil: null }),
    to: fc.option(date, { nil: null }),
    search: fc.constantFrom('', 'lena', 'mei wong', '030'),
    sort: fc.constantFrom(...RESERVATION_SORTS),
    page: fc.integer({ min: 1, max: 500 }),
    pageSize: fc.constantFrom(...PAGE_SIZES),
  });

  it('writes a query as an address that asks for the same query again', () => {
    fc.assert(
      fc.property(query, (q) => {
        const ordered =
          q.from !== null && q.to !== null && q.to < q.from ? { ...q, from: q.to, to: q.from } : q;
        const address = listSearch(ordered, TODAY);
        // Through the URL and back: strings and numbers only.
        const reread = validateListSearch(JSON.parse(JSON.stringify(address)) as Record<string, unknown>);
        expect(listQuery(reread, TODAY)).toEqual(ordered);
      }),
    );
  });
});

describe('the day view address', () => {
  it('takes a real date and ignores anything else', () => {
    expect(validateDaySearch({ date: '2026-11-25' })).toEqual({ date: '2026-11-25' });
    expect(validateDaySearch({ date: '2026-02-30' })).toEqual({});
    expect(validateDaySearch({ date: 20261125 })).toEqual({});
  });
});

describe('the export file name', () => {
  it('is the admin’s word for reservations and the day it was made', () => {
    expect(exportFileName('reservierungen', TODAY)).toBe('reservierungen-2026-11-24.csv');
    expect(exportFileName('reservations', '2027-01-01')).toBe('reservations-2027-01-01.csv');
  });
});
