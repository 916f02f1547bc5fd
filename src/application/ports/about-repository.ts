import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { AboutImage, AboutSection } from '../../domain/about/about-section';
import type { PortError, Result } from '../../domain/shared/result';

export interface AboutRepository {
  /** Ordered by display_order ascending; the public site asks for published sections only. */
  listSections(options?: { readonly publishedOnly?: boolean }): Promise<Result<AboutSection[], PortError>>;
  /** Ordered by display_order ascending; the public site gets only the images of published sections. */
  listImages(options?: { readonly publishedOnly?: boolean }): Promise<Result<AboutImage[], PortError>>;
  createSection(draft: Draft<AboutSection>): Promise<Result<AboutSection, PortError>>;
  updateSection(id: Id, patch: Patch<AboutSection>): Promise<Result<AboutSection, PortError>>;
  /** Removes the section and its images. */
  removeSection(id: Id): Promise<Result<void, PortError>>;
  /** Swaps the display_order of two sections in one step. */
  swapOrder(a: Id, b: Id): Promise<Result<void, PortError>>;
  createImage(draft: Draft<AboutImage>): Promise<Result<AboutImage, PortError>>;
  updateImage(id: Id, patch: Patch<AboutImage>): Promise<Result<AboutImage, PortError>>;
  removeImage(id: Id): Promise<Result<void, PortError>>;
}
