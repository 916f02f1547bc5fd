import { invalid, ok, type PortError, type Result } from '../shared/result';
import type { Reservation, ReservationStatus, StatusChanger } from './reservation';

/**
 * Moves a reservation to another status: every status may follow every other, but not itself,
 * because the details dialog disables the button of the current status.
 */
export const transition = (
  reservation: Reservation,
  to: ReservationStatus,
  now: Date,
  /** Who makes the change (the audit columns); null when nobody signed in does. */
  by: StatusChanger | null = null,
): Result<Reservation, PortError> => {
  if (reservation.status === to) return invalid('admin:reservations.validation.sameStatus', { status: to });
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
