import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoSeed } from '../../src/adapters/memory/demo-seed/seed';
import type { DemoTables } from '../../src/adapters/memory/memory-database';
import { aboutImageDraftSchema, aboutSectionDraftSchema } from '../../src/domain/about/about-schema';
import { contentBlockDraftSchema } from '../../src/domain/content/content-block-schema';
import { isTranslatedBlock, LEGAL_SECTION_NAMES } from '../../src/domain/content/content-block';
import { seatsTaken } from '../../src/domain/event/seats';
import { privacyOperator } from '../../src/domain/content/legal-lines';
import { eventDraftSchema } from '../../src/domain/event/event-schema';
import { galleryImageDraftSchema } from '../../src/domain/gallery/gallery-schema';
import { menuCategoryDraftSchema } from '../../src/domain/menu/category-schema';
import { PREDEFINED_DIETARY_TAGS } from '../../src/domain/menu/menu-item';
import { menuItemDraftSchema } from '../../src/domain/menu/menu-item-schema';
import { pressArticleDraftSchema } from '../../src/domain/press/press-schema';
import { reservationDraftSchema } from '../../src/domain/reservation/booking-schema';
import { addDays, restaurantDate, restaurantMonth, restaurantParts } from '../../src/domain/shared/time';
import {
  TRANSLATION_LANGUAGES,
  translationCompleteness,
  type Translatable,
} from '../../src/domain/shared/translations';
import { videoDraftSchema } from '../../src/domain/video/video-schema';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const IMAGES_DIR = `${PUBLIC_DIR}/demo/images`;
const SOURCES_DIR = fileURLToPath(new URL('../../scripts/demo-pictures', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T10:00:00Z');

/** Any instant in a wide range, so the seed's date arithmetic meets both DST switches and every weekday. */
const anyNow = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const seed = demoSeed(NOW);

const upcomingActive = (tables: DemoTables, now: Date) =>
  tables.events.filter((e) => e.is_active && Date.parse(e.event_date) > now.getTime());

const issuesOf = (schema: z.ZodType, rows: readonly object[]) =>
  rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [] : [{ row: 'id' in row ? row.id : row, issues: parsed.error.issues }];
  });

describe('demo seed: internal consistency', () => {
  it('gives every row a unique id within its table', () => {
    for (const [table, rows] of Object.entries(seed).filter(([, rows]) => Array.isArray(rows))) {
      const ids = (rows as { id?: string }[]).map((row) => row.id).filter((id) => id !== undefined);
      expect(new Set(ids).size, table).toBe(ids.length);
    }
  });

  it('puts every menu item in an existing category', () => {
    const categories = new Set(seed.menu_categories.map((c) => c.id));
    for (const item of seed.menu_items) expect(categories, item.name).toContain(item.category_id);
    for (const category of seed.menu_categories) {
      expect(
        seed.menu_items.some((i) => i.category_id === category.id),
        category.name,
      ).toBe(true);
    }
  });

  it('links every about image to an existing section', () => {
    const sections = new Set(seed.about_sections.map((s) => s.id));
    for (const image of seed.about_images) expect(sections, image.id).toContain(image.section_id);
  });

  it('points every image and video URL at a file shipped under public/', () => {
    const urls = [
      ...seed.menu_items.map((i) => i.image_url),
      ...seed.gallery_images.map((g) => g.image_url),
      ...seed.events.map((e) => e.image_url),
      ...seed.press_articles.map((p) => p.image_url),
      ...seed.content_blocks.map((b) => b.image_url),
      ...seed.about_images.map((a) => a.image_url),
      ...seed.restaurant_videos.flatMap((v) => [v.video_url, v.thumbnail_url]),
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/demo\//);
      expect(existsSync(`${PUBLIC_DIR}${url}`), url).toBe(true);
    }
  });

  it('keeps display_order distinct within each list the UI orders by it', () => {
    const distinct = (orders: number[], label: string) =>
      expect(new Set(orders).size, label).toBe(orders.length);
    distinct(
      seed.menu_categories.map((c) => c.display_order),
      'categories',
    );
    for (const category of seed.menu_categories) {
      distinct(
        seed.menu_items.filter((i) => i.category_id === category.id).map((i) => i.display_order),
        category.name,
      );
    }
    distinct(
      seed.gallery_images.map((g) => g.display_order),
      'gallery',
    );
    distinct(
      seed.press_articles.map((p) => p.display_order),
      'press',
    );
    expect(seed.about_sections.map((s) => s.display_order)).toEqual(seed.about_sections.map((_, i) => i));
  });
});

