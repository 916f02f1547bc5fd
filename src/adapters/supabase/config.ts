import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** What a production build knows of its backend: the project URL and the public anon key. */
export interface SupabaseConfig {
  readonly url: string;
  readonly anonKey: string;
}

/** The full supabase-js client (auth, storage, functions, PostgREST); loaded only when needed (connection.ts). */
export type Supabase = SupabaseClient<Database>;

/** Where supabase-js keeps the staff session (the Web Storage API); tests pass a Map-backed one. */
export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ClientOptions {
  /** Replaces the global fetch (the adapter tests intercept every request here). */
  readonly fetch?: typeof fetch;
  /** Defaults to localStorage in the browser. */
  readonly storage?: SessionStorage;
  /** Refreshes the access token before it expires; tests turn the timer off. */
  readonly autoRefreshToken?: boolean;
}

/** The session's key in storage: one fixed name, so a sign-out that cannot reach the server can drop it. */
export const AUTH_STORAGE_KEY = 'tischlein.auth';
