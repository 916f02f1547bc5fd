// No list may depend on PostgREST answering every row. The fake table below answers as a project
// does: it honours offset and limit, and never returns more than max_rows (1000) rows per request, so an
// unbounded select of its 1,234 rows would silently come back with 1,000. Every list the admin (and the public
// site) reads must send a range on a total order and still return all 1,234 rows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { PAGE_ROWS } from '../../../src/adapters/supabase/pages';
import { SupabaseAboutRepository } from '../../../src/adapters/supabase/supabase-about-repository';
import { SupabaseContentBlockRepository } from '../../../src/adapters/supabase/supabase-content-block-repository';
import { SupabaseEventRepository } from '../../../src/adapters/supabase/supabase-event-repository';
import { SupabaseGalleryRepository } from '../../../src/adapters/supabase/supabase-gallery-repository';
import { SupabaseMenuCategoryRepository } from '../../../src/adapters/supabase/supabase-menu-category-repository';
import { SupabaseMenuItemRepository } from '../../../src/adapters/supabase/supabase-menu-item-repository';
import { SupabasePressRepository } from '../../../src/adapters/supabase/supabase-press-repository';
import { SupabaseVideoRepository } from '../../../src/adapters/supabase/supabase-video-repository';
import type { SupabaseConnection } from '../../../src/adapters/supabase/connection';
import type { PortError, Result } from '../../../src/domain/shared/result';
import { fakeBackend, json, type RecordedRequest } from './fake-backend';

/** PostgREST's max_rows in supabase/config.toml (and the Supabase default). */
const MAX_ROWS = 1000;
/** More rows than one answer may hold, and not a multiple of the page size. */
const TOTAL = 1234;
const SECTION_ID = '00000000-0000-4000-8000-000000000801';
const CATEGORY_ID = '00000000-0000-4000-8000-000000000101';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Rows shaped enough for each table: the adapters pass list rows through as PostgREST returns them. */
const rowOf = (n: number) => ({
  id: idOf(n),
  display_order: n,
  section_id: SECTION_ID,
  category_id: CATEGORY_ID,
  section: { is_published: true },
});
const TABLE = Array.from({ length: TOTAL }, (_, n) => rowOf(n));

/** A table behind PostgREST: the requested offset and limit, never more than max_rows rows. */
const postgrestTable = (request: RecordedRequest) => {
  const offset = Number(request.query.get('offset') ?? 0);
  const limit = Math.min(Number(request.query.get('limit') ?? Infinity), MAX_ROWS);
  return json(200, TABLE.slice(offset, offset + limit))(request);
};

const backendWithTable = () => {
  const backend = fakeBackend();
  backend.reply(...Array.from({ length: 20 }, () => postgrestTable));
  return backend;
};

interface ListCase {
  readonly name: string;
  readonly path: string;
  /** Filters the request must carry besides select, order and the range. */
  readonly filters?: Readonly<Record<string, string>>;
  readonly read: (connection: SupabaseConnection) => Promise<Result<readonly { id: string }[], PortError>>;
}

const LISTS: readonly ListCase[] = [
  {
    name: 'menu items (admin)',
    path: '/rest/v1/menu_items',
    read: (c) => new SupabaseMenuItemRepository(c).list(),
  },
  {
    name: 'menu items (public menu, available only)',
    path: '/rest/v1/menu_items',
    filters: { is_available: 'eq.true' },
    read: (c) => new SupabaseMenuItemRepository(c).list({ onlyAvailable: true }),
  },
  {
    name: 'menu categories',
    path: '/rest/v1/menu_categories',
    read: (c) => new SupabaseMenuCategoryRepository(c).list(),
  },
  {
    name: 'events (admin)',
    path: '/rest/v1/events',
    read: (c) => new SupabaseEventRepository(c).listAll(),
  },
  {
    name: 'upcoming events (public)',
    path: '/rest/v1/events',
    filters: { is_active: 'eq.true', event_date: 'gte.2026-06-15T08:00:00.000Z' },
    read: (c) => new SupabaseEventRepository(c).listUpcoming(new Date('2026-06-15T08:00:00Z')),
  },
  { name: 'press', path: '/rest/v1/press_articles', read: (c) => new SupabasePressRepository(c).list() },
  { name: 'gallery', path: '/rest/v1/gallery_images', read: (c) => new SupabaseGalleryRepository(c).list() },
  { name: 'videos', path: '/rest/v1/restaurant_videos', read: (c) => new SupabaseVideoRepository(c).list() },
  {
    name: 'content blocks',
    path: '/rest/v1/content_blocks',
    read: (c) => new SupabaseContentBlockRepository(c).list(),
  },
  {
    name: 'about sections (admin)',
    path: '/rest/v1/about_sections',
    read: (c) => new SupabaseAboutRepository(c).listSections(),
  },
  {
    name: 'about sections (public, published only)',
    path: '/rest/v1/about_sections',
    filters: { is_published: 'eq.true' },
    read: (c) => new SupabaseAboutRepository(c).listSections({ publishedOnly: true }),
  },
  {
    name: 'about images (admin)',
    path: '/rest/v1/about_images',
    read: (c) => new SupabaseAboutRepository(c).listImages(),
  },
  {
    name: 'about images of one section (admin edits)',
    path: '/rest/v1/about_images',
    filters: { section_id: `eq.${SECTION_ID}` },
    read: (c) => new SupabaseAboutRepository(c).listImages({ sectionId: SECTION_ID }),
  },
  {
    name: 'about images (public, of published sections)',
    path: '/rest/v1/about_images',
    filters: { 'section.is_published': 'eq.true' },
    read: (c) => new SupabaseAboutRepository(c).listImages({ publishedOnly: true }),
  },
];

