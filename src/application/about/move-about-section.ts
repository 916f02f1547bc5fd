import { neighbour, type Direction } from '../../domain/about/ordering';
import type { Id } from '../../domain/shared/entity';
import { invalid, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** Moves a section one place by swapping display_order with its neighbour in that direction. */
export class MoveAboutSection {
  static readonly inject = { about: Ports.about };
  constructor(private readonly deps: Deps<typeof MoveAboutSection.inject>) {}

  async execute(id: Id, direction: Direction): Promise<Result<void, PortError>> {
    const sections = await this.deps.about.listSections();
    if (!sections.ok) return sections;
    const other = neighbour(sections.value, id, direction);
    if (!other) return invalid('admin:about.messages.cannotMove');
    return this.deps.about.swapOrder(id, other.id);
  }
}
