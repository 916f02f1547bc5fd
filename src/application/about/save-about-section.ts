import type { AboutSection } from '../../domain/about/about-section';
import { aboutSectionDraftSchema } from '../../domain/about/about-schema';
import { nextDisplayOrder } from '../../domain/about/ordering';
import type { Draft, Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/** The dialog's fields; the position is managed by the store and the move buttons. */
export type AboutSectionInput = Omit<Draft<AboutSection>, 'display_order'>;

const inputSchema = aboutSectionDraftSchema.omit({ display_order: true });

/**
 * Creates a section (no id), placed after all others, or saves an edit in place; a
 * section_key another section has is refused.
 */
export class SaveAboutSection {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof SaveAboutSection.inject>) {}

  async execute(input: AboutSectionInput, id?: Id): Promise<Result<AboutSection, PortError>> {
    const valid = validate(inputSchema, input);
    if (!valid.ok) return valid;
    // An edit writes its one row; a section_key another section has is the store's Conflict.
    if (id !== undefined) return this.deps.about.updateSection(id, valid.value);
    const sections = await this.deps.about.listSections();
    if (!sections.ok) return sections;
    return this.deps.about.createSection({ ...valid.value, display_order: nextDisplayOrder(sections.value) });
  }
}
