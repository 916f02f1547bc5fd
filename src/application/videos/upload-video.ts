import type { Id } from '../../domain/shared/entity';
import { checkImageFile } from '../../domain/shared/file-checks';
import { invalid, ok, type PortError, type Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { RestaurantVideo } from '../../domain/video/restaurant-video';
import { videoDraftSchema, type VideoInput } from '../../domain/video/video-schema';
import { checkVideoFile } from '../../domain/video/video-upload';
import { removeQuietly, storagePath, type UploadFile } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

const VIDEO_PROBLEMS = {
  videoRequired: 'admin:videos.validation.videoRequired',
  invalidType: 'admin:videos.validation.invalidType',
  tooLarge: 'admin:videos.validation.tooLarge',
} as const;
const POSTER_PROBLEMS = {
  invalidType: 'admin:videos.validation.posterType',
  tooLarge: 'admin:videos.validation.posterSize',
} as const;

const detailsSchema = videoDraftSchema.omit({ video_url: true, thumbnail_url: true });

export interface VideoUpload {
  readonly file: UploadFile | null;
  /** An optional still shown before the video plays. */
  readonly poster?: UploadFile | null;
  readonly details: Omit<VideoInput, 'video_url' | 'thumbnail_url'>;
  /** 0..1 over the whole transfer. */
  readonly onProgress?: (fraction: number) => void;
}

/**
 * The upload dialog: checks the file and the fields, uploads the video (and its
 * poster), inserts the row, and for a hero upload moves the hero flag through the repository's setHero,
 * which clears it on every other video in the same step. Any failure removes what was already written.
 */
export class UploadVideo {
  static readonly inject = { videos: Ports.videos, files: Ports.files, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof UploadVideo.inject>) {}

  async execute({
    file,
    poster,
    details,
    onProgress,
  }: VideoUpload): Promise<Result<RestaurantVideo, PortError>> {
    const problem = checkVideoFile(file);
    if (problem || !file) {
      const key = VIDEO_PROBLEMS[problem ?? 'videoRequired'];
      return invalid(key, { video_url: key });
    }
    const posterProblem = poster ? checkImageFile(poster) : null;
    if (posterProblem)
      return invalid(POSTER_PROBLEMS[posterProblem], { thumbnail_url: POSTER_PROBLEMS[posterProblem] });
    const valid = validate(detailsSchema, details);
    if (!valid.ok) return valid;

    const now = this.deps.clock.now();
    // The poster is small next to the video: the progress bar follows the video.
    let posterUrl: string | null = null;
    if (poster) {
      const stored = await this.deps.files.upload(
        'restaurant-images',
        storagePath('video-posters', poster, now),
        poster,
        {
          contentType: poster.type,
        },
      );
      if (!stored.ok) return stored;
      posterUrl = stored.value.url;
    }
    const video = await this.deps.files.upload('restaurant-videos', storagePath('videos', file, now), file, {
      contentType: file.type,
      onProgress,
    });
    if (!video.ok) {
      await removeQuietly(this.deps.files, 'restaurant-images', posterUrl);
      return video;
    }
    const undo = async (id?: Id) => {
      if (id !== undefined) {
        const removed = await this.deps.videos.remove(id);
        if (!removed.ok) console.error('Could not remove the video row of a failed upload', removed.error);
      }
      await removeQuietly(this.deps.files, 'restaurant-videos', video.value.url);
      await removeQuietly(this.deps.files, 'restaurant-images', posterUrl);
    };

    const { featured_for_hero: hero, ...fields } = valid.value;
    const created = await this.deps.videos.create({
      ...fields,
      video_url: video.value.url,
      thumbnail_url: posterUrl,
      featured_for_hero: false,
    });
    if (!created.ok) {
      await undo();
      return created;
    }
    if (!hero) return created;
    const heroSet = await this.deps.videos.setHero(created.value.id, true);
    if (!heroSet.ok) {
      await undo(created.value.id);
      return heroSet;
    }
    return ok({ ...created.value, featured_for_hero: true });
  }
}
