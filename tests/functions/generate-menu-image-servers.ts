// HTTP servers on 127.0.0.1 for the generate-menu-image tests:
//  * an OpenAI-compatible images API (POST /v1/images/generations) that can answer, refuse, fail, hang, stall
//    until released, or send something that is not a picture;
//  * the two Supabase APIs the function uses: PostgREST's rpc/is_admin, which verifies an HS256 JWT and runs
//    the real is_admin() as the token's role and claims on the test database, and Storage's object upload and
//    delete, kept in a map.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const IMAGE_API_KEY = 'sk-test-images';

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
  response.writeHead(status, { 'Content-Type': type });
  response.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
};

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export type ImageApiMode =
  | { kind: 'picture'; bytes?: Buffer }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'hang' }
  | { kind: 'raw'; status: number; body: string };

export interface ImagesApiServer {
  /** e.g. http://127.0.0.1:41234/v1, as IMAGE_API_BASE_URL */
  readonly baseUrl: string;
  readonly requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  mode: ImageApiMode;
  /** While held, answers wait until release() (to keep a generation in flight). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export const startImagesApi = async (): Promise<ImagesApiServer> => {
  let held: Promise<void> | null = null;
  let releaseHeld = () => undefined as void;
  const state: { mode: ImageApiMode } = { mode: { kind: 'picture' } };
  const requests: ImagesApiServer['requests'] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/images/generations') {
        return send(response, 404, { error: { message: `no route ${request.method} ${request.url}` } });
      }
      requests.push({
        headers: request.headers,
        body: JSON.parse(raw.toString('utf8')) as Record<string, unknown>,
      });
      if (request.headers.authorization !== `Bearer ${IMAGE_API_KEY}`) {
        return send(response, 401, {
          error: { message: 'Incorrect API key provided', code: 'invalid_api_key' },
        });
      }
      if (held) await held;
      const mode = state.mode;
      switch (mode.kind) {
        case 'picture':
          return send(response, 200, {
            created: 1_780_000_000,
            data: [{ b64_json: (mode.bytes ?? PNG_BYTES).toString('base64') }],
          });
        case 'status':
          return send(response, mode.status, mode.body);
        case 'raw':
          return send(response, mode.status, mode.body, 'text/plain');
        case 'hang':
          return; // never answers; the client's timeout ends it
      }
    })();
  });
  const origin = await listen(server);
  return {
    baseUrl: `${origin}/v1`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: ImageApiMode) {
      state.mode = mode;
    },
    hold() {
      held = new Promise<void>((resolve) => {
        releaseHeld = resolve;
      });
    },
    release() {
      releaseHeld();
      held = null;
    },
    close: () => closeServer(server),
  };
};

export const JWT_SECRET = 'test-jwt-secret-with-at-least-32-characters';

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A token as GoTrue issues it (HS256); pass another secret to forge one. */
export const signJwt = (claims: Record<string, unknown>, secret = JWT_SECRET): string => {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
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

/** Runs SQL as a database role with the given JWT claims, in one transaction (what PostgREST does). */
export type AsClaims = (role: string, claims: Record<string, unknown>, sql: string) => Promise<unknown[]>;

export const ANON_KEY = signJwt({ role: 'anon' });
export const SERVICE_ROLE_KEY = signJwt({ role: 'service_role' });

export interface FakeSupabase {
  readonly url: string;
  /** Objects stored in restaurant-images, by path. */
  readonly objects: Map<string, { bytes: Buffer; contentType: string }>;
  readonly requests: { method: string; path: string; headers: IncomingMessage['headers'] }[];
  /** When set, Storage answers uploads with this status. */
  failUploads: number | null;
  close(): Promise<void>;
}

export const startFakeSupabase = async (asClaims: AsClaims): Promise<FakeSupabase> => {
  const objects: FakeSupabase['objects'] = new Map();
  const requests: FakeSupabase['requests'] = [];
  const state = { failUploads: null as number | null };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = decodeURI((request.url ?? '').split('?')[0]!);
      requests.push({ method: request.method ?? '', path, headers: request.headers });
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const claims = verifyJwt(token);
      if (!claims || request.headers.apikey === undefined) {
        return send(response, 401, {
          code: 'PGRST301',
          message: 'JWT could not be decoded',
          details: null,
          hint: null,
        });
      }

      if (request.method === 'POST' && path === '/rest/v1/rpc/is_admin') {
        const role = String(claims.role);
        const rows = await asClaims(role, claims, 'select public.is_admin() as v');
        return send(response, 200, (rows[0] as { v: boolean }).v);
      }

      const storagePrefix = '/storage/v1/object/restaurant-images';
      if (path.startsWith(storagePrefix) && claims.role !== 'service_role') {
        return send(response, 403, {
          statusCode: '403',
          error: 'Unauthorized',
          message: 'new row violates row-level security policy',
        });
      }
      if (request.method === 'POST' && path.startsWith(`${storagePrefix}/`)) {
        if (state.failUploads) {
          return send(response, state.failUploads, {
            statusCode: String(state.failUploads),
            error: 'Error',
            message: 'storage is down',
          });
        }
        const key = path.slice(storagePrefix.length + 1);
        if (objects.has(key))
          return send(response, 400, {
            statusCode: '409',
            error: 'Duplicate',
            message: 'The resource already exists',
          });
        objects.set(key, { bytes: body, contentType: String(request.headers['content-type']) });
        return send(response, 200, { Key: `restaurant-images/${key}`, Id: key });
      }
      if (request.method === 'DELETE' && path === storagePrefix) {
        const { prefixes } = JSON.parse(body.toString('utf8')) as { prefixes: string[] };
        for (const prefix of prefixes) objects.delete(prefix);
        return send(
          response,
          200,
          prefixes.map((name) => ({ name })),
        );
      }
      return send(response, 404, { message: `no route ${request.method} ${path}` });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  const url = await listen(server);
  return {
    url,
    objects,
    requests,
    get failUploads() {
      return state.failUploads;
    },
    set failUploads(status: number | null) {
      state.failUploads = status;
    },
    close: () => closeServer(server),
  };
};
