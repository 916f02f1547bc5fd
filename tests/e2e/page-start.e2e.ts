// A prerendered page starts the app at the guest's first interaction (decision 0099): until then
// the page is the HTML the build wrote, with its scripts downloaded; a tap meanwhile is done once the app is
// ready, not lost. A page the app would show differently starts at once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  chooseBookingDate,
  launch,
  openPage,
  url,
  waitForTheApp,
  type OpenedPage,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The moment the build rendered a page, from its HTML. */
const renderedAtOf = async (path: string): Promise<Date> => {
  const html = await (await fetch(url(path))).text();
  const value = /data-rendered-at="([^"]+)"/.exec(html)?.[1];
  if (!value) throw new Error(`${path} has no render time`);
  return new Date(value);
};

/** A fresh profile whose clock reads `now`; no visit starts the app by itself (the guest has not acted). */
const open = async (now: Date, width = 390): Promise<OpenedPage> => {
  const opened = await openPage(browser, { width, startTheApp: false });
  await opened.page.clock.setFixedTime(now);
  return opened;
};

const appState = (page: Page) =>
  page.evaluate(() => ({
    ready: document.documentElement.dataset.app === 'ready',
    entry: document.querySelectorAll('script[type="module"][src]').length,
    preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
  }));

/** Holds the page's entry script back for a while, so that the guest acts before the app is ready. */
const delayTheApp = (page: Page, ms: number) =>
  page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

describe('a prerendered page on a first visit', () => {
  it('downloads the scripts after the first paint and starts the app at the first interaction', async () => {
    const { context, page, errors } = await open(await renderedAtOf('/menu'));
    await page.goto(url('/menu'), { waitUntil: 'load' });
    await expect.poll(() => appState(page).then((state) => state.preloads)).toBeGreaterThan(5);
    await page.waitForTimeout(3_500);
    expect(await appState(page)).toMatchObject({ ready: false, entry: 0 });
    expect(await page.locator('h1').first().textContent()).toBe('Unsere Speisekarte');

    await page.mouse.move(120, 300);
    await waitForTheApp(page);
    expect(await appState(page)).toMatchObject({ ready: true, entry: 1 });

    // The demo keeps its data in this browser now, which the next page may not show: it starts at once.
    await page.goto(url('/impressum'));
    await waitForTheApp(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the app at once when the page shows an earlier day than the clock', async () => {
    const renderedAt = await renderedAtOf('/events');
    const { context, page } = await open(new Date(renderedAt.getTime() + 26 * 3_600_000));
    await page.goto(url('/events'));
    await waitForTheApp(page);
    await context.close();
  });

  it('starts the app at once on the not-found page, which logs the missing path', async () => {
    const { context, page, errors } = await open(await renderedAtOf('/menu'));
    expect((await page.goto(url('/no-such-page')))?.status()).toBe(404);
    await waitForTheApp(page);
    expect(errors.join('\n')).toContain('/no-such-page');
    await context.close();
  });

  it('starts the app at once for an address with a query', async () => {
    const { context, page } = await open(await renderedAtOf('/menu'));
    await page.goto(url('/menu?from=flyer'));
    await waitForTheApp(page);
    await context.close();
  });

  it('keeps a tap on the cookie banner made before the app is ready and does it then', async () => {
    const { context, page, errors } = await open(await renderedAtOf('/'));
    await delayTheApp(page, 1_500);
    await page.goto(url('/'), { waitUntil: 'load' });
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Alle akzeptieren' }).click();
    expect(await appState(page)).toMatchObject({ ready: false });
    await waitForTheApp(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))
      .toContain('"functional":true');
    await expect.poll(() => page.getByTestId('cookie-banner').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the app when the guest taps the booking form, which takes bookings once the app is ready', async () => {
    const renderedAt = await renderedAtOf('/en/reservations');
    const { context, page, errors } = await open(renderedAt, 1280);
    await page.goto(url('/en/reservations'), { waitUntil: 'load' });
    // The form is inert until the app runs (decision 0006): the tap starts the app and types nothing.
    expect(await page.locator('main form[inert]').count()).toBe(1);
    const box = (await page.getByLabel('Name').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitForTheApp(page);
    await expect.poll(() => page.locator('main form[inert]').count()).toBe(0);

    await page.getByLabel('Name').fill('Mei Early');
    await page.getByLabel('E-mail').fill('mei.early@example.org');
    // Two days after the page's day, at its first free time.
    const day = new Date(renderedAt.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    await chooseBookingDate(page, day);
    const free = page.getByLabel('Time').locator('option:not([value=""]):not([disabled])');
    await expect.poll(() => free.count()).toBeGreaterThan(0);
    await page.getByLabel('Time').selectOption((await free.first().getAttribute('value'))!);
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    const card = page.getByTestId('reservation-confirmation');
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.textContent()).toContain('Thank you, Mei Early!');
    expect(errors).toEqual([]);
    await context.close();
  });
});
