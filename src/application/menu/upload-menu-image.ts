import type { MenuItem } from '../../domain/menu/menu-item';
import { validateMenuItemDraft, type MenuItemInput } from '../../domain/menu/menu-item-schema';
import type { Id } from '../../domain/shared/entity';
import { checkImageFile } from '../../domain/shared/file-checks';
import { invalid, type PortError, type Result } from '../../domain/shared/result';
import { currentImageOf, replaceImage } from '../files/replace-image';
import type { UploadFile } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';
import { SaveMenuItem } from './save-menu-item';

/** Set on the picture's field when the file could not be stored, so the dialog can say which step failed. */
export const MENU_IMAGE_UPLOAD_FAILED = 'admin:menu.messages.uploadFailed';

const IMAGE_PROBLEMS = {
  invalidType: 'admin:menu.validation.imageType',
  tooLarge: 'admin:menu.validation.imageSize',
} as const;

export interface MenuImageChange {
  /** The dialog's fields; image_url is set here. */
  readonly item: MenuItemInput;
  /** The item being edited; absent for a new one. */
  readonly id?: Id;
  /** The new picture, or null to take the picture away. */
  readonly image: UploadFile | null;
  readonly onProgress?: (fraction: number) => void;
}

/**
 * Saves a menu item whose picture changed. The file goes up first and the row then points to it; if the row
 * cannot be written the new file is removed again, and a picture the row no longer points to is removed
 * after the row is saved. So a failure never leaves a row without its file or a file without its row.
 */
export class UploadMenuImage {
  static readonly inject = { menuItems: Ports.menuItems, files: Ports.files, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof UploadMenuImage.inject>) {}

  async execute({ item, id, image, onProgress }: MenuImageChange): Promise<Result<MenuItem, PortError>> {
    if (image) {
      const problem = checkImageFile(image);
      if (problem) return invalid(IMAGE_PROBLEMS[problem], { image_url: IMAGE_PROBLEMS[problem] });
    }
    // Checked before the upload, so that a form error never costs a transfer.
    const valid = validateMenuItemDraft(item);
    if (!valid.ok) return valid;

    return replaceImage({
      files: this.deps.files,
      now: this.deps.clock.now(),
      folder: 'menu-items',
      image,
      onProgress,
      uploadFailed: MENU_IMAGE_UPLOAD_FAILED,
      previous: () => currentImageOf(id, (key) => this.deps.menuItems.find(key)),
      save: (imageUrl) =>
        new SaveMenuItem({ menuItems: this.deps.menuItems }).execute(
          {
            ...item,
            image_url: imageUrl,
            // An uploaded or removed picture is no longer the AI's.
            ai_generated_image: false,
            ai_prompt_used: null,
            image_generation_cost: null,
          },
          id,
        ),
    });
  }
}
