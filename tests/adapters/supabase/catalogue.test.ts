// The catalogue adapters (menu, categories, videos, AI usage, press, gallery) against a fake Supabase API:
// each request supabase-js sends, and how each PostgREST answer becomes a port result.
import { describe, expect, it } from 'vitest';

import { SupabaseAiUsageRepository } from '../../../src/adapters/supabase/supabase-ai-usage-repository';
import { SupabaseGalleryRepository } from '../../../src/adapters/supabase/supabase-gallery-repository';
import { SupabaseMenuCategoryRepository } from '../../../src/adapters/supabase/supabase-menu-category-repository';
import { SupabaseMenuItemRepository } from '../../../src/adapters/supabase/supabase-menu-item-repository';
import { SupabasePressRepository } from '../../../src/adapters/supabase/supabase-press-repository';
import { SupabaseVideoRepository } from '../../../src/adapters/supabase/supabase-video-repository';
import { galleryDraft } from '../../contracts/gallery-repository.contract';
import { menuItemDraft } from '../../contracts/menu-item-repository.contract';
import { pressDraft } from '../../contracts/press-repository.contract';
import { videoDraft } from '../../contracts/video-repository.contract';
import { ANON_KEY, byPath, fakeBackend, json, networkDown, postgrest, STAMPS } from './fake-backend';

const CATEGORY_ID = '00000000-0000-4000-8000-000000000101';
const ITEM_ID = '00000000-0000-4000-8000-000000000201';

const itemRow = (overrides: Record<string, unknown> = {}) => ({
  id: ITEM_ID,
  ...STAMPS,
  ...menuItemDraft(CATEGORY_ID),
  ...overrides,
});

