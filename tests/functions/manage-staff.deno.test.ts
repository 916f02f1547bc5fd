// The real edge function manage-staff (supabase/functions/manage-staff/index.ts) under Deno, its
// SUPABASE_DB_URL a throwaway PostgreSQL database with every migration, its SUPABASE_URL the stand-in of
// manage-staff-servers.ts for PostgREST's is_owner() and Auth's admin API. Called over HTTP with the headers
// supabase-js's functions.invoke sends: an owner lists, invites (a confirmed account with a temporary
// password, listed as staff) and removes (admin_users row and Auth user gone, sessions ended); staff, other
// signed-in users and a forged token are refused; the owner cannot remove themselves or another owner.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_ID, USER_ID, type TestDatabase } from '../sql/db';
import { denoHome, postgresForDeno, startFunction, type DenoHome, type RunningFunction } from './deno';
import { ANON_KEY, SERVICE_ROLE_KEY, signJwt } from './generate-menu-image-servers';
import { startFakeAuth, type FakeAuth } from './manage-staff-servers';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const SECOND_OWNER = '00000000-0000-4000-8000-0000000000f2';

const ownerToken = signJwt({ sub: ADMIN_ID, role: 'authenticated', email: 'chef@example.org' });
const userToken = signJwt({ sub: USER_ID, role: 'authenticated', email: 'guest@example.org' });

