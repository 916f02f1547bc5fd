import { invalid, ok, type PortError, type Result } from '../shared/result';
import { restaurantInstant } from '../shared/time';
import type { Reservation, ReservationStatus, StatusChanger } from './reservation';

/** Statuses that tell how a meal went: a booking whose time has not come can be neither. */
const AFTER_THE_TIME: readonly ReservationStatus[] = ['completed', 'no_show'];

/** Whether a booking's time (on Berlin's clock) has come. */
export const hasBegun = (reservation: Reservation, now: Date): boolean =>
  restaurantInstant(reservation.reservation_date, reservation.reservation_time).getTime() <= now.getTime();

/**
 * Whether staff may move a booking to a status now: any other status, but completed and no-show only once
 * its time has come (change_reservation_status() in SQL refuses the same).
 */
export const canMoveTo = (reservation: Reservation, to: ReservationStatus, now: Date): boolean =>
  reservation.status !== to && (!AFTER_THE_TIME.includes(to) || hasBegun(reservation, now));

const LATE_AFTER_MINUTES = 15;
/** How long after its time a booking without a hold (made before stays existed) could still be coming. */
const LATE_UNTIL_MINUTES = 120;

/**
 * A confirmed guest who has not come 15 minutes after the time, while the table is still held for them
 * (until `held_until`, or two hours for a booking made before stays existed).
 */
export const isLate = (reservation: Reservation, now: Date): boolean => {
  if (reservation.status !== 'confirmed' || reservation.event_id) return false;
  const start = restaurantInstant(reservation.reservation_date, reservation.reservation_time).getTime();
  const until = reservation.held_until
    ? Date.parse(reservation.held_until)
    : start + LATE_UNTIL_MINUTES * 60_000;
  return start + LATE_AFTER_MINUTES * 60_000 <= now.getTime() && now.getTime() < until;
};

/**
 * Moves a reservation to another status: every status may follow every other, but not itself, because the
 * details dialog disables the button of the current status; completed and no-show not before its time.
 */
export const transition = (
  reservation: Reservation,
  to: ReservationStatus,
  now: Date,
  /** Who makes the change (the audit columns); null when nobody signed in does. */
  by: StatusChanger | null = null,
): Result<Reservation, PortError> => {
  if (reservation.status === to) return invalid('admin:reservations.validation.sameStatus', { status: to });
  if (!canMoveTo(reservation, to, now))
    return invalid('admin:reservations.validation.notBegun', {
      status: 'admin:reservations.validation.notBegun',
    });
  const at = now.toISOString();
  return ok({
    ...reservation,
    status: to,
    confirmed_at: to === 'confirmed' ? at : reservation.confirmed_at,
    cancelled_at: to === 'cancelled' ? at : reservation.cancelled_at,
    updated_at: at,
    status_changed_by: by?.id ?? null,
    status_changed_by_name: by?.name ?? null,
    status_changed_at: at,
  });
};

const QUICK_ACTIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'no_show'],
  cancelled: [],
  completed: [],
  no_show: [],
};

/** The one-click moves the admin table offers for a row in this status. */
export const quickActions = (status: ReservationStatus): readonly ReservationStatus[] =>
  QUICK_ACTIONS[status];

/** Saves the admin's notes without touching the status; blank notes are stored as none. */
export const withNotes = (reservation: Reservation, notes: string | null, now: Date): Reservation => ({
  ...reservation,
  admin_notes: notes !== null && notes.trim() !== '' ? notes : null,
  updated_at: now.toISOString(),
});