describe('SupabaseMenuItemRepository', () => {
  it('lists available items with their category joined, in display order, limited', async () => {
    const backend = fakeBackend();
    const row = {
      ...itemRow({ translations: { en: { name: 'Jianbing crêpe' }, zh: { name: '煎饼果子' } } }),
      category: { id: CATEGORY_ID, name: 'Dim Sum & Bao', translations: { zh: { name: '点心与包子' } } },
    };
    backend.reply(json(200, [row]));
    const listed = await new SupabaseMenuItemRepository(backend.connection).list({
      onlyAvailable: true,
      onlyFeatured: true,
      limit: 4,
    });
    expect(listed).toEqual({ ok: true, value: [row] });
    const request = backend.only();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/rest/v1/menu_items');
    expect(Object.fromEntries(request.query)).toEqual({
      select: '*,category:menu_categories(id,name,translations)',
      is_available: 'eq.true',
      is_featured: 'eq.true',
      order: 'display_order.asc,id.asc',
      offset: '0',
      limit: '4',
    });
    expect(request.headers.get('apikey')).toBe(ANON_KEY);
    expect(request.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
  });

  it('lists everything without filters or limit', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, []));
    await new SupabaseMenuItemRepository(backend.connection).list();
    expect(Object.fromEntries(backend.only().query)).toEqual({
      select: '*,category:menu_categories(id,name,translations)',
      order: 'display_order.asc,id.asc',
      offset: '0',
      limit: '500',
    });
  });

  it('counts with a HEAD request and reads the total from Content-Range', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, null, { 'content-range': '*/12' }));
    expect(await new SupabaseMenuItemRepository(backend.connection).count()).toEqual({ ok: true, value: 12 });
    const request = backend.only();
    expect([request.method, request.path, request.headers.get('prefer')]).toEqual([
      'HEAD',
      '/rest/v1/menu_items',
      'count=exact',
    ]);
  });

  it('creates the validated row and returns it; invalid input sends nothing', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseMenuItemRepository(backend.connection);
    backend.reply(json(201, itemRow({ regular_price: 4.5 })));
    const created = await repo.create(
      menuItemDraft(CATEGORY_ID, {
        name: '  Jianbing ',
        regular_price: 4.499,
        translations: { en: { name: ' Jianbing crêpe ', description: ' ' } },
      }),
    );
    expect(created.ok && created.value.regular_price).toBe(4.5);
    const request = backend.only();
    expect([request.method, request.path, request.query.get('select')]).toEqual([
      'POST',
      '/rest/v1/menu_items',
      '*',
    ]);
    expect(request.headers.get('prefer')).toBe('return=representation');
    expect(request.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
    expect(request.body).toMatchObject({
      name: 'Jianbing',
      regular_price: 4.5,
      category_id: CATEGORY_ID,
      translations: { en: { name: 'Jianbing crêpe' } },
    });

    const blank = await repo.create(menuItemDraft(CATEGORY_ID, { name: ' ' }));
    expect(blank.ok ? null : blank.error.issues?.name).toBe('admin:menu.validation.required');
    expect(backend.requests).toHaveLength(1);
  });

  it('reports an unknown category like the memory adapter: Invalid on category_id', async () => {
    const backend = fakeBackend();
    backend.reply(
      json(409, {
        code: '23503',
        details: `Key (category_id)=(${CATEGORY_ID}) is not present in table "menu_categories".`,
        hint: null,
        message:
          'insert or update on table "menu_items" violates foreign key constraint "menu_items_category_id_fkey"',
      }),
    );
    const orphan = await new SupabaseMenuItemRepository(backend.connection).create(
      menuItemDraft(CATEGORY_ID),
    );
    expect(orphan).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'admin:menu.validation.unknownCategory',
        issues: { category_id: 'admin:menu.validation.unknownCategory' },
      },
    });
  });

  it('updates: reads the row, validates the merged result, writes only the patched columns', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseMenuItemRepository(backend.connection);
    const translations = { zh: { name: '豪华煎饼' } };
    backend.reply(
      json(200, itemRow()),
      json(200, itemRow({ name: 'Jianbing Deluxe', is_available: false, translations })),
    );
    const updated = await repo.update(ITEM_ID, {
      name: ' Jianbing Deluxe ',
      is_available: false,
      translations: { zh: { name: ' 豪华煎饼 ' } },
    });
    expect(updated.ok && [updated.value.name, updated.value.is_available]).toEqual([
      'Jianbing Deluxe',
      false,
    ]);
    const [read, write] = backend.requests;
    expect([read!.method, read!.path, Object.fromEntries(read!.query)]).toEqual([
      'GET',
      '/rest/v1/menu_items',
      { select: '*', id: `eq.${ITEM_ID}` },
    ]);
    expect([write!.method, write!.query.get('id'), write!.body]).toEqual([
      'PATCH',
      `eq.${ITEM_ID}`,
      { name: 'Jianbing Deluxe', is_available: false, translations },
    ]);
  });

  it('updates: an unknown id is NotFound, an invalid change writes nothing', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseMenuItemRepository(backend.connection);
    backend.reply(json(200, []), json(200, itemRow()));
    const missing = await repo.update(ITEM_ID, { name: 'x' });
    expect(missing.ok ? 'ok' : missing.error.kind).toBe('NotFound');
    const invalid = await repo.update(ITEM_ID, { regular_price: -1 });
    expect(invalid.ok ? 'ok' : invalid.error.kind).toBe('Invalid');
    expect(backend.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('updates: a row that vanished between read and write (PGRST116) is NotFound', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, itemRow()), postgrest.noRows);
    const gone = await new SupabaseMenuItemRepository(backend.connection).update(ITEM_ID, { name: 'x' });
    expect(gone.ok ? 'ok' : gone.error).toEqual({
      kind: 'NotFound',
      message: 'JSON object requested, multiple (or no) rows returned',
    });
  });

  it('removes by id and reports NotFound when nothing was deleted', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseMenuItemRepository(backend.connection);
    backend.reply(json(200, [itemRow()]), json(200, []));
    expect(await repo.remove(ITEM_ID)).toEqual({ ok: true, value: itemRow() });
    const again = await repo.remove(ITEM_ID);
    expect(again.ok ? 'ok' : again.error.kind).toBe('NotFound');
    const [request] = backend.requests;
    expect([request!.method, request!.path, Object.fromEntries(request!.query)]).toEqual([
      'DELETE',
      '/rest/v1/menu_items',
      { id: `eq.${ITEM_ID}`, select: '*' },
    ]);
  });

  it('maps a refused write (RLS, 403) to Forbidden and a failed fetch to Unavailable', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseMenuItemRepository(backend.connection);
    backend.reply(postgrest.rls('menu_items'), networkDown);
    const refused = await repo.create(menuItemDraft(CATEGORY_ID));
    expect(refused.ok ? 'ok' : refused.error).toEqual({
      kind: 'Forbidden',
      message: 'new row violates row-level security policy for table "menu_items"',
    });
    const down = await repo.remove(ITEM_ID);
    expect(down.ok ? 'ok' : down.error).toEqual({ kind: 'Unavailable', message: 'TypeError: fetch failed' });
  });
});

