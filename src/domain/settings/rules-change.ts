import { hasBegun } from '../reservation/lifecycle';
import type { Reservation } from '../reservation/reservation';
import { isWithinHours, slotsOf } from './bookable-slots';
import { capacityOf, type BookingRules } from './booking-rules';

/** A booking the new rules close, as the owner sees it before saving: enough to phone a guest without e-mail. */
export type ClosedBooking = Pick<
  Reservation,
  | 'id'
  | 'reservation_date'
  | 'reservation_time'
  | 'party_size'
  | 'status'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
>;

/**
 * What saving new booking rules would do to the guests booked from now on (pending and confirmed table
 * bookings whose time has not begun; event sign-ups follow their event):
 * - `closed`: the bookings whose time the rules in force open and the new ones close (a closed day, a time
 *   outside the hours); the owner may cancel them with the change. The first CLOSED_LISTED are listed.
 * - `overCapacity`: the other bookings on dates or at times whose covers the new pacing limits find over
 *   full and the old did not; they stay booked, and the limits hold new bookings back.
 */
export interface RulesChangeImpact {
  readonly closed: {
    readonly bookings: number;
    readonly guests: number;
    readonly withoutEmail: number;
    readonly first: readonly ClosedBooking[];
  };
  readonly overCapacity: {
    readonly bookings: number;
    readonly guests: number;
    /** The first OVER_CAPACITY_DATES dates, earliest first. */
    readonly dates: readonly string[];
  };
}

export const CLOSED_LISTED = 50;
export const OVER_CAPACITY_DATES = 20;

/** Whether a change needs the owner's word before it is saved. */
export const touchesGuests = (impact: RulesChangeImpact): boolean =>
  impact.closed.bookings > 0 || impact.overCapacity.bookings > 0;

/**
 * Whether the rules let a booking take place at a date and time: the date has slots and the time lies in an
 * opening range (staff seat any minute of it), as reservation_refusal(p_online => false) in SQL answers.
 */
export const isOpenAt = (rules: BookingRules, date: string, time: string): boolean =>
  slotsOf(rules, date).length > 0 && isWithinHours(rules, date, time);

/** The bookings a change can touch: pending or confirmed table bookings whose time is still to come. */
const isStillToCome = (reservation: Reservation, now: Date): boolean =>
  (reservation.status === 'pending' || reservation.status === 'confirmed') &&
  reservation.event_id === null &&
  !hasBegun(reservation, now);

const byDateAndTime = (a: Reservation, b: Reservation): number =>
  a.reservation_date.localeCompare(b.reservation_date) ||
  a.reservation_time.localeCompare(b.reservation_time) ||
  a.id.localeCompare(b.id);

const guestsOf = (bookings: readonly Reservation[]): number =>
  bookings.reduce((sum, booking) => sum + booking.party_size, 0);

/** The covers of each key (a date, or a date and time) among the bookings. */
const coversBy = (bookings: readonly Reservation[], key: (booking: Reservation) => string) => {
  const covers = new Map<string, number>();
  for (const booking of bookings)
    covers.set(key(booking), (covers.get(key(booking)) ?? 0) + booking.party_size);
  return covers;
};

/** Over a limit (null: none) that the old limit did not find over. */
const newlyOver = (covers: number, next: number | null, current: number | null): boolean =>
  next !== null && covers > next && !(current !== null && covers > current);

/**
 * The bookings still to come whose time the rules in force open and `next` closes, by date and time: the ones
 * a save that cancels with the change takes (private.bookings_closed_by() in SQL).
 */
export const bookingsClosedBy = (
  current: BookingRules,
  next: BookingRules,
  bookings: readonly Reservation[],
  now: Date,
): Reservation[] =>
  bookings
    .filter(
      (b) =>
        isStillToCome(b, now) &&
        isOpenAt(current, b.reservation_date, b.reservation_time) &&
        !isOpenAt(next, b.reservation_date, b.reservation_time),
    )
    .sort(byDateAndTime);

/**
 * What saving `next` over `current` would do to the bookings still to come (`bookings` may hold any rows:
 * the ones that cannot be touched are left out). public.rules_change_impact() in SQL answers the same.
 */
export const rulesChangeImpact = (
  current: BookingRules,
  next: BookingRules,
  bookings: readonly Reservation[],
  now: Date,
): RulesChangeImpact => {
  const closed = bookingsClosedBy(current, next, bookings, now);
  const closedIds = new Set(closed.map((booking) => booking.id));
  const open = bookings.filter((b) => isStillToCome(b, now) && !closedIds.has(b.id));

  const perDay = coversBy(open, (b) => b.reservation_date);
  const perTime = coversBy(open, (b) => `${b.reservation_date} ${b.reservation_time}`);
  const overFull = open.filter((b) => {
    const before = capacityOf(current, b.reservation_date);
    const after = capacityOf(next, b.reservation_date);
    const day = perDay.get(b.reservation_date) ?? 0;
    const time = perTime.get(`${b.reservation_date} ${b.reservation_time}`) ?? 0;
    return (
      newlyOver(day, after.coversPerDay, before.coversPerDay) ||
      newlyOver(time, after.coversPerSlot, before.coversPerSlot)
    );
  });

  return {
    closed: {
      bookings: closed.length,
      guests: guestsOf(closed),
      withoutEmail: closed.filter((b) => b.customer_email === null).length,
      first: closed.slice(0, CLOSED_LISTED).map((b) => ({
        id: b.id,
        reservation_date: b.reservation_date,
        reservation_time: b.reservation_time,
        party_size: b.party_size,
        status: b.status,
        customer_name: b.customer_name,
        customer_email: b.customer_email,
        customer_phone: b.customer_phone,
      })),
    },
    overCapacity: {
      bookings: overFull.length,
      guests: guestsOf(overFull),
      dates: [...new Set(overFull.map((b) => b.reservation_date))].sort().slice(0, OVER_CAPACITY_DATES),
    },
  };
};
