import type { MenuItem } from '../../domain/menu/menu-item';
import { validateMenuItemDraft, type MenuItemInput } from '../../domain/menu/menu-item-schema';
import type { Id, Patch } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** The item dialog's save: creates a new item, or updates the one with `id`. */
export class SaveMenuItem {
  static readonly inject = { menuItems: Ports.menuItems };
  constructor(private readonly deps: Deps<typeof SaveMenuItem.inject>) {}

  async execute(input: MenuItemInput, id?: Id) {
    const valid = validateMenuItemDraft(input);
    if (!valid.ok) return valid;
    if (id === undefined) return this.deps.menuItems.create(valid.value);
    // An edit changes only the fields it was given, so the schema's defaults never overwrite what the
    // dialog does not hold (such as the AI image bookkeeping).
    const patch: Patch<MenuItem> = Object.fromEntries(
      Object.entries(valid.value).filter(([key]) => key in input),
    );
    return this.deps.menuItems.update(id, patch);
  }
}
