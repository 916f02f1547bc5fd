import { fail, ok, type PortError, type Result } from '../../domain/shared/result';
import type { FileStorage } from '../ports/file-storage';
import { removeQuietly, storagePath, type UploadFile } from './storage-path';

export interface ImageReplacement<T> {
  readonly files: FileStorage;
  readonly now: Date;
  /** The folder in restaurant-images, e.g. 'events'. */
  readonly folder: string;
  /** The new picture, or null to take the picture away. */
  readonly image: UploadFile | null;
  readonly onProgress?: (fraction: number) => void;
  /** The field message of a failed transfer, so the dialog can say the upload failed, not the save. */
  readonly uploadFailed: string;
  /** The picture the row points to now; null for a new row. */
  readonly previous: () => Promise<Result<string | null, PortError>>;
  /** Writes the row with the new picture's URL (null: no picture). */
  readonly save: (imageUrl: string | null) => Promise<Result<T, PortError>>;
}

/**
 * Saves a row whose picture changed: the file goes up first and the row points to it; if the row cannot be
 * written the new file is removed again, and the picture the row no longer points to is removed after the
 * row is saved. So a failure never leaves a row without its file or a file without its row.
 */
export const replaceImage = async <T>(change: ImageReplacement<T>): Promise<Result<T, PortError>> => {
  const previous = await change.previous();
  if (!previous.ok) return previous;

  let uploadedUrl: string | null = null;
  if (change.image) {
    const path = storagePath(change.folder, change.image, change.now);
    const stored = await change.files.upload('restaurant-images', path, change.image, {
      contentType: change.image.type,
      ...(change.onProgress ? { onProgress: change.onProgress } : {}),
    });
    if (!stored.ok) return fail({ ...stored.error, issues: { image_url: change.uploadFailed } });
    uploadedUrl = stored.value.url;
  }

  const saved = await change.save(uploadedUrl);
  if (!saved.ok) {
    await removeQuietly(change.files, 'restaurant-images', uploadedUrl);
    return saved;
  }
  if (previous.value && previous.value !== uploadedUrl) {
    await removeQuietly(change.files, 'restaurant-images', previous.value);
  }
  return saved;
};

/** The picture of the row with this id, read by id alone, for `previous`; null for a new row. */
export const currentImageOf = async <R extends { image_url: string | null }>(
  id: string | undefined,
  find: (id: string) => Promise<Result<R | null, PortError>>,
): Promise<Result<string | null, PortError>> => {
  if (id === undefined) return ok(null);
  const row = await find(id);
  if (!row.ok) return row;
  return ok(row.value?.image_url ?? null);
};
