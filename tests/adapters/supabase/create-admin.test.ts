// scripts/create-admin.mjs against a local stand-in for the Supabase admin API: the first admin is an Auth
// user with a confirmed e-mail, listed in admin_users as owner; an existing user is only listed, its password kept.
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

interface Seen {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

const USER_ID = '00000000-0000-4000-8000-00000000ad01';

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
};

let server: Server | null = null;
afterEach(() => server?.close());

/** A fake project whose Auth knows the given e-mails. */
const project = async (existing: string[]) => {
  const seen: Seen[] = [];
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({ method: req.method ?? '', path: url.pathname, query: url.search, body: await readBody(req) });
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/auth/v1/admin/users' && req.method === 'GET') {
      res.end(
        JSON.stringify({ users: existing.map((email) => ({ id: USER_ID, email })), aud: 'authenticated' }),
      );
    } else if (url.pathname === '/auth/v1/admin/users' && req.method === 'POST') {
      res.end(JSON.stringify({ id: USER_ID, email: 'chef@example.org', aud: 'authenticated' }));
    } else if (url.pathname === '/rest/v1/admin_users') {
      res.statusCode = 201;
      res.end();
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
};

const run = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/create-admin.mjs', ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
  });

describe('scripts/create-admin.mjs', () => {
  it('explains itself when the project or the account is missing', async () => {
    const { code, out } = await run([], {});
    expect(code).toBe(2);
    expect(out).toMatch(/Usage: SUPABASE_URL=/);
  });

  it('creates the Auth user with a confirmed e-mail and lists it in admin_users', async () => {
    const { url, seen } = await project([]);
    const { code, out } = await run(['chef@example.org', 'Chef'], {
      SUPABASE_URL: url,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      ADMIN_PASSWORD: 'a long enough password',
    });
    expect([code, out]).toEqual([0, expect.stringContaining('is an owner now')]);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /auth/v1/admin/users',
      'POST /auth/v1/admin/users',
      'POST /rest/v1/admin_users',
    ]);
    expect(seen[1]!.body).toMatchObject({
      email: 'chef@example.org',
      password: 'a long enough password',
      email_confirm: true,
    });
    // The account the script makes is the restaurant's owner (decision 0089).
    expect([seen[2]!.query, seen[2]!.body]).toEqual([
      '?on_conflict=id',
      { id: USER_ID, username: 'Chef', role: 'owner' },
    ]);
  });

  it('only lists an existing user, and refuses a short password for a new one', async () => {
    const existing = await project(['Chef@Example.org']);
    const promoted = await run(['chef@example.org', 'Chef'], {
      SUPABASE_URL: existing.url,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
    });
    expect(promoted.code).toBe(0);
    expect(existing.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /auth/v1/admin/users',
      'POST /rest/v1/admin_users',
    ]);
    server?.close();
    const fresh = await project([]);
    const short = await run(['chef@example.org', 'Chef'], {
      SUPABASE_URL: fresh.url,
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      ADMIN_PASSWORD: 'short',
    });
    expect([short.code, short.out]).toEqual([2, expect.stringContaining('at least 12 characters')]);
  });
});
