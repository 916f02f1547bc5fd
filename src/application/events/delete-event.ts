import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

export class DeleteEvent {
  static readonly inject = { events: Ports.events };
  constructor(private readonly deps: Deps<typeof DeleteEvent.inject>) {}

  execute(id: Id) {
    return this.deps.events.remove(id);
  }
}
