import type { Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes a section; the store removes its images with it, and their uploaded files go afterwards. */
export class DeleteAboutSection {
  static readonly inject = { about: Ports.about, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeleteAboutSection.inject>) {}

  async execute(id: Id): Promise<Result<void, PortError>> {
    const images = await this.deps.about.listImages({ sectionId: id });
    const urls = images.ok ? images.value.map((i) => i.image_url) : [];
    const removed = await this.deps.about.removeSection(id);
    if (removed.ok) {
      for (const url of urls) await removeQuietly(this.deps.files, 'restaurant-images', url);
    }
    return removed;
  }
}
