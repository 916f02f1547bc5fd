import type { PressArticle } from '../../domain/press/press-article';
import { validatePressArticleDraft, type PressArticleInput } from '../../domain/press/press-schema';
import type { Id } from '../../domain/shared/entity';
import { checkImageFile } from '../../domain/shared/file-checks';
import { invalid, type PortError, type Result } from '../../domain/shared/result';
import { currentImageOf, replaceImage } from '../files/replace-image';
import type { UploadFile } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';
import { SavePressArticle } from './save-press-article';

const IMAGE_PROBLEMS = {
  invalidType: 'admin:press.validation.invalidImage',
  tooLarge: 'admin:press.validation.imageTooLarge',
} as const;

/** Set on a failed transfer, so that the dialog can say the upload failed rather than the save. */
export const PRESS_UPLOAD_FAILED = 'admin:press.messages.uploadError';

export interface PressLogoChange {
  /** The dialog's fields; image_url is set here. */
  readonly article: PressArticleInput;
  /** The article being edited; absent for a new one. */
  readonly id?: Id;
  /** The new logo, or null to take the logo away (saved as null). */
  readonly image: UploadFile | null;
  readonly onProgress?: (fraction: number) => void;
}

/**
 * Saves a press article whose logo changed: the fields are checked, the file goes up under press/, and the
 * row then points to it; a failed save removes the new file again, and a replaced logo is removed after the
 * row no longer points to it.
 */
export class UploadPressLogo {
  static readonly inject = { press: Ports.press, files: Ports.files, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof UploadPressLogo.inject>) {}

  async execute({
    article,
    id,
    image,
    onProgress,
  }: PressLogoChange): Promise<Result<PressArticle, PortError>> {
    if (image) {
      const problem = checkImageFile(image);
      if (problem) return invalid(IMAGE_PROBLEMS[problem], { image_url: IMAGE_PROBLEMS[problem] });
    }
    // Checked before the upload, so that a form error never costs a transfer.
    const valid = validatePressArticleDraft(article);
    if (!valid.ok) return valid;

    return replaceImage({
      files: this.deps.files,
      now: this.deps.clock.now(),
      folder: 'press',
      image,
      onProgress,
      uploadFailed: PRESS_UPLOAD_FAILED,
      previous: () => currentImageOf(id, (key) => this.deps.press.find(key)),
      save: (imageUrl) =>
        new SavePressArticle({ press: this.deps.press }).execute({ ...article, image_url: imageUrl }, id),
    });
  }
}
