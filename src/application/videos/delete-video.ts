import type { Id } from '../../domain/shared/entity';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes the row, then its stored video and poster: no row ever points to a missing file. */
export class DeleteVideo {
  static readonly inject = { videos: Ports.videos, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeleteVideo.inject>) {}

  async execute(id: Id): Promise<Result<void, PortError>> {
    const removed = await this.deps.videos.remove(id);
    if (!removed.ok) return removed;
    await removeQuietly(this.deps.files, 'restaurant-videos', removed.value.video_url);
    await removeQuietly(this.deps.files, 'restaurant-images', removed.value.thumbnail_url);
    return ok(undefined);
  }
}
