// The app hydrates every prerendered page instead of rendering it anew (decision 0092): the elements the
// HTML painted are the ones the app then drives, React reports no mismatch, and a visitor whose cookie
// choice is stored never sees the prerendered banner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONSENT_KEY, GIVEN_CONSENT, launch, openPage, url } from './support';
import { prerenderedStyleSheet } from '../support/prerendered-html';

const PAGES = ['/', '/events', '/menu', '/about', '/reservations', '/impressum', '/privacy'];
const ADDRESSES = ['', '/en', '/zh'].flatMap((prefix) =>
  PAGES.map((page) => (prefix && page === '/' ? `${prefix}/` : `${prefix}${page}`)),
);
const NOT_FOUND = ['/no-such-page', '/en/no-such-page', '/zh/no/such/page'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Keeps the elements the HTML painted, before any script ran, to compare with those after the takeover. */
const keepPaintedElements = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const painted = window as unknown as Record<string, Element | null>;
      painted.paintedMain = document.querySelector('main');
      painted.paintedHeading = document.querySelector('h1');
      painted.paintedFooter = document.querySelector('footer');
      painted.paintedStyles = document.querySelector('style[data-prerendered-styles]');
      // The style elements the app added by the time it was ready, that is, while it hydrated.
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.app !== 'ready') return;
        (window as unknown as Record<string, number>).stylesAtReady =
          document.querySelectorAll('style[data-emotion]').length;
        observer.disconnect();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
    });
  });

const samePaintedElements = (page: Page) =>
  page.evaluate(() => {
    const painted = window as unknown as Record<string, Element | null>;
    return {
      main: painted.paintedMain !== null && document.querySelector('main') === painted.paintedMain,
      heading: painted.paintedHeading !== null && document.querySelector('h1') === painted.paintedHeading,
      footer: painted.paintedFooter !== null && document.querySelector('footer') === painted.paintedFooter,
    };
  });

const HYDRATED = { main: true, heading: true, footer: true };

/**
 * Notes each use of ICU's formats and collation until the app is ready: the first one loads ICU's data,
 * 40-100 ms in one piece on a phone, so a prerendered page hydrates from the texts and Berlin offsets the
 * build wrote into it (src/ui/app/prerendered-formats.ts).
 */
const noteIcuUntilReady = (page: Page) =>
  page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as Record<string, string[]>).icuUntilReady = used;
    const note = (name: string) => {
      if (document.documentElement.dataset.app !== 'ready') used.push(name);
    };
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator'] as const) {
      const original = Intl[name];
      Intl[name] = new Proxy(original, {
        construct: (target, args) => (note(`Intl.${name}`), Reflect.construct(target, args)),
        apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
      }) as never;
    }
    const wrap = (owner: object, name: string, label: string) => {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!;
      (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        note(label);
        return original.apply(this, args);
      };
    };
    wrap(String.prototype, 'localeCompare', 'localeCompare');
    wrap(Number.prototype, 'toLocaleString', 'Number toLocaleString');
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
      wrap(Date.prototype, name, `Date ${name}`);
  });

const icuUntilReady = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, string[]>).icuUntilReady);

/**
 * The page's CSS is one prerendered style sheet that the app neither moves nor repeats while it hydrates:
 * emotion moving its elements made the browser restyle the whole page several times while the app started.
 * (Later renders may add some: Chakra's style cache keeps 500 entries, so a style asked for
 * again after a long page can get another class.)
 */
const stylesAfterTakeover = (page: Page) =>
  page.evaluate(() => {
    const kept = window as unknown as Record<string, unknown>;
    const painted = kept.paintedStyles as HTMLStyleElement | null;
    const sheet = document.querySelector<HTMLStyleElement>('style[data-prerendered-styles]');
    return {
      prerenderedSheetKept: painted !== null && sheet === painted && sheet.sheet !== null,
      stylesAddedWhileHydrating: kept.stylesAtReady,
    };
  });

const STYLES_KEPT = { prerenderedSheetKept: true, stylesAddedWhileHydrating: 0 };

describe('the app takes over a prerendered page by hydrating it', () => {
  it.each(ADDRESSES)('%s', async (address) => {
    const { page, errors, context } = await openPage(browser);
    await keepPaintedElements(page);
    await noteIcuUntilReady(page);
    await page.goto(url(address));
    expect(await samePaintedElements(page)).toEqual(HYDRATED);
    expect(await stylesAfterTakeover(page)).toEqual(STYLES_KEPT);
    expect(await icuUntilReady(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(NOT_FOUND)('the not-found page at %s, in its language', async (address) => {
    const { page, errors, context } = await openPage(browser);
    await keepPaintedElements(page);
    const response = await page.goto(url(address));
    expect(response?.status()).toBe(404);
    const language = /^\/(en|zh)\//.exec(address)?.[1] ?? 'de';
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    expect(await samePaintedElements(page)).toEqual(HYDRATED);
    // The browser reports the page's own status 404 as a failed load, and the page logs the address;
    // nothing else may be logged.
    const expected = /status of 404|^404 Error: User attempted to access non-existent route/;
    expect(errors.filter((error) => !expected.test(error))).toEqual([]);
    await context.close();
  });

  it('keeps the prerendered cookie banner hidden for a visitor whose choice is stored', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'de' });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [CONSENT_KEY, GIVEN_CONSENT],
    );
    await keepPaintedElements(page);
    const bannerVisible: boolean[] = [];
    await page.exposeFunction('reportBanner', (visible: boolean) => bannerVisible.push(visible));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const banner = document.querySelector('[data-testid="cookie-banner"]');
        (window as unknown as { reportBanner: (visible: boolean) => void }).reportBanner(
          banner !== null && getComputedStyle(banner).display !== 'none',
        );
      });
    });
    await page.goto(url('/menu'));
    expect(bannerVisible).toEqual([false]);
    await expect.poll(() => page.locator('[data-testid="cookie-banner"]').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('consent-stored')))
      .toBe(false);
    expect(await samePaintedElements(page)).toEqual(HYDRATED);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds the styles of what the prerendered page did not show', async () => {
    const { page, errors, context } = await openPage(browser, { width: 390 });
    await page.goto(url('/impressum'));
    // The booking form is not on the legal notice page: its styles come when the app shows it.
    await page.evaluate(() => window.history.pushState({}, '', '/reservations'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    const name = page.getByLabel(/Name/).first();
    await name.waitFor();
    const border = await name.evaluate((input) => getComputedStyle(input).borderTopWidth);
    expect(border).not.toBe('0px');
    const added = await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length);
    expect(added).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the event of a sign-up link once the booking page is hydrated', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(url('/events'));
    const join = page.locator('a[href*="/reservations?event="]').first();
    const href = await join.getAttribute('href');
    expect(href).toBeTruthy();
    await keepPaintedElements(page);
    await page.goto(url(href!));
    await expect.poll(() => page.getByTestId('event-sign-up').count()).toBe(1);
    expect(await samePaintedElements(page)).toEqual(HYDRATED);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prerenders its styles with only the vendor prefixes a supported browser still needs', async () => {
    const html = await (await fetch(url('/'))).text();
    const sheet = prerenderedStyleSheet(html);
    expect(sheet).toContain('display:flex;');
    // Chakra's buttons are not selectable text, and Safari knows user-select only with its prefix.
    expect(sheet).toContain('-webkit-user-select:none;');
    expect(sheet).not.toMatch(/-ms-flexbox|display:-webkit-flex|-webkit-align-items|-moz-transform/);
  });
});
