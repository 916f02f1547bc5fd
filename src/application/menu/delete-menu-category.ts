import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Conflict ('admin:menu.categories.inUse') while any item still belongs to the category. */
export class DeleteMenuCategory {
  static readonly inject = { menuCategories: Ports.menuCategories };
  constructor(private readonly deps: Deps<typeof DeleteMenuCategory.inject>) {}

  execute(id: Id) {
    return this.deps.menuCategories.remove(id);
  }
}