describe('SupabaseMenuCategoryRepository', () => {
  const category = (id: string, name: string, display_order: number) => ({
    id,
    ...STAMPS,
    name,
    description: null,
    display_order,
    translations: {},
  });

  it('lists by display order', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, [category(CATEGORY_ID, 'Dim Sum', 0)]));
    const listed = await new SupabaseMenuCategoryRepository(backend.connection).list();
    expect(listed.ok && listed.value.map((c) => c.name)).toEqual(['Dim Sum']);
    expect(Object.fromEntries(backend.only().query)).toEqual({
      select: '*',
      order: 'display_order.asc,id.asc',
      offset: '0',
      limit: '500',
    });
  });

  it('counts the available items of each category from a second query', async () => {
    const backend = fakeBackend();
    const drinks = '00000000-0000-4000-8000-000000000105';
    const routes = byPath({
      '/rest/v1/menu_categories': json(200, [
        category(CATEGORY_ID, 'Dim Sum', 0),
        category(drinks, 'Drinks', 1),
      ]),
      '/rest/v1/menu_items': json(200, [{ category_id: CATEGORY_ID }, { category_id: CATEGORY_ID }]),
    });
    backend.reply(routes, routes);
    const counted = await new SupabaseMenuCategoryRepository(backend.connection).listWithCounts();
    expect(counted.ok && counted.value.map((c) => [c.name, c.item_count])).toEqual([
      ['Dim Sum', 2],
      ['Drinks', 0],
    ]);
    const items = backend.requests.find((r) => r.path === '/rest/v1/menu_items');
    expect(Object.fromEntries(items!.query)).toEqual({
      select: 'category_id',
      is_available: 'eq.true',
      order: 'id.asc',
      offset: '0',
      limit: '500',
    });
  });

  it('creates, updates and removes; a category in use is a Conflict with the memory adapter words', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseMenuCategoryRepository(backend.connection);
    backend.reply(json(201, category(CATEGORY_ID, 'Brunch', 0)));
    const created = await repo.create({
      name: ' Brunch ',
      description: '',
      display_order: 0,
      translations: { en: { name: ' Brunch ' }, zh: { name: '早午餐', description: '' } },
    });
    expect(created.ok && created.value.name).toBe('Brunch');
    expect(backend.requests[0]!.body).toEqual({
      name: 'Brunch',
      description: null,
      display_order: 0,
      translations: { en: { name: 'Brunch' }, zh: { name: '早午餐' } },
    });

    backend.reply(
      json(200, category(CATEGORY_ID, 'Brunch', 0)),
      json(200, category(CATEGORY_ID, 'Lunch', 0)),
    );
    const renamed = await repo.update(CATEGORY_ID, { name: 'Lunch' });
    expect(renamed.ok && renamed.value.name).toBe('Lunch');
    expect(backend.requests[2]!.body).toEqual({ name: 'Lunch' });

    backend.reply(
      json(409, {
        code: '23503',
        details: `Key (id)=(${CATEGORY_ID}) is still referenced from table "menu_items".`,
        hint: null,
        message:
          'update or delete on table "menu_categories" violates foreign key constraint "menu_items_category_id_fkey" on table "menu_items"',
      }),
    );
    expect(await repo.remove(CATEGORY_ID)).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'admin:menu.categories.inUse' },
    });
    expect(backend.requests[3]!.method).toBe('DELETE');
  });
});

