import {
  defaultReservationQuery,
  toReservationQuery,
  type ReservationQuery,
} from '../../../domain/reservation/query';
import { ANY_DATE, type ReservationListSearch } from '../../routes/admin/_authed/reservations/search-params';

export {
  ANY_DATE,
  isDate,
  validateDaySearch,
  validateListSearch,
  type DaySearch,
  type ReservationListSearch,
} from '../../routes/admin/_authed/reservations/search-params';

/** The query a list address asks for, on the restaurant's today. */
export const listQuery = (search: ReservationListSearch, today: string): ReservationQuery =>
  toReservationQuery(
    {
      status: search.status,
      ...(search.from !== undefined && { from: search.from }),
      to: search.to,
      search: search.q,
      sort: search.sort,
      page: search.page,
      pageSize: search.size,
      eventId: search.event,
    },
    today,
  );

/** The shortest address for a query: what equals the default view is left out. */
export const listSearch = (query: ReservationQuery, today: string, q?: string): ReservationListSearch => {
  const base = defaultReservationQuery(today);
  return {
    ...(query.status !== base.status && { status: query.status }),
    ...(query.from !== base.from && { from: query.from ?? ANY_DATE }),
    ...(query.to !== null && { to: query.to }),
    ...((q ?? query.search) !== '' && { q: q ?? query.search }),
    ...(query.sort !== base.sort && { sort: query.sort }),
    ...(query.page !== 1 && { page: query.page }),
    ...(query.pageSize !== base.pageSize && { size: query.pageSize }),
    ...(query.eventId && { event: query.eventId }),
  };
};

/** The CSV's file name: the admin's word for reservations and the restaurant's day it was made on. */
export const exportFileName = (name: string, today: string): string => `${name}-${today}.csv`;
