import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

export class DeleteAboutImage {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof DeleteAboutImage.inject>) {}

  execute(id: Id) {
    return this.deps.about.removeImage(id);
  }
}