describe('SupabaseVideoRepository', () => {
  const VIDEO_ID = '00000000-0000-4000-8000-000000000301';
  const videoRow = (overrides: Record<string, unknown> = {}) => ({
    id: VIDEO_ID,
    ...STAMPS,
    ...videoDraft(),
    ...overrides,
  });

  it('lists, counts and finds the tour and the hero video', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseVideoRepository(backend.connection);
    backend.reply(
      json(200, [videoRow()]),
      json(200, null, { 'content-range': '*/1' }),
      json(200, [videoRow({ is_featured: true })]),
      json(200, []),
    );
    expect((await repo.list()).ok).toBe(true);
    expect(await repo.count()).toEqual({ ok: true, value: 1 });
    const featured = await repo.findFeatured();
    expect(featured.ok && featured.value?.is_featured).toBe(true);
    expect(await repo.findHero()).toEqual({ ok: true, value: null });
    expect(backend.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      { select: '*', order: 'display_order.asc,id.asc', offset: '0', limit: '500' },
      { select: '*' },
      { select: '*', is_featured: 'eq.true', order: 'display_order.asc', limit: '1' },
      { select: '*', featured_for_hero: 'eq.true', limit: '1' },
    ]);
  });

  it('creates through create_video(), which takes the hero flag in the same transaction', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, videoRow({ featured_for_hero: true })));
    const created = await new SupabaseVideoRepository(backend.connection).create(
      videoDraft({ title: ' Tour ', featured_for_hero: true, description: '' }),
    );
    expect(created.ok && created.value.featured_for_hero).toBe(true);
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/create_video']);
    expect(request.body).toEqual({
      p_title: 'Tour',
      p_description: null,
      p_video_url: 'https://example.org/videos/tour.mp4',
      p_thumbnail_url: null,
      p_featured_for_hero: true,
      p_is_featured: false,
      p_autoplay: false,
      p_show_controls: true,
      p_display_order: 0,
    });
  });

  it('refuses a second hero through update as a Conflict, and sets the hero through set_hero_video()', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseVideoRepository(backend.connection);
    backend.reply(
      json(200, videoRow()),
      postgrest.duplicate('restaurant_videos_single_hero', 'Key (featured_for_hero)=(t) already exists.'),
    );
    expect(await repo.update(VIDEO_ID, { featured_for_hero: true })).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'admin:videos.errors.heroTaken' },
    });
    backend.reply(json(200, videoRow({ featured_for_hero: true })), postgrest.missing('video not found'));
    expect(await repo.setHero(VIDEO_ID, true)).toEqual({ ok: true, value: undefined });
    const missing = await repo.setHero(VIDEO_ID, false);
    expect(missing.ok ? 'ok' : missing.error.kind).toBe('NotFound');
    const [, , setHero] = backend.requests;
    expect([setHero!.path, setHero!.body]).toEqual([
      '/rest/v1/rpc/set_hero_video',
      { p_id: VIDEO_ID, p_on: true },
    ]);
  });

  it('writes the translations of a new video right after create_video(), which takes none', async () => {
    const backend = fakeBackend();
    const translations = { en: { title: 'Tour' }, zh: { title: '导览', description: '餐厅一日' } };
    backend.reply(
      json(200, videoRow({ title: 'Rundgang' })),
      json(200, videoRow({ title: 'Rundgang', translations })),
    );
    const created = await new SupabaseVideoRepository(backend.connection).create(
      videoDraft({
        title: 'Rundgang',
        translations: {
          en: { title: ' Tour ', description: ' ' },
          zh: { title: '导览', description: '餐厅一日' },
        },
      }),
    );
    expect(created.ok && created.value.translations).toEqual(translations);
    const [rpc, patch] = backend.requests;
    expect([rpc!.path, rpc!.body]).toMatchObject(['/rest/v1/rpc/create_video', { p_title: 'Rundgang' }]);
    expect([patch!.method, patch!.path, Object.fromEntries(patch!.query), patch!.body]).toEqual([
      'PATCH',
      '/rest/v1/restaurant_videos',
      { id: `eq.${VIDEO_ID}`, select: '*' },
      { translations },
    ]);
  });

  it('takes a new video back when its translations are refused', async () => {
    const backend = fakeBackend();
    backend.reply(
      json(200, videoRow()),
      json(400, {
        code: '23514',
        details: null,
        hint: null,
        message:
          'new row for relation "restaurant_videos" violates check constraint "restaurant_videos_translations_valid"',
      }),
      json(204, null),
    );
    const created = await new SupabaseVideoRepository(backend.connection).create(
      videoDraft({ translations: { en: { title: 'Tour' } } }),
    );
    expect(created.ok ? 'ok' : created.error.kind).toBe('Invalid');
    expect(backend.requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'DELETE']);
    expect(backend.requests[2]!.query.get('id')).toBe(`eq.${VIDEO_ID}`);
  });

  it('sends an edited translation as the only changed column', async () => {
    const backend = fakeBackend();
    const translations = { zh: { title: '餐厅导览' } };
    backend.reply(json(200, videoRow()), json(200, videoRow({ translations })));
    const updated = await new SupabaseVideoRepository(backend.connection).update(VIDEO_ID, {
      translations: { zh: { title: ' 餐厅导览 ', description: '' } },
    });
    expect(updated.ok && updated.value.translations).toEqual(translations);
    expect(backend.requests[1]!.body).toEqual({ translations });
  });

  it('removes a video', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, [{ id: VIDEO_ID }]));
    expect((await new SupabaseVideoRepository(backend.connection).remove(VIDEO_ID)).ok).toBe(true);
    expect(backend.only().query.get('id')).toBe(`eq.${VIDEO_ID}`);
  });
});

