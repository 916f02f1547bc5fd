import { isPast } from '../../domain/event/admin-status';
import type { RestaurantEvent } from '../../domain/event/event';
import { invalid, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** Flips is_active; past events have no toggle, so one arriving here is refused. */
export class ToggleEventActive {
  static readonly inject = { events: Ports.events, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof ToggleEventActive.inject>) {}

  async execute(
    event: Pick<RestaurantEvent, 'id' | 'event_date' | 'is_active'>,
  ): Promise<Result<RestaurantEvent, PortError>> {
    if (isPast(event, this.deps.clock.now())) return invalid('admin:events.validation.pastEvent');
    return this.deps.events.update(event.id, { is_active: !event.is_active });
  }
}
