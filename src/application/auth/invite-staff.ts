import { staffInviteSchema, type StaffInvite } from '../../domain/auth/staff';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/** The owner invites a new staff member by e-mail address and name. */
export class InviteStaff {
  static readonly inject = { staff: Ports.staffAccounts };
  constructor(private readonly deps: Deps<typeof InviteStaff.inject>) {}

  async execute(invite: StaffInvite) {
    const valid = validate(staffInviteSchema, invite);
    if (!valid.ok) return valid;
    return this.deps.staff.invite(valid.value);
  }
}
