import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { Credentials, SignInFailure, StaffSession } from '../../domain/auth/session';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { KeyValueStorage } from './memory-database';

/**
 * The offline demo's sign-in. Its one account is shown on the login page, so its password is no secret;
 * this class is bound only in demo builds, and production signs in through Supabase Auth.
 */
export const DEMO_ACCOUNT: Credentials = { username: 'demo', password: 'tischlein-demo' };
const SESSION_KEY = 'tischlein.demo.session';
const DEMO_SESSION: StaffSession = {
  userId: '00000000-0000-4000-8000-00000000d3e0',
  username: 'demo',
  isAdmin: true,
};

export class MemoryAuthGateway implements AuthGateway {
  private readonly listeners = new Set<(session: StaffSession | null) => void>();

  constructor(private readonly storage: KeyValueStorage) {}

  async signIn(credentials: Credentials): Promise<Result<StaffSession, SignInFailure>> {
    const matches =
      credentials.username.trim().toLowerCase() === DEMO_ACCOUNT.username &&
      credentials.password === DEMO_ACCOUNT.password;
    if (!matches) return fail('InvalidCredentials');
    try {
      this.storage.setItem(SESSION_KEY, JSON.stringify(DEMO_SESSION));
    } catch (error) {
      console.error('Demo session could not be stored', error);
      return fail('Unavailable');
    }
    this.emit(DEMO_SESSION);
    return ok(DEMO_SESSION);
  }

  async signOut(): Promise<void> {
    this.storage.removeItem(SESSION_KEY);
    this.emit(null);
  }

  async currentSession(): Promise<StaffSession | null> {
    try {
      return this.storage.getItem(SESSION_KEY) ? DEMO_SESSION : null;
    } catch (error) {
      console.error('Demo session is not readable', error);
      return null;
    }
  }

  onChange(listener: (session: StaffSession | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  demoAccount(): Credentials {
    return DEMO_ACCOUNT;
  }

  private emit(session: StaffSession | null) {
    for (const listener of this.listeners) listener(session);
  }
}
