// Contact and location as data: the owner saves the address and phone in Settings;
// the home page, the booking page and the footer then show them, the phone as tel:, with a map link, in
// every language.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAsDemo, url, shownText } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the restaurant contact', () => {
  it('is edited in Settings and shown with tel: and map links on /, /reservations and in the footer', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const form = page.getByTestId('restaurant-contact');
    await expect
      .poll(() => form.locator('input[name="contact-street"]').inputValue())
      .toBe('Musterstraße 12');
    // A phone number with letters is refused with its message, and nothing is saved.
    await form.locator('input[name="contact-phone"]').fill('call us');
    await form.getByRole('button', { name: 'Save contact' }).click();
    await expect
      .poll(() => page.getByTestId('contact-error').textContent())
      .toBe('The phone number may only contain digits, spaces and + ( ) / . -');
    await form.locator('input[name="contact-street"]').fill('Gerichtstraße 23');
    await form.locator('input[name="contact-phone"]').fill('+49 30 1234 5678');
    await form.getByRole('button', { name: 'Save contact' }).click();
    await expect.poll(() => page.getByText('Contact saved').count()).toBeGreaterThan(0);

    for (const [language, path] of [
      ['EN', '/'],
      ['DE', '/reservations'],
      ['中文', '/'],
    ] as const) {
      await page.goto(url(path));
      await page
        .getByRole('group', { name: /Language|Sprache|语言/ })
        .getByRole('button', { name: language })
        .click();
      const main = page.locator('main');
      const footer = page.locator('footer');
      for (const part of [main, footer]) {
        await expect.poll(() => shownText(part)).toContain('Gerichtstraße 23, 13353 Berlin');
        expect(await part.locator('a[href="tel:+493012345678"]').count()).toBe(1);
        expect(await part.locator('a[href^="https://www.openstreetmap.org/"]').count()).toBe(1);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
