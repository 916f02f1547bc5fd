import { restaurantDate, restaurantInstant } from '../shared/time';
import type { Reservation, ReservationStatus } from './reservation';

/**
 * The bookings that take a seat: a request not yet answered may still come, a cancelled or missed one
 * does not. The day view's covers and the dashboard's count the same ones.
 */
export const TAKES_A_SEAT: readonly ReservationStatus[] = ['pending', 'confirmed', 'seated', 'completed'];
export const takesASeat = (r: Reservation): boolean => TAKES_A_SEAT.includes(r.status);

/** The figures above the admin reservations list and on the dashboard. */
export interface ReservationCounts {
  /** Requests for today or later that still wait for an answer. */
  readonly pending: number;
  /** Confirmed reservations whose slot, read in restaurant time, is still ahead. */
  readonly upcoming: number;
  /** Every reservation ever stored. */
  readonly total: number;
  /** The restaurant's today: its date, the bookings that take a seat and their covers (party sizes). */
  readonly today: { readonly date: string; readonly bookings: number; readonly covers: number };
}

export const isAwaitingConfirmation = (r: Reservation, today: string): boolean =>
  r.status === 'pending' && r.reservation_date >= today;

export const isUpcoming = (r: Reservation, now: Date): boolean =>
  r.status === 'confirmed' &&
  restaurantInstant(r.reservation_date, r.reservation_time).getTime() > now.getTime();

/** The sum of party sizes of the bookings that take a seat. */
export const coversOf = (reservations: readonly Reservation[]): number =>
  reservations.reduce((sum, r) => (takesASeat(r) ? sum + r.party_size : sum), 0);

/** The counts out of every reservation: what a store that can scan everything answers. */
export const reservationCounts = (reservations: readonly Reservation[], now: Date): ReservationCounts => {
  const today = restaurantDate(now);
  const todays = reservations.filter((r) => r.reservation_date === today && takesASeat(r));
  return {
    pending: reservations.filter((r) => isAwaitingConfirmation(r, today)).length,
    upcoming: reservations.filter((r) => isUpcoming(r, now)).length,
    total: reservations.length,
    today: { date: today, bookings: todays.length, covers: coversOf(todays) },
  };
};
