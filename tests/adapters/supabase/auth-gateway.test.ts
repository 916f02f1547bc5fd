// Staff sign-in on Supabase Auth against a fake GoTrue and PostgREST: the requests, the session, and the
// rule that the server decides admin rights (record_admin_login() on sign-in, is_admin() afterwards).
import { describe, expect, it, vi } from 'vitest';

import { AUTH_STORAGE_KEY } from '../../../src/adapters/supabase/client';
import { SupabaseAuthGateway } from '../../../src/adapters/supabase/supabase-auth-gateway';
import { SignIn } from '../../../src/application/auth/sign-in';
import {
  ACCESS_TOKEN,
  ANON_KEY,
  EMAIL,
  fakeBackend,
  json,
  networkDown,
  tokenGranted,
  USER_ID,
  type FakeBackend,
} from './fake-backend';

/** GoTrue's answer to an unknown e-mail and to a wrong password alike. */
const invalidCredentials = json(400, {
  code: 400,
  error_code: 'invalid_credentials',
  msg: 'Invalid login credentials',
});
/** The same answer from older GoTrue versions. */
const invalidGrant = json(400, { error: 'invalid_grant', error_description: 'Invalid login credentials' });

const gateway = (backend: FakeBackend) => new SupabaseAuthGateway(backend.connection, backend.storage);

const signedIn = async (isAdmin = true, isOwner = false) => {
  const backend = fakeBackend();
  const auth = gateway(backend);
  backend.reply(tokenGranted, json(200, isAdmin), ...(isAdmin ? [json(200, isOwner)] : []));
  const result = await auth.signIn({ username: EMAIL, password: 'correct horse battery' });
  return { backend, auth, result };
};

