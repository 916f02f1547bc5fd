import { validateMenuCategoryDraft, type MenuCategoryInput } from '../../domain/menu/category-schema';
import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Creates a category, or updates the one with `id`. */
export class SaveMenuCategory {
  static readonly inject = { menuCategories: Ports.menuCategories };
  constructor(private readonly deps: Deps<typeof SaveMenuCategory.inject>) {}

  async execute(input: MenuCategoryInput, id?: Id) {
    const valid = validateMenuCategoryDraft(input);
    if (!valid.ok) return valid;
    return id === undefined
      ? this.deps.menuCategories.create(valid.value)
      : this.deps.menuCategories.update(id, valid.value);
  }
}
