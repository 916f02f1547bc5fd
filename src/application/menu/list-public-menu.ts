import type { MenuCategory } from '../../domain/menu/menu-category';
import type { MenuItemWithCategory } from '../../domain/menu/menu-item';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

export interface PublicMenu {
  readonly items: MenuItemWithCategory[];
  readonly categories: MenuCategory[];
}

/** The menu page: available items and the category tabs, read in parallel. */
export class ListPublicMenu {
  static readonly inject = { menuItems: Ports.menuItems, menuCategories: Ports.menuCategories };
  constructor(private readonly deps: Deps<typeof ListPublicMenu.inject>) {}

  async execute(): Promise<Result<PublicMenu, PortError>> {
    const [items, categories] = await Promise.all([
      this.deps.menuItems.list({ onlyAvailable: true }),
      this.deps.menuCategories.list(),
    ]);
    if (!items.ok) return items;
    if (!categories.ok) return categories;
    return ok({ items: items.value, categories: categories.value });
  }
}
