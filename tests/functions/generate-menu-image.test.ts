// The generate-menu-image logic end to end, with only the Deno shell left out: the credits' SQL on PGlite (and
// PostgreSQL when DATABASE_URL is set, over a pool of real parallel connections, as the function runs it), an
// OpenAI-compatible images API on 127.0.0.1, and a stand-in for PostgREST (the real is_admin() on the test
// database, behind HS256 JWT verification) and Storage.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { AsServiceRole } from '../../supabase/functions/_shared/confirmation-store';
import { dishPrompt } from '../../supabase/functions/_shared/dish-prompt';
import { handleGenerateRequest, type GenerateIo } from '../../supabase/functions/_shared/generate-menu-image';
import { requestImage } from '../../supabase/functions/_shared/image-api';
import { sqlMenuImageStore } from '../../supabase/functions/_shared/menu-image-store';
import { pgServiceRole } from '../../supabase/functions/_shared/pg-service-role';
import { supabaseRest } from '../../supabase/functions/_shared/supabase-rest';
import { ADMIN_ID, targets, USER_ID, type TestDatabase } from '../sql/db';
import {
  ANON_KEY,
  IMAGE_API_KEY,
  PNG_BYTES,
  SERVICE_ROLE_KEY,
  signJwt,
  startFakeSupabase,
  startImagesApi,
  type AsClaims,
  type FakeSupabase,
  type ImagesApiServer,
} from './generate-menu-image-servers';

const CATEGORY = '00000000-0000-4000-8000-00000000c001';
const DISH = '00000000-0000-4000-8000-00000000d001';
/** 2031-03-31 22:30 UTC is 00:30 on 1 April in Berlin (summer time): the credits belong to April. */
const NOW = new Date('2031-03-31T22:30:00Z');
const MONTH = '2031-04';

const adminToken = signJwt({ sub: ADMIN_ID, role: 'authenticated', email: 'chef@example.org' });
const userToken = signJwt({ sub: USER_ID, role: 'authenticated', email: 'guest@example.org' });

const body = {
  dishName: 'Bulgogi Bao',
  ingredients: 'beef, pear, bao',
  cuisineType: 'korean',
  category: 'Dim Sum & Bao',
  menuItemId: DISH,
};
const expectedPrompt = dishPrompt({
  name: body.dishName,
  ingredients: body.ingredients,
  cuisine: 'korean',
  category: body.category,
});

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** One unit of work after another: PGlite is a single connection, so transactions must not interleave. */
const serially = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
};