describe('SupabaseAiUsageRepository', () => {
  const usage = { month_year: '2026-06', images_generated: 3, total_cost: 3, budget_limit: 10 };

  it("reads the month's row, and a month without one as empty with the default budget", async () => {
    const backend = fakeBackend();
    const repo = new SupabaseAiUsageRepository(backend.connection);
    backend.reply(json(200, [usage]), json(200, []));
    expect(await repo.forMonth('2026-06')).toEqual({ ok: true, value: usage });
    expect(await repo.forMonth('2026-07')).toEqual({
      ok: true,
      value: { month_year: '2026-07', images_generated: 0, total_cost: 0, budget_limit: 10 },
    });
    expect(Object.fromEntries(backend.requests[0]!.query)).toEqual({
      select: 'month_year,images_generated,total_cost,budget_limit',
      month_year: 'eq.2026-06',
    });
  });

  it('also reads a PGRST116 answer (no row) as the default month', async () => {
    const backend = fakeBackend();
    backend.reply(postgrest.noRows);
    const read = await new SupabaseAiUsageRepository(backend.connection).forMonth('2026-07');
    expect(read.ok && read.value.budget_limit).toBe(10);
  });

  it('updates the budget of an existing month, inserts the month otherwise, and refuses bad input unsent', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseAiUsageRepository(backend.connection);
    backend.reply(json(200, [{ ...usage, budget_limit: 250 }]));
    expect(await repo.setBudget('2026-06', 250)).toEqual({
      ok: true,
      value: { ...usage, budget_limit: 250 },
    });
    expect([backend.requests[0]!.method, backend.requests[0]!.body]).toEqual([
      'PATCH',
      { budget_limit: 250 },
    ]);

    backend.reply(json(200, []), json(201, { ...usage, month_year: '2026-07', budget_limit: 100 }));
    const inserted = await repo.setBudget('2026-07', 100);
    expect(inserted.ok && inserted.value.budget_limit).toBe(100);
    expect([backend.requests[2]!.method, backend.requests[2]!.body]).toEqual([
      'POST',
      { month_year: '2026-07', budget_limit: 100 },
    ]);

    expect((await repo.setBudget('June', 100)).ok).toBe(false);
    expect((await repo.setBudget('2026-06', -1)).ok).toBe(false);
    expect(backend.requests).toHaveLength(3);
  });

  it('retries the update when another admin created the month in between', async () => {
    const backend = fakeBackend();
    backend.reply(
      json(200, []),
      postgrest.duplicate('ai_usage_tracking_month_year_key', 'Key (month_year)=(2026-07) already exists.'),
      json(200, [{ ...usage, month_year: '2026-07', budget_limit: 500 }]),
    );
    const set = await new SupabaseAiUsageRepository(backend.connection).setBudget('2026-07', 500);
    expect(set.ok && set.value.budget_limit).toBe(500);
    expect(backend.requests.map((r) => r.method)).toEqual(['PATCH', 'POST', 'PATCH']);
  });
});

