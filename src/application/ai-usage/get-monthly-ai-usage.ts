import { restaurantMonth } from '../../domain/shared/time';
import { Ports, type Deps } from '../ports/tokens';

/** This month's AI image credits, the month counted in Berlin time. */
export class GetMonthlyAiUsage {
  static readonly inject = { aiUsage: Ports.aiUsage, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof GetMonthlyAiUsage.inject>) {}

  execute() {
    return this.deps.aiUsage.forMonth(restaurantMonth(this.deps.clock.now()));
  }
}
