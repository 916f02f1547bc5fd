import { createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, type ClientOptions, type Supabase, type SupabaseConfig } from './config';
import type { Database } from './database.types';

export {
  AUTH_STORAGE_KEY,
  type ClientOptions,
  type SessionStorage,
  type Supabase,
  type SupabaseConfig,
} from './config';

/**
 * The full supabase-js client. Only connection.ts imports this module, and only dynamically: public pages
 * read through PostgREST alone and never download auth, realtime or storage (docs/decisions/0014).
 */
export const createSupabaseClient = (config: SupabaseConfig, options: ClientOptions = {}): Supabase =>
  createClient<Database>(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      // Staff sign in with a password only; no magic link or OAuth redirect ever lands on this site.
      detectSessionInUrl: false,
      storageKey: AUTH_STORAGE_KEY,
      ...(options.storage ? { storage: options.storage } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
