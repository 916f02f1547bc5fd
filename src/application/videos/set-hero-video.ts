import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** The card's hero switch; setting it takes the flag from every other video. */
export class SetHeroVideo {
  static readonly inject = { videos: Ports.videos };
  constructor(private readonly deps: Deps<typeof SetHeroVideo.inject>) {}

  execute(id: Id, on: boolean) {
    return this.deps.videos.setHero(id, on);
  }
}
