import { Ports, type Deps } from '../ports/tokens';

/** The admin grid: every item, available or not, in display order with its category. */
export class ListMenuItems {
  static readonly inject = { menuItems: Ports.menuItems };
  constructor(private readonly deps: Deps<typeof ListMenuItems.inject>) {}

  execute() {
    return this.deps.menuItems.list();
  }
}
