import type { RestaurantEvent } from '../../domain/event/event';
import { eventDraftSchema } from '../../domain/event/event-schema';
import type { Draft, Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/** Creates an event (no id) or saves the dialog's edit. */
export class SaveEvent {
  static readonly inject = { events: Ports.events };
  constructor(private readonly deps: Deps<typeof SaveEvent.inject>) {}

  async execute(draft: Draft<RestaurantEvent>, id?: Id): Promise<Result<RestaurantEvent, PortError>> {
    const valid = validate(eventDraftSchema, draft);
    if (!valid.ok) return valid;
    return id === undefined ? this.deps.events.create(valid.value) : this.deps.events.update(id, valid.value);
  }
}
