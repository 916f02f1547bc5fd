// A tiny PostgREST for tests: a fetch that runs `POST|GET /rest/v1/rpc/<fn>` against a test database
// (tests/sql/db.ts: PGlite or PostgreSQL) the way PostgREST does, so that the Supabase adapters' calls of SQL
// functions can run against the real migrations without a Supabase stack.
//
// Per request, as PostgREST: begin (read only for GET); set local role <the JWT's role claim>; the JWT's
// payload in request.jwt.claims; time zone UTC (as on Supabase); select the function with named arguments;
// commit, or roll back on an error. Answers: 200 with the function's JSON (an array for SETOF, an object for
// one composite row, the value otherwise, null for void); errors as PostgREST's body
// {code, details, hint, message} with its HTTP status for the SQLSTATE.
//
// Not emulated (answered 501 with code EMULATOR): tables and views (/rest/v1/<table>), GoTrue, Storage,
// edge functions, filters/select/order on a function's result, Prefer headers. The JWT's signature is not
// checked. Sign-in: put a session in the storage the client reads (sessionStorageFor below).
//
// Plugging a SupabaseConnection into it:
//   const emulator = postgrestRpcEmulator(db);
//   const storage = sessionStorageFor('admin');           // or new MapStorage() for a guest
//   const options = { fetch: emulator.fetch, storage, autoRefreshToken: false };
//   const connection = supabaseConnection(config, options, async (c, o) => createSupabaseClient(c, o));
//   new SupabaseReservationRepository(connection).list(query)  // runs admin_list_reservations as the admin
import { MapStorage } from '../../../src/adapters/browser/browser-storage';
import { AUTH_STORAGE_KEY } from '../../../src/adapters/supabase/config';
import { ADMIN_ID, USER_ID, type Persona, type Session } from '../../sql/db';
import './no-realtime';

export const EMULATED_URL = 'https://tischlein-emulated.supabase.co';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) =>
  [base64url({ alg: 'HS256', typ: 'JWT' }), base64url(claims), 'c2lnbmF0dXJl'].join('.');

/** The claims of each persona's token, as GoTrue and the project's keys carry them. */
export const claimsFor = (persona: Persona): Record<string, unknown> => {
  const exp = 4_102_444_800;
  switch (persona) {
    case 'anon':
      return { iss: 'supabase', role: 'anon', exp };
    case 'service_role':
      return { iss: 'supabase', role: 'service_role', exp };
    case 'admin':
      return { sub: ADMIN_ID, role: 'authenticated', aud: 'authenticated', email: 'chef@example.org', exp };
    case 'user':
      return { sub: USER_ID, role: 'authenticated', aud: 'authenticated', email: 'guest@example.org', exp };
  }
};

/** The anon key of the emulated project (a JWT with role anon). */
export const EMULATED_ANON_KEY = jwt(claimsFor('anon'));
export const accessTokenFor = (persona: Persona): string => jwt(claimsFor(persona));

/** A browser storage holding a signed-in session of the persona (admin or user), as supabase-js saves it. */
export const sessionStorageFor = (persona: 'admin' | 'user', storage = new MapStorage()): MapStorage => {
  const claims = claimsFor(persona);
  storage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      access_token: accessTokenFor(persona),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: claims.exp,
      refresh_token: `refresh-${persona}`,
      user: {
        id: claims.sub,
        aud: 'authenticated',
        role: 'authenticated',
        email: claims.email,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        created_at: '2026-01-01T00:00:00Z',
      },
    }),
  );
  return storage;
};

export interface EmulatedRequest {
  readonly method: string;
  readonly fn: string;
  readonly role: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly status: number;
}

export interface PostgrestRpcEmulator {
  readonly fetch: typeof fetch;
  /** Every rpc request answered, in order. */
  readonly requests: EmulatedRequest[];
}

interface FunctionInfo {
  args: { name: string; type: string }[];
  set: boolean;
  kind: 'composite' | 'void' | 'value';
}

/** PostgREST's HTTP status for a SQLSTATE (docs: errors, "SQLSTATE to HTTP status"). */
export const httpStatusOf = (code: string, role: string): number => {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
};

const respond = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const errorBody = (
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => ({
  code,
  details,
  hint,
  message,
});

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The role and claims of the request's bearer token (PostgREST's JWT role claim). */
const claimsOf = (headers: Headers): Record<string, unknown> | null => {
  const token = /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof claims.role === 'string' ? claims : null;
  } catch {
    return null;
  }
};

