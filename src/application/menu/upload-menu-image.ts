import type { MenuItem } from '../../domain/menu/menu-item';
import { validateMenuItemDraft, type MenuItemInput } from '../../domain/menu/menu-item-schema';
import type { Id } from '../../domain/shared/entity';
import { checkImageFile } from '../../domain/shared/file-checks';
import { fail, invalid, ok, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly, storagePath, type UploadFile } from '../files/storage-path';
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

    const previous = id === undefined ? null : await this.currentImage(id);
    if (previous && !previous.ok) return previous;

    let uploadedUrl: string | null = null;
    if (image) {
      const path = storagePath('menu-items', image, this.deps.clock.now());
      const stored = await this.deps.files.upload('restaurant-images', path, image, {
        contentType: image.type,
        onProgress,
      });
      if (!stored.ok) return fail({ ...stored.error, issues: { image_url: MENU_IMAGE_UPLOAD_FAILED } });
      uploadedUrl = stored.value.url;
    }

    const saved = await new SaveMenuItem({ menuItems: this.deps.menuItems }).execute(
      {
        ...item,
        image_url: uploadedUrl,
        // An uploaded or removed picture is no longer the AI's.
        ai_generated_image: false,
        ai_prompt_used: null,
        image_generation_cost: null,
      },
      id,
    );
    if (!saved.ok) {
      await removeQuietly(this.deps.files, 'restaurant-images', uploadedUrl);
      return saved;
    }
    const replaced = previous?.value ?? null;
    if (replaced && replaced !== uploadedUrl) {
      await removeQuietly(this.deps.files, 'restaurant-images', replaced);
    }
    return saved;
  }

  private async currentImage(id: Id): Promise<Result<string | null, PortError>> {
    const items = await this.deps.menuItems.list();
    if (!items.ok) return items;
    return ok(items.value.find((i) => i.id === id)?.image_url ?? null);
  }
}
