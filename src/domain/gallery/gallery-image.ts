import type { Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';

export const GALLERY_CATEGORIES = [
  'interior',
  'seating',
  'kitchen',
  'community',
  'details',
  'atmosphere',
  'food',
  'general',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'general';

/** An image's texts guests read, with their longest length (the columns' limits). */
export const GALLERY_IMAGE_TEXTS = { title: 200, description: 20_000, alt_text: 2000 } as const;
export type GalleryImageText = keyof typeof GALLERY_IMAGE_TEXTS;

export interface GalleryImage extends Stored {
  readonly title: string;
  readonly description: string | null;
  readonly alt_text: string | null;
  readonly category: GalleryCategory;
  readonly is_featured: boolean;
  readonly image_url: string;
  readonly display_order: number;
  /** English and Chinese versions of title, description and alt text; German is in the fields above. */
  readonly translations: Translations<GalleryImageText>;
}
