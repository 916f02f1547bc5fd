import type { Id } from '../../domain/shared/entity';
import { mapResult, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/** Removes an image from its section, then its uploaded file: a row never points to a missing file. */
export class DeleteAboutImage {
  static readonly inject = { about: Ports.about, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeleteAboutImage.inject>) {}

  async execute(id: Id): Promise<Result<void, PortError>> {
    const removed = await this.deps.about.removeImage(id);
    if (removed.ok) await removeQuietly(this.deps.files, 'restaurant-images', removed.value.image_url);
    return mapResult(removed, () => undefined);
  }
}
