import { restaurantDate, restaurantParts } from '../shared/time';
import type { RestaurantEvent } from './event';

/**
 * Signing up for an event: a booking for the event's date and time that takes seats of
 * its max_participants instead of covers of a slot. create_reservation() in SQL
 * (supabase/schemas/07_booking.sql) refuses the same, in the same order.
 */

/** Why a sign-up cannot be taken, each a key under reservations.validation. */
export type EventSignUpRefusal = 'eventUnknown' | 'eventMismatch' | 'eventOver' | 'eventFull';

export const EVENT_SIGN_UP_REFUSALS: readonly EventSignUpRefusal[] = [
  'eventUnknown',
  'eventMismatch',
  'eventOver',
  'eventFull',
];

/** The form field a refusal belongs to, as create_reservation() reports it. */
export const EVENT_REFUSAL_FIELD: Readonly<
  Record<EventSignUpRefusal, 'party_size' | 'reservation_date' | 'reservation_time'>
> = {
  eventUnknown: 'reservation_date',
  eventMismatch: 'reservation_time',
  eventOver: 'reservation_date',
  eventFull: 'party_size',
};

/** The statuses whose party holds its seats: a request not yet answered holds them too. */
export const HOLDS_SEATS = ['pending', 'confirmed', 'seated'] as const;

export interface EventSignUpRequest {
  /** yyyy-MM-dd, restaurant time */
  readonly date: string;
  /** HH:mm, restaurant time */
  readonly time: string;
  readonly partySize: number;
}

type Seats = Pick<RestaurantEvent, 'max_participants' | 'current_participants'>;

/** The seats still free, never below zero (staff may lower max_participants below the seats taken). */
export const seatsLeft = (event: Seats): number =>
  Math.max(0, event.max_participants - event.current_participants);

/** Whether no seat is left: the public shows "sold out" and takes no sign-up. */
export const isSoldOut = (event: Seats): boolean => seatsLeft(event) === 0;

/** The seats the bookings of one event hold: the party sizes of its pending and confirmed bookings. */
export const seatsTaken = (
  reservations: Iterable<{
    readonly event_id?: string | null;
    readonly status: string;
    readonly party_size: number;
  }>,
  eventId: string,
): number => {
  let taken = 0;
  for (const r of reservations) {
    if (r.event_id === eventId && (HOLDS_SEATS as readonly string[]).includes(r.status))
      taken += r.party_size;
  }
  return taken;
};

/**
 * current_participants as the store keeps it: the seats taken, but never above max_participants, which
 * the database's check demands (the bookings stay when staff lower the maximum; the event shows full).
 */
export const participantsShown = (event: Pick<RestaurantEvent, 'max_participants'>, taken: number): number =>
  Math.max(0, Math.min(event.max_participants, taken));

const pad = (n: number) => String(n).padStart(2, '0');

/** The date (yyyy-MM-dd) and time (HH:mm) of the event on the restaurant's wall clock, Europe/Berlin. */
export const eventWallClock = (
  event: Pick<RestaurantEvent, 'event_date'>,
): { readonly date: string; readonly time: string } => {
  const instant = new Date(event.event_date);
  const p = restaurantParts(instant);
  return { date: restaurantDate(instant), time: `${pad(p.hour)}:${pad(p.minute)}` };
};

/**
 * What stops a sign-up, in the order a guest can act on it; null when it can be taken.
 * - eventUnknown: no such event, or one the public cannot see (inactive);
 * - eventMismatch: the booking's date or time is not the event's (Berlin wall clock, to the minute);
 * - eventOver: the event has begun (event_date is not after now);
 * - eventFull: the seats taken plus the party exceed max_participants.
 * `takenSeats` is what the event's pending and confirmed bookings hold (seatsTaken), not
 * current_participants, which is clamped to the maximum.
 */
export const eventSignUpRefusal = (
  event: Pick<RestaurantEvent, 'event_date' | 'max_participants' | 'is_active'> | null,
  request: EventSignUpRequest,
  takenSeats: number,
  now: Date,
): EventSignUpRefusal | null => {
  if (!event || !event.is_active) return 'eventUnknown';
  const wall = eventWallClock(event);
  if (wall.date !== request.date || wall.time !== request.time) return 'eventMismatch';
  if (!(Date.parse(event.event_date) > now.getTime())) return 'eventOver';
  if (takenSeats + request.partySize > event.max_participants) return 'eventFull';
  return null;
};
