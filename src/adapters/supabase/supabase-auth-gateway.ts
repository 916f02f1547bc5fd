import type { AuthChangeEvent, AuthError, Session } from '@supabase/supabase-js';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { Credentials, SignInFailure, StaffSession } from '../../domain/auth/session';
import { GOTRUE_SIGN_IN_WINDOW_MINUTES } from '../../domain/auth/login-attempts';
import { fail, ok, type Result } from '../../domain/shared/result';
import { AUTH_STORAGE_KEY, type SessionStorage, type Supabase } from './config';
import type { SupabaseConnection } from './connection';

/** Events that change who is signed in; token refreshes and the initial load do not. */
const CHANGES: ReadonlySet<AuthChangeEvent> = new Set(['SIGNED_IN', 'SIGNED_OUT', 'USER_UPDATED']);

/**
 * GoTrue answers an unknown e-mail and a wrong password alike (400 invalid_credentials); an unconfirmed
 * e-mail or a malformed one gets the same answer here, so the login form never tells which accounts exist.
 * Only "no answer" or a server error mean "try again later"; GoTrue's rate limit (429) is TooManyAttempts.
 */
const failureOf = (error: AuthError): SignInFailure => {
  const status = error.status ?? 0;
  // GoTrue's own login rate limit ([auth.rate_limit] sign_in_sign_ups, per 5 minutes; decision 0090).
  if (status === 429) return { kind: 'TooManyAttempts', retryInMinutes: GOTRUE_SIGN_IN_WINDOW_MINUTES };
  return status === 0 || status >= 500 ? 'Unavailable' : 'InvalidCredentials';
};

/** What the database says about the signed-in user: staff at all (is_admin()), and owner (is_owner()). */
interface Rights {
  readonly isAdmin: boolean;
  readonly isOwner: boolean;
}

const NO_RIGHTS: Rights = { isAdmin: false, isOwner: false };

/**
 * Staff sign-in with Supabase Auth, e-mail and password (docs/decisions/0010). The login form's "username"
 * is the staff member's e-mail address. Admin rights are the server's answer: record_admin_login() after a
 * sign-in (which also sets admin_users.last_login with the server's clock), is_admin() for a stored session.
 */
export class SupabaseAuthGateway implements AuthGateway {
  private readonly listeners = new Set<(session: StaffSession | null) => void>();
  private unsubscribe: (() => void) | null = null;
  /** is_admin() and is_owner() per access token: a guard runs on every admin navigation. */
  private checked: { token: string; rights: Promise<Rights> } | null = null;

  constructor(
    /** Every method needs supabase-js's auth client: the full client, loaded with the first call. */
    private readonly supabase: SupabaseConnection,
    /** The storage supabase-js keeps the session in, for a sign-out that cannot reach the server. */
    private readonly storage: SessionStorage | null,
  ) {}

  async signIn(credentials: Credentials): Promise<Result<StaffSession, SignInFailure>> {
    try {
      const db = await this.supabase.full();
      const { data, error } = await db.auth.signInWithPassword({
        email: credentials.username.trim(),
        password: credentials.password,
      });
      if (error) return fail(failureOf(error));
      const { data: isAdmin, error: rpcError } = await db.rpc('record_admin_login');
      if (rpcError) {
        console.error('record_admin_login failed; signing out again', rpcError);
        await this.signOut();
        return fail('Unavailable');
      }
      // Cached before it is answered, so that the SIGNED_IN listener asks nothing again.
      const rights = (async (): Promise<Rights> =>
        isAdmin === true ? { isAdmin: true, isOwner: await this.ownerAnswer(db) } : NO_RIGHTS)();
      this.checked = { token: data.session.access_token, rights };
      return ok(staffSession(data.session, await rights));
    } catch (thrown) {
      console.error('Sign-in failed', thrown);
      return fail('Unavailable');
    }
  }

  /** Ends this browser's session on the server; without an answer the stored session is dropped anyway. */
  async signOut(): Promise<void> {
    this.checked = null;
    try {
      const db = await this.supabase.full();
      const { error } = await db.auth.signOut({ scope: 'local' });
      if (!error) return;
      console.error('Sign-out did not reach the server; forgetting the session here', error);
    } catch (thrown) {
      console.error('Sign-out failed; forgetting the session here', thrown);
    }
    this.storage?.removeItem(AUTH_STORAGE_KEY);
    this.emit(null);
  }

  async currentSession(): Promise<StaffSession | null> {
    try {
      const db = await this.supabase.full();
      const { data, error } = await db.auth.getSession();
      if (error || !data.session) return null;
      return staffSession(data.session, await this.rights(db, data.session));
    } catch (thrown) {
      console.error('The session could not be read', thrown);
      return null;
    }
  }

  onChange(listener: (session: StaffSession | null) => void): () => void {
    this.listeners.add(listener);
    this.unsubscribe ??= this.subscribe();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.unsubscribe?.();
      this.unsubscribe = null;
    };
  }

  demoAccount(): null {
    return null;
  }

  /** Listens once the full client is there; an unsubscribe before that cancels the listening. */
  private subscribe(): () => void {
    let unsubscribed = false;
    let stop = () => {
      unsubscribed = true;
    };
    this.supabase.full().then(
      (db) => {
        if (unsubscribed) return;
        const { data } = db.auth.onAuthStateChange((event, session) => {
          if (!CHANGES.has(event)) return;
          // Leave supabase-js's callback before asking the database: a query from inside it can wait on the
          // auth lock that the callback holds.
          setTimeout(() => {
            void (async () => {
              this.emit(session ? staffSession(session, await this.rights(db, session)) : null);
            })();
          }, 0);
        });
        stop = () => data.subscription.unsubscribe();
      },
      (error: unknown) => console.error('Sign-in changes cannot be followed', error),
    );
    return () => stop();
  }

  private rights(db: Supabase, session: Session): Promise<Rights> {
    if (this.checked?.token !== session.access_token) {
      const rights = (async (): Promise<Rights> => {
        const { data, error } = await db.rpc('is_admin');
        if (error) {
          console.error('is_admin() failed; treating the session as no admin', error);
          this.checked = null;
          return NO_RIGHTS;
        }
        return data === true ? { isAdmin: true, isOwner: await this.ownerAnswer(db) } : NO_RIGHTS;
      })();
      this.checked = { token: session.access_token, rights };
    }
    return this.checked.rights;
  }

  /** is_owner(); a failure only hides the owner's tools (the edge function checks again), so it is false. */
  private async ownerAnswer(db: Supabase): Promise<boolean> {
    const { data, error } = await db.rpc('is_owner');
    if (error) console.error('is_owner() failed; treating the session as staff', error);
    return !error && data === true;
  }

  private emit(session: StaffSession | null) {
    for (const listener of this.listeners) listener(session);
  }
}

const staffSession = (session: Session, rights: Rights): StaffSession => ({
  userId: session.user.id,
  username: session.user.email ?? '',
  isAdmin: rights.isAdmin,
  isOwner: rights.isOwner,
});
