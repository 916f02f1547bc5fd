import { budgetLimitSchema } from '../../domain/ai-usage/budget';
import { restaurantMonth } from '../../domain/shared/time';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/** Sets this month's credit budget (the dialog offers 100, 250 and 500). */
export class SetAiBudget {
  static readonly inject = { aiUsage: Ports.aiUsage, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof SetAiBudget.inject>) {}

  async execute(budgetLimit: number) {
    const valid = validate(budgetLimitSchema, budgetLimit);
    if (!valid.ok) return valid;
    return this.deps.aiUsage.setBudget(restaurantMonth(this.deps.clock.now()), valid.value);
  }
}
