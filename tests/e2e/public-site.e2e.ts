import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  GIVEN_CONSENT,
  launch,
  url,
  waitForTheAppOnEveryVisit,
  startTheApp,
  shownText,
} from './support';

/*
 * The public site against the built demo: every page with the demo seed and with every table emptied, in
 * German and English, at 1280 px and 390 px with axe-core; the cookie consent flows; and the navigation
 * details (section links, keyboard focus, the phone menu).
 */

type Language = 'de' | 'en';
const PAGES = ['/', '/events', '/menu', '/about', '/impressum', '/privacy'] as const;
const DEMO_KEY = 'tischlein.demo.v1';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Opened {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/** A fresh profile in a language; consent given unless the test is about the banner. */
const open = async (
  language: Language,
  options: { width?: number; consent?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<Opened> => {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: language === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    // Cards fade in; axe should judge the colours the visitor ends up with, not a frame of the animation.
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  await context.addInitScript(
    ([lng, consent, key]) => {
      window.localStorage.setItem('tischlein.language', lng);
      if (consent) window.localStorage.setItem(key, consent);
    },
    [language, options.consent === false ? '' : GIVEN_CONSENT, CONSENT_KEY] as const,
  );
  const page = waitForTheAppOnEveryVisit(await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};

/** Every later page load of the context starts on an empty copy of the demo tables. */
const emptyTheDemo = async ({ context, page }: Opened) => {
  await page.goto(url('/impressum'));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, DEMO_KEY)).toBe(true);
  const empty = await page.evaluate((key) => {
    const tables = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    return JSON.stringify(Object.fromEntries(Object.keys(tables).map((table) => [table, []])));
  }, DEMO_KEY);
  await context.addInitScript(([key, json]) => localStorage.setItem(key, json), [DEMO_KEY, empty] as const);
};

/**
 * The app has taken over the prerendered page (decision 0006), the page has its heading, and no section is
 * still loading.
 */
const settled = async (page: Page) => {
  await startTheApp(page);
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('main [role="status"]').count()).toBe(0);
};

const visit = async (page: Page, path: string) => {
  await page.goto(url(path));
  await settled(page);
};

/**
 * A page's address in the language of the page on screen (decision 0083): `/menu` is `/en/menu` for an
 * English reader, whom the stored choice brought to `/en/` before anything was painted.
 */
const inPageLanguage = (page: Page, route: string) => {
  const prefix = /^\/(en|zh)(\/|$)/.exec(new URL(page.url()).pathname)?.[1];
  if (!prefix) return route;
  return route === '/' ? `/${prefix}/` : `/${prefix}${route}`;
};

/**
 * Moves on inside the app by a link of the footer (or the logo), as a visitor does: quicker than a fresh
 * load, and every read it needs comes from the loader or the cache of earlier pages.
 */
const go = async (page: Page, route: string) => {
  const heading = page.locator('main h1').first();
  const before = await heading.innerText();
  const path = inPageLanguage(page, route);
  const link =
    route === '/'
      ? page.locator(`header a[href="${path}"]`).first()
      : page.locator(`footer a[href="${path}"]`);
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  // The page's own chunk may still be on its way: wait for its heading to replace the previous one.
  await expect.poll(() => heading.innerText()).not.toBe(before);
  await settled(page);
};

/** No serious or critical axe-core violation (WCAG 2.2 A/AA and best practices). */
const expectAccessible = async (page: Page, label: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read; skipping the details of passes keeps long phone pages quick.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
};

const text = (page: Page, selector = 'main') => shownText(page.locator(selector));

interface Seed {
  readonly featuredDishes: number;
  readonly categories: { id: string; name: string }[];
  readonly availableInFirstCategory: number;
  readonly upcomingEvents: number;
  readonly gallery: number;
  readonly press: number;
  readonly sections: string[];
}

/**
 * What the demo seed holds, read from the browser, so the checks follow the seed rather than copy it; texts
 * as a guest reading `lng` sees them (the translation, or the German).
 */
const readSeed = (page: Page, lng: string): Promise<Seed> =>
  page.evaluate(
    ([key, language]) => {
      type Row = Record<string, unknown>;
      const db = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Row[]>;
      const items = (db.menu_items ?? []).filter((i) => i.is_available);
      const categories = [...(db.menu_categories ?? [])]
        .sort((a, b) => Number(a.display_order) - Number(b.display_order))
        .map((c) => {
          const translated = (c.translations as Record<string, { name?: string }> | undefined)?.[language]
            ?.name;
          return { id: String(c.id), name: String(translated ?? c.name) };
        });
      const now = Date.now();
      return {
        featuredDishes: items.filter((i) => i.is_featured).length,
        categories,
        availableInFirstCategory: items.filter((i) => i.category_id === categories[0]?.id).length,
        upcomingEvents: (db.events ?? []).filter(
          (e) => e.is_active && Date.parse(String(e.event_date)) >= now,
        ).length,
        gallery: (db.gallery_images ?? []).length,
        press: (db.press_articles ?? []).length,
        sections: (db.about_sections ?? [])
          .filter((s) => s.is_published)
          .sort((a, b) => Number(a.display_order) - Number(b.display_order))
          .map((s) => {
            const translated = (s.translations as Record<string, { title?: string }> | undefined)?.[language]
              ?.title;
            return String(translated ?? s.title);
          }),
      };
    },
    [DEMO_KEY, lng] as const,
  );

const WORDS = {
  de: {
    featuredEvent: 'Highlight-Event',
    tomorrow: 'Morgen',
    time: '8:30',
    participants: '9/24 Teilnehmende',
    price: /7,90\s€/,
    allItems: 'Alle Gerichte',
    noEvents: 'Keine kommenden Events',
    noItems: 'Keine Gerichte verfügbar',
    galleryEmpty: 'Galeriebilder folgen in Kürze',
    tour: 'Restaurant-Rundgang',
    aboutEmpty: 'Unsere Geschichte folgt in Kürze',
    imprintEmpty: 'im Admin-Bereich gepflegt',
    viewAllPress: 'Alle Presseberichte ansehen',
    titles: [
      'Tischlein – Frühstück in Berlin-Wedding',
      'Events – Tischlein',
      'Speisekarte – Tischlein',
      'Über uns – Tischlein',
    ],
  },
  en: {
    featuredEvent: 'Featured Event',
    tomorrow: 'Tomorrow',
    time: '8:30 AM',
    participants: '9/24 participants',
    price: /€7\.90/,
    allItems: 'All Items',
    noEvents: 'No upcoming events',
    noItems: 'No items available',
    galleryEmpty: 'Gallery images coming soon...',
    tour: 'Restaurant Tour',
    aboutEmpty: 'Our story is coming soon',
    imprintEmpty: 'configured via the admin panel',
    viewAllPress: 'View All Press Coverage',
    titles: [
      'Tischlein – breakfast in Berlin-Wedding',
      'Events – Tischlein',
      'Menu – Tischlein',
      'About us – Tischlein',
    ],
  },
} as const;

describe('public pages with the demo data', () => {
  for (const lng of ['de', 'en'] as const) {
    const w = WORDS[lng];

    it(`${lng}: every page shows its content, title and description, and passes axe at 1280 px`, async () => {
      const opened = await open(lng);
      const { page, errors } = opened;

      await visit(page, '/');
      const seed = await readSeed(page, lng);
      const events = page.locator('#events-section article');
      await expect.poll(() => events.count()).toBe(Math.min(3, seed.upcomingEvents));
      expect(await events.first().innerText()).toContain(w.featuredEvent);
      expect(await events.nth(1).innerText()).not.toContain(w.featuredEvent);
      await expect
        .poll(() => page.locator('#menu-section article').count())
        .toBe(Math.min(4, seed.featuredDishes));
      for (const category of seed.categories)
        expect(await text(page, '#menu-section')).toContain(category.name);
      expect(await page.locator('section[aria-labelledby="press-title"] article').count()).toBe(
        Math.min(4, seed.press),
      );
      expect(await page.locator('section[aria-labelledby="gallery-title"] figure').count()).toBe(
        seed.gallery,
      );
      expect(await text(page)).toMatch(/4[.,]8/);
      expect(await page.title()).toBe(w.titles[0]);
      await expectAccessible(page, `${lng} / 1280`);

      await go(page, '/events');
      const cards = page.locator('main article');
      expect(await cards.count()).toBe(seed.upcomingEvents);
      const first = await cards.first().innerText();
      expect(first).toContain(w.featuredEvent);
      expect(first).toContain(`${w.tomorrow} · ${w.time}`);
      expect(first).toContain(w.participants);
      expect(first).toContain('Wedding, Berlin');
      expect(await page.title()).toBe(w.titles[1]);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Tischlein/);
      await expectAccessible(page, `${lng} /events 1280`);

      await go(page, '/menu');
      expect(await text(page)).toMatch(w.price);
      const tab = page.getByRole('tab', { name: w.allItems });
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      const firstCategory = seed.categories[0]!;
      await page.getByRole('tab', { name: firstCategory.name }).click();
      const panel = page.getByRole('tabpanel');
      await expect.poll(() => panel.locator('article').count()).toBe(seed.availableInFirstCategory);
      // At most two dietary tags per item in the list.
      for (const list of await panel.locator('ul[aria-label]').all())
        expect(await list.locator('li').count()).toBeLessThanOrEqual(2);
      expect(await page.title()).toBe(w.titles[2]);
      await expectAccessible(page, `${lng} /menu 1280`);

      await go(page, '/about');
      for (const title of seed.sections) expect(await text(page)).toContain(title);
      expect(await page.title()).toBe(w.titles[3]);
      await expectAccessible(page, `${lng} /about 1280`);

      await go(page, '/impressum');
      expect(await page.locator('main h2').allInnerTexts()).toEqual([
        'Impressum',
        'Geschäftsinformationen',
        'Kontaktdaten',
        // Contact and hours come from Settings, headed in the visitor's language.
        lng === 'de' ? 'Kontakt' : 'Contact',
        lng === 'de' ? 'Öffnungszeiten' : 'Opening hours',
      ]);
      await expectAccessible(page, `${lng} /impressum 1280`);

      await go(page, '/privacy');
      const privacy = await text(page);
      expect(privacy).toContain('Musterstraße 12, 13353 Berlin');
      expect(privacy).toContain('hallo@tischlein.example');
      expect(privacy).toContain('Zusätzliche Informationen');
      await expect.poll(() => text(page)).toMatch(/Stand: \d{1,2}\. [A-Za-zä]+ \d{4}/);
      await expectAccessible(page, `${lng} /privacy 1280`);

      expect(errors).toEqual([]);
      await opened.context.close();
    });

    it(`${lng}: every page passes axe at 390 px and never scrolls sideways`, async () => {
      const opened = await open(lng, { width: 390 });
      await visit(opened.page, '/');
      for (const path of PAGES) {
        if (path !== '/') await go(opened.page, path);
        expect(
          await opened.page.evaluate(() => document.documentElement.scrollWidth),
          path,
        ).toBeLessThanOrEqual(390);
        await expectAccessible(opened.page, `${lng} ${path} 390`);
      }
      // The mobile menu and the cookie banner, open, are part of the phone's page too.
      await opened.page.getByRole('button', { name: lng === 'de' ? 'Menü' : 'Menu', exact: true }).click();
      await expectAccessible(opened.page, `${lng} mobile menu 390`);
      await opened.context.close();
    });

    it(`${lng}: every page shows its empty state when the demo has no data`, async () => {
      const opened = await open(lng);
      const { page, errors } = opened;
      await emptyTheDemo(opened);

      await visit(page, '/');
      const home = await text(page);
      expect(home).toContain(w.noEvents);
      expect(home).toContain(w.galleryEmpty);
      expect(home).toContain(w.tour);
      expect(await page.locator('section[aria-labelledby="press-title"]').count()).toBe(0);

      await go(page, '/events');
      expect(await text(page)).toContain(w.noEvents);
      await go(page, '/menu');
      expect(await text(page)).toContain(w.noItems);
      await go(page, '/about');
      expect(await text(page)).toContain(w.aboutEmpty);
      await go(page, '/impressum');
      expect(await text(page)).toContain(w.imprintEmpty);
      await go(page, '/privacy');
      const privacy = await text(page);
      expect(privacy).toContain('Unser Restaurant');
      expect(privacy).toContain('Ihre Geschäftsadresse');
      expect(privacy).not.toContain('Zusätzliche Informationen');
      await expectAccessible(page, `${lng} /privacy empty`);

      expect(errors).toEqual([]);
      await opened.context.close();
    });
  }
});

