/** A signed-in staff member, as the auth port reports them. Admin rights are decided by the backend. */
export interface StaffSession {
  readonly userId: string;
  readonly username: string;
  readonly isAdmin: boolean;
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** A sign-in that did not succeed: wrong credentials, or a signed-in account without admin rights. */
export type SignInFailure = 'InvalidCredentials' | 'NotAdmin' | 'Unavailable';