describe('demo seed: content that makes the demo look real', () => {
  it('features five available dishes, has unavailable ones, and never charges students more', () => {
    const featured = seed.menu_items.filter((i) => i.is_featured);
    expect(featured).toHaveLength(5);
    for (const dish of featured) expect(dish.is_available, dish.name).toBe(true);
    expect(seed.menu_items.some((i) => !i.is_available)).toBe(true);
    for (const item of seed.menu_items) {
      if (item.student_price !== null)
        expect(item.student_price, item.name).toBeLessThanOrEqual(item.regular_price);
    }
    expect(seed.menu_items.some((i) => i.student_price === null)).toBe(true);
    expect(seed.menu_items.some((i) => i.student_price === i.regular_price)).toBe(true);
  });

  it('uses the predefined dietary tags plus exactly one custom tag, and every cuisine', () => {
    const tags = new Set(seed.menu_items.flatMap((i) => i.dietary_tags));
    const custom = [...tags].filter((t) => !(PREDEFINED_DIETARY_TAGS as readonly string[]).includes(t));
    expect(custom).toHaveLength(1);
    expect(new Set(seed.menu_items.map((i) => i.cuisine_type))).toEqual(
      new Set(['chinese', 'fusion', 'korean', 'japanese', 'vietnamese']),
    );
  });

  it('has the legal set, a hero, an about, values and mission block, and only the team block inactive', () => {
    const names = seed.content_blocks.map((b) => b.section_name);
    for (const name of [...LEGAL_SECTION_NAMES, 'hero', 'about', 'values', 'mission'])
      expect(names).toContain(name);
    expect(seed.content_blocks.filter((b) => !b.is_active).map((b) => b.section_name)).toEqual(['team']);
  });

  it('names the operator the privacy page reads from business_info, and the phone the e-mail reads', () => {
    const block = (name: string) => seed.content_blocks.find((b) => b.section_name === name) ?? null;
    expect(privacyOperator(block('business_info'), block('contact_details'))).toEqual({
      name: 'Tischlein',
      address: 'Musterstraße 12, 13353 Berlin',
      email: 'hallo@tischlein.example',
    });
    expect(block('business_info')?.content).toMatch(/^Telefon: \S/m);
    // contact_details is shown under the restaurant's address in the footer: it adds to it, not repeats it.
    expect(block('contact_details')?.content).not.toMatch(/^(Restaurant|Adresse|E-Mail|Telefon):/m);
  });

  it('translates every text of the about page, the gallery and the guest blocks, and no legal text', () => {
    const translated = <F extends string>(
      rows: readonly (Translatable<F> & { id: string })[],
      fields: readonly F[],
    ) => {
      for (const row of rows)
        for (const language of TRANSLATION_LANGUAGES)
          expect(translationCompleteness(row, fields, language), `${row.id} ${language}`).toBe('complete');
    };
    translated(seed.about_sections, ['title', 'subtitle', 'content']);
    translated(seed.about_images, ['alt_text', 'title', 'caption']);
    translated(seed.gallery_images, ['title', 'description', 'alt_text']);
    translated(seed.content_blocks.filter(isTranslatedBlock), ['title', 'content']);
    for (const block of seed.content_blocks.filter((b) => !isTranslatedBlock(b)))
      expect(block.translations, block.section_name).toEqual({});
    // Chinese in simplified characters, and the Wedding district by its name, not as a wedding (婚礼).
    const chinese = JSON.stringify(
      [...seed.about_sections, ...seed.about_images, ...seed.gallery_images, ...seed.content_blocks].map(
        (row) => row.translations.zh ?? {},
      ),
    );
    expect(chinese).not.toMatch(/婚礼|們|這|來|點|餐廳|麵/);
  });

  it('has one draft about section and one tour video that is not the hero', () => {
    expect(seed.about_sections.filter((s) => !s.is_published)).toHaveLength(1);
    expect(seed.restaurant_videos.filter((v) => v.is_featured)).toHaveLength(1);
    expect(seed.restaurant_videos.some((v) => v.featured_for_hero)).toBe(false);
  });

  it('features two gallery images and uses their categories broadly', () => {
    expect(seed.gallery_images.filter((g) => g.is_featured)).toHaveLength(2);
    expect(new Set(seed.gallery_images.map((g) => g.category)).size).toBeGreaterThanOrEqual(7);
  });
});

