import type { AboutImage } from '../../domain/about/about-section';
import { aboutImageDraftSchema } from '../../domain/about/about-schema';
import { imagesFor } from '../../domain/about/layout';
import { nextDisplayOrder } from '../../domain/about/ordering';
import type { Draft, Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/** An image's fields; without a display_order a new image goes after the section's others. */
export type AboutImageInput = Omit<Draft<AboutImage>, 'display_order'> & { readonly display_order?: number };

const inputSchema = aboutImageDraftSchema.extend({
  display_order: aboutImageDraftSchema.shape.display_order.optional(),
});

/** Adds an image to a section (no id) or saves an edit. */
export class SaveAboutImage {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof SaveAboutImage.inject>) {}

  async execute(input: AboutImageInput, id?: Id): Promise<Result<AboutImage, PortError>> {
    const valid = validate(inputSchema, input);
    if (!valid.ok) return valid;
    const { display_order, ...fields } = valid.value;
    if (id !== undefined) {
      return this.deps.about.updateImage(
        id,
        display_order === undefined ? fields : { ...fields, display_order },
      );
    }
    if (display_order !== undefined) return this.deps.about.createImage({ ...fields, display_order });
    const images = await this.deps.about.listImages({ sectionId: fields.section_id });
    if (!images.ok) return images;
    const next = nextDisplayOrder(imagesFor(fields.section_id, images.value));
    return this.deps.about.createImage({ ...fields, display_order: next });
  }
}
