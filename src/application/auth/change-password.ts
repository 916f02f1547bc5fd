import { changePasswordSchema, type PasswordChange } from '../../domain/auth/password-schema';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/** Settings > Password: the rules are checked here, the current password by the backend. */
export class ChangePassword {
  static readonly inject = { staff: Ports.staffAccounts };
  constructor(private readonly deps: Deps<typeof ChangePassword.inject>) {}

  async execute(change: PasswordChange) {
    const valid = validate(changePasswordSchema, change);
    if (!valid.ok) return valid;
    return this.deps.staff.changePassword({ current: valid.value.current, next: valid.value.next });
  }
}