describe('demo seed: relative to now', () => {
  it('is deterministic for a given now', () => {
    fc.assert(
      fc.property(anyNow, (now) => {
        expect(JSON.stringify(demoSeed(new Date(now)))).toBe(JSON.stringify(demoSeed(new Date(now))));
      }),
    );
  });

  it('always has four upcoming active events within three weeks, at morning times in Berlin', () => {
    fc.assert(
      fc.property(anyNow, (now) => {
        const tables = demoSeed(now);
        const upcoming = upcomingActive(tables, now);
        expect(upcoming.length).toBeGreaterThanOrEqual(3);
        expect(upcoming).toHaveLength(4);
        for (const event of tables.events) {
          const { hour } = restaurantParts(new Date(event.event_date));
          expect(hour, event.title).toBeGreaterThanOrEqual(8);
          expect(hour, event.title).toBeLessThan(12);
        }
        for (const event of upcoming)
          expect(Date.parse(event.event_date) - now.getTime()).toBeLessThanOrEqual(22 * DAY_MS);
        const inactive = tables.events.filter((e) => !e.is_active);
        expect(inactive).toHaveLength(1);
        expect(Date.parse(inactive[0]?.event_date ?? '')).toBeGreaterThan(now.getTime());
        expect(tables.events.filter((e) => Date.parse(e.event_date) < now.getTime())).toHaveLength(2);
      }),
    );
  });

  it('dates the press coverage within the last two years', () => {
    fc.assert(
      fc.property(anyNow, (now) => {
        const today = restaurantDate(now);
        for (const article of demoSeed(now).press_articles) {
          expect(article.publication_date <= today).toBe(true);
          expect(article.publication_date >= addDays(today, -730)).toBe(true);
        }
      }),
    );
  });

  it('tracks AI usage for the current restaurant month', () => {
    fc.assert(
      fc.property(anyNow, (now) => {
        expect(demoSeed(now).ai_usage_tracking).toEqual([
          { month_year: restaurantMonth(now), images_generated: 3, total_cost: 3, budget_limit: 10 },
        ]);
      }),
    );
  });

  it('has a booking in each handled status, none stamped after now, in three languages', () => {
    fc.assert(
      fc.property(anyNow, (now) => {
        const { reservations: all, events } = demoSeed(now);
        const today = restaurantDate(now);
        // Table bookings: one in each status; sign-ups: as many seats as each upcoming event shows.
        const reservations = all.filter((r) => r.event_id === null);
        const dateOf = (status: string) =>
          reservations.find((r) => r.status === status)?.reservation_date ?? '';
        expect(reservations.map((r) => r.status).sort()).toEqual([
          'cancelled',
          'completed',
          'confirmed',
          'pending',
        ]);
        for (const event of events.filter((e) => e.is_active && Date.parse(e.event_date) > now.getTime()))
          expect(seatsTaken(all, event.id), event.title).toBe(event.current_participants);
        expect(new Set(reservations.map((r) => r.language_preference))).toEqual(new Set(['de', 'en', 'zh']));
        expect(dateOf('pending') > today).toBe(true);
        expect(dateOf('confirmed') > today).toBe(true);
        expect(dateOf('completed') < today && dateOf('completed') !== '').toBe(true);
        for (const r of all) {
          for (const stamp of [r.created_at, r.updated_at, r.confirmed_at, r.cancelled_at]) {
            if (stamp !== null) expect(Date.parse(stamp)).toBeLessThanOrEqual(now.getTime());
          }
          expect(r.confirmed_at !== null).toBe(r.status === 'confirmed' || r.status === 'completed');
          expect(r.cancelled_at !== null).toBe(r.status === 'cancelled');
        }
      }),
    );
  });
});