describe('home page details', () => {
  it('scrolls to the events and menu sections, reveals the tour title on focus, plays the tour, and lists all press on request', async () => {
    const { page, context } = await open('en');
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('link', { name: 'Menu' }).click();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('menu-section')!.getBoundingClientRect().top))
      .toBeLessThan(120);
    expect(new URL(page.url()).pathname).toBe('/en/');
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('events-section')!.getBoundingClientRect().top))
      .toBeLessThan(120);

    // The tour is its poster and a play button until the guest starts it; then the video plays, focused.
    const tour = page.getByRole('region', { name: /atmosphere/i });
    const caption = tour.locator('figure figcaption');
    const opacity = () => caption.evaluate((e) => Number(getComputedStyle(e).opacity));
    expect(await opacity()).toBe(0);
    expect(await tour.locator('video').count()).toBe(0);
    const start = tour.getByRole('button', { name: 'Play A morning at Tischlein' });
    await start.focus();
    await expect.poll(opacity).toBe(1);
    await start.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('VIDEO');
    await expect
      .poll(() => tour.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
    expect(await opacity()).toBe(1);

    const press = page.locator('section[aria-labelledby="press-title"] article');
    const before = await press.count();
    await page.getByRole('button', { name: WORDS.en.viewAllPress }).click();
    await expect.poll(() => press.count()).toBeGreaterThan(before);
    await expect.poll(() => page.getByRole('button', { name: WORDS.en.viewAllPress }).count()).toBe(0);

    await nav.getByRole('link', { name: 'About' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/about');
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('delays each event card by 0.1 s, and not at all under reduced motion', async () => {
    const moving = await open('en', { reducedMotion: 'no-preference' });
    await visit(moving.page, '/events');
    const delays = await moving.page
      .locator('main article')
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationDelay));
    expect(delays.slice(0, 3)).toEqual(['0s', '0.1s', '0.2s']);
    await moving.context.close();

    const still = await open('en', { reducedMotion: 'reduce' });
    await visit(still.page, '/events');
    const names = await still.page
      .locator('main article')
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationName));
    expect(new Set(names)).toEqual(new Set(['none']));
    await still.context.close();
  });

  it('shows where keyboard focus is on every stop from the skip link through the menu page', async () => {
    const { page, context } = await open('en');
    await visit(page, '/menu');
    const stops: string[] = [];
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          const ring = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
          const shadow = style.boxShadow !== 'none';
          return `${element.tagName}:${element.textContent?.trim().slice(0, 20)}:${ring || shadow}`;
        }),
      );
    }
    expect(stops[0]).toMatch(/^A:Skip to content/);
    expect(stops.filter((s) => s.endsWith(':false'))).toEqual([]);
    expect(stops.some((s) => s.startsWith('BUTTON:All Items'))).toBe(true);
    await context.close();
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    const { page, context } = await open('en', { width: 390 });
    await visit(page, '/menu');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'mobile-menu',
    );
    await context.close();
  });
});