describe('SupabasePressRepository', () => {
  const ARTICLE_ID = '00000000-0000-4000-8000-000000000401';
  const articleRow = { id: ARTICLE_ID, ...STAMPS, ...pressDraft() };

  it('lists featured first, then newest, with a limit', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, [articleRow]));
    expect(await new SupabasePressRepository(backend.connection).list({ limit: 4 })).toEqual({
      ok: true,
      value: [articleRow],
    });
    expect(Object.fromEntries(backend.only().query)).toEqual({
      select: '*',
      order: 'is_featured.desc,publication_date.desc,id.asc',
      offset: '0',
      limit: '4',
    });
  });

  it('creates, updates and removes an article', async () => {
    const backend = fakeBackend();
    const repo = new SupabasePressRepository(backend.connection);
    backend.reply(
      json(201, articleRow),
      json(200, articleRow),
      json(200, { ...articleRow, is_featured: true }),
      json(200, [{ id: ARTICLE_ID }]),
    );
    expect((await repo.create(pressDraft({ excerpt: '' }))).ok).toBe(true);
    expect(backend.requests[0]!.body).toMatchObject({ excerpt: null, image_url: null });
    const featured = await repo.update(ARTICLE_ID, { is_featured: true });
    expect(featured.ok && featured.value.is_featured).toBe(true);
    expect(backend.requests[2]!.body).toEqual({ is_featured: true });
    expect((await repo.remove(ARTICLE_ID)).ok).toBe(true);
    const bad = await repo.create(pressDraft({ article_url: 'javascript:alert(1)' }));
    expect(bad.ok ? 'ok' : bad.error.kind).toBe('Invalid');
    expect(backend.requests).toHaveLength(4);
  });

  it('sends the translations with the row, trimmed and without blank texts, and an edit of them alone', async () => {
    const backend = fakeBackend();
    const repo = new SupabasePressRepository(backend.connection);
    const translations = {
      en: { title: 'Breakfast worth crossing Berlin for' },
      zh: { excerpt: '早上九点的饺子。' },
    };
    backend.reply(
      json(201, { ...articleRow, translations }),
      json(200, articleRow),
      json(200, { ...articleRow, translations: {} }),
    );
    const created = await repo.create(
      pressDraft({
        translations: {
          en: { title: ' Breakfast worth crossing Berlin for ', excerpt: '' },
          zh: { excerpt: '早上九点的饺子。' },
        },
      }),
    );
    expect(created.ok && created.value.translations).toEqual(translations);
    expect(backend.requests[0]!.body).toMatchObject({
      title: 'Breakfast worth crossing Berlin for',
      translations,
    });
    const cleared = await repo.update(ARTICLE_ID, { translations: { en: { title: '  ' } } });
    expect(cleared.ok && cleared.value.translations).toEqual({});
    expect(backend.requests[2]!.body).toEqual({ translations: {} });
    const tooLong = await repo.create(pressDraft({ translations: { zh: { title: '长'.repeat(201) } } }));
    expect(tooLong.ok ? 'ok' : tooLong.error.issues?.['translations.zh.title']).toBe(
      'admin:press.validation.tooLong',
    );
    expect(backend.requests).toHaveLength(3);
  });
});