describe('demo seed: every row passes the domain schema its table is written with', () => {
  it.each([
    ['menu_categories', menuCategoryDraftSchema, seed.menu_categories],
    ['menu_items', menuItemDraftSchema, seed.menu_items],
    ['restaurant_videos', videoDraftSchema, seed.restaurant_videos],
    ['press_articles', pressArticleDraftSchema, seed.press_articles],
    ['gallery_images', galleryImageDraftSchema, seed.gallery_images],
    ['events', eventDraftSchema, seed.events],
    ['content_blocks', contentBlockDraftSchema, seed.content_blocks],
    ['about_sections', aboutSectionDraftSchema, seed.about_sections],
    ['about_images', aboutImageDraftSchema, seed.about_images],
    ['reservations', reservationDraftSchema, seed.reservations],
  ] as const)('%s', (_table, schema, rows) => {
    expect(issuesOf(schema, rows)).toEqual([]);
  });
});

describe('demo illustrations', () => {
  // The hero is served as SVG; the other pictures are drawn from their SVG sources as WebP (decision 0100).
  const files = [
    `${IMAGES_DIR}/hero.svg`,
    ...readdirSync(SOURCES_DIR)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => `${SOURCES_DIR}/${f}`),
  ];
  /** A WebP's size: the canvas of the extended format, else the lossy frame's 14-bit width and height. */
  const webpSize = (webp: Buffer) =>
    webp.subarray(12, 16).toString('latin1') === 'VP8X'
      ? [1 + webp.readUIntLE(24, 3), 1 + webp.readUIntLE(27, 3)]
      : [webp.readUInt16LE(26) & 0x3fff, webp.readUInt16LE(28) & 0x3fff];
  const sizeOf = (svg: string) => /width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number) ?? [];

  it('are accessible, self-contained SVGs under 6 KB with a full-size background', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const path of files) {
      const svg = readFileSync(path, 'utf8');
      expect(statSync(path).size, path).toBeLessThan(6 * 1024);
      expect(svg, path).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg, path).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      expect(svg, path).toMatch(/<title>[^<]{10,}<\/title>/);
      const [width, height] = sizeOf(svg);
      expect(svg, path).toContain(`<rect width="${width}" height="${height}" fill="`);
      expect(svg, path).not.toMatch(/<image|<script|@import|@font-face|url\((?!#)/);
      expect(svg.replaceAll('http://www.w3.org/2000/svg', ''), path).not.toMatch(/https?:/);
    }
  });

  it('are served as the WebP drawn from each source, at the size of the source (npm run demo-pictures)', () => {
    const sources = readdirSync(SOURCES_DIR).filter((f) => f.endsWith('.svg'));
    const served = readdirSync(IMAGES_DIR).filter((f) => f.endsWith('.webp'));
    expect(served.sort()).toEqual(sources.map((f) => f.replace(/\.svg$/, '.webp')).sort());
    for (const source of sources) {
      const webp = readFileSync(`${IMAGES_DIR}/${source.replace(/\.svg$/, '.webp')}`);
      expect(webp.subarray(0, 4).toString('latin1'), source).toBe('RIFF');
      expect(webp.subarray(8, 12).toString('latin1'), source).toBe('WEBP');
      expect(webpSize(webp), source).toEqual(sizeOf(readFileSync(`${SOURCES_DIR}/${source}`, 'utf8')));
      expect(webp.length, source).toBeLessThan(40 * 1024);
    }
  });
});
