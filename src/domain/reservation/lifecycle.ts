import { invalid, ok, type PortError, type Result } from '../shared/result';
import { restaurantDate, restaurantInstant } from '../shared/time';
import type { Reservation, ReservationStatus, StatusChanger } from './reservation';

/** Statuses that tell how a meal went: a booking whose time has not come can be neither. */
const AFTER_THE_TIME: readonly ReservationStatus[] = ['completed', 'no_show'];

/** Whether a booking's date (in Berlin) has come: a party may be seated early on its day. */
export const isItsDay = (reservation: Reservation, now: Date): boolean =>
  restaurantDate(now) >= reservation.reservation_date;

/** Whether a booking's time (on Berlin's clock) has come. */
export const hasBegun = (reservation: Reservation, now: Date): boolean =>
  restaurantInstant(reservation.reservation_date, reservation.reservation_time).getTime() <= now.getTime();

/**
 * Why staff may not move a booking to a status now (change_reservation_status() in SQL refuses the same):
 * it has it already; completed and no-show before its time; seated before its date. Null when they may.
 */
export const moveRefusal = (
  reservation: Reservation,
  to: ReservationStatus,
  now: Date,
): 'sameStatus' | 'notBegun' | 'notToday' | null => {
  if (reservation.status === to) return 'sameStatus';
  if (AFTER_THE_TIME.includes(to) && !hasBegun(reservation, now)) return 'notBegun';
  if (to === 'seated' && !isItsDay(reservation, now)) return 'notToday';
  return null;
};

/** Whether staff may move a booking to a status now. */
export const canMoveTo = (reservation: Reservation, to: ReservationStatus, now: Date): boolean =>
  moveRefusal(reservation, to, now) === null;

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
  const refusal = moveRefusal(reservation, to, now);
  if (refusal === 'sameStatus') return invalid('admin:reservations.validation.sameStatus', { status: to });
  if (refusal) {
    const key = `admin:reservations.validation.${refusal}`;
    return invalid(key, { status: key });
  }
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

/**
 * Why staff may not change where and when a booking sits (its date, time, party or tables), or null: only a
 * table booking that still holds its table (pending, confirmed, seated). Its guest, contact and notes can
 * always be corrected.
 */
export const roomChangeRefusal = (
  reservation: Pick<Reservation, 'status' | 'event_id'>,
): 'admin:hostStand.validation.notHolding' | 'admin:hostStand.validation.eventBooking' | null => {
  if (reservation.event_id) return 'admin:hostStand.validation.eventBooking';
  if (!(['pending', 'confirmed', 'seated'] as readonly ReservationStatus[]).includes(reservation.status))
    return 'admin:hostStand.validation.notHolding';
  return null;
};

const QUICK_ACTIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['seated', 'completed', 'no_show'],
  seated: ['completed'],
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
