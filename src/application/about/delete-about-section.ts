import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes a section; the store removes its images with it. */
export class DeleteAboutSection {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof DeleteAboutSection.inject>) {}

  execute(id: Id) {
    return this.deps.about.removeSection(id);
  }
}
