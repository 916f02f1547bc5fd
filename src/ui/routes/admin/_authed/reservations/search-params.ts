import { addDays } from '../../../../../domain/shared/time';

// The admin reservation routes' search params. The route tree must validate them before any page chunk
// loads, so this file sits with the route declarations (vite.config.ts tells the router it is not a
// route) and holds nothing else: public pages download it with the tree, a few hundred bytes.

/**
 * The admin list's search params, as the address holds them: plain optional strings and numbers, so that
 * an edited or old link still opens (toReservationQuery turns anything unknown into the default).
 * `from` absent means today; `from=any` (or any other non-date) means no lower bound.
 */
export interface ReservationListSearch {
  readonly status?: string;
  readonly from?: string;
  readonly to?: string;
  readonly q?: string;
  readonly sort?: string;
  readonly page?: number;
  readonly size?: number;
  /** Only one event's sign-ups (reservations.event_id). */
  readonly event?: string;
}

/** The value of `from` that asks for every date, past ones included. */
export const ANY_DATE = 'any';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.slice(0, 200) : typeof value === 'number' ? String(value) : undefined;

const int = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

/** TanStack Router's validateSearch: keeps the known params with their plain types, drops the rest. */
export const validateListSearch = (raw: Record<string, unknown>): ReservationListSearch => {
  const search: Record<string, string | number> = {};
  for (const key of ['status', 'from', 'to', 'q', 'sort', 'event'] as const) {
    const value = text(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  for (const key of ['page', 'size'] as const) {
    const value = int(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  return search;
};

/**
 * The day view's address: a yyyy-MM-dd date, or nothing for today; `book` opens the host stand's form for a
 * new booking ('phone') or a walk-in ('walk_in'), as the dashboard's links do.
 */
export interface DaySearch {
  readonly date?: string;
  readonly book?: 'phone' | 'walk_in';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && addDays(value, 0) === value;

export const validateDaySearch = (raw: Record<string, unknown>): DaySearch => ({
  ...(isDate(raw.date) ? { date: raw.date } : {}),
  ...(raw.book === 'phone' || raw.book === 'walk_in' ? { book: raw.book } : {}),
});
