import { Ports, type Deps } from '../ports/tokens';

export class ListVideos {
  static readonly inject = { videos: Ports.videos };
  constructor(private readonly deps: Deps<typeof ListVideos.inject>) {}

  execute() {
    return this.deps.videos.list();
  }
}
