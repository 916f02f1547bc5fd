import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage, url, startTheApp } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PUBLIC_ROUTES: readonly [string, RegExp][] = [
  ['/', /Frühstück/],
  ['/events', /Events/],
  ['/menu', /Speisekarte/],
  ['/about', /Über uns/],
  ['/reservations', /Tisch reservieren/],
  ['/impressum', /Impressum/],
  ['/privacy', /Datenschutzerklärung/],
];

describe('public routes', () => {
  for (const [path, heading] of PUBLIC_ROUTES) {
    it(`${path} shows its heading with no console error`, async () => {
      const { page, errors, context } = await openPage(browser);
      await page.goto(url(path));
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(heading);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('renders the home page in German and in English, and marks the language on <html>', async () => {
    const de = await openPage(browser, { language: 'de' });
    await de.page.goto(url('/'));
    await expect.poll(() => de.page.locator('h1').textContent()).toContain('Frühstück');
    expect(await de.page.getAttribute('html', 'lang')).toBe('de');
    await de.context.close();

    const en = await openPage(browser, { language: 'en' });
    await en.page.goto(url('/'));
    await expect.poll(() => en.page.locator('h1').textContent()).toContain('breakfast');
    expect(await en.page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => en.page.getByRole('link', { name: 'Imprint' }).count()).toBe(1);
    await en.context.close();
  });

  it('switches language from the header and remembers the choice', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toContain('breakfast');
    await page.reload();
    await startTheApp(page);
    await expect.poll(() => page.locator('h1').textContent()).toContain('breakfast');
    await context.close();
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    // The server says so too (status 404), so a search engine drops a stale address.
    expect((await page.goto(url('/no-such-page')))?.status()).toBe(404);
    await expect.poll(() => page.getByText('Oops! Page not found').count()).toBe(1);
    expect(errors.join('\n')).toContain('/no-such-page');
    // The guest keeps the site's header and footer, so there is a way on besides Back.
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').getByRole('link', { name: 'Imprint' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    // An English reader's home page is /en/ (decision 0083).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/');
    await context.close();
  });

  it('opens and closes the mobile menu on a phone', async () => {
    const { page, context } = await openPage(browser, { width: 390, language: 'en' });
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const mobileNav = page.locator('#mobile-menu');
    await expect.poll(() => mobileNav.isVisible()).toBe(true);
    await mobileNav.getByRole('link', { name: 'About' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/about');
    await expect.poll(() => mobileNav.count()).toBe(0);
    await context.close();
  });
});

describe('admin area', () => {
  it('sends a signed-out visitor of /admin/* to the login, replacing the history entry', async () => {
    const { page, context } = await openPage(browser, { language: 'en' });
    await page.goto(url('/'));
    await page.goto(url('/admin/menu'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await page.goBack();
    // The stored English choice took the visitor from / to /en/ before the page was painted.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/');
    await context.close();
  });

  it('refuses wrong credentials with a failure toast', async () => {
    const { page, context } = await openPage(browser, { language: 'en' });
    expect((await page.goto(url('/admin/login')))?.status()).toBe(200);
    // No search engine lists the admin area.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Login failed').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('brings staff back to the page they asked for once they have signed in', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    await page.goto(url('/admin/press?tab=featured'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/press?tab=featured');
    const [username, password] = await page.getByTestId('login-hint').locator('code').allTextContents();
    await page.getByLabel('Username').fill(username ?? '');
    await page.getByLabel('Password').fill(password ?? '');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/press');
    // A crafted link cannot send staff outside the admin area: it lands on the dashboard.
    await page.goto(url('/admin/login?redirect=//evil.example/admin'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    expect(new URL(page.url()).host).toBe(new URL(url('/')).host);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with the demo account shown on the login page, and logs out', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    await page.goto(url('/admin/login'));
    const hint = page.getByTestId('login-hint');
    await expect.poll(() => hint.textContent()).toContain('demo');
    const [username, password] = await hint.locator('code').allTextContents();
    await page.getByLabel('Username').fill(username ?? '');
    await page.getByLabel('Password').fill(password ?? '');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dashboard');

    // Signed in, the login page sends staff on to the dashboard.
    await page.goto(url('/admin/login'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');

    await page.goto(url('/admin/settings'));
    await expect.poll(() => page.getByRole('heading', { name: 'Opening hours' }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: 'Settings' }).getAttribute('aria-current'))
      .toBe('page');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await page.goto(url('/admin'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
