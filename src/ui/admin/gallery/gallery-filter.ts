import type { GalleryCategory, GalleryImage } from '../../../domain/gallery/gallery-image';

export const ALL_GALLERY_CATEGORIES = 'all';

export interface GalleryFilter {
  readonly text: string;
  readonly category: GalleryCategory | typeof ALL_GALLERY_CATEGORIES;
}

export const NO_GALLERY_FILTER: GalleryFilter = { text: '', category: ALL_GALLERY_CATEGORIES };

/** The search looks at what staff typed: title, description and alt text. */
export const filterGallery = <
  T extends Pick<GalleryImage, 'title' | 'description' | 'alt_text' | 'category'>,
>(
  images: readonly T[],
  filter: GalleryFilter,
): T[] => {
  const needle = filter.text.trim().toLocaleLowerCase();
  return images.filter(
    (image) =>
      (filter.category === ALL_GALLERY_CATEGORIES || image.category === filter.category) &&
      (needle === '' ||
        [image.title, image.description, image.alt_text].some((text) =>
          text?.toLocaleLowerCase().includes(needle),
        )),
  );
};
