// A stand-in for the two Supabase APIs manage-staff calls, on 127.0.0.1:
//  * PostgREST's rpc/is_owner: verifies an HS256 JWT (as GoTrue signs them) and runs the real is_owner() as the
//    token's role and claims on the test database;
//  * Auth's admin API: POST /auth/v1/admin/users creates a user (written to auth.users of the test database,
//    as GoTrue does; 422 email_exists for a taken address), DELETE /auth/v1/admin/users/:id deletes it (and
//    with it, by the foreign key, its admin_users row) and records the sessions it ended. Both only with the
//    service role key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { JWT_SECRET, type AsClaims } from './generate-menu-image-servers';

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const verifyJwt = (token: string): Record<string, unknown> | null => {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', JWT_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : null;
};

/** Runs SQL on the test database as its owner (GoTrue's own connection). */
export type AsAuth = (sql: string, params: unknown[]) => Promise<unknown[]>;

export interface FakeAuth {
  readonly url: string;
  readonly requests: { method: string; path: string; body: unknown }[];
  /** Ids whose sessions a delete ended. */
  readonly endedSessions: string[];
  /** When set, the admin API answers with this status. */
  failAdmin: number | null;
  close(): Promise<void>;
}

export const startFakeAuth = async (asClaims: AsClaims, asAuth: AsAuth): Promise<FakeAuth> => {
  const requests: FakeAuth['requests'] = [];
  const endedSessions: string[] = [];
  const state = { failAdmin: null as number | null };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const path = (request.url ?? '').split('?')[0]!;
      const body: unknown = raw ? JSON.parse(raw) : null;
      requests.push({ method: request.method ?? '', path, body });
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const claims = verifyJwt(token);
      if (!claims || request.headers.apikey === undefined) {
        return send(response, 401, { code: 'PGRST301', message: 'JWT could not be decoded' });
      }
      if (request.method === 'POST' && path === '/rest/v1/rpc/is_owner') {
        const rows = await asClaims(String(claims.role), claims, 'select public.is_owner() as v');
        return send(response, 200, (rows[0] as { v: boolean }).v);
      }
      if (path.startsWith('/auth/v1/admin/')) {
        if (claims.role !== 'service_role') {
          return send(response, 403, { code: 403, error_code: 'not_admin', msg: 'User not allowed' });
        }
        if (state.failAdmin) return send(response, state.failAdmin, { code: state.failAdmin, msg: 'down' });
        if (request.method === 'POST' && path === '/auth/v1/admin/users') {
          const { email } = body as { email: string };
          const taken = await asAuth('select 1 from auth.users where lower(email) = lower($1)', [email]);
          if (taken.length > 0) {
            return send(response, 422, {
              code: 422,
              error_code: 'email_exists',
              msg: 'A user with this email address has already been registered',
            });
          }
          const rows = (await asAuth(
            `insert into auth.users (id, aud, role, email, created_at, updated_at)
             values (gen_random_uuid(), 'authenticated', 'authenticated', $1, now(), now()) returning id`,
            [email],
          )) as { id: string }[];
          return send(response, 200, { id: rows[0]!.id, email, aud: 'authenticated' });
        }
        const user = /^\/auth\/v1\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
        if (request.method === 'DELETE' && user) {
          const deleted = await asAuth('delete from auth.users where id = $1 returning id', [user[1]]);
          if (deleted.length === 0) return send(response, 404, { code: 404, error_code: 'user_not_found' });
          endedSessions.push(user[1]!);
          return send(response, 200, {});
        }
      }
      return send(response, 404, { message: `no route ${request.method} ${path}` });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    endedSessions,
    get failAdmin() {
      return state.failAdmin;
    },
    set failAdmin(status: number | null) {
      state.failAdmin = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
