import { Ports, type Deps } from '../ports/tokens';

/** The home page's category list, each with its number of available items. */
export class ListMenuCategoriesWithCounts {
  static readonly inject = { menuCategories: Ports.menuCategories };
  constructor(private readonly deps: Deps<typeof ListMenuCategoriesWithCounts.inject>) {}

  execute() {
    return this.deps.menuCategories.listWithCounts();
  }
}
