import type { Id } from '../shared/entity';
import type { AboutImage, AboutSection } from './about-section';

/** A section's images in display order. */
export const imagesFor = (sectionId: Id, images: readonly AboutImage[]): AboutImage[] =>
  images.filter((i) => i.section_id === sectionId).sort((a, b) => a.display_order - b.display_order);

/** A text section's paragraphs: one per non-blank line. */
export const paragraphs = (content: string | null): string[] =>
  (content ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What the about pages read: the sections and the images that belong to them. */
export interface AboutContent {
  readonly sections: readonly AboutSection[];
  readonly images: readonly AboutImage[];
}
