// One prerendered page per language, holding its data (decisions 0082 and 0083): /en/menu is English in
// the HTML and stays English when the app takes over, with the same dishes and no React error; the switch
// moves between the language addresses; the cookie banner is in the HTML for a first visit and hidden
// before the first paint when a choice is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONSENT_KEY, GIVEN_CONSENT, launch, openPage, url, startTheApp } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a page per language', () => {
  it('/en/menu is English before the scripts run and after the app took over, with the same dishes', async () => {
    const html = await (await fetch(url('/en/menu'))).text();
    expect(html).toMatch(/<html lang="en"/);
    const { page, errors, context } = await openPage(browser);
    // What the page shows as the HTML arrives: the scripts of a prerendered page wait for the first paint,
    // so the first frame is the HTML's.
    const firstFrame: { lang: string; h1: string; dishes: number }[] = [];
    await page.exposeFunction('reportFirstFrame', (frame: { lang: string; h1: string; dishes: number }) =>
      firstFrame.push(frame),
    );
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { reportFirstFrame: (frame: object) => void }).reportFirstFrame({
          lang: document.documentElement.lang,
          h1: document.querySelector('h1')?.textContent ?? '',
          dishes: document.querySelectorAll('main h3').length,
        });
      });
    });
    await page.goto(url('/en/menu'));
    expect(firstFrame[0]?.lang).toBe('en');
    expect(firstFrame[0]?.h1).toBe('Our menu');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').first().textContent()).toBe(firstFrame[0]?.h1);
    expect(await page.locator('main h3').count()).toBe(firstFrame[0]?.dishes);
    expect(await page.getByText('Har Gow Shrimp Dumplings').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/en/menu');
    // React reports a render that differs from the server's HTML (or any other failure) as a console error.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/zh/events is Chinese, and its links stay in Chinese', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(url('/zh/events'));
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    expect(await page.getByRole('navigation').first().getByRole('link').first().getAttribute('href')).toBe(
      '/zh/',
    );
    await page.getByRole('navigation').first().getByRole('link').nth(2).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/zh/menu');
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the switch moves between the addresses, back returns to the language before, and a reload keeps it', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(url('/menu'));
    expect(await page.locator('h1').first().textContent()).toBe('Unsere Speisekarte');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/menu');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Our menu');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/menu');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Unsere Speisekarte');
    await page.getByRole('button', { name: '中文', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/zh/menu');
    await page.reload();
    await startTheApp(page);
    expect(await page.getAttribute('html', 'lang')).toBe('zh');
    // The choice is remembered: the German address of another page opens in Chinese, before any paint.
    await page.goto(url('/about'));
    expect(new URL(page.url()).pathname).toBe('/zh/about');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('names Chinese fonts on a Chinese page only, before and after the app took over', async () => {
    const fontsOf = async (path: string, language: 'de' | 'zh') => {
      const { page, errors, context } = await openPage(browser, { width: 390, language });
      const fonts = () =>
        page.evaluate(() => ({
          heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
          body: getComputedStyle(document.body).fontFamily,
        }));
      await page.goto(url(path));
      const before = await fonts();
      await startTheApp(page);
      expect(await fonts()).toEqual(before);
      expect(errors).toEqual([]);
      await context.close();
      return before;
    };
    expect(await fontsOf('/impressum', 'de')).toEqual({
      heading: 'Georgia, serif',
      body: 'system-ui, sans-serif',
    });
    const chinese = await fontsOf('/zh/impressum', 'zh');
    expect(chinese.heading).toMatch(/^Georgia, "Noto Serif CJK SC", .*serif$/);
    expect(chinese.body).toMatch(/^system-ui, "Noto Sans CJK SC", .*sans-serif$/);
  });
});

describe('the cookie banner', () => {
  it('is in the HTML, and on screen before the scripts run on a first visit', async () => {
    const html = await (await fetch(url('/en/'))).text();
    expect(html).toContain('data-testid="cookie-banner"');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url('/en/'));
    expect(await page.getByTestId('cookie-banner').isVisible()).toBe(true);
    await context.close();

    const { page: running, context: second, errors } = await openPage(browser);
    await running.goto(url('/en/'));
    expect(await running.getByTestId('cookie-banner').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await second.close();
  });

  it('is hidden from the first paint when this browser holds a choice', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [CONSENT_KEY, GIVEN_CONSENT],
    );
    const seenBeforeScripts: boolean[] = [];
    await page.exposeFunction('reportBanner', (visible: boolean) => seenBeforeScripts.push(visible));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const banner = document.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
        (window as unknown as { reportBanner: (visible: boolean) => void }).reportBanner(
          !!banner && banner.offsetParent !== null,
        );
      });
    });
    await page.goto(url('/menu'));
    expect(seenBeforeScripts).toEqual([false]);
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
