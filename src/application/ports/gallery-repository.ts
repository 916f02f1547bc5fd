import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { GalleryImage } from '../../domain/gallery/gallery-image';
import type { PortError, Result } from '../../domain/shared/result';

export interface GalleryRepository {
  /** Ordered by display_order ascending. */
  list(): Promise<Result<GalleryImage[], PortError>>;
  count(): Promise<Result<number, PortError>>;
  /** The highest display_order in use, or -1 for an empty gallery. */
  topDisplayOrder(): Promise<Result<number, PortError>>;
  create(draft: Draft<GalleryImage>): Promise<Result<GalleryImage, PortError>>;
  update(id: Id, patch: Patch<GalleryImage>): Promise<Result<GalleryImage, PortError>>;
  /**
   * Removes the images with these ids and answers the removed rows (their files are the caller's to delete);
   * none of them found is NotFound, an empty list removes nothing.
   */
  remove(ids: readonly Id[]): Promise<Result<GalleryImage[], PortError>>;
}
