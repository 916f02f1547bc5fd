import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

export interface FullDaysRequest {
  /** yyyy-MM-dd, both included: a calendar's visible weeks. */
  readonly from: string;
  readonly to: string;
  readonly partySize: number;
}

/** The open days of a calendar view on which nothing is free for the party: greyed out like closed ones. */
export class ListFullDays {
  static readonly inject = { bookingRules: Ports.bookingRules };
  constructor(private readonly deps: Deps<typeof ListFullDays.inject>) {}

  execute({ from, to, partySize }: FullDaysRequest): Promise<Result<string[], PortError>> {
    return this.deps.bookingRules.fullDays(from, to, partySize);
  }
}