async function describeFunction(db: Session, name: string): Promise<FunctionInfo | null> {
  const { rows } = await db.query<{
    names: string[] | null;
    modes: string[] | null;
    types: string[];
    set: boolean;
    typtype: string;
    void: boolean;
  }>(
    `select p.proargnames as names, p.proargmodes::text[] as modes,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as types,
            p.proretset as set, rt.typtype::text as typtype,
            format_type(p.prorettype, null) = 'void' as void
       from pg_proc p join pg_type rt on rt.oid = p.prorettype
      where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
    [name],
  );
  if (rows.length !== 1) return null;
  const f = rows[0]!;
  const inNames = (f.names ?? []).filter((_, i) => !f.modes || ['i', 'b', 'v'].includes(f.modes[i]!));
  return {
    args: f.types.map((type, i) => ({ name: inNames[i] ?? `$${i + 1}`, type })),
    set: f.set,
    kind: f.void ? 'void' : f.typtype === 'c' || f.typtype === 'p' ? 'composite' : 'value',
  };
}

export const postgrestRpcEmulator = (db: Session): PostgrestRpcEmulator => {
  const requests: EmulatedRequest[] = [];
  // One request at a time: the test database has one connection (PGlite) and a transaction per request.
  let queue: Promise<unknown> = Promise.resolve();

  const handle = async (url: URL, method: string, headers: Headers, body: unknown): Promise<Response> => {
    const fn = /^\/rest\/v1\/rpc\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(url.pathname)?.[1];
    if (!fn || (method !== 'GET' && method !== 'POST')) {
      return respond(
        501,
        errorBody('EMULATOR', `the PostgREST RPC emulator does not answer ${method} ${url.pathname}`),
      );
    }
    const claims = claimsOf(headers);
    if (!claims) return respond(401, errorBody('PGRST301', 'No suitable key or wrong key type'));
    const role = String(claims.role);
    const args: Record<string, unknown> =
      method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : body && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : {};
    const record = (status: number) => requests.push({ method, fn, role, args, status });

    const info = await describeFunction(db, fn);
    const unknownArg = Object.keys(args).find((a) => !info?.args.some((d) => d.name === a));
    if (!info || unknownArg !== undefined) {
      record(404);
      const names = Object.keys(args).sort().join(', ');
      return respond(
        404,
        errorBody(
          'PGRST202',
          `Could not find the function public.${fn}(${names}) in the schema cache`,
          `Searched for the function public.${fn} with parameters ${names || 'none'}`,
        ),
      );
    }
    const params: unknown[] = [];
    const named = Object.entries(args).map(([name, value]) => {
      const type = info.args.find((d) => d.name === name)!.type;
      params.push(value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value));
      return `${quoteIdent(name)} => $${params.length}::${type}`;
    });
    const call = `public.${quoteIdent(fn)}(${named.join(', ')})`;
    const sql = info.set
      ? `select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) as body from ${call} r`
      : info.kind === 'composite'
        ? `select to_jsonb(r) as body from ${call} r`
        : info.kind === 'void'
          ? `select null::jsonb as body from (select ${call}) r`
          : `select to_jsonb(${call}) as body`;

    await db.exec('begin');
    try {
      if (method === 'GET') await db.exec('set transaction read only');
      await db.exec(`set local role ${quoteIdent(role)}`);
      await db.exec(`set local time zone 'UTC'`);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      const { rows } = await db.query<{ body: unknown }>(sql, params);
      await db.exec('commit');
      record(200);
      return respond(200, rows[0]?.body ?? null);
    } catch (e) {
      await db.exec('rollback');
      const error = e as { code?: unknown; message?: string; detail?: string; hint?: string };
      if (typeof error.code !== 'string') throw e;
      const status = httpStatusOf(error.code, role);
      record(status);
      return respond(
        status,
        errorBody(error.code, error.message ?? '', error.detail ?? null, error.hint ?? null),
      );
    }
  };

  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    let body: unknown;
    if (typeof init.body === 'string' && init.body !== '') body = JSON.parse(init.body);
    const answer = queue.then(() => handle(url, method, headers, body));
    queue = answer.catch(() => undefined);
    return answer;
  };

  return { fetch: fetch as typeof globalThis.fetch, requests };
};
