import { PostgrestClient } from '@supabase/postgrest-js';
import { AUTH_STORAGE_KEY, type ClientOptions, type Supabase, type SupabaseConfig } from './config';
import type { Database } from './database.types';

/** What reads and the guests' SQL functions need: PostgREST's from() and rpc(), typed by the generated schema. */
export type Rest = Pick<Supabase, 'from' | 'rpc'>;

/**
 * The one way the adapters reach Supabase (docs/decisions/0014). A guest's page needs PostgREST only, so
 * supabase-js (auth, realtime, storage, functions: some 45 KB gzipped) is downloaded when something needs it.
 */
export interface SupabaseConnection {
  /**
   * PostgREST for reads and the guests' SQL functions: anonymous (the anon key, without supabase-js) while
   * no staff session is stored and the full client is not loaded; the full client otherwise, so that a
   * staff member's reads carry their token and Row Level Security shows them what guests cannot see.
   */
  rest(): Promise<Rest>;
  /** The full supabase-js client, loaded and created once: sign-in and session, staff writes, storage, functions. */
  full(): Promise<Supabase>;
  /**
   * Calls an edge function with a JSON body and says whether it answered with success. A guest's call (a
   * booking's confirmation e-mail) is a plain request with the anon key, so that it does not wait for
   * supabase-js to download (decision 0031 caps that wait); with the full client loaded or a staff
   * session stored, it goes through supabase-js and carries the staff token.
   */
  invoke(name: string, body: Record<string, unknown>): Promise<{ readonly error: string | null }>;
}

export type FullClientLoader = (config: SupabaseConfig, options: ClientOptions) => Promise<Supabase>;

/** A chunk of its own: the only import of supabase-js's runtime. */
const loadFullClient: FullClientLoader = async (config, options) =>
  (await import('./client')).createSupabaseClient(config, options);

/**
 * Whether supabase-js may hold a staff session. Without a storage of ours it keeps the session where this
 * cannot look, and an unreadable storage proves nothing either: then the full client answers.
 */
const mayHoldSession = (options: ClientOptions): boolean => {
  if (!options.storage) return true;
  try {
    return options.storage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
};

const functionUrl = (config: SupabaseConfig, name: string) =>
  new URL(`functions/v1/${name}`, config.url.endsWith('/') ? config.url : `${config.url}/`).href;

/** PostgREST as the anon role: the requests supabase-js sends for a visitor without a session. */
const anonymousRest = (config: SupabaseConfig, customFetch: typeof fetch | undefined): Rest =>
  new PostgrestClient<Database, { PostgrestVersion: '12' }>(
    new URL('rest/v1', config.url.endsWith('/') ? config.url : `${config.url}/`).href,
    {
      headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
      schema: 'public',
      // Looked up at each request, as supabase-js does, so that a fetch replaced later is the one used.
      fetch: customFetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    },
  );

export const supabaseConnection = (
  config: SupabaseConfig,
  options: ClientOptions = {},
  load: FullClientLoader = loadFullClient,
): SupabaseConnection => {
  let anonymous: Rest | null = null;
  let full: Promise<Supabase> | null = null;
  const connection: SupabaseConnection = {
    full() {
      // A chunk that failed to download is asked for again next time.
      full ??= load(config, options).catch((error: unknown) => {
        full = null;
        throw error;
      });
      return full;
    },
    async rest() {
      if (full || mayHoldSession(options)) return connection.full();
      anonymous ??= anonymousRest(config, options.fetch);
      return anonymous;
    },
    async invoke(name, body) {
      if (full || mayHoldSession(options)) {
        const { error } = await (await connection.full()).functions.invoke(name, { body });
        return { error: error ? String(error.message) : null };
      }
      const response = await (options.fetch ?? fetch)(functionUrl(config, name), {
        method: 'POST',
        headers: {
          apikey: config.anonKey,
          Authorization: `Bearer ${config.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { error: response.ok ? null : `HTTP ${response.status}` };
    },
  };
  return connection;
};
