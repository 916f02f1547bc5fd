/** A signed-in staff member, as the auth port reports them. Admin rights are decided by the backend. */
export interface StaffSession {
  readonly userId: string;
  readonly username: string;
  readonly isAdmin: boolean;
  /** The owner role (admin_users.role = 'owner'): invites and removes staff (decision 0089). */
  readonly isOwner: boolean;
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** Too many failed sign-ins for this account name (or, on Supabase, from this address): wait that long. */
export interface TooManyAttempts {
  readonly kind: 'TooManyAttempts';
  readonly retryInMinutes: number;
}

/**
 * A sign-in that did not succeed: wrong credentials (never which part was wrong), a signed-in account without
 * admin rights, no answer, or the login rate limit (decision 0090).
 */
export type SignInFailure = 'InvalidCredentials' | 'NotAdmin' | 'Unavailable' | TooManyAttempts;
