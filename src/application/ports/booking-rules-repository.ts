import type { RulesChangeImpact } from '../../domain/settings/rules-change';
import type { BookingRules } from '../../domain/settings/booking-rules';
import type { PortError, Result } from '../../domain/shared/result';

/** A save that cancels the bookings the new rules close, telling each guest the owner's words (or none). */
export interface ClosedBookingsCancellation {
  readonly reason: string | null;
}

/** The owner's booking rules (one value, read by every page and by the store's booking check). */
export interface BookingRulesRepository {
  /** The rules in force; the defaults until the owner saves others. */
  rules(): Promise<Result<BookingRules, PortError>>;
  /**
   * Replaces the rules (admin); an invalid set is refused with its translation key. With `cancel`, the
   * bookings the new rules close (RulesChangeImpact's `closed`, all of them) are cancelled in the same step,
   * each guest with an address told by the cancellation e-mail with `cancel.reason`.
   */
  save(rules: BookingRules, cancel?: ClosedBookingsCancellation): Promise<Result<BookingRules, PortError>>;
  /** What saving `next` would do to the guests booked from now on, counted by the store (admin). */
  impactOf(next: BookingRules): Promise<Result<RulesChangeImpact, PortError>>;
  /**
   * The times of a date a party can book now: inside the rules and with room left in the slot and the day,
   * counting pending and confirmed bookings (never the bookings themselves: guests read this).
   */
  freeTimes(date: string, partySize: number): Promise<Result<string[], PortError>>;
  /**
   * The open dates from `from` to `to` that a guest could book at all (today to the last bookable date, at
   * most FULL_DAYS_SPAN) on which no time is free for the party now, for the booking calendar to grey out
   * (fullDaysOf() of src/domain/room/availability.ts).
   */
  fullDays(from: string, to: string, partySize: number): Promise<Result<string[], PortError>>;
}
