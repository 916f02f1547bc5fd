import type { BookingRules } from '../../domain/settings/booking-rules';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The owner saves opening hours, closed days and limits (admin); the store refuses an invalid set. */
export class SaveBookingRules {
  static readonly inject = { bookingRules: Ports.bookingRules };
  constructor(private readonly deps: Deps<typeof SaveBookingRules.inject>) {}

  execute(rules: BookingRules): Promise<Result<BookingRules, PortError>> {
    return this.deps.bookingRules.save(rules);
  }
}
