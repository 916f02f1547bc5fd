import { validateMenuCategoryDraft, type MenuCategoryInput } from '../../domain/menu/category-schema';
import type { MenuCategory } from '../../domain/menu/menu-category';
import type { Id, Patch } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Creates a category, or updates the one with `id`. */
export class SaveMenuCategory {
  static readonly inject = { menuCategories: Ports.menuCategories };
  constructor(private readonly deps: Deps<typeof SaveMenuCategory.inject>) {}

  async execute(input: MenuCategoryInput, id?: Id) {
    const valid = validateMenuCategoryDraft(input);
    if (!valid.ok) return valid;
    if (id === undefined) return this.deps.menuCategories.create(valid.value);
    // An edit changes only the fields it was given, so that a caller that leaves out the translations (such
    // as a reorder) never replaces them with the schema's default of none.
    const patch: Patch<MenuCategory> = Object.fromEntries(
      Object.entries(valid.value).filter(([key]) => key in input),
    );
    return this.deps.menuCategories.update(id, patch);
  }
}
