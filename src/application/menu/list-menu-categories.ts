import { Ports, type Deps } from '../ports/tokens';

/** The admin's category filter and the item dialog's category select. */
export class ListMenuCategories {
  static readonly inject = { menuCategories: Ports.menuCategories };
  constructor(private readonly deps: Deps<typeof ListMenuCategories.inject>) {}

  execute() {
    return this.deps.menuCategories.list();
  }
}
