import type { TimeAnswer } from '../../domain/room/availability';
import type { BookingChannel } from '../../domain/room/floor-plan';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** For staff: each time of a date for a party, the table it would get or, in words, why it is not offered. */
export class ExplainAvailability {
  static readonly inject = { floorPlan: Ports.floorPlan };
  constructor(private readonly deps: Deps<typeof ExplainAvailability.inject>) {}

  execute(
    date: string,
    partySize: number,
    channel: BookingChannel,
  ): Promise<Result<TimeAnswer[], PortError>> {
    return this.deps.floorPlan.availability(date, partySize, channel);
  }
}
