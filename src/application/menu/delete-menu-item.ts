import type { Id } from '../../domain/shared/entity';
import { mapResult, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes the row, then its uploaded picture: a row never points to a missing file. */
export class DeleteMenuItem {
  static readonly inject = { menuItems: Ports.menuItems, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeleteMenuItem.inject>) {}

  async execute(id: Id): Promise<Result<void, PortError>> {
    const removed = await this.deps.menuItems.remove(id);
    if (removed.ok) await removeQuietly(this.deps.files, 'restaurant-images', removed.value.image_url);
    return mapResult(removed, () => undefined);
  }
}