describe('cookie consent', () => {
  const storedConsent = (page: Page) =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
      CONSENT_KEY,
    );
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies at Tischlein' });

  it('accept all: the banner goes and stays gone after a reload', async () => {
    const { page, context } = await open('en', { consent: false });
    await visit(page, '/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await expectAccessible(page, 'banner');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    // Accepting all cannot consent to purposes the site does not have (src/domain/consent/purposes.ts).
    expect(await storedConsent(page)).toMatchObject({
      version: '1.0',
      functional: true,
      analytics: false,
      marketing: false,
    });
    await page.reload();
    await settled(page);
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('essential only, then withdraw from the footer brings the banner back with focus on it', async () => {
    const { page, context } = await open('de', { consent: false });
    await visit(page, '/events');
    const region = page.getByRole('region', { name: 'Cookies bei Tischlein' });
    await region.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect.poll(() => region.count()).toBe(0);
    expect(await storedConsent(page)).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });

    await page.getByRole('button', { name: 'Cookie-Einwilligung widerrufen' }).click();
    await expect.poll(() => region.isVisible()).toBe(true);
    expect(await storedConsent(page)).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cookie-banner-title');
    await page.reload();
    await expect.poll(() => region.isVisible()).toBe(true);
    await context.close();
  });

  it('customise: the categories the site uses, essential always on, the chosen ones saved', async () => {
    const { page, context } = await open('en', { consent: false });
    await visit(page, '/menu');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    const switches = dialog.getByRole('checkbox');
    expect(await switches.count()).toBe(2);
    const essential = dialog.getByRole('checkbox', { name: 'Essential' });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    expect(await dialog.getByText('Analytics', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('Marketing', { exact: true }).count()).toBe(0);
    await dialog.getByText('Functional', { exact: true }).click();
    await expectAccessible(page, 'consent dialog');
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedConsent(page)).toMatchObject({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    await context.close();
  });

  it('never hides the booking button on a phone', async () => {
    const { page, context } = await open('en', { width: 390, consent: false });
    const covered = (selector: string) =>
      page.evaluate((target) => {
        const element = document.querySelector(target);
        const region = document.querySelector('[data-testid="cookie-banner"]');
        if (!element || !region) return null;
        element.scrollIntoView({ block: 'center' });
        const a = element.getBoundingClientRect();
        const b = region.getBoundingClientRect();
        return a.bottom > b.top && a.top < b.bottom;
      }, selector);
    const bannerShare = () =>
      page.evaluate(
        () =>
          document.querySelector('[data-testid="cookie-banner"]')!.getBoundingClientRect().height /
          innerHeight,
      );
    // Scrolled to the end, the banner sits below the footer instead of over it: nothing stays hidden.
    const keepsItsOwnPlace = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        return (
          document.querySelector('[data-testid="cookie-banner"]')!.getBoundingClientRect().top >=
          footer.bottom - 1
        );
      });

    await visit(page, '/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(await bannerShare()).toBeLessThan(0.3);
    expect(await covered('main a[href="/en/reservations"]')).toBe(false);
    expect(await keepsItsOwnPlace()).toBe(true);

    await visit(page, '/reservations');
    const submit = 'main form button[type="submit"]';
    if (await page.locator(submit).count()) expect(await covered(submit)).toBe(false);
    expect(await keepsItsOwnPlace()).toBe(true);
    await context.close();
  });
});

describe('prerendered pages (decision 0006)', () => {
  it.each([...PAGES, '/reservations'])(
    '%s shows its heading, title and footer before any JavaScript runs',
    async (path) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto(url(path));
      expect(await page.locator('main h1').first().isVisible()).toBe(true);
      expect(await page.locator('footer').isVisible()).toBe(true);
      expect(await page.title()).toMatch(/Tischlein/);
      await context.close();
    },
  );

  it('keeps the prerendered booking form inert until the app has taken over, so no typing is lost', async () => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    const before = await still.newPage();
    await before.goto(url('/reservations'));
    expect(await before.locator('main form[inert]').count()).toBe(1);
    await still.close();

    const { context, page } = await open('de');
    await page.goto(url('/reservations'));
    await expect.poll(() => page.locator('main form').count()).toBe(1);
    expect(await page.locator('main form[inert]').count()).toBe(0);
    await context.close();
  });

  it.each([
    ['the entry script', 'index.html'],
    ['a module the app loads later', 'src/ui/app/router.tsx'],
  ])(
    'tells the guest when %s cannot be downloaded, with a link that reloads the page',
    async (_what, source) => {
      const manifest = (await (await fetch(url('/.vite/manifest.json'))).json()) as Record<
        string,
        { file: string }
      >;
      const chunk = manifest[source]!.file;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.route(`**/${chunk}`, (route) => route.abort());
      await page.goto(url('/reservations'));
      // The guest's first interaction starts the app (decision 0099).
      await page.keyboard.press('Shift');
      const notice = page.getByRole('alert').filter({ hasText: 'Seite neu laden' });
      await expect.poll(() => notice.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await notice.getByRole('link', { name: 'Seite neu laden' }).getAttribute('href')).toBe('');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('app-start-failed');
      expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
      await context.close();
    },
  );

  it('keeps the start-failure notice hidden when the app starts', async () => {
    const { context, page } = await open('de');
    await page.goto(url('/reservations'));
    expect(await page.locator('#app-start-failed').isVisible()).toBe(false);
    await context.close();
  });
});
