import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

export class DeleteMenuItem {
  static readonly inject = { menuItems: Ports.menuItems };
  constructor(private readonly deps: Deps<typeof DeleteMenuItem.inject>) {}

  execute(id: Id) {
    return this.deps.menuItems.remove(id);
  }
}
