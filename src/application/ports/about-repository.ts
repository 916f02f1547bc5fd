import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { AboutImage, AboutSection } from '../../domain/about/about-section';
import type { PortError, Result } from '../../domain/shared/result';

export interface AboutRepository {
  /** Ordered by display_order ascending; the public site asks for published sections only. */
  listSections(options?: { readonly publishedOnly?: boolean }): Promise<Result<AboutSection[], PortError>>;
  /**
   * Ordered by display_order ascending; the public site gets only the images of published sections, and the
   * admin's edits ask for the images of one section.
   */
  listImages(options?: {
    readonly publishedOnly?: boolean;
    readonly sectionId?: Id;
  }): Promise<Result<AboutImage[], PortError>>;
  /** One image by id, or null when there is none. */
  findImage(id: Id): Promise<Result<AboutImage | null, PortError>>;
  createSection(draft: Draft<AboutSection>): Promise<Result<AboutSection, PortError>>;
  updateSection(id: Id, patch: Patch<AboutSection>): Promise<Result<AboutSection, PortError>>;
  /** Removes the section and its images. */
  removeSection(id: Id): Promise<Result<void, PortError>>;
  /** Swaps the display_order of two sections in one step. */
  swapOrder(a: Id, b: Id): Promise<Result<void, PortError>>;
  createImage(draft: Draft<AboutImage>): Promise<Result<AboutImage, PortError>>;
  updateImage(id: Id, patch: Patch<AboutImage>): Promise<Result<AboutImage, PortError>>;
  /** Removes one image and answers the removed row (its file is the caller's to delete). */
  removeImage(id: Id): Promise<Result<AboutImage, PortError>>;
}
