import type { Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes the row, then its stored video and poster (spec section 7): no row ever points to a missing file. */
export class DeleteVideo {
  static readonly inject = { videos: Ports.videos, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeleteVideo.inject>) {}

  async execute(id: Id): Promise<Result<void, PortError>> {
    const listed = await this.deps.videos.list();
    const video = listed.ok ? listed.value.find((v) => v.id === id) : undefined;
    const removed = await this.deps.videos.remove(id);
    if (!removed.ok || !video) return removed;
    await removeQuietly(this.deps.files, 'restaurant-videos', video.video_url);
    await removeQuietly(this.deps.files, 'restaurant-images', video.thumbnail_url);
    return removed;
  }
}
