import type { Clock } from '../../application/ports/clock';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import { attemptKey, lockedForMinutes, recentFailures, withFailure } from '../../domain/auth/login-attempts';
import type { Credentials, SignInFailure, StaffSession } from '../../domain/auth/session';
import { fail, ok, type Result } from '../../domain/shared/result';
import { DEMO_ACCOUNT, DemoAccounts, type DemoAccount } from './demo-accounts';
import type { KeyValueStorage } from '../browser/browser-storage';

export { DEMO_ACCOUNT };

const FAILURES_KEY = 'tischlein.demo.login-failures';

const sessionOf = (account: DemoAccount): StaffSession => ({
  userId: account.id,
  username: account.email,
  isAdmin: true,
  isOwner: account.role === 'owner',
});

/**
 * The offline demo's sign-in, against the demo's accounts (the owner shown on the login page and the staff
 * the owner invited). This class is bound only in demo builds; production signs in through Supabase Auth.
 * Failed sign-ins are counted per account name in the browser's storage, so a reload does not forget them
 * (decision 0090): after five within 15 minutes that name is refused for a while, whether or not the account
 * exists.
 */
export class MemoryAuthGateway implements AuthGateway {
  private readonly listeners = new Set<(session: StaffSession | null) => void>();
  private readonly accounts: DemoAccounts;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock = { now: () => new Date() },
  ) {
    this.accounts = new DemoAccounts(storage);
  }

  async signIn(credentials: Credentials): Promise<Result<StaffSession, SignInFailure>> {
    const key = attemptKey(credentials.username);
    const now = this.clock.now().getTime();
    const failures = this.failures();
    const locked = lockedForMinutes(failures[key] ?? [], now);
    if (locked !== null) return fail({ kind: 'TooManyAttempts', retryInMinutes: locked });
    const account = this.accounts.byName(credentials.username);
    if (!account || account.password !== credentials.password) {
      this.keepFailures({ ...failures, [key]: withFailure(failures[key] ?? [], now) });
      return fail('InvalidCredentials');
    }
    const { [key]: _cleared, ...others } = failures;
    this.keepFailures(others);
    try {
      const signedIn = { ...account, last_login: new Date(now).toISOString() };
      this.accounts.save(this.accounts.all().map((a) => (a.id === account.id ? signedIn : a)));
      this.accounts.startSession(account);
    } catch (error) {
      console.error('Demo session could not be stored', error);
      return fail('Unavailable');
    }
    const session = sessionOf(account);
    this.emit(session);
    return ok(session);
  }

  async signOut(): Promise<void> {
    this.accounts.endSession();
    this.emit(null);
  }

  /** The stored session's account; none once the owner removed it (its session ends with it). */
  async currentSession(): Promise<StaffSession | null> {
    const account = this.accounts.signedIn();
    return account ? sessionOf(account) : null;
  }

  onChange(listener: (session: StaffSession | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  demoAccount(): Credentials {
    return DEMO_ACCOUNT;
  }

  /** The recent failures per account name; only a rate limit's bookkeeping, so unreadable means none. */
  private failures(): Record<string, number[]> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(FAILURES_KEY) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      const now = this.clock.now().getTime();
      const entries = Object.entries(parsed as Record<string, unknown>).map(
        ([name, times]) =>
          [name, recentFailures(Array.isArray(times) ? times.filter(Number.isFinite) : [], now)] as const,
      );
      return Object.fromEntries(entries.filter(([, times]) => times.length > 0));
    } catch {
      return {};
    }
  }

  private keepFailures(failures: Record<string, number[]>) {
    try {
      this.storage.setItem(FAILURES_KEY, JSON.stringify(failures));
    } catch (error) {
      console.error('Failed sign-ins could not be counted', error);
    }
  }

  private emit(session: StaffSession | null) {
    for (const listener of this.listeners) listener(session);
  }
}
