import type { Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';
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
    const listed = await this.deps.gallery.list();
    const urls = listed.ok ? listed.value.filter((g) => ids.includes(g.id)).map((g) => g.image_url) : [];
    const removed = await this.deps.gallery.remove(ids);
    if (!removed.ok) return removed;
    for (const url of urls) await removeQuietly(this.deps.files, 'restaurant-images', url);
    return removed;
  }
}
