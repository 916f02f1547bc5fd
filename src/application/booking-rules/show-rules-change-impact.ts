import { bookingRulesSchema } from '../../domain/settings/booking-rules-schema';
import type { BookingRules } from '../../domain/settings/booking-rules';
import type { RulesChangeImpact } from '../../domain/settings/rules-change';
import type { PortError, Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/**
 * Before a save, the owner sees which booked guests the new rules touch (admin). Rules the save would refuse
 * are refused here first, with the same field messages.
 */
export class ShowRulesChangeImpact {
  static readonly inject = { bookingRules: Ports.bookingRules };
  constructor(private readonly deps: Deps<typeof ShowRulesChangeImpact.inject>) {}

  async execute(next: BookingRules): Promise<Result<RulesChangeImpact, PortError>> {
    const valid = validate(bookingRulesSchema, next);
    return valid.ok ? this.deps.bookingRules.impactOf(valid.value) : valid;
  }
}
