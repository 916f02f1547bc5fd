import type { RestaurantEvent } from '../../domain/event/event';
import { eventDraftSchema } from '../../domain/event/event-schema';
import type { Draft, Id } from '../../domain/shared/entity';
import { checkImageFile } from '../../domain/shared/file-checks';
import { invalid, type PortError, type Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { currentImageOf, replaceImage } from '../files/replace-image';
import type { UploadFile } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';
import { SaveEvent } from './save-event';

const IMAGE_PROBLEMS = {
  invalidType: 'admin:events.validation.invalidImage',
  tooLarge: 'admin:events.validation.imageTooLarge',
} as const;

/** Set on a failed transfer, so that the dialog can say the upload failed rather than the save. */
export const EVENT_UPLOAD_FAILED = 'admin:events.messages.uploadError';

export interface EventImageChange {
  /** The dialog's fields; image_url is set here. */
  readonly event: Draft<RestaurantEvent>;
  /** The event being edited; absent for a new one. */
  readonly id?: Id;
  /** The new picture, or null to take the picture away. */
  readonly image: UploadFile | null;
  readonly onProgress?: (fraction: number) => void;
}

/**
 * Saves an event whose picture changed. The fields are checked first, then the file goes up under events/
 * and the row points to it; if the row cannot be written the new file is removed again, and
 * a picture the row no longer points to is removed after the row is saved.
 */
export class UploadEventImage {
  static readonly inject = { events: Ports.events, files: Ports.files, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof UploadEventImage.inject>) {}

  async execute({
    event,
    id,
    image,
    onProgress,
  }: EventImageChange): Promise<Result<RestaurantEvent, PortError>> {
    if (image) {
      const problem = checkImageFile(image);
      if (problem) return invalid(IMAGE_PROBLEMS[problem], { image_url: IMAGE_PROBLEMS[problem] });
    }
    // Checked before the upload, so that a form error never costs a transfer.
    const valid = validate(eventDraftSchema, event);
    if (!valid.ok) return valid;

    return replaceImage({
      files: this.deps.files,
      now: this.deps.clock.now(),
      folder: 'events',
      image,
      onProgress,
      uploadFailed: EVENT_UPLOAD_FAILED,
      previous: () => currentImageOf(id, (key) => this.deps.events.find(key)),
      save: (imageUrl) =>
        new SaveEvent({ events: this.deps.events }).execute({ ...event, image_url: imageUrl }, id),
    });
  }
}
