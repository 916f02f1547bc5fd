import type { AboutContent } from '../../domain/about/layout';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The public about page: published sections and their images, read in parallel. */
export class ListPublishedAbout {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof ListPublishedAbout.inject>) {}

  async execute(): Promise<Result<AboutContent, PortError>> {
    const [sections, images] = await Promise.all([
      this.deps.about.listSections({ publishedOnly: true }),
      this.deps.about.listImages({ publishedOnly: true }),
    ]);
    if (!sections.ok) return sections;
    if (!images.ok) return images;
    return ok({ sections: sections.value, images: images.value });
  }
}
