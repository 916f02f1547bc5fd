import type { Reservation, ReservationStatus } from './reservation';

export interface ReservationFilter {
  readonly status: ReservationStatus | 'all';
  /** yyyy-MM-dd; the admin filter matches this one date exactly. */
  readonly date: string | null;
}

export const byDateAndTime = (a: Reservation, b: Reservation): number =>
  a.reservation_date.localeCompare(b.reservation_date) ||
  a.reservation_time.localeCompare(b.reservation_time);

/** The rows the admin table shows for a filter, earliest first. */
export const filterReservations = (
  reservations: readonly Reservation[],
  filter: ReservationFilter,
): Reservation[] =>
  reservations
    .filter((r) => filter.status === 'all' || r.status === filter.status)
    .filter((r) => filter.date === null || r.reservation_date === filter.date)
    .sort(byDateAndTime);
