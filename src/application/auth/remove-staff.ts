import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** The owner removes a staff member: their rights and sessions end. */
export class RemoveStaff {
  static readonly inject = { staff: Ports.staffAccounts };
  constructor(private readonly deps: Deps<typeof RemoveStaff.inject>) {}

  execute(id: Id) {
    return this.deps.staff.remove(id);
  }
}
