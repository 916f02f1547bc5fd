import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events as seedEvents } from '../../src/adapters/memory/demo-seed/events';
import { menuItems } from '../../src/adapters/memory/demo-seed/menu';
import { jsonLdScripts, nodesOf, schemaOrgErrors } from '../support/schema-org';
import { launch, openPage, url } from './support';
import { PUBLIC_PAGES } from '../../src/ui/i18n/language-path';

/*
 * What a search engine reads against the built demo: the structured data of
 * /, /menu and /events, in the prerendered HTML and in the page once the app has taken over; the
 * not-found page with status 404; and each page's largest element loaded first, at once and sized.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rawHtml = async (path: string) => {
  const response = await fetch(url(path));
  return { status: response.status, html: await response.text() };
};

/** The structured data of a page after the app took over, as the browser's DOM holds it. */
const hydratedJsonLd = async (path: string) => {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(url(path));
    // The data of the page is in the snapshot; give the app's first render a moment to settle.
    await page.waitForLoadState('networkidle');
    const texts = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => script.textContent ?? ''),
    );
    return { documents: texts.map((text) => JSON.parse(text) as unknown), errors };
  } finally {
    await context.close();
  }
};

const typesOf = (documents: readonly unknown[]) =>
  documents.flatMap((document) => nodesOf(document).map((node) => node['@type']));

const PAGES = {
  '/': 'Restaurant',
  '/menu': 'Menu',
  '/events': 'Event',
} as const;

describe('structured data', () => {
  for (const [path, type] of Object.entries(PAGES)) {
    it(`${path}: one valid ${type} document in the prerendered HTML and the same after the app took over`, async () => {
      const { html } = await rawHtml(path);
      const prerendered = jsonLdScripts(html);
      expect(prerendered).toHaveLength(1);
      expect(schemaOrgErrors(prerendered[0])).toEqual([]);
      expect(typesOf(prerendered)).toContain(type);

      const { documents, errors } = await hydratedJsonLd(path);
      // Exactly one: the app keeps the prerendered element instead of adding a second.
      expect(documents).toHaveLength(1);
      expect(documents[0]).toEqual(prerendered[0]);
      expect(errors).toEqual([]);
    });
  }

  it('/: the Restaurant has the address, the hours of the booking rules, the cuisine and where to book', async () => {
    const [restaurant] = jsonLdScripts((await rawHtml('/')).html);
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      name: 'Tischlein',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin' },
      geo: { '@type': 'GeoCoordinates' },
      acceptsReservations: '/reservations',
      hasMenu: '/menu',
      openingHoursSpecification: [{ opens: '08:00', closes: '22:00' }],
    });
    expect((restaurant as { servesCuisine: string[] }).servesCuisine.length).toBeGreaterThan(0);
  });

  it('/menu: every dish of the seed with its price in euro; /en/menu in English', async () => {
    const [menu] = jsonLdScripts((await rawHtml('/menu')).html);
    const dishes = nodesOf(menu).filter((node) => node['@type'] === 'MenuItem');
    const seed = menuItems().filter((item) => item.is_available);
    expect(dishes.map((dish) => dish.name).toSorted()).toEqual(seed.map((item) => item.name).toSorted());
    for (const item of seed) {
      const dish = dishes.find((node) => node.name === item.name);
      expect([dish?.offers].flat()[0]).toMatchObject({
        price: item.regular_price.toFixed(2),
        priceCurrency: 'EUR',
      });
    }
    const [english] = jsonLdScripts((await rawHtml('/en/menu')).html);
    expect(schemaOrgErrors(english)).toEqual([]);
    const englishNames = nodesOf(english)
      .filter((node) => node['@type'] === 'MenuItem')
      .map((node) => node.name);
    expect(englishNames).toEqual(expect.arrayContaining(seed.map((item) => item.translations.en?.name)));
  });

  it('/events: each upcoming event, starting on Berlin time with its offset', async () => {
    const [document] = jsonLdScripts((await rawHtml('/events')).html);
    const events = nodesOf(document).filter((node) => node['@type'] === 'Event');
    const now = new Date();
    const upcoming = seedEvents(now).filter((event) => event.is_active && new Date(event.event_date) > now);
    expect(events.map((event) => event.name)).toEqual(upcoming.map((event) => event.title));
    for (const event of events) expect(String(event.startDate)).toMatch(/T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
  });
});