describe('SupabaseAuthGateway', () => {
  it('signs in with e-mail and password, then asks record_admin_login() and is_owner() with the new access token', async () => {
    const { backend, result } = await signedIn();
    expect(result).toEqual({
      ok: true,
      value: { userId: USER_ID, username: EMAIL, isAdmin: true, isOwner: false },
    });
    const [token, login, owner] = backend.requests;
    expect([owner!.path, owner!.headers.get('authorization')]).toEqual([
      '/rest/v1/rpc/is_owner',
      `Bearer ${ACCESS_TOKEN}`,
    ]);
    expect((await signedIn(true, true)).result).toMatchObject({ ok: true, value: { isOwner: true } });
    expect([token!.method, token!.path, token!.query.get('grant_type')]).toEqual([
      'POST',
      '/auth/v1/token',
      'password',
    ]);
    expect(token!.body).toMatchObject({ email: EMAIL, password: 'correct horse battery' });
    expect(token!.headers.get('apikey')).toBe(ANON_KEY);
    expect([login!.method, login!.path, login!.headers.get('authorization')]).toEqual([
      'POST',
      '/rest/v1/rpc/record_admin_login',
      `Bearer ${ACCESS_TOKEN}`,
    ]);
  });

  it('answers an unknown user and a wrong password alike, without asking the database', async () => {
    for (const answer of [invalidCredentials, invalidGrant]) {
      const backend = fakeBackend();
      backend.reply(answer);
      const result = await gateway(backend).signIn({ username: ' nobody@example.org ', password: 'x' });
      expect(result).toEqual({ ok: false, error: 'InvalidCredentials' });
      expect(backend.only().body).toMatchObject({ email: 'nobody@example.org' });
    }
  });

  it("reports GoTrue's rate limit as too many attempts, with its window (decision 0090)", async () => {
    const backend = fakeBackend();
    backend.reply(
      json(429, { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' }),
    );
    const result = await gateway(backend).signIn({ username: EMAIL, password: 'x' });
    expect(result).toEqual({ ok: false, error: { kind: 'TooManyAttempts', retryInMinutes: 5 } });
  });

  it('reports no answer or a server error as Unavailable', async () => {
    const answers = [
      networkDown,
      json(500, { code: 500, error_code: 'unexpected_failure', msg: 'Internal Server Error' }),
    ];
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of answers) {
      const backend = fakeBackend();
      backend.reply(answer);
      const result = await gateway(backend).signIn({ username: EMAIL, password: 'x' });
      expect(result).toEqual({ ok: false, error: 'Unavailable' });
    }
    log.mockRestore();
  });

  it('reports a non-admin, which the SignIn use case then signs out again', async () => {
    const backend = fakeBackend();
    const auth = gateway(backend);
    backend.reply(tokenGranted, json(200, false), json(204, null));
    const result = await new SignIn({ auth }).execute({ username: EMAIL, password: 'correct horse battery' });
    expect(result).toEqual({ ok: false, error: 'NotAdmin' });
    const logout = backend.requests[2]!;
    expect([logout.method, logout.path, logout.query.get('scope')]).toEqual([
      'POST',
      '/auth/v1/logout',
      'local',
    ]);
    expect(await auth.currentSession()).toBeNull();
  });

  it('keeps the session for a reload and asks is_admin() once per access token, never record_admin_login()', async () => {
    const { backend: first } = await signedIn();
    const reloaded = fakeBackend(first.storage);
    const auth = gateway(reloaded);
    reloaded.reply(json(200, true), json(200, true));
    const session = { userId: USER_ID, username: EMAIL, isAdmin: true, isOwner: true };
    expect(await auth.currentSession()).toEqual(session);
    expect(await auth.currentSession()).toEqual(session);
    expect(reloaded.requests.map((r) => r.path)).toEqual(['/rest/v1/rpc/is_admin', '/rest/v1/rpc/is_owner']);
  });

  it('treats a failed is_admin() as no admin, and asks again next time', async () => {
    const { backend: first } = await signedIn();
    const reloaded = fakeBackend(first.storage);
    const auth = gateway(reloaded);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reloaded.reply(
      json(503, { code: '', message: 'Service Unavailable' }),
      json(200, true),
      json(200, false),
    );
    expect((await auth.currentSession())?.isAdmin).toBe(false);
    expect((await auth.currentSession())?.isAdmin).toBe(true);
    vi.restoreAllMocks();
  });

  it('has no session before anyone signs in, and no demo account', async () => {
    const backend = fakeBackend();
    const auth = gateway(backend);
    expect(await auth.currentSession()).toBeNull();
    expect(auth.demoAccount()).toBeNull();
    expect(backend.requests).toHaveLength(0);
  });

  it('signs out on the server; when the server cannot be reached the stored session is dropped anyway', async () => {
    const { backend, auth } = await signedIn();
    backend.reply(json(204, null));
    await auth.signOut();
    expect(backend.requests[3]!.path).toBe('/auth/v1/logout');
    expect(await auth.currentSession()).toBeNull();

    const offline = await signedIn();
    const listener = vi.fn();
    offline.auth.onChange(listener);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    offline.backend.reply(networkDown);
    await offline.auth.signOut();
    vi.restoreAllMocks();
    expect(offline.backend.storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(null);
    expect(await offline.auth.currentSession()).toBeNull();
  });

  it('tells listeners about sign-in and sign-out, with admin rights, until they unsubscribe', async () => {
    const backend = fakeBackend();
    const auth = gateway(backend);
    const seen: unknown[] = [];
    const stop = auth.onChange((session) => seen.push(session));
    backend.reply(tokenGranted, json(200, true), json(200, false));
    await auth.signIn({ username: EMAIL, password: 'correct horse battery' });
    await vi.waitFor(() =>
      expect(seen).toEqual([{ userId: USER_ID, username: EMAIL, isAdmin: true, isOwner: false }]),
    );
    backend.reply(json(204, null));
    await auth.signOut();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toBeNull();
    stop();
    backend.reply(tokenGranted, json(200, true), json(200, false));
    await auth.signIn({ username: EMAIL, password: 'correct horse battery' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toHaveLength(2);
  });
});
