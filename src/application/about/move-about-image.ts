import { imagesFor } from '../../domain/about/layout';
import type { Direction } from '../../domain/about/ordering';
import type { Id } from '../../domain/shared/entity';
import { invalid, notFound, ok, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/**
 * Moves an image one place within its section. The section's images are renumbered 0..n-1 in the new order
 * and only the rows whose number changes are written: equal numbers (images added with the same order) then
 * cannot make a swap a no-op, and a write that fails half-way is healed by the next move.
 */
export class MoveAboutImage {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof MoveAboutImage.inject>) {}

  async execute(id: Id, direction: Direction): Promise<Result<void, PortError>> {
    const image = await this.deps.about.findImage(id);
    if (!image.ok) return image;
    if (!image.value) return notFound(`about image ${id} not found`);
    const images = await this.deps.about.listImages({ sectionId: image.value.section_id });
    if (!images.ok) return images;
    const order = imagesFor(image.value.section_id, images.value);
    const from = order.findIndex((i) => i.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const self = order[from];
    const other = order[to];
    if (!self || !other) return invalid('admin:about.messages.cannotMove');
    order[from] = other;
    order[to] = self;
    for (const [index, row] of order.entries()) {
      if (row.display_order === index) continue;
      const written = await this.deps.about.updateImage(row.id, { display_order: index });
      if (!written.ok) return written;
    }
    return ok(undefined);
  }
}
