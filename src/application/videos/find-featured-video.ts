import { Ports, type Deps } from '../ports/tokens';

/** The tour video of the public featured-video section, or null for the placeholder. */
export class FindFeaturedVideo {
  static readonly inject = { videos: Ports.videos };
  constructor(private readonly deps: Deps<typeof FindFeaturedVideo.inject>) {}

  execute() {
    return this.deps.videos.findFeatured();
  }
}
