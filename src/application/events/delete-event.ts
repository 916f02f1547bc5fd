import type { Id } from '../../domain/shared/entity';
import { mapResult, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes the event, then its uploaded picture: a row never points to a missing file. */
export class DeleteEvent {
  static readonly inject = { events: Ports.events, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeleteEvent.inject>) {}

  async execute(id: Id): Promise<Result<void, PortError>> {
    const removed = await this.deps.events.remove(id);
    if (removed.ok) await removeQuietly(this.deps.files, 'restaurant-images', removed.value.image_url);
    return mapResult(removed, () => undefined);
  }
}
