import { Ports, type Deps } from '../ports/tokens';

/** The owner's list of staff accounts. */
export class ListStaff {
  static readonly inject = { staff: Ports.staffAccounts };
  constructor(private readonly deps: Deps<typeof ListStaff.inject>) {}

  execute() {
    return this.deps.staff.list();
  }
}
