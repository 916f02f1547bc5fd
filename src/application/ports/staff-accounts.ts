import type { StaffInvitation, StaffInvite, StaffMember } from '../../domain/auth/staff';
import type { Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';

/**
 * The staff's own accounts (decision 0089): each signed-in staff member changes their password; the owner
 * lists, invites and removes staff. Supabase: supabase.auth for the password, the edge function manage-staff
 * (service role, owner checked with is_owner()) for the rest. The demo: accounts in browser storage.
 */
export interface StaffAccounts {
  /**
   * Changes the signed-in member's password after checking the current one. Refusals are Invalid with the
   * field's key (current: PASSWORD_WRONG; next: the rules); Forbidden when nobody is signed in.
   */
  changePassword(change: { current: string; next: string }): Promise<Result<void, PortError>>;
  /** Every staff account, owners first, then by name; Forbidden for anyone but an owner. */
  list(): Promise<Result<StaffMember[], PortError>>;
  /**
   * Invites a new member (role staff): an account with a temporary password for the owner to hand over;
   * Conflict (STAFF_EXISTS) when the address already has an account.
   */
  invite(invite: StaffInvite): Promise<Result<StaffInvitation, PortError>>;
  /**
   * Removes a member: their admin rights end at once and their sessions end. Invalid for the owner's own
   * account (STAFF_REMOVE_SELF) or another owner (STAFF_REMOVE_OWNER); NotFound for an unknown id.
   */
  remove(id: Id): Promise<Result<void, PortError>>;
}
