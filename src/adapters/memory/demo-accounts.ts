import type { Credentials } from '../../domain/auth/session';
import type { StaffMember, StaffRole } from '../../domain/auth/staff';
import type { StatusChanger } from '../../domain/reservation/reservation';
import type { KeyValueStorage } from '../browser/browser-storage';

/**
 * The offline demo's staff accounts (decision 0089), in browser storage like the rest of the demo and
 * forgotten by "Reset demo". The owner account is shown on the login page, so its password is no secret; the
 * passwords of invited members are kept as typed, which is fine for a demo that never leaves the browser and
 * is never bound in production (production signs in through Supabase Auth).
 */
export const DEMO_ACCOUNT: Credentials = { username: 'demo', password: 'tischlein-demo' };
export const ACCOUNTS_KEY = 'tischlein.demo.accounts';
export const SESSION_KEY = 'tischlein.demo.session';

export interface DemoAccount extends StaffMember {
  readonly password: string;
}

const DEMO_OWNER: DemoAccount = {
  id: '00000000-0000-4000-8000-00000000d3e0',
  email: DEMO_ACCOUNT.username,
  name: 'Demo',
  role: 'owner' satisfies StaffRole,
  last_login: null,
  created_at: '2026-01-01T00:00:00.000Z',
  password: DEMO_ACCOUNT.password,
};

const isAccount = (value: unknown): value is DemoAccount => {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.id === 'string' &&
    typeof a.email === 'string' &&
    typeof a.name === 'string' &&
    (a.role === 'owner' || a.role === 'staff') &&
    typeof a.password === 'string'
  );
};

export class DemoAccounts {
  constructor(private readonly storage: KeyValueStorage) {}

  /** Every account; the demo owner alone until something was saved (or when the stored list is unreadable). */
  all(): DemoAccount[] {
    try {
      const raw = this.storage.getItem(ACCOUNTS_KEY);
      if (!raw) return [DEMO_OWNER];
      const parsed: unknown = JSON.parse(raw);
      const accounts = Array.isArray(parsed) ? parsed.filter(isAccount) : [];
      return accounts.length > 0 ? accounts : [DEMO_OWNER];
    } catch (error) {
      console.error('The demo accounts are not readable; starting from the demo owner', error);
      return [DEMO_OWNER];
    }
  }

  /** Throws when the browser refuses to store (quota, privacy mode); callers report Unavailable. */
  save(accounts: readonly DemoAccount[]): void {
    this.storage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
  }

  byName(username: string): DemoAccount | null {
    const name = username.trim().toLowerCase();
    return this.all().find((a) => a.email === name) ?? null;
  }

  byId(id: string): DemoAccount | null {
    return this.all().find((a) => a.id === id) ?? null;
  }

  /** The signed-in account: the stored session's, as long as that account still exists. */
  signedIn(): DemoAccount | null {
    try {
      const raw = this.storage.getItem(SESSION_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { userId?: unknown };
      return typeof parsed.userId === 'string' ? this.byId(parsed.userId) : null;
    } catch (error) {
      console.error('Demo session is not readable', error);
      return null;
    }
  }

  /** Who the reservation store records for a status change (the SQL trigger's auth.uid()). */
  changer(): StatusChanger | null {
    const account = this.signedIn();
    return account ? { id: account.id, name: account.name } : null;
  }

  startSession(account: DemoAccount): void {
    this.storage.setItem(SESSION_KEY, JSON.stringify({ userId: account.id }));
  }

  endSession(): void {
    this.storage.removeItem(SESSION_KEY);
  }

  /** "Reset demo": back to the demo owner alone, signed in as before only if that was the owner. */
  reset(): void {
    const signedIn = this.signedIn();
    this.storage.removeItem(ACCOUNTS_KEY);
    if (signedIn && signedIn.id !== DEMO_OWNER.id) this.endSession();
  }
}
