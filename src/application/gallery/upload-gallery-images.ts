import type { GalleryImage } from '../../domain/gallery/gallery-image';
import { validateGalleryImageEdit } from '../../domain/gallery/gallery-schema';
import { planUpload, splitImageFiles, type GalleryUploadDetails } from '../../domain/gallery/gallery-upload';
import { checkImageFile } from '../../domain/shared/file-checks';
import { invalid, ok, portError, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly, storagePath, type UploadFile } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

const NO_FILES = 'admin:gallery.validation.noFiles';
const TOO_LARGE = 'admin:gallery.validation.imageSize';

export interface GalleryUpload<F extends UploadFile> {
  readonly files: readonly F[];
  readonly details: GalleryUploadDetails;
  /** Per image file, 0..1 as it goes up. */
  readonly onProgress?: (file: F, fraction: number) => void;
}

export interface GalleryUploadOutcome<F extends UploadFile> {
  readonly uploaded: GalleryImage[];
  /** Not images: dropped before anything was sent. */
  readonly rejected: F[];
  /** Images that could not be stored; none of them left a row or a file behind. */
  readonly failed: { readonly file: F; readonly error: PortError }[];
}

/**
 * The gallery's multi-file upload: non-images are dropped and the rest kept; one row
 * per file with the title suffixed, only the first featured, display orders continuing after the current
 * top. Each file is uploaded and then its row inserted; when the insert fails the file is removed again.
 */
export class UploadGalleryImages {
  static readonly inject = { gallery: Ports.gallery, files: Ports.files, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof UploadGalleryImages.inject>) {}

  async execute<F extends UploadFile>({
    files,
    details,
    onProgress,
  }: GalleryUpload<F>): Promise<Result<GalleryUploadOutcome<F>, PortError>> {
    const { images, rejected } = splitImageFiles(files);
    if (images.length === 0) return invalid(NO_FILES, { files: NO_FILES });
    const valid = validateGalleryImageEdit(details);
    if (!valid.ok) return valid;
    const top = await this.deps.gallery.topDisplayOrder();
    if (!top.ok) return top;

    const uploaded: GalleryImage[] = [];
    const failed: { file: F; error: PortError }[] = [];
    const now = this.deps.clock.now();
    const plan = planUpload(images, valid.value, top.value);
    // One after the other: a phone's upload link is the bottleneck, and the order stays the display order.
    for (const [index, { file, row }] of plan.entries()) {
      if (checkImageFile(file) === 'tooLarge') {
        failed.push({ file, error: portError('Invalid', TOO_LARGE, { files: TOO_LARGE }) });
        continue;
      }
      const stored = await this.deps.files.upload(
        'restaurant-images',
        storagePath('gallery', file, now, index),
        file,
        {
          contentType: file.type,
          onProgress: onProgress && ((fraction) => onProgress(file, fraction)),
        },
      );
      if (!stored.ok) {
        failed.push({ file, error: stored.error });
        continue;
      }
      const created = await this.deps.gallery.create({ ...row, image_url: stored.value.url });
      if (created.ok) {
        uploaded.push(created.value);
      } else {
        await removeQuietly(this.deps.files, 'restaurant-images', stored.value.url);
        failed.push({ file, error: created.error });
      }
    }
    return ok({ uploaded, rejected, failed });
  }
}
