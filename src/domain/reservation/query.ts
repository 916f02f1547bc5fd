import { addDays } from '../shared/time';
import { RESERVATION_STATUSES, type Reservation, type ReservationStatus } from './reservation';
import { compareText } from '../shared/order';

/**
 * The orders the admin list offers. Each ends on the id, so that every order is total and a page never
 * repeats or skips a row, in the browser's demo as in PostgreSQL (whose uuid order is the hex text order).
 */
export const RESERVATION_SORTS = ['soonest', 'latest', 'newest'] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The most rows one request may ask for; below PostgREST's max_rows (1000), so no answer is cut short. */
export const MAX_PAGE_SIZE = 500;
/** Longer search text cannot be a name, e-mail or phone number anyone types. */
export const MAX_SEARCH_LENGTH = 100;

/** One page of the admin's reservations: what to show, in which order, and which page of it. */
export interface ReservationQuery {
  readonly status: ReservationStatus | 'all';
  /** yyyy-MM-dd, inclusive; null for no lower bound. */
  readonly from: string | null;
  /** yyyy-MM-dd, inclusive; null for no upper bound. */
  readonly to: string | null;
  /** Matched anywhere in the name, e-mail or phone after normaliseSearch (so ignoring case); '' for none. */
  readonly search: string;
  readonly sort: ReservationSort;
  /** Only the bookings for this event (reservations.event_id); absent or null for every booking. */
  readonly eventId?: string | null;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

/**
 * A search counts its matches up to this many. Nobody pages through more than a thousand hits (they narrow
 * the search), and counting every match of a common fragment like "müll" over years of bookings costs
 * more than the page itself (docs/decisions/0070).
 */
export const SEARCH_COUNT_LIMIT = 1000;

export interface ReservationPage {
  readonly rows: readonly Reservation[];
  /** How many reservations match the query, across all pages; see totalIsLowerBound. */
  readonly total: number;
  /** Set when a search matched more than SEARCH_COUNT_LIMIT: total is then that limit, and there are more. */
  readonly totalIsLowerBound?: true;
}

/** The total of a page as the adapters report it: exact, except a search's beyond SEARCH_COUNT_LIMIT. */
export const reportedTotal = (
  matching: number,
  search: string,
): Pick<ReservationPage, 'total' | 'totalIsLowerBound'> =>
  search !== '' && matching > SEARCH_COUNT_LIMIT
    ? { total: SEARCH_COUNT_LIMIT, totalIsLowerBound: true }
    : { total: matching };

/** What staff need when they open the list: today and the coming days, soonest first. */
export const defaultReservationQuery = (today: string): ReservationQuery => ({
  status: 'all',
  from: today,
  to: null,
  search: '',
  sort: 'soonest',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
});

/** One date's reservations, the day view's query. */
export const dayQuery = (date: string): ReservationQuery => ({
  status: 'all',
  from: date,
  to: date,
  search: '',
  sort: 'soonest',
  page: 1,
  pageSize: MAX_PAGE_SIZE,
});

/** The requests a guest has made that still wait for an answer, newest request first. */
export const awaitingConfirmationQuery = (today: string, pageSize = 5): ReservationQuery => ({
  status: 'pending',
  from: today,
  to: null,
  search: '',
  sort: 'newest',
  page: 1,
  pageSize,
});

/**
 * Search text as both stores match it: trimmed, inner whitespace as one space, lower-cased, at most
 * MAX_SEARCH_LENGTH characters, and without the characters that are wildcards or syntax in a PostgREST or
 * LIKE pattern (`% _ * \ , ( ) "`), which no name, e-mail or phone number needs to be found.
 */
export const normaliseSearch = (text: string): string =>
  text
    .replace(/[%_*\\,()"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && addDays(value, 0) === value;

const clampInt = (value: unknown, min: number, max: number, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/**
 * A query from untrusted parts (a URL, a stored link): anything unknown falls back to the default, so an
 * edited address shows a sensible list instead of an error. A range given backwards is swapped.
 */
export const toReservationQuery = (
  parts: Partial<Record<keyof ReservationQuery, unknown>>,
  today: string,
): ReservationQuery => {
  const base = defaultReservationQuery(today);
  const status = RESERVATION_STATUSES.find((s) => s === parts.status) ?? 'all';
  const sort = RESERVATION_SORTS.find((s) => s === parts.sort) ?? base.sort;
  let from = 'from' in parts ? (isDate(parts.from) ? parts.from : null) : base.from;
  let to = isDate(parts.to) ? parts.to : null;
  if (from !== null && to !== null && to < from) [from, to] = [to, from];
  return {
    status,
    from,
    to,
    search: typeof parts.search === 'string' ? normaliseSearch(parts.search) : '',
    sort,
    ...(typeof parts.eventId === 'string' && UUID.test(parts.eventId)
      ? { eventId: parts.eventId.toLowerCase() }
      : {}),
    page: clampInt(parts.page, 1, 1_000_000, 1),
    pageSize: clampInt(parts.pageSize, 1, MAX_PAGE_SIZE, base.pageSize),
  };
};

/** The text a search is matched in: the three fields, joined by a character no search can contain. */
export const searchableText = (r: Reservation): string =>
  `${r.customer_name}\n${r.customer_email ?? ''}\n${r.customer_phone ?? ''}`.toLowerCase();

export const matchesQuery = (r: Reservation, q: ReservationQuery): boolean =>
  (q.status === 'all' || r.status === q.status) &&
  (q.from === null || r.reservation_date >= q.from) &&
  (q.to === null || r.reservation_date <= q.to) &&
  (q.eventId == null || r.event_id === q.eventId) &&
  (q.search === '' || searchableText(r).includes(q.search));

const ORDERS: Readonly<Record<ReservationSort, (a: Reservation, b: Reservation) => number>> = {
  soonest: (a, b) =>
    compareText(a.reservation_date, b.reservation_date) ||
    compareText(a.reservation_time, b.reservation_time) ||
    compareText(a.id, b.id),
  latest: (a, b) =>
    compareText(b.reservation_date, a.reservation_date) ||
    compareText(b.reservation_time, a.reservation_time) ||
    compareText(b.id, a.id),
  newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || compareText(b.id, a.id),
};

export const compareReservations = (sort: ReservationSort) => ORDERS[sort];

/** The page a query asks for out of every reservation: what a store that can scan everything answers. */
export const queryReservations = (all: readonly Reservation[], query: ReservationQuery): ReservationPage => {
  const q = { ...query, search: normaliseSearch(query.search) };
  const matching = all.filter((r) => matchesQuery(r, q)).sort(ORDERS[q.sort]);
  const start = (q.page - 1) * q.pageSize;
  return { rows: matching.slice(start, start + q.pageSize), ...reportedTotal(matching.length, q.search) };
};

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
