// Interaction defects found on a phone: an error toast that a tap kept on screen for good,
// validation errors shown one field per submit, and the phone menu's section links scrolling past their
// section under the sticky header.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_KEY, GIVEN_CONSENT, launch, openPage, url, waitForTheAppOnEveryVisit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const withConsent = async (page: Page) =>
  page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [CONSENT_KEY, GIVEN_CONSENT],
  );

describe('on a phone', () => {
  it('an error toast that was tapped still goes away by itself', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'en-GB',
      timezoneId: 'Europe/Berlin',
    });
    await context.addInitScript(() => window.localStorage.setItem('tischlein.language', 'en'));
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    await withConsent(page);
    await page.goto(url('/admin/login'));
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).tap();
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.innerText()).toContain('Login failed');
    // A tap leaves the emulated mouse over the toast, which used to pause it until the next tap elsewhere.
    await toast.tap();
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });

  it('the booking form shows every problem at once and focuses the first', async () => {
    const { page, context, errors } = await openPage(browser, {
      width: 390,
      language: 'en',
      locale: 'en-GB',
    });
    await withConsent(page);
    await page.goto(url('/reservations'));
    const submit = page.getByRole('button', { name: 'Reserve a table' });
    const shownErrors = () => page.locator('form [id$="::error-text"]').allInnerTexts();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name'));

    await submit.click();
    await expect
      .poll(shownErrors)
      .toEqual([
        'Please enter your name.',
        'Please enter a valid e-mail address.',
        'Please choose a date.',
        'Please choose a time.',
      ]);
    expect(await focused()).toBe('customer_name');

    await page.locator('input[name="customer_name"]').fill('Mei Lin');
    await page.locator('input[name="customer_email"]').fill('mei.lin@');
    await submit.click();
    await expect
      .poll(shownErrors)
      .toEqual(['Please enter a valid e-mail address.', 'Please choose a date.', 'Please choose a time.']);
    expect(await focused()).toBe('customer_email');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the menu’s section links end with the section just under the sticky header', async () => {
    const { page, context, errors } = await openPage(browser, {
      width: 390,
      language: 'en',
      locale: 'en-GB',
    });
    await withConsent(page);
    await page.goto(url('/'));
    for (const [link, section] of [
      ['Menu', 'menu-section'],
      ['Events', 'events-section'],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: link, exact: true }).click();
      const place = () =>
        page.evaluate((id) => {
          const header = document.querySelector('header')!.getBoundingClientRect().bottom;
          return Math.round(document.getElementById(id)!.getBoundingClientRect().top - header);
        }, section);
      // Smooth scrolling ends where the section's top meets the header's bottom (within a pixel or two).
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const [before, now] = [last, (last = await place())];
          return before === now;
        })
        .toBe(true);
      expect(last).toBeGreaterThanOrEqual(-2);
      expect(last).toBeLessThanOrEqual(16);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
