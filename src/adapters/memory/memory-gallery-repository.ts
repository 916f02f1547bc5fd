import type { GalleryRepository } from '../../application/ports/gallery-repository';
import type { GalleryImage } from '../../domain/gallery/gallery-image';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult, ok } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';
import { byDisplayOrder, insertRow, takeRows, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/gallery/gallery-schema');

export class MemoryGalleryRepository implements GalleryRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async list() {
    return ok([...this.db.tables().gallery_images].sort(byDisplayOrder).map(withTranslations));
  }

  async count() {
    return ok(this.db.tables().gallery_images.length);
  }

  async topDisplayOrder() {
    return ok(this.db.tables().gallery_images.reduce((top, image) => Math.max(top, image.display_order), -1));
  }

  async create(draft: Draft<GalleryImage>) {
    const schema = await schemas();
    const valid = schema.validateGalleryImageDraft(draft);
    if (!valid.ok) return valid;
    return insertRow<GalleryImage>(this.db, 'gallery_images', this.db.stamp<GalleryImage>(valid.value));
  }

  async update(id: Id, patch: Patch<GalleryImage>) {
    const schema = await schemas();
    const current = this.db.tables().gallery_images.find((g) => g.id === id);
    if (!current) return updateRow<GalleryImage>(this.db, 'gallery_images', id, patch);
    const valid = schema.validateGalleryImageDraft({ ...current, ...patch });
    if (!valid.ok) return valid;
    return updateRow<GalleryImage>(this.db, 'gallery_images', id, valid.value);
  }

  /** Deleting nothing is not an error, as `delete ... where id in ()` is not. */
  async remove(ids: readonly Id[]) {
    if (ids.length === 0) return ok([]);
    return mapResult(takeRows<GalleryImage>(this.db, 'gallery_images', ids), (rows) =>
      rows.map(withTranslations),
    );
  }
}
