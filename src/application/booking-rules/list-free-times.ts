import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

export interface FreeTimesRequest {
  readonly date: string;
  readonly partySize: number;
}

/** The times the booking form offers for a date and party: bookable now and with room left. */
export class ListFreeTimes {
  static readonly inject = { bookingRules: Ports.bookingRules };
  constructor(private readonly deps: Deps<typeof ListFreeTimes.inject>) {}

  execute({ date, partySize }: FreeTimesRequest): Promise<Result<string[], PortError>> {
    return this.deps.bookingRules.freeTimes(date, partySize);
  }
}
