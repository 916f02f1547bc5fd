import { FEATURED_DISHES_ON_HOME } from '../../domain/menu/menu-item';
import { Ports, type Deps } from '../ports/tokens';

/** The home page's featured dishes: featured and available, in display order. */
export class ListFeaturedDishes {
  static readonly inject = { menuItems: Ports.menuItems };
  constructor(private readonly deps: Deps<typeof ListFeaturedDishes.inject>) {}

  execute() {
    return this.deps.menuItems.list({
      onlyFeatured: true,
      onlyAvailable: true,
      limit: FEATURED_DISHES_ON_HOME,
    });
  }
}
