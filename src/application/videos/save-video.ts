import type { Id } from '../../domain/shared/entity';
import { ok } from '../../domain/shared/result';
import { validateVideoDraft, type VideoInput } from '../../domain/video/video-schema';
import { Ports, type Deps } from '../ports/tokens';

/** Saves an uploaded video's row: creates it, or updates the one with `id`. */
export class SaveVideo {
  static readonly inject = { videos: Ports.videos };
  constructor(private readonly deps: Deps<typeof SaveVideo.inject>) {}

  async execute(input: VideoInput, id?: Id) {
    const valid = validateVideoDraft(input);
    if (!valid.ok) return valid;
    if (id === undefined) return this.deps.videos.create(valid.value);
    // The hero flag moves only through setHero, which clears it on the other videos in the same step.
    const { featured_for_hero, ...fields } = valid.value;
    const updated = await this.deps.videos.update(id, fields);
    if (!updated.ok || updated.value.featured_for_hero === featured_for_hero) return updated;
    const hero = await this.deps.videos.setHero(id, featured_for_hero);
    return hero.ok ? ok({ ...updated.value, featured_for_hero }) : hero;
  }
}
