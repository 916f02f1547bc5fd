import type { MenuItem } from '../../domain/menu/menu-item';
import { Ports, type Deps } from '../ports/tokens';

/** The card's availability switch: flips what the card shows. */
export class ToggleMenuItemAvailability {
  static readonly inject = { menuItems: Ports.menuItems };
  constructor(private readonly deps: Deps<typeof ToggleMenuItemAvailability.inject>) {}

  execute(item: Pick<MenuItem, 'id' | 'is_available'>) {
    return this.deps.menuItems.update(item.id, { is_available: !item.is_available });
  }
}
