// A stand-in for the Supabase HTTP API: the real supabase-js client (and the anonymous PostgREST client of a
// guest) sends its requests to this fetch, which records them and answers from a queue of canned responses (bodies copied from PostgREST, GoTrue and Storage).
import { MapStorage } from '../../../src/adapters/browser/browser-storage';
import { createSupabaseClient, type Supabase } from '../../../src/adapters/supabase/client';
import { supabaseConnection, type SupabaseConnection } from '../../../src/adapters/supabase/connection';
import './no-realtime';

export const SUPABASE_URL = 'https://tischlein-test.supabase.co';
/** Shaped like an anon key (a JWT with role anon); its signature is never checked here. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIiwiZXhwIjoyMDAwMDAwMDAwfQ.c2lnbmF0dXJl';

export interface RecordedRequest {
  readonly method: string;
  /** e.g. /rest/v1/menu_items */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /** The parsed JSON body, the raw body otherwise (e.g. FormData), or undefined. */
  readonly body: unknown;
}

type Reply = (request: RecordedRequest) => Response | Promise<Response>;

export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  () =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });

/** Answers by request path, for requests sent in parallel (whose order is not fixed). */
export const byPath =
  (routes: Readonly<Record<string, Reply>>): Reply =>
  (request) => {
    const reply = routes[request.path];
    if (!reply) throw new Error(`no route for ${request.path}`);
    return reply(request);
  };

/** fetch rejecting as browsers and Node do when nothing answers. */
export const networkDown: Reply = () => {
  throw new TypeError('fetch failed');
};

const parseBody = (body: unknown): unknown => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

export interface FakeBackend {
  /** What the adapters get: PostgREST alone for a guest, `client` once something needs it. */
  readonly connection: SupabaseConnection;
  /** The full supabase-js client behind `connection.full()`. */
  readonly client: Supabase;
  /** How often the connection asked for the full client (at most once: it keeps it). */
  readonly fullClientLoads: () => number;
  readonly storage: MapStorage;
  readonly fetch: typeof fetch;
  readonly requests: RecordedRequest[];
  /** Queues the answers for the next requests, in order. */
  reply(...replies: Reply[]): void;
  /** The only request sent so far (fails the test if there were more or none). */
  only(): RecordedRequest;
}

/** A fresh client on a fake API; pass the storage of another one to reopen its saved session (a reload). */
export const fakeBackend = (storage = new MapStorage()): FakeBackend => {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    requests.push(request);
    const reply = queue.shift();
    // An answer rather than a throw: supabase-js would retry a thrown GET for seconds.
    if (!reply) {
      const message = `no reply queued for ${request.method} ${url.pathname}${url.search}`;
      return json(500, { code: 'TEST', details: null, hint: null, message })(request);
    }
    return reply(request);
  };
  const config = { url: SUPABASE_URL, anonKey: ANON_KEY };
  const options = { fetch: fetch as typeof globalThis.fetch, storage, autoRefreshToken: false };
  const client = createSupabaseClient(config, options);
  let loads = 0;
  const connection = supabaseConnection(config, options, async () => {
    loads += 1;
    return client;
  });
  return {
    connection,
    client,
    fullClientLoads: () => loads,
    storage,
    fetch: fetch as typeof globalThis.fetch,
    requests,
    reply: (...replies) => queue.push(...replies),
    only: () => {
      if (requests.length !== 1) {
        throw new Error(
          `expected one request, got ${requests.map((r) => `${r.method} ${r.path}`).join(', ')}`,
        );
      }
      return requests[0]!;
    },
  };
};

/** PostgREST's error bodies, as a project answers them. */
export const postgrest = {
  noRows: json(406, {
    code: 'PGRST116',
    details: 'The result contains 0 rows',
    hint: null,
    message: 'JSON object requested, multiple (or no) rows returned',
  }),
  rls: (table: string, status = 403) =>
    json(status, {
      code: '42501',
      details: null,
      hint: null,
      message: `new row violates row-level security policy for table "${table}"`,
    }),
  permissionDenied: (table: string) =>
    json(401, { code: '42501', details: null, hint: null, message: `permission denied for table ${table}` }),
  duplicate: (constraint: string, details: string) =>
    json(409, {
      code: '23505',
      details,
      hint: null,
      message: `duplicate key value violates unique constraint "${constraint}"`,
    }),
  invalid: (key: string, field: string) =>
    json(400, { code: '22023', details: field, hint: null, message: key }),
  missing: (message: string) => json(404, { code: 'P0002', details: null, hint: null, message }),
};

/** A row's timestamps as PostgREST prints timestamptz. */
export const STAMPS = {
  created_at: '2026-06-15T08:00:00.123456+00:00',
  updated_at: '2026-06-15T08:00:00.123456+00:00',
} as const;

// A staff member signing in: GoTrue's answer to a correct password, and its access token.
export const USER_ID = '00000000-0000-4000-8000-00000000ad01';
export const EMAIL = 'chef@example.org';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An access token shaped like GoTrue's (the fake backend never checks its signature). */
export const ACCESS_TOKEN = [
  base64url({ alg: 'HS256', typ: 'JWT' }),
  base64url({ sub: USER_ID, role: 'authenticated', email: EMAIL, exp: 4_102_444_800, aud: 'authenticated' }),
  'c2lnbmF0dXJl',
].join('.');

/** GoTrue's answer to a correct password. */
export const tokenGranted = json(200, {
  access_token: ACCESS_TOKEN,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 4_102_444_800,
  refresh_token: 'refresh-token-1',
  user: {
    id: USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: EMAIL,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  },
});
