import { Ports, type Deps } from '../ports/tokens';

/** The gallery in display order, for the public section and the admin page alike. */
export class ListGalleryImages {
  static readonly inject = { gallery: Ports.gallery };
  constructor(private readonly deps: Deps<typeof ListGalleryImages.inject>) {}

  execute() {
    return this.deps.gallery.list();
  }
}
