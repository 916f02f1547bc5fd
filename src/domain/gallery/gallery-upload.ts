import type { Draft } from '../shared/entity';
import type { FileFacts } from '../shared/file-checks';
import type { GalleryCategory, GalleryImage } from './gallery-image';

/** Only image files are uploaded; the rest are reported, and the valid ones kept (spec section 5). */
export const splitImageFiles = <F extends Pick<FileFacts, 'type'>>(
  files: readonly F[],
): { images: F[]; rejected: F[] } => ({
  images: files.filter((f) => f.type.startsWith('image/')),
  rejected: files.filter((f) => !f.type.startsWith('image/')),
});

/** The upload dialog's shared fields, applied to every file. */
export interface GalleryUploadDetails {
  readonly title: string;
  readonly description: string | null;
  readonly alt_text: string | null;
  readonly category: GalleryCategory;
  readonly is_featured: boolean;
}

export interface PlannedUpload<F> {
  readonly file: F;
  /** The row to insert once the file's public URL is known. */
  readonly row: Omit<Draft<GalleryImage>, 'image_url'>;
}

const blankToNull = (text: string | null) => (text?.trim() ? text.trim() : null);

/**
 * One row per file (spec section 7, Gallery): several files get the title suffixed ' 1', ' 2', ...; only the
 * first keeps the featured flag; display orders continue after `topOrder` (-1 for an empty gallery).
 */
export const planUpload = <F>(
  files: readonly F[],
  details: GalleryUploadDetails,
  topOrder: number,
): PlannedUpload<F>[] => {
  const title = details.title.trim();
  return files.map((file, index) => ({
    file,
    row: {
      title: files.length > 1 ? `${title} ${index + 1}` : title,
      description: blankToNull(details.description),
      alt_text: blankToNull(details.alt_text),
      category: details.category,
      is_featured: details.is_featured && index === 0,
      display_order: topOrder + 1 + index,
    },
  }));
};
