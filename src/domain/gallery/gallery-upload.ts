import type { Draft } from '../shared/entity';
import type { FileFacts } from '../shared/file-checks';
import type { Translations } from '../shared/translations';
import type { GalleryCategory, GalleryImage, GalleryImageText } from './gallery-image';

/** Only image files are uploaded; the rest are reported, and the valid ones kept. */
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
  readonly translations: Translations<GalleryImageText>;
}

export interface PlannedUpload<F> {
  readonly file: F;
  /** The row to insert once the file's public URL is known. */
  readonly row: Omit<Draft<GalleryImage>, 'image_url'>;
}

const blankToNull = (text: string | null) => (text?.trim() ? text.trim() : null);

/** The shared texts with a translated title numbered like the German one ('Brunch 2', '早午餐 2'). */
const numbered = (
  translations: Translations<GalleryImageText>,
  suffix: string,
): Translations<GalleryImageText> =>
  Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [
      language,
      texts.title ? { ...texts, title: `${texts.title.trim()}${suffix}` } : texts,
    ]),
  );

/**
 * One row per file: several files get the title suffixed ' 1', ' 2', ...; only the
 * first keeps the featured flag; display orders continue after `topOrder` (-1 for an empty gallery).
 */
export const planUpload = <F>(
  files: readonly F[],
  details: GalleryUploadDetails,
  topOrder: number,
): PlannedUpload<F>[] => {
  const title = details.title.trim();
  return files.map((file, index) => {
    const suffix = files.length > 1 ? ` ${index + 1}` : '';
    return {
      file,
      row: {
        title: `${title}${suffix}`,
        description: blankToNull(details.description),
        alt_text: blankToNull(details.alt_text),
        category: details.category,
        is_featured: details.is_featured && index === 0,
        display_order: topOrder + 1 + index,
        translations: numbered(details.translations, suffix),
      },
    };
  });
};
