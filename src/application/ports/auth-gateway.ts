import type { Credentials, SignInFailure, StaffSession } from '../../domain/auth/session';
import type { Result } from '../../domain/shared/result';

/** Shaped like Supabase Auth: the backend verifies credentials and decides admin rights. */
export interface AuthGateway {
  signIn(credentials: Credentials): Promise<Result<StaffSession, SignInFailure>>;
  signOut(): Promise<void>;
  currentSession(): Promise<StaffSession | null>;
  /** Called with the new session (or null) whenever it changes; returns the unsubscribe function. */
  onChange(listener: (session: StaffSession | null) => void): () => void;
  /** The demo account to show on the login page; null outside the offline demo. */
  demoAccount(): Credentials | null;
}
