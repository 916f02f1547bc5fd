import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

/** Flags for Debian's Chromium in a sandboxed, offline machine (see the env notes in the README). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[];
}

/** Waits until the app has taken the page over (src/ui/app/app.tsx marks the root element). */
export const waitForTheApp = async (page: Page): Promise<void> => {
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 15_000 });
};

/**
 * A prerendered page starts the app at the guest's first interaction (decision 0099): a key press (Shift,
 * which does nothing else) is one. Then the page is the app's once it marks itself ready.
 */
export const startTheApp = async (page: Page): Promise<void> => {
  await page.keyboard.press('Shift');
  await waitForTheApp(page);
};

/**
 * A prerendered page is visible before the app takes over, and what the guest does meanwhile is held back
 * until then (decision 0099), so every navigation of this page starts the app and waits until it is ready.
 */
export const waitForTheAppOnEveryVisit = (page: Page): Page => {
  const goto = page.goto.bind(page);
  page.goto = async (target, options) => {
    const response = await goto(target, options);
    await startTheApp(page);
    return response;
  };
  return page;
};

/**
 * A fresh browser profile (empty storage) at a viewport width, optionally with a chosen language. Each
 * visit starts the app, unless `startTheApp` is false: a page measured as a guest who has not touched it yet.
 */
export const openPage = async (
  browser: Browser,
  options: { width?: number; language?: 'de' | 'en' | 'zh'; locale?: string; startTheApp?: boolean } = {},
): Promise<OpenedPage> => {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: options.locale ?? 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  if (options.language) {
    await context.addInitScript(
      (lng) => window.localStorage.setItem('tischlein.language', lng),
      options.language,
    );
  }
  const opened = await context.newPage();
  const page = options.startTheApp === false ? opened : waitForTheAppOnEveryVisit(opened);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};

/** Where the site keeps the visitor's cookie choice, and a choice of essential cookies only. */
export const CONSENT_KEY = 'tischlein.consent';
export const GIVEN_CONSENT = JSON.stringify({
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
  version: '1.0',
  expires: '2099-01-01T00:00:00.000Z',
});

export const url = (path: string) => `${BASE_URL}${path}`;

/** Signs in with the demo account that the login page shows (the page must be in English). */
export const signInAsDemo = async (page: Page) => {
  await page.goto(url('/admin/login'));
  const hint = page.getByTestId('login-hint');
  await expect.poll(() => hint.locator('code').count()).toBe(2);
  const [username, password] = await hint.locator('code').allTextContents();
  await page.getByLabel('Username').fill(username ?? '');
  await page.getByLabel('Password').fill(password ?? '');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
};

/**
 * Signs in with the demo account in whatever language the login speaks (the browser's): its fields found by
 * their kind, not by their English labels.
 */
export const signInAsDemoInAnyLanguage = async (page: Page) => {
  await page.goto(url('/admin/login'));
  const hint = page.getByTestId('login-hint');
  await expect.poll(() => hint.locator('code').count()).toBe(2);
  const [username, password] = await hint.locator('code').allTextContents();
  await page
    .locator('input[type="text"], input:not([type])')
    .first()
    .fill(username ?? '');
  await page.locator('input[type="password"]').fill(password ?? '');
  await page.locator('button[type="submit"]').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
};

/** Accepts the browser confirmations that deletes ask for. */
export const acceptConfirms = (page: Page) => page.on('dialog', (dialog) => void dialog.accept());

/**
 * Opens the reservations page's demo outbox. A toast at the top right can lie over the button, and a pointer
 * resting on a toast pauses its timer, so the pointer is moved away and the open toasts are let go first.
 */
export const openDemoOutbox = async (page: Page): Promise<Locator> => {
  await page.mouse.move(0, 0);
  await expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 15_000 })
    .toBe(0);
  await page.getByRole('button', { name: 'Demo outbox' }).click();
  return page.getByRole('dialog', { name: /Demo outbox/ });
};

/** Waits for a toast (or any element) with exactly this text. */
export const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

/**
 * Types a yyyy-MM-dd date into the booking form's date field as a British guest writes it (the field
 * takes only its language's separators) and leaves the field, which is when the calendar takes it.
 */
export const chooseBookingDate = async (page: Page, date: string) => {
  const [year, month, day] = date.split('-');
  const input = page.getByRole('textbox', { name: 'Date' });
  await input.fill(`${day}/${month}/${year}`);
  await input.press('Tab');
};

/** The booking calendar's day button for a yyyy-MM-dd date (open the calendar first). */
export const calendarDay = (page: Page, date: string) =>
  page.locator(`[data-part="table-cell-trigger"][data-value="${date}"]`);

/**
 * Chooses an item of the open menu. On a machine whose CPU is starved (CI beside other work), Zag's menu
 * now and then ignores a click on an item: the menu stays open with nothing highlighted and nothing chosen
 * (seen in tests/e2e/reservations.e2e.ts, reproduced with the CPU busy). A person clicks again; so does
 * this, at most three times, and says so. An item is chosen once the menu is gone.
 */
export const chooseMenuItem = async (page: Page, name: string): Promise<void> => {
  const item = page.getByRole('menuitem', { name });
  for (let attempt = 1; ; attempt += 1) {
    await item.click({ timeout: 10_000 });
    try {
      await expect.poll(() => item.count(), { timeout: 3_000 }).toBe(0);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`The menu item "${name}" ignored a click (attempt ${attempt}); clicking it again.`);
    }
  }
};

/**
 * The text a guest reads in a part of the page once they have scrolled to it. Long parts below the first
 * screen are drawn only near the viewport (content-visibility, decision 0100), and `innerText` leaves out
 * what is not drawn; so the page draws everything first, then the text is read as laid out.
 */
export const shownText = async (locator: Locator): Promise<string> => {
  await locator.page().evaluate(() => {
    if (document.getElementById('e2e-draw-everything')) return;
    const style = document.createElement('style');
    style.id = 'e2e-draw-everything';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
  return locator.innerText();
};
