import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

export class DeleteVideo {
  static readonly inject = { videos: Ports.videos };
  constructor(private readonly deps: Deps<typeof DeleteVideo.inject>) {}

  execute(id: Id) {
    return this.deps.videos.remove(id);
  }
}
