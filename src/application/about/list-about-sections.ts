import type { AboutContent } from '../../domain/about/layout';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The admin about page: every section, drafts included, with all images for the per-section counts. */
export class ListAboutSections {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof ListAboutSections.inject>) {}

  async execute(): Promise<Result<AboutContent, PortError>> {
    const [sections, images] = await Promise.all([
      this.deps.about.listSections(),
      this.deps.about.listImages(),
    ]);
    if (!sections.ok) return sections;
    if (!images.ok) return images;
    return ok({ sections: sections.value, images: images.value });
  }
}
