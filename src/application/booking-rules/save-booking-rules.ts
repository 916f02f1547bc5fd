import type { BookingRules } from '../../domain/settings/booking-rules';
import type { PortError, Result } from '../../domain/shared/result';
import type { ClosedBookingsCancellation } from '../ports/booking-rules-repository';
import { Ports, type Deps } from '../ports/tokens';

/**
 * The owner saves opening hours, closed days and limits (admin); the store refuses an invalid set. With
 * `cancel`, the bookings the new rules close are cancelled with the change and their guests told.
 */
export class SaveBookingRules {
  static readonly inject = { bookingRules: Ports.bookingRules };
  constructor(private readonly deps: Deps<typeof SaveBookingRules.inject>) {}

  execute(
    rules: BookingRules,
    cancel?: ClosedBookingsCancellation,
  ): Promise<Result<BookingRules, PortError>> {
    return this.deps.bookingRules.save(rules, cancel);
  }
}
