import type { Id } from '../../domain/shared/entity';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/**
 * Deletes one image or the bulk selection: the rows first, then their files, so that no row ever points to a
 * missing file (a file whose removal fails is only logged: nobody can see it any more).
 */
export class DeleteGalleryImages {
  static readonly inject = { gallery: Ports.gallery, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeleteGalleryImages.inject>) {}

  async execute(ids: readonly Id[]): Promise<Result<void, PortError>> {
    const removed = await this.deps.gallery.remove(ids);
    if (!removed.ok) return removed;
    for (const { image_url } of removed.value) {
      await removeQuietly(this.deps.files, 'restaurant-images', image_url);
    }
    return ok(undefined);
  }
}