describe('SupabaseGalleryRepository', () => {
  const IMAGE_ID = '00000000-0000-4000-8000-000000000501';
  const imageRow = { id: IMAGE_ID, ...STAMPS, ...galleryDraft() };

  it('lists, counts and finds the top display order (-1 when empty)', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseGalleryRepository(backend.connection);
    backend.reply(
      json(200, [imageRow]),
      json(200, null, { 'content-range': '*/1' }),
      json(200, [{ display_order: 7 }]),
      json(200, []),
    );
    expect((await repo.list()).ok).toBe(true);
    expect(await repo.count()).toEqual({ ok: true, value: 1 });
    expect(await repo.topDisplayOrder()).toEqual({ ok: true, value: 7 });
    expect(await repo.topDisplayOrder()).toEqual({ ok: true, value: -1 });
    expect(Object.fromEntries(backend.requests[2]!.query)).toEqual({
      select: 'display_order',
      order: 'display_order.desc',
      limit: '1',
    });
  });

  it('creates, updates, and removes several images at once; an empty list sends nothing', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseGalleryRepository(backend.connection);
    const other = '00000000-0000-4000-8000-000000000502';
    backend.reply(
      json(201, imageRow),
      json(200, imageRow),
      json(200, { ...imageRow, title: 'Terrace' }),
      json(200, [imageRow, { ...imageRow, id: other }]),
    );
    expect((await repo.create(galleryDraft())).ok).toBe(true);
    const renamed = await repo.update(IMAGE_ID, { title: 'Terrace' });
    expect(renamed.ok && renamed.value.title).toBe('Terrace');
    const removed = await repo.remove([IMAGE_ID, other]);
    expect(removed.ok && removed.value.map((g) => g.id)).toEqual([IMAGE_ID, other]);
    expect(backend.requests[3]!.query.get('id')).toBe(`in.(${IMAGE_ID},${other})`);
    expect(await repo.remove([])).toEqual({ ok: true, value: [] });
    expect(backend.requests).toHaveLength(4);
  });
  it('sends the translations with a new image and an edit of them as the only changed column', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseGalleryRepository(backend.connection);
    const translations = {
      en: { title: 'Window seats' },
      zh: { title: '窗边座位', alt_text: '窗边的两张桌子' },
    };
    backend.reply(
      json(201, { ...imageRow, translations }),
      json(200, { ...imageRow, translations }),
      json(200, { ...imageRow, translations: { en: { description: 'Sunny' } } }),
    );
    const created = await repo.create(
      galleryDraft({
        translations: {
          en: { title: ' Window seats ', description: '' },
          zh: { title: '窗边座位', alt_text: '窗边的两张桌子' },
        },
      }),
    );
    expect(created.ok && created.value.translations).toEqual(translations);
    expect(backend.requests[0]!.body).toMatchObject({ translations });
    const edited = await repo.update(IMAGE_ID, { translations: { en: { description: 'Sunny' } } });
    expect(edited.ok && edited.value.translations).toEqual({ en: { description: 'Sunny' } });
    expect(backend.requests[2]!.body).toEqual({ translations: { en: { description: 'Sunny' } } });
  });
});
