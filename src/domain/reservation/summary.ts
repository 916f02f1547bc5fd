import { restaurantInstant } from '../shared/time';
import type { Reservation } from './reservation';

export interface ReservationSummary {
  readonly pending: number;
  readonly upcoming: number;
  readonly total: number;
}

export const pendingCount = (reservations: readonly Reservation[]): number =>
  reservations.filter((r) => r.status === 'pending').length;

/** Confirmed reservations whose slot, read in restaurant time, is still ahead. */
export const upcomingCount = (reservations: readonly Reservation[], now: Date): number =>
  reservations.filter(
    (r) =>
      r.status === 'confirmed' &&
      restaurantInstant(r.reservation_date, r.reservation_time).getTime() > now.getTime(),
  ).length;

/** The three cards above the admin reservations table. */
export const reservationSummary = (reservations: readonly Reservation[], now: Date): ReservationSummary => ({
  pending: pendingCount(reservations),
  upcoming: upcomingCount(reservations, now),
  total: reservations.length,
});
