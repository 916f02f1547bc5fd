import { Ports, type Deps } from '../ports/tokens';

/** Every event for the admin page; its Active and Past tabs split them with admin-status.ts. */
export class ListAllEvents {
  static readonly inject = { events: Ports.events };
  constructor(private readonly deps: Deps<typeof ListAllEvents.inject>) {}

  execute() {
    return this.deps.events.listAll();
  }
}
