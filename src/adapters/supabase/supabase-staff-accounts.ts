import type { StaffAccounts } from '../../application/ports/staff-accounts';
import type { StaffInvitation, StaffInvite, StaffMember } from '../../domain/auth/staff';
import {
  PASSWORD_WEAK,
  PASSWORD_WRONG,
  STAFF_EXISTS,
  STAFF_REMOVE_OWNER,
  STAFF_REMOVE_SELF,
} from '../../domain/auth/staff-errors';
import type { Id } from '../../domain/shared/entity';
import {
  fail,
  forbidden,
  invalid,
  ok,
  portError,
  unavailable,
  type PortError,
  type PortErrorKind,
  type Result,
} from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';

const FUNCTION = 'manage-staff';
const FAILED = 'admin:settings.staff.failed';
const SAME_PASSWORD = 'admin:settings.password.validation.sameAsCurrent';
const TOO_MANY = 'admin:settings.password.tooManyAttempts';

/** The function's refusals (supabase/functions/_shared/manage-staff.ts), by the `code` it answers with. */
const KNOWN: Readonly<Record<string, { kind: PortErrorKind; message: string; field?: string }>> = {
  unauthenticated: { kind: 'Forbidden', message: 'admin:settings.staff.signedOut' },
  not_owner: { kind: 'Forbidden', message: 'admin:settings.staff.ownerOnly' },
  invalid_email: { kind: 'Invalid', message: 'admin:settings.staff.validation.email', field: 'email' },
  invalid_name: { kind: 'Invalid', message: 'admin:settings.staff.validation.nameRequired', field: 'name' },
  exists: { kind: 'Conflict', message: STAFF_EXISTS },
  remove_self: { kind: 'Invalid', message: STAFF_REMOVE_SELF },
  remove_owner: { kind: 'Invalid', message: STAFF_REMOVE_OWNER },
  not_found: { kind: 'NotFound', message: 'admin:settings.staff.gone' },
};

const readBody = async (response: unknown): Promise<Record<string, unknown>> => {
  if (!(response instanceof Response)) return {};
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const refusal = (body: Record<string, unknown>): PortError => {
  const known = typeof body.code === 'string' ? KNOWN[body.code] : undefined;
  if (!known) return portError('Unavailable', typeof body.error === 'string' ? body.error : FAILED);
  return portError(known.kind, known.message, known.field ? { [known.field]: known.message } : undefined);
};

/**
 * Staff accounts on Supabase (decision 0089). The password through supabase.auth: the current one is checked
 * by signing in with it again (GoTrue's updateUser does not ask for it), then updateUser({ password }). The
 * owner's tools through the edge function manage-staff, which checks is_owner() as the caller and acts with
 * the service role: a new Auth account with a temporary password for the owner to hand over, admin_users,
 * and deleting a removed member's Auth user (which ends their sessions; their admin_users row goes first,
 * so their rights end at once).
 */
export class SupabaseStaffAccounts implements StaffAccounts {
  constructor(private readonly supabase: Pick<SupabaseConnection, 'full'>) {}

  async changePassword(change: { current: string; next: string }): Promise<Result<void, PortError>> {
    const db = await this.supabase.full();
    const { data } = await db.auth.getSession();
    const email = data.session?.user.email;
    if (!email) return forbidden('not signed in');
    const check = await db.auth.signInWithPassword({ email, password: change.current });
    if (check.error) {
      const status = check.error.status ?? 0;
      if (status === 429) return unavailable(TOO_MANY);
      if (status === 0 || status >= 500) return unavailable(check.error.message);
      return invalid(PASSWORD_WRONG, { current: PASSWORD_WRONG });
    }
    const { error } = await db.auth.updateUser({ password: change.next });
    if (!error) return ok(undefined);
    if (error.code === 'same_password') return invalid(SAME_PASSWORD, { next: SAME_PASSWORD });
    if (error.code === 'weak_password') return invalid(PASSWORD_WEAK, { next: PASSWORD_WEAK });
    if (error.status === 429) return unavailable(TOO_MANY);
    return unavailable(error.message);
  }

  async list(): Promise<Result<StaffMember[], PortError>> {
    const answer = await this.call({ action: 'list' });
    return answer.ok ? ok((answer.value.members ?? []) as StaffMember[]) : answer;
  }

  async invite(invite: StaffInvite): Promise<Result<StaffInvitation, PortError>> {
    const answer = await this.call({ action: 'invite', email: invite.email, name: invite.name });
    if (!answer.ok) return answer;
    const { member, temporaryPassword } = answer.value;
    if (typeof temporaryPassword !== 'string') return fail(portError('Unavailable', FAILED));
    return ok({ member: member as StaffMember, temporaryPassword });
  }

  async remove(id: Id): Promise<Result<void, PortError>> {
    const answer = await this.call({ action: 'remove', id });
    return answer.ok ? ok(undefined) : answer;
  }

  private async call(body: Record<string, string>): Promise<Result<Record<string, unknown>, PortError>> {
    try {
      const { functions } = await this.supabase.full();
      const { data, error, response } = await functions.invoke(FUNCTION, { body });
      if (error) {
        if (!(response instanceof Response)) {
          return fail(portError('Unavailable', `${FUNCTION}: ${String(error.message ?? error)}`));
        }
        return fail(refusal(await readBody(response)));
      }
      if (typeof data === 'object' && data !== null) return ok(data as Record<string, unknown>);
      return fail(portError('Unavailable', FAILED));
    } catch (thrown) {
      return fail(portError('Unavailable', `${FUNCTION}: ${String(thrown)}`));
    }
  }
}
