import { Ports, type Deps } from '../ports/tokens';

/** Active events from now on, soonest first; the home page asks for three. */
export class ListUpcomingEvents {
  static readonly inject = { events: Ports.events, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof ListUpcomingEvents.inject>) {}

  execute(limit?: number) {
    return this.deps.events.listUpcoming(this.deps.clock.now(), limit === undefined ? {} : { limit });
  }
}
