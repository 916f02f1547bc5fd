import { Ports, type Deps } from '../ports/tokens';

/** The home hero's background video, or null for the static image. */
export class FindHeroVideo {
  static readonly inject = { videos: Ports.videos };
  constructor(private readonly deps: Deps<typeof FindHeroVideo.inject>) {}

  execute() {
    return this.deps.videos.findHero();
  }
}
