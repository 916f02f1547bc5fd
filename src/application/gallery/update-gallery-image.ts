import { validateGalleryImageEdit, type GalleryImageEditInput } from '../../domain/gallery/gallery-schema';
import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/**
 * The edit dialog's save; the image file and its place in the order stay as they are. An edit that sends
 * no translations keeps the stored ones (the schema would otherwise read their absence as "none").
 */
export class UpdateGalleryImage {
  static readonly inject = { gallery: Ports.gallery };
  constructor(private readonly deps: Deps<typeof UpdateGalleryImage.inject>) {}

  async execute(id: Id, input: GalleryImageEditInput) {
    const valid = validateGalleryImageEdit(input);
    if (!valid.ok) return valid;
    const { translations, ...texts } = valid.value;
    return this.deps.gallery.update(
      id,
      input.translations === undefined ? texts : { ...texts, translations },
    );
  }
}