describe.each(targets)('generate-menu-image on $name', (target) => {
  let db: TestDatabase;
  let images: ImagesApiServer;
  let supabase: FakeSupabase;
  let pool: pg.Pool | null = null;
  let asServiceRole: AsServiceRole;

  beforeAll(async () => {
    db = await target.open();
    let asClaims: AsClaims;
    if (target.name === 'postgres') {
      const { rows } = await db.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      pool = new pg.Pool({ connectionString: url.toString(), max: 8 });
      // A connection still open when the test drops its database (with force) is told so by the server;
      // that is the end of the test, not a failure, and must not surface as an uncaught error.
      pool.on('connect', (client) =>
        client.on('error', (error) => console.info('test connection closed:', error.message)),
      );
      pool.on('error', (error) => console.info('test connection closed:', error.message));
      asServiceRole = pgServiceRole(pool);
      asClaims = async (role, claims, sql) => {
        if (!ROLES.has(role)) throw new Error(`unknown role ${role}`);
        const client = await pool!.connect();
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
      };
    } else {
      const inTurn = serially();
      asServiceRole = (work) =>
        inTurn(() =>
          db.as(
            'service_role',
            (s) =>
              work(<T>(sql: string, params: readonly unknown[]) =>
                s.query<T>(sql, [...params]).then((r) => r.rows),
              ),
            { commit: true },
          ),
        );
      asClaims = (role, claims, sql) =>
        inTurn(async () => {
          if (!ROLES.has(role)) throw new Error(`unknown role ${role}`);
          await db.exec('begin');
          try {
            await db.exec(`set local role ${role}`);
            await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
            const { rows } = await db.query(sql);
            await db.exec('commit');
            return rows;
          } catch (error) {
            await db.exec('rollback');
            throw error;
          }
        });
    }
    images = await startImagesApi();
    supabase = await startFakeSupabase(asClaims);
    await db.query(`insert into public.menu_categories (id, name) values ($1, 'Dim Sum & Bao')`, [CATEGORY]);
  });

  afterAll(async () => {
    await images?.close();
    await supabase?.close();
    await pool?.end();
    await db?.close();
  });

  afterEach(() => {
    images.release();
    images.mode = { kind: 'picture' };
    images.requests.length = 0;
    supabase.failUploads = null;
    vi.restoreAllMocks();
  });

  const publicPrefix = () => `${supabase.url}/storage/v1/object/public/restaurant-images/`;

  const io = (
    options: { timeoutMs?: number; log?: GenerateIo['log']; store?: GenerateIo['store'] } = {},
  ) => ({
    store: options.store ?? sqlMenuImageStore(asServiceRole),
    supabase: supabaseRest({ url: supabase.url, anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY }),
    generate: (prompt: string) =>
      requestImage(
        {
          baseUrl: images.baseUrl,
          model: 'gpt-image-1',
          apiKey: IMAGE_API_KEY,
          timeoutMs: options.timeoutMs ?? 5000,
        },
        prompt,
      ),
    now: () => NOW,
    log: options.log ?? vi.fn(),
  });

  const post = async (
    payload: unknown = body,
    token: string | null = adminToken,
    options: Parameters<typeof io>[0] = {},
  ) => {
    const response = await handleGenerateRequest(
      new Request('http://localhost/functions/v1/generate-menu-image', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
        },
        body: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
      () => ({ ok: true, io: io(options) }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** A fresh dish (and the month's usage) for each test, so tests do not depend on each other. */
  const setUp = async (
    usage: { total: number; budget: number; images?: number } | null,
    imageUrl?: string,
  ) => {
    await db.query(`delete from public.menu_items`);
    await db.query(`delete from public.ai_usage_tracking`);
    supabase.objects.clear();
    await db.query(
      `insert into public.menu_items (id, name, ingredients, category_id, cuisine_type, image_url)
       values ($1, 'Bulgogi Bao', 'beef, pear, bao', $2, 'korean', $3)`,
      [DISH, CATEGORY, imageUrl ?? null],
    );
    if (usage) {
      await db.query(
        `insert into public.ai_usage_tracking (month_year, images_generated, total_cost, budget_limit)
         values ($1, $2, $3, $4)`,
        [MONTH, usage.images ?? 0, usage.total, usage.budget],
      );
    }
  };

  const usage = async () =>
    (
      await db.query<{ images: number; total: string; reserved: string; budget: string }>(
        `select images_generated as images, total_cost::text as total, reserved_cost::text as reserved,
                budget_limit::text as budget
         from public.ai_usage_tracking where month_year = $1`,
        [MONTH],
      )
    ).rows[0] ?? null;

  const dish = async () =>
    (
      await db.query<{
        image_url: string | null;
        ai_generated_image: boolean;
        ai_prompt_used: string | null;
        cost: string | null;
      }>(
        `select image_url, ai_generated_image, ai_prompt_used, image_generation_cost::text as cost
         from public.menu_items where id = $1`,
        [DISH],
      )
    ).rows[0];

  const untouchedDish = { image_url: null, ai_generated_image: false, ai_prompt_used: null, cost: null };

  it('generates, stores under menu-items/, points the dish at the picture and spends one credit', async () => {
    const oldUrl = `${publicPrefix()}menu-items/1-old.webp`;
    await setUp({ total: 3, budget: 10, images: 3 }, oldUrl);
    supabase.objects.set('menu-items/1-old.webp', { bytes: Buffer.from('old'), contentType: 'image/webp' });

    const answer = await post();

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      imageUrl: expect.any(String),
      prompt: expectedPrompt,
      cost: 1,
    });
    const imageUrl = answer.body.imageUrl as string;
    expect(imageUrl).toMatch(new RegExp(`^${publicPrefix()}menu-items/\\d+-ai-[a-z0-9]+\\.png$`));
    const path = imageUrl.slice(publicPrefix().length);
    expect([...supabase.objects.keys()]).toEqual([path]); // the old picture is removed
    expect(supabase.objects.get(path)).toEqual({ bytes: PNG_BYTES, contentType: 'image/png' });

    expect(await dish()).toEqual({
      image_url: imageUrl,
      ai_generated_image: true,
      ai_prompt_used: expectedPrompt,
      cost: '1.000',
    });
    expect(await usage()).toEqual({ images: 4, total: '4.000', reserved: '0.000', budget: '10.000' });

    expect(images.requests).toHaveLength(1);
    expect(images.requests[0]!.headers.authorization).toBe(`Bearer ${IMAGE_API_KEY}`);
    expect(images.requests[0]!.body).toEqual({
      model: 'gpt-image-1',
      prompt: expectedPrompt,
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
    const isAdmin = supabase.requests.find((r) => r.path === '/rest/v1/rpc/is_admin')!;
    expect(isAdmin.headers.authorization).toBe(`Bearer ${adminToken}`);
    expect(isAdmin.headers.apikey).toBe(ANON_KEY);
  });

  it('starts a month without a row at the default budget, and makes a picture for a dish not saved yet', async () => {
    await setUp(null);
    const answer = await post({ ...body, menuItemId: null });
    expect(answer.status).toBe(200);
    expect(supabase.objects.size).toBe(1);
    expect(await dish()).toEqual(untouchedDish);
    expect(await usage()).toEqual({ images: 1, total: '1.000', reserved: '0.000', budget: '10.000' });
  });

  describe('when the images API gives no picture, nothing is charged or changed', () => {
    const expectNothingChanged = async () => {
      expect(await usage()).toEqual({ images: 3, total: '3.000', reserved: '0.000', budget: '10.000' });
      expect(await dish()).toEqual(untouchedDish);
      expect(supabase.objects.size).toBe(0);
    };

    it('4xx: the refusal in its own words', async () => {
      await setUp({ total: 3, budget: 10, images: 3 });
      images.mode = {
        kind: 'status',
        status: 400,
        body: {
          error: {
            message: 'Your request was rejected as a result of our safety system.',
            code: 'content_policy_violation',
          },
        },
      };
      const answer = await post();
      expect(answer).toEqual({
        status: 502,
        body: {
          success: false,
          code: 'image_api_failed',
          error:
            'The image service refused the request: Your request was rejected as a result of our safety system.. No credits were charged.',
        },
      });
      await expectNothingChanged();
    });

    it('401 from the API: the key, not the admin', async () => {
      await setUp({ total: 3, budget: 10, images: 3 });
      images.mode = {
        kind: 'status',
        status: 401,
        body: { error: { message: 'Incorrect API key provided: sk-***' } },
      };
      const answer = await post();
      expect(answer.status).toBe(502);
      expect(answer.body.error).toContain('API key');
      expect(answer.body.error).not.toContain('sk-');
      await expectNothingChanged();
    });

    it('5xx', async () => {
      await setUp({ total: 3, budget: 10, images: 3 });
      images.mode = { kind: 'status', status: 503, body: { error: { message: 'overloaded' } } };
      const answer = await post();
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({
        code: 'image_api_failed',
        error: expect.stringContaining('HTTP 503'),
      });
      await expectNothingChanged();
    });

    it('timeout: the request is abandoned after IMAGE_API_TIMEOUT_MS', async () => {
      await setUp({ total: 3, budget: 10, images: 3 });
      images.mode = { kind: 'hang' };
      const started = Date.now();
      const answer = await post(body, adminToken, { timeoutMs: 300 });
      expect(Date.now() - started).toBeLessThan(4000);
      expect(answer.status).toBe(504);
      expect(answer.body).toMatchObject({
        code: 'timeout',
        error: expect.stringContaining('did not answer'),
      });
      await expectNothingChanged();
    });

    it.each([
      ['not JSON', { kind: 'raw', status: 200, body: '<html>Bad gateway</html>' }],
      ['no data', { kind: 'status', status: 200, body: { created: 1 } }],
      ['an empty list', { kind: 'status', status: 200, body: { data: [] } }],
      [
        'a URL instead of base64',
        { kind: 'status', status: 200, body: { data: [{ url: 'https://example.org/x.png' }] } },
      ],
      ['broken base64', { kind: 'status', status: 200, body: { data: [{ b64_json: '***not base64***' }] } }],
      ['base64 that is not a picture', { kind: 'picture', bytes: Buffer.from('<script>alert(1)</script>') }],
    ] as const)('malformed body: %s', async (_, mode) => {
      await setUp({ total: 3, budget: 10, images: 3 });
      images.mode = mode;
      const answer = await post();
      expect(answer).toEqual({
        status: 502,
        body: {
          success: false,
          code: 'image_api_failed',
          error: 'The image service sent no usable image. No credits were charged.',
        },
      });
      await expectNothingChanged();
    });
  });

  it('refuses when the budget cannot cover an image, before calling the images API', async () => {
    for (const [total, budget] of [
      [10, 10],
      [9.5, 10],
      [0, 0],
    ] as const) {
      await setUp({ total, budget });
      const answer = await post();
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'budget_exhausted',
        error: expect.stringContaining('budget'),
      });
      expect((await usage())!.reserved).toBe('0.000');
    }
    expect(images.requests).toHaveLength(0);
  });

  it('only an admin may call it: a signed-in non-admin, the anon key, a forged, an expired or no token are refused', async () => {
    await setUp({ total: 0, budget: 10 });
    const refusals = [
      [userToken, 403, 'not_admin'],
      [ANON_KEY, 403, 'not_admin'],
      [
        signJwt({ sub: ADMIN_ID, role: 'authenticated' }, 'another-secret-another-secret-another'),
        401,
        'unauthenticated',
      ],
      [
        signJwt({ sub: ADMIN_ID, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 }),
        401,
        'unauthenticated',
      ],
      [null, 401, 'unauthenticated'],
    ] as const;
    for (const [token, status, code] of refusals) {
      const answer = await post(body, token);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    expect(images.requests).toHaveLength(0);
    expect(await usage()).toEqual({ images: 0, total: '0.000', reserved: '0.000', budget: '10.000' });
    expect(await dish()).toEqual(untouchedDish);
  });

  it('a concurrent pair at the last credit: the second is refused while the first is still generating', async () => {
    await setUp({ total: 9, budget: 10, images: 9 });
    images.hold();
    const first = post();
    const second = post();
    const done = await Promise.race([
      first.then((a) => ['first', a] as const),
      second.then((a) => ['second', a] as const),
    ]);
    expect(done[1]).toMatchObject({ status: 409, body: { code: 'budget_exhausted' } });
    // The refusal can answer before the first call's request reaches the images API; it gets there while held.
    await vi.waitFor(() => expect(images.requests).toHaveLength(1));
    expect(await usage()).toEqual({ images: 9, total: '9.000', reserved: '1.000', budget: '10.000' });
    images.release();
    const other = await (done[0] === 'first' ? second : first);
    expect(other.status).toBe(200);
    expect(await usage()).toEqual({ images: 10, total: '10.000', reserved: '0.000', budget: '10.000' });
  });

  it('many calls at once never spend more than the budget', async () => {
    await setUp({ total: 8, budget: 10, images: 8 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post({ ...body, menuItemId: null })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await usage()).toEqual({ images: 10, total: '10.000', reserved: '0.000', budget: '10.000' });
    expect(supabase.objects.size).toBe(2);
  });

  it('a picture that cannot be stored has still been paid for: its credit is spent, the dish untouched', async () => {
    await setUp({ total: 3, budget: 10, images: 3 });
    supabase.failUploads = 503;
    const log = vi.fn();
    const answer = await post(body, adminToken, { log });
    expect(answer).toMatchObject({ status: 502, body: { code: 'storage_failed' } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not be stored'), expect.any(Error));
    expect(await usage()).toEqual({ images: 4, total: '4.000', reserved: '0.000', budget: '10.000' });
    expect(await dish()).toEqual(untouchedDish);
  });

  it('a dish deleted while its picture was made: the picture is removed, its credit spent', async () => {
    await setUp({ total: 3, budget: 10, images: 3 });
    images.hold();
    const answer = post();
    await vi.waitFor(() => expect(images.requests).toHaveLength(1));
    await db.query(`delete from public.menu_items where id = $1`, [DISH]);
    images.release();
    expect(await answer).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(supabase.objects.size).toBe(0);
    expect(await usage()).toEqual({ images: 4, total: '4.000', reserved: '0.000', budget: '10.000' });
  });

  it('a failed save of the dish removes the picture and still settles the credit', async () => {
    await setUp({ total: 3, budget: 10, images: 3 });
    const real = sqlMenuImageStore(asServiceRole);
    const store: GenerateIo['store'] = {
      ...real,
      settle: (month, cost, attach) =>
        attach ? Promise.reject(new Error('connection reset')) : real.settle(month, cost, attach),
    };
    const answer = await post(body, adminToken, { store });
    expect(answer).toMatchObject({ status: 500, body: { code: 'internal' } });
    expect(supabase.objects.size).toBe(0);
    expect(await usage()).toEqual({ images: 4, total: '4.000', reserved: '0.000', budget: '10.000' });
    expect(await dish()).toEqual(untouchedDish);
  });

  it('answers 404 for an unknown dish without holding a credit', async () => {
    await setUp({ total: 3, budget: 10 });
    const answer = await post({ ...body, menuItemId: '00000000-0000-4000-8000-00000000dead' });
    expect(answer).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await usage())!.reserved).toBe('0.000');
    expect(images.requests).toHaveLength(0);
  });

  describe('over HTTP', () => {
    it('answers the CORS preflight and refuses other methods', async () => {
      const configure = () => ({ ok: true as const, io: io() });
      const preflight = await handleGenerateRequest(
        new Request('http://localhost/x', { method: 'OPTIONS' }),
        configure,
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
      expect((await handleGenerateRequest(new Request('http://localhost/x'), configure)).status).toBe(405);
    });

    it("checks the body first: 'Please fill in dish name and ingredients first', a known cuisine, a UUID", async () => {
      await setUp({ total: 3, budget: 10 });
      expect(await post('{not json')).toMatchObject({ status: 400, body: { code: 'bad_request' } });
      expect(await post({ ...body, ingredients: '  ' })).toEqual({
        status: 400,
        body: {
          success: false,
          code: 'invalid_request',
          error: 'Please fill in dish name and ingredients first',
        },
      });
      expect(await post({ ...body, dishName: undefined })).toMatchObject({
        status: 400,
        body: { code: 'invalid_request' },
      });
      expect(await post({ ...body, cuisineType: 'french' })).toMatchObject({
        status: 400,
        body: { code: 'bad_request' },
      });
      expect(await post({ ...body, menuItemId: 'abc' })).toMatchObject({
        status: 400,
        body: { code: 'bad_request' },
      });
      expect(await post({ ...body, ingredients: 'rice, '.repeat(800) })).toMatchObject({
        status: 400,
        body: { code: 'prompt_too_long' },
      });
      expect(images.requests).toHaveLength(0);
      expect((await usage())!.reserved).toBe('0.000');
    });

    it('answers 500 without touching anything when the secrets are missing', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const response = await handleGenerateRequest(
        new Request('http://localhost/x', { method: 'POST', body: JSON.stringify(body) }),
        () => ({ ok: false, problem: 'missing secrets IMAGE_API_KEY' }),
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ success: false, code: 'not_configured' });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('IMAGE_API_KEY'));
    });
  });
});