/** A read of a list: GET with offset and a limit within max_rows, ordered with id as the last key. */
const expectRanged = (request: RecordedRequest) => {
  expect(request.method).toBe('GET');
  expect(request.query.get('order')).toMatch(/(^|,)id\.asc$/);
  expect(request.query.get('offset')).toMatch(/^\d+$/);
  expect(Number(request.query.get('limit'))).toBeGreaterThan(0);
  expect(Number(request.query.get('limit'))).toBeLessThanOrEqual(MAX_ROWS);
  // The Range header is the other way to ask PostgREST for a range; supabase-js's .range() sends the params.
  expect(request.headers.get('range')).toBeNull();
};

describe('every list sends a range on a total order and reads past max_rows', () => {
  it.each(LISTS)('$name', async ({ path, filters, read }) => {
    const backend = backendWithTable();
    const listed = await read(backend.connection);
    expect(listed.ok && listed.value.map((row) => row.id)).toEqual(TABLE.map((row) => row.id));
    expect(backend.requests).toHaveLength(Math.ceil(TOTAL / PAGE_ROWS));
    backend.requests.forEach((request, page) => {
      expect(request.path).toBe(path);
      expectRanged(request);
      expect(request.query.get('offset')).toBe(String(page * PAGE_ROWS));
      expect(request.query.get('limit')).toBe(String(PAGE_ROWS));
      for (const [column, filter] of Object.entries(filters ?? {})) {
        expect(request.query.get(column)).toBe(filter);
      }
    });
  });

  it('the rows a public page shows stay out of the admin list: published sections drop the join', async () => {
    const backend = backendWithTable();
    const images = await new SupabaseAboutRepository(backend.connection).listImages({ publishedOnly: true });
    expect(images.ok && images.value.every((image) => !('section' in image))).toBe(true);
  });

  it('counts the available items of a category from all of them, not the first 1,000', async () => {
    const backend = fakeBackend();
    const category = { id: CATEGORY_ID, name: 'Dim Sum', description: null, display_order: 0 };
    backend.reply(
      ...Array.from(
        { length: 10 },
        () => (request: RecordedRequest) =>
          request.path === '/rest/v1/menu_categories'
            ? json(200, request.query.get('offset') === '0' ? [category] : [])(request)
            : postgrestTable(request),
      ),
    );
    const counted = await new SupabaseMenuCategoryRepository(backend.connection).listWithCounts();
    expect(counted.ok && counted.value.map((c) => c.item_count)).toEqual([TOTAL]);
    for (const request of backend.requests) expectRanged(request);
    const items = backend.requests.filter((r) => r.path === '/rest/v1/menu_items');
    expect(items).toHaveLength(Math.ceil(TOTAL / PAGE_ROWS));
    expect(items.every((r) => r.query.get('is_available') === 'eq.true')).toBe(true);
  });

  it('a teaser with a limit is one bounded request', async () => {
    const backend = backendWithTable();
    const featured = await new SupabaseMenuItemRepository(backend.connection).list({
      onlyFeatured: true,
      limit: 6,
    });
    expect(featured.ok && featured.value).toHaveLength(6);
    const request = backend.only();
    expectRanged(request);
    expect([request.query.get('offset'), request.query.get('limit')]).toEqual(['0', '6']);
    expect(request.query.get('is_featured')).toBe('eq.true');
  });

  it('a limit larger than a page reads pages until it is reached, the last one only as long as needed', async () => {
    const backend = backendWithTable();
    const listed = await new SupabasePressRepository(backend.connection).list({ limit: PAGE_ROWS + 200 });
    expect(listed.ok && listed.value).toHaveLength(PAGE_ROWS + 200);
    expect(backend.requests.map((r) => [r.query.get('offset'), r.query.get('limit')])).toEqual([
      ['0', String(PAGE_ROWS)],
      [String(PAGE_ROWS), '200'],
    ]);
  });

  it('a page that fails fails the whole list: never a list that silently lacks rows', async () => {
    const backend = fakeBackend();
    backend.reply(
      postgrestTable,
      json(500, { code: '57014', details: null, hint: null, message: 'statement timeout' }),
    );
    const listed = await new SupabaseGalleryRepository(backend.connection).list();
    expect(listed.ok ? 'ok' : listed.error.kind).toBe('Unavailable');
    expect(backend.requests).toHaveLength(2);
  });
});

describe('the page size', () => {
  it('is within the max_rows that supabase/config.toml gives PostgREST, so a full page means more may follow', () => {
    const config = readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8');
    const maxRows = Number(/^max_rows\s*=\s*(\d+)/m.exec(config)?.[1]);
    expect(maxRows).toBe(MAX_ROWS);
    expect(PAGE_ROWS).toBeLessThanOrEqual(maxRows);
  });
});
