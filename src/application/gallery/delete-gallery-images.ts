import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes one image or the bulk selection. */
export class DeleteGalleryImages {
  static readonly inject = { gallery: Ports.gallery };
  constructor(private readonly deps: Deps<typeof DeleteGalleryImages.inject>) {}

  execute(ids: readonly Id[]) {
    return this.deps.gallery.remove(ids);
  }
}
