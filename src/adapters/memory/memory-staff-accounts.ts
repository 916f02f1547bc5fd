import type { Clock } from '../../application/ports/clock';
import type { StaffAccounts } from '../../application/ports/staff-accounts';
import type { StaffInvitation, StaffInvite, StaffMember } from '../../domain/auth/staff';
import {
  PASSWORD_WRONG,
  STAFF_EXISTS,
  STAFF_REMOVE_OWNER,
  STAFF_REMOVE_SELF,
} from '../../domain/auth/staff-errors';
import type { Id } from '../../domain/shared/entity';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  ok,
  unavailable,
  type PortError,
  type Result,
} from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { DemoAccounts, type DemoAccount } from './demo-accounts';
import type { KeyValueStorage } from '../browser/browser-storage';

const withoutPassword = ({ password: _password, ...member }: DemoAccount): StaffMember => member;

/** Owners first, then by name, as the Supabase function lists them. */
const byRoleAndName = (a: StaffMember, b: StaffMember) =>
  a.role === b.role ? a.name.localeCompare(b.name, 'de') : a.role === 'owner' ? -1 : 1;

/** Letters and digits that cannot be mistaken for each other when read off the screen. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password that meets the password rules (lower and upper case letters and digits, 12+). */
const temporaryPassword = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const body = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `Tmp${body}7`;
};

/**
 * The demo's staff accounts (decision 0089), as the Supabase edge function manage-staff and supabase.auth
 * handle them: only the owner lists, invites and removes; a removed member's session ends with the account.
 * The demo sends no mail, so an invitation returns a temporary password for the owner to pass on.
 */
export class MemoryStaffAccounts implements StaffAccounts {
  private readonly accounts: DemoAccounts;

  constructor(
    storage: KeyValueStorage,
    private readonly clock: Clock = { now: () => new Date() },
  ) {
    this.accounts = new DemoAccounts(storage);
  }

  async changePassword(change: { current: string; next: string }): Promise<Result<void, PortError>> {
    const me = this.accounts.signedIn();
    if (!me) return forbidden('not signed in');
    if (me.password !== change.current) return invalid(PASSWORD_WRONG, { current: PASSWORD_WRONG });
    // The rules (and zod) load with the first change, not with every page of the demo.
    const { newPasswordSchema } = await import('../../domain/auth/password-schema');
    const rules = validate(newPasswordSchema, change.next);
    if (!rules.ok) return invalid(rules.error.message, { next: rules.error.message });
    return this.write(this.accounts.all().map((a) => (a.id === me.id ? { ...a, password: change.next } : a)));
  }

  async list(): Promise<Result<StaffMember[], PortError>> {
    if (!this.ownerSignedIn()) return forbidden('owner only');
    return ok(this.accounts.all().map(withoutPassword).sort(byRoleAndName));
  }

  async invite(invite: StaffInvite): Promise<Result<StaffInvitation, PortError>> {
    if (!this.ownerSignedIn()) return forbidden('owner only');
    const { staffInviteSchema } = await import('../../domain/auth/staff');
    const valid = validate(staffInviteSchema, invite);
    if (!valid.ok) return valid;
    if (this.accounts.byName(valid.value.email)) return conflict(STAFF_EXISTS);
    const password = temporaryPassword();
    const account: DemoAccount = {
      id: crypto.randomUUID(),
      email: valid.value.email,
      name: valid.value.name,
      role: 'staff',
      last_login: null,
      created_at: this.clock.now().toISOString(),
      password,
    };
    const saved = this.write([...this.accounts.all(), account]);
    if (!saved.ok) return saved;
    return ok({ member: withoutPassword(account), temporaryPassword: password });
  }

  async remove(id: Id): Promise<Result<void, PortError>> {
    const me = this.ownerSignedIn();
    if (!me) return forbidden('owner only');
    if (id === me.id) return invalid(STAFF_REMOVE_SELF);
    const member = this.accounts.byId(id);
    if (!member) return notFound(`staff member ${id} not found`);
    if (member.role === 'owner') return invalid(STAFF_REMOVE_OWNER);
    return this.write(this.accounts.all().filter((a) => a.id !== id));
  }

  private ownerSignedIn(): DemoAccount | null {
    const me = this.accounts.signedIn();
    return me?.role === 'owner' ? me : null;
  }

  private write(accounts: readonly DemoAccount[]): Result<void, PortError> {
    try {
      this.accounts.save(accounts);
      return ok(undefined);
    } catch (error) {
      console.error('The demo accounts could not be stored', error);
      return unavailable('demo storage refused the accounts');
    }
  }
}
