// The real edge function: supabase/functions/generate-menu-image/index.ts started under Deno (the dev
// dependency) on a free port, its SUPABASE_DB_URL a throwaway PostgreSQL database with every migration applied,
// its SUPABASE_URL the stand-in for PostgREST's is_admin() and Storage, and its IMAGE_API_BASE_URL the
// OpenAI-compatible images API of generate-menu-image-servers.ts. Called over HTTP with the headers supabase-js
// sends for a signed-in staff member. The detailed rules are tested on the shared logic in
// generate-menu-image.test.ts; this proves the Deno entry wires them to the real database and services.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_ID, USER_ID, type TestDatabase } from '../sql/db';
import { denoHome, postgresForDeno, startFunction, type DenoHome, type RunningFunction } from './deno';
import {
  ANON_KEY,
  IMAGE_API_KEY,
  PNG_BYTES,
  SERVICE_ROLE_KEY,
  signJwt,
  startFakeSupabase,
  startImagesApi,
  type FakeSupabase,
  type ImagesApiServer,
} from './generate-menu-image-servers';

const CATEGORY = '00000000-0000-4000-8000-00000000c001';
const DISH = '00000000-0000-4000-8000-00000000d001';
const ROLES = new Set(['anon', 'authenticated', 'service_role']);

const adminToken = signJwt({ sub: ADMIN_ID, role: 'authenticated', email: 'chef@example.org' });
const userToken = signJwt({ sub: USER_ID, role: 'authenticated', email: 'guest@example.org' });

describe('generate-menu-image under Deno', () => {
  const postgres = postgresForDeno('tests/functions/generate-menu-image.deno.test.ts');
  if (!postgres) return;

  let db: TestDatabase;
  let pool: pg.Pool;
  let images: ImagesApiServer;
  let supabase: FakeSupabase;
  let home: DenoHome;
  let fn: RunningFunction;

  beforeAll(async () => {
    home = denoHome();
    db = await postgres.open();
    const { rows } = await db.query<{ name: string }>('select current_database() as name');
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${rows[0]!.name}`;
    pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
    // A connection still open when the test drops its database (with force) is told so by the server;
    // that is the end of the test, not a failure, and must not surface as an uncaught error.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.info('test connection closed:', error.message)),
    );
    pool.on('error', (error) => console.info('test connection closed:', error.message));
    images = await startImagesApi();
    // PostgREST's part: the real is_admin() as the token's role and claims, in one transaction.
    supabase = await startFakeSupabase(async (role, claims, sql) => {
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
    });
    await db.query(`insert into public.menu_categories (id, name) values ($1, 'Dim Sum & Bao')`, [CATEGORY]);
    await db.query(
      `insert into public.menu_items (id, name, ingredients, category_id, cuisine_type)
       values ($1, 'Bulgogi Bao', 'beef, pear, bao', $2, 'korean')`,
      [DISH, CATEGORY],
    );
    fn = await startFunction('generate-menu-image', home, {
      IMAGE_API_BASE_URL: images.baseUrl,
      IMAGE_MODEL: 'gpt-image-1',
      IMAGE_API_KEY,
      SUPABASE_URL: supabase.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: databaseUrl.toString(),
    });
  });

  afterAll(async () => {
    await fn?.stop();
    await images?.close();
    await supabase?.close();
    await pool?.end();
    await db?.close();
    home?.remove();
  });

  /** One call with the headers supabase-js's functions.invoke sends for a signed-in staff member. */
  const generate = async (token: string) => {
    const response = await fetch(`${fn.url}/functions/v1/generate-menu-image`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
        'x-client-info': 'supabase-js-web/2.109.0',
      },
      body: JSON.stringify({
        dishName: 'Bulgogi Bao',
        ingredients: 'beef, pear, bao',
        cuisineType: 'korean',
        category: 'Dim Sum & Bao',
        menuItemId: DISH,
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** Credits over all months (a month could turn between two calls). */
  const usage = async () =>
    (
      await db.query<{ images: number; total: number; reserved: number }>(
        `select coalesce(sum(images_generated), 0)::int as images, coalesce(sum(total_cost), 0)::float8 as total,
                coalesce(sum(reserved_cost), 0)::float8 as reserved
         from public.ai_usage_tracking`,
      )
    ).rows[0];

  it('refuses a signed-in guest who is not staff, without asking the images API or charging', async () => {
    const answer = await generate(userToken);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, code: 'not_admin' });
    expect(images.requests).toHaveLength(0);
    expect(await usage()).toEqual({ images: 0, total: 0, reserved: 0 });
  });

  it("makes the admin's picture, stores it, points the dish at it and spends one credit", async () => {
    const answer = await generate(adminToken);
    expect(answer.status, JSON.stringify(answer.body) + fn.output()).toBe(200);
    expect(answer.body).toMatchObject({ success: true, cost: 1 });
    const imageUrl = answer.body.imageUrl as string;
    const prefix = `${supabase.url}/storage/v1/object/public/restaurant-images/`;
    expect(imageUrl.startsWith(`${prefix}menu-items/`)).toBe(true);
    expect(supabase.objects.get(imageUrl.slice(prefix.length))).toEqual({
      bytes: PNG_BYTES,
      contentType: 'image/png',
    });
    expect(images.requests).toHaveLength(1);

    const { rows } = await db.query<{ image_url: string; ai_generated_image: boolean }>(
      `select image_url, ai_generated_image from public.menu_items where id = $1`,
      [DISH],
    );
    expect(rows).toEqual([{ image_url: imageUrl, ai_generated_image: true }]);
    expect(await usage()).toEqual({ images: 1, total: 1, reserved: 0 });
  });

  it('charges nothing when the images API refuses', async () => {
    images.mode = { kind: 'status', status: 500, body: { error: { message: 'overloaded' } } };
    const answer = await generate(adminToken);
    expect(answer.body).toMatchObject({ success: false });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(await usage()).toEqual({ images: 1, total: 1, reserved: 0 });
  });
});
