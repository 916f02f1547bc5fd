import type { Stored } from '../shared/entity';

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

export interface GalleryImage extends Stored {
  readonly title: string;
  readonly description: string | null;
  readonly alt_text: string | null;
  readonly category: GalleryCategory;
  readonly is_featured: boolean;
  readonly image_url: string;
  readonly display_order: number;
}
