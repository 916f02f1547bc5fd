import type { RestaurantEvent } from '../../domain/event/event';
import { eventDraftSchema } from '../../domain/event/event-schema';
import type { Draft, Id } from '../../domain/shared/entity';
import { checkImageFile } from '../../domain/shared/file-checks';
import { fail, invalid, ok, type PortError, type Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { removeQuietly, storagePath, type UploadFile } from '../files/storage-path';
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
 * (spec section 7) and the row points to it; if the row cannot be written the new file is removed again, and
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

    const previous = id === undefined ? ok(null) : await this.currentImage(id);
    if (!previous.ok) return previous;

    let uploadedUrl: string | null = null;
    if (image) {
      const path = storagePath('events', image, this.deps.clock.now());
      const stored = await this.deps.files.upload('restaurant-images', path, image, {
        contentType: image.type,
        onProgress,
      });
      if (!stored.ok) return fail({ ...stored.error, issues: { image_url: EVENT_UPLOAD_FAILED } });
      uploadedUrl = stored.value.url;
    }

    const saved = await new SaveEvent({ events: this.deps.events }).execute(
      { ...event, image_url: uploadedUrl },
      id,
    );
    if (!saved.ok) {
      await removeQuietly(this.deps.files, 'restaurant-images', uploadedUrl);
      return saved;
    }
    if (previous.value && previous.value !== uploadedUrl) {
      await removeQuietly(this.deps.files, 'restaurant-images', previous.value);
    }
    return saved;
  }

  private async currentImage(id: Id): Promise<Result<string | null, PortError>> {
    const events = await this.deps.events.listAll();
    if (!events.ok) return events;
    return ok(events.value.find((e) => e.id === id)?.image_url ?? null);
  }
}
