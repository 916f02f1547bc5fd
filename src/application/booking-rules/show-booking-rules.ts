import type { BookingRules } from '../../domain/settings/booking-rules';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The opening hours, closed days and limits in force, for the public pages, the form and Settings. */
export class ShowBookingRules {
  static readonly inject = { bookingRules: Ports.bookingRules };
  constructor(private readonly deps: Deps<typeof ShowBookingRules.inject>) {}

  execute(): Promise<Result<BookingRules, PortError>> {
    return this.deps.bookingRules.rules();
  }
}