describe('the not-found page', () => {
  it('answers an unknown address with 404 and a prerendered page with header, footer and the message', async () => {
    const { status, html } = await rawHtml('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('data-prerendered');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain('Hoppla! Seite nicht gefunden');
    expect(html).toContain('<meta name="robots" content="noindex"');
    // A missing file is still a plain 404, and the app's own paths are not "not found".
    expect((await rawHtml('/assets/missing.js')).status).toBe(404);
    expect((await rawHtml('/admin/login')).status).toBe(200);
  });

  it('stays the not-found page when the app takes over, in the visitor language', async () => {
    const { context, page } = await openPage(browser, { language: 'en' });
    try {
      const response = await page.goto(url('/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404');
      await expect.poll(() => page.getByText('Oops! Page not found').count()).toBe(1);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

interface LargestPaint {
  readonly tag: string;
  readonly src: string | null;
  readonly loading: string | null;
  readonly fetchPriority: string | null;
  readonly width: string | null;
  readonly height: string | null;
}

/** The page's largest contentful paint as Chromium reports it, at a viewport width. */
const largestPaint = async (path: string, width: number): Promise<LargestPaint> => {
  // No key press to start the app: the browser stops reporting the largest paint at the first input.
  const { context, page } = await openPage(browser, { width, startTheApp: false });
  try {
    await page.addInitScript(() => {
      const win = window as unknown as { largest?: Element | null };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          win.largest = (entry as unknown as { element: Element | null }).element;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const element = (window as unknown as { largest?: Element | null }).largest;
      return {
        tag: element?.tagName ?? '',
        src: element?.getAttribute('src') ?? null,
        loading: element?.getAttribute('loading') ?? null,
        fetchPriority: element?.getAttribute('fetchpriority') ?? null,
        width: element?.getAttribute('width') ?? null,
        height: element?.getAttribute('height') ?? null,
      };
    });
  } finally {
    await context.close();
  }
};

describe("each page's largest element", () => {
  // German, and the Chinese pages whose shorter texts change which element is largest.
  const ROUTES = [...PUBLIC_PAGES, '/zh/', '/zh/menu'];
  for (const width of [390, 1280]) {
    for (const route of ROUTES) {
      it(`${route} at ${width} px: an image of the prerendered HTML, loaded first and sized, or text`, async () => {
        const largest = await largestPaint(route, width);
        expect(largest.tag).not.toBe('');
        if (largest.tag !== 'IMG') return;
        expect(largest).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
        expect(Number(largest.width)).toBeGreaterThan(0);
        expect(Number(largest.height)).toBeGreaterThan(0);
        // Served in the HTML, with the same priority, so the browser fetches it before any script runs.
        const { html } = await rawHtml(route);
        const tag = html.match(new RegExp(`<img[^>]*src="${largest.src}"[^>]*>`))?.[0] ?? '';
        expect(tag).toMatch(/fetchPriority="high"/i);
      });
    }
  }

  it('/menu: only the first featured dish is loaded at once; the pictures further down wait (lazy)', async () => {
    const { html } = await rawHtml('/menu');
    const images = [...html.matchAll(/<img[^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(3);
    expect(images.filter((tag) => /fetchPriority="high"/i.test(tag))).toHaveLength(1);
    expect(images.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    expect(images.every((tag) => /width="\d+"/.test(tag) && /height="\d+"/.test(tag))).toBe(true);
  });
});
