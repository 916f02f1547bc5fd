import { aboutImageDraftSchema } from '../../domain/about/about-schema';
import type { AboutImage } from '../../domain/about/about-section';
import { checkImageFile } from '../../domain/shared/file-checks';
import { fail, invalid, type PortError, type Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { removeQuietly, storagePath, type UploadFile } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';
import { SaveAboutImage, type AboutImageInput } from './save-about-image';

const IMAGE_PROBLEMS = {
  invalidType: 'admin:about.validation.invalidImage',
  tooLarge: 'admin:about.validation.imageTooLarge',
} as const;

/** Set on a failed transfer, so that the dialog can say the upload failed rather than the save. */
export const ABOUT_UPLOAD_FAILED = 'admin:about.messages.uploadError';

export interface NewAboutImage {
  /** The image's texts and section; image_url comes from the upload. */
  readonly texts: Omit<AboutImageInput, 'image_url'>;
  readonly file: UploadFile;
  readonly onProgress?: (fraction: number) => void;
}

const textsSchema = aboutImageDraftSchema.omit({ display_order: true });

/**
 * Adds an uploaded picture to an about section: the texts are checked, the file goes up under about/, and
 * only then is the row written, after the section's other images. A failed write removes the file again, so
 * a failure never leaves a row without its file or a file without its row.
 */
export class AddAboutImage {
  static readonly inject = { about: Ports.about, files: Ports.files, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof AddAboutImage.inject>) {}

  async execute({ texts, file, onProgress }: NewAboutImage): Promise<Result<AboutImage, PortError>> {
    const problem = checkImageFile(file);
    if (problem) return invalid(IMAGE_PROBLEMS[problem], { image_url: IMAGE_PROBLEMS[problem] });
    // Checked before the upload with a stand-in URL, so that a form error never costs a transfer.
    const valid = validate(textsSchema, { ...texts, image_url: 'pending-upload' });
    if (!valid.ok) return valid;

    const path = storagePath('about', file, this.deps.clock.now());
    const stored = await this.deps.files.upload('restaurant-images', path, file, {
      contentType: file.type,
      onProgress,
    });
    if (!stored.ok) return fail({ ...stored.error, issues: { image_url: ABOUT_UPLOAD_FAILED } });

    const created = await new SaveAboutImage({ about: this.deps.about }).execute({
      ...texts,
      image_url: stored.value.url,
    });
    if (!created.ok) await removeQuietly(this.deps.files, 'restaurant-images', stored.value.url);
    return created;
  }
}