describe('manage-staff under Deno', () => {
  const postgres = postgresForDeno('tests/functions/manage-staff.deno.test.ts');
  if (!postgres) return;

  let db: TestDatabase;
  let pool: pg.Pool;
  let auth: FakeAuth;
  let home: DenoHome;
  let fn: RunningFunction;

  beforeAll(async () => {
    home = denoHome();
    db = await postgres.open();
    const { rows } = await db.query<{ name: string }>('select current_database() as name');
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${rows[0]!.name}`;
    pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 3 });
    // A connection still open when the test drops its database (with force) is told so by the server.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.info('test connection closed:', error.message)),
    );
    pool.on('error', (error) => console.info('test connection closed:', error.message));
    auth = await startFakeAuth(
      async (role, claims, sql) => {
        if (!ROLES.has(role)) throw new Error(`unknown role ${role}`);
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(`set local role ${role}`);
          await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
          const result = await client.query(sql);
          await client.query('commit');
          return result.rows;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      async (sql, params) => (await pool.query(sql, params)).rows,
    );
    // The fixture's staff member "chef" is the owner here; a second owner for the refusal below.
    await db.query(`update public.admin_users set role = 'owner' where id = $1`, [ADMIN_ID]);
    await db.query(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', 'anna@example.org', now(), now())`,
      [SECOND_OWNER],
    );
    await db.query(`insert into public.admin_users (id, username, role) values ($1, 'Anna', 'owner')`, [
      SECOND_OWNER,
    ]);
    fn = await startFunction('manage-staff', home, {
      SUPABASE_URL: auth.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: databaseUrl.toString(),
    });
  });

  afterAll(async () => {
    await fn?.stop();
    await auth?.close();
    await pool?.end();
    await db?.close();
    home?.remove();
  });

  const call = async (token: string, body: unknown) => {
    const response = await fetch(`${fn.url}/functions/v1/manage-staff`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
        'x-client-info': 'supabase-js-web/2.109.0',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses anyone but an owner, before touching anything', async () => {
    const before = auth.requests.length;
    expect((await call(userToken, { action: 'list' })).body).toMatchObject({ code: 'not_owner' });
    expect((await call(ANON_KEY, { action: 'list' })).status).toBe(403);
    const forged = signJwt({ sub: ADMIN_ID, role: 'authenticated' }, 'another-secret-of-at-least-32-chars!!');
    expect(await call(forged, { action: 'invite', email: 'x@example.org', name: 'X' })).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated' },
    });
    // Only is_owner() was asked: no account was made.
    expect(auth.requests.slice(before).map((r) => r.path)).toEqual([
      '/rest/v1/rpc/is_owner',
      '/rest/v1/rpc/is_owner',
      '/rest/v1/rpc/is_owner',
    ]);
  });

  it('invites a member: a confirmed account with a temporary password, listed as staff', async () => {
    const invited = await call(ownerToken, {
      action: 'invite',
      email: ' Mia.Wong@Example.org ',
      name: ' Mia ',
    });
    expect(invited.status).toBe(200);
    const { member, temporaryPassword } = invited.body as {
      member: { id: string; email: string; name: string; role: string };
      temporaryPassword: string;
    };
    expect(member).toMatchObject({ email: 'mia.wong@example.org', name: 'Mia', role: 'staff' });
    expect(temporaryPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,72}$/);
    const created = auth.requests.find((r) => r.method === 'POST' && r.path === '/auth/v1/admin/users')!;
    expect(created.body).toEqual({
      email: 'mia.wong@example.org',
      password: temporaryPassword,
      email_confirm: true,
      user_metadata: { username: 'Mia' },
    });
    const { rows } = await db.query<{ role: string; username: string }>(
      'select role, username from public.admin_users where id = $1',
      [member.id],
    );
    expect(rows).toEqual([{ role: 'staff', username: 'Mia' }]);

    const listed = await call(ownerToken, { action: 'list' });
    const members = (listed.body.members as { name: string; role: string; email: string }[]).map(
      (m) => `${m.role}:${m.name}:${m.email}`,
    );
    expect(members).toEqual([
      'owner:Anna:anna@example.org',
      'owner:chef:chef@example.org',
      'staff:Mia:mia.wong@example.org',
    ]);

    expect(
      await call(ownerToken, { action: 'invite', email: 'mia.wong@example.org', name: 'Mia' }),
    ).toMatchObject({
      status: 409,
      body: { code: 'exists' },
    });
    expect((await call(ownerToken, { action: 'invite', email: 'mia', name: 'Mia' })).body.code).toBe(
      'invalid_email',
    );
    expect((await call(ownerToken, { action: 'invite', email: 'a@b.org', name: '  ' })).body.code).toBe(
      'invalid_name',
    );
  });

  it('removes a member: rights first, then the Auth user and their sessions; never an owner or oneself', async () => {
    const invited = await call(ownerToken, { action: 'invite', email: 'tom@example.org', name: 'Tom' });
    const id = (invited.body.member as { id: string }).id;
    expect(await call(ownerToken, { action: 'remove', id: ADMIN_ID })).toMatchObject({
      status: 422,
      body: { code: 'remove_self' },
    });
    expect(await call(ownerToken, { action: 'remove', id: SECOND_OWNER })).toMatchObject({
      status: 422,
      body: { code: 'remove_owner' },
    });

    expect(await call(ownerToken, { action: 'remove', id })).toMatchObject({
      status: 200,
      body: { removed: id, sessionsEnded: true },
    });
    expect(await db.count('public.admin_users where id = $1', [id])).toBe(0);
    expect(await db.count('auth.users where id = $1', [id])).toBe(0);
    expect(auth.endedSessions).toContain(id);
    expect(await call(ownerToken, { action: 'remove', id })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
  });

  it('ends a member\u2019s rights even when Auth cannot delete the user', async () => {
    const invited = await call(ownerToken, { action: 'invite', email: 'lea@example.org', name: 'Lea' });
    const id = (invited.body.member as { id: string }).id;
    auth.failAdmin = 503;
    try {
      expect(await call(ownerToken, { action: 'remove', id })).toMatchObject({
        status: 200,
        body: { removed: id, sessionsEnded: false },
      });
    } finally {
      auth.failAdmin = null;
    }
    expect(await db.count('public.admin_users where id = $1', [id])).toBe(0);
    expect(fn.output()).toContain('Deleting the Auth user failed');
  });
});
