import type { BookingRules } from '../../domain/settings/booking-rules';
import type { PortError, Result } from '../../domain/shared/result';

/** The owner's booking rules (one value, read by every page and by the store's booking check). */
export interface BookingRulesRepository {
  /** The rules in force; the defaults until the owner saves others. */
  rules(): Promise<Result<BookingRules, PortError>>;
  /** Replaces the rules (admin); an invalid set is refused with its translation key. */
  save(rules: BookingRules): Promise<Result<BookingRules, PortError>>;
  /**
   * The times of a date a party can book now: inside the rules and with room left in the slot and the day,
   * counting pending and confirmed bookings (never the bookings themselves: guests read this).
   */
  freeTimes(date: string, partySize: number): Promise<Result<string[], PortError>>;
}
