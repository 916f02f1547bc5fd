// One rule for large groups, from the owner's online party limit, said alike in the footer and the booking
// form: a party over the limit is shown the way to ask (the restaurant's phone and e-mail) and is not
// booked; when the owner lowers the limit, both say the new one; in English, German and Chinese.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signInAsDemo, url, waitForTheAppOnEveryVisit } from './support';

// Tuesday 24 November 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-24T09:00:00Z');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const open = async (locale: string): Promise<{ page: Page; close: () => Promise<void> }> => {
  const context = await browser.newContext({ locale, timezoneId: 'Europe/Berlin' });
  const page = waitForTheAppOnEveryVisit(await context.newPage());
  await page.clock.setFixedTime(NOW);
  return { page, close: () => context.close() };
};

const footerRule = (page: Page) =>
  page.locator('footer').getByTestId('large-groups').locator('p').first().textContent();

describe('large groups', () => {
  it('are shown the way to ask instead of a booking, from the limit the owner sets', async () => {
    const { page, close } = await open('en-GB');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/en/reservations'));
    await expect
      .poll(() => footerRule(page))
      .toBe('Online bookings are for up to 20 people; larger groups, please ask us by phone or e-mail.');

    await page.getByLabel('Name').fill('Verein Kiez');
    await page.getByLabel('E-mail').fill('verein@example.org');
    const party = page.getByLabel('Party size');
    await party.selectOption({ label: 'More than 20 people' });
    const ask = page.locator('form').getByTestId('large-groups');
    await expect.poll(() => ask.locator('p').first().textContent()).toContain('larger groups, please ask us');
    expect(await ask.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await ask.locator('a[href^="tel:"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    await expect
      .poll(() =>
        page.locator('#party_size-error, [id$="party_size"] [data-part="error-text"]').first().textContent(),
      )
      .toBe('Online bookings are for up to 20 people. For larger groups, please call us or write to us.');
    expect(await page.getByTestId('reservation-confirmation').count()).toBe(0);

    // The owner lowers the limit to twelve: the form and the footer say so.
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const settings = page.getByTestId('booking-rules');
    await expect.poll(() => settings.locator('input[name="maxPartySize"]').inputValue()).toBe('20');
    await settings.locator('input[name="maxPartySize"]').fill('12');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Settings saved').count()).toBeGreaterThan(0);
    await page.goto(url('/en/reservations'));
    await expect
      .poll(() => footerRule(page))
      .toBe('Online bookings are for up to 12 people; larger groups, please ask us by phone or e-mail.');
    await expect
      .poll(() => page.getByLabel('Party size').locator('option').last().textContent())
      .toBe('More than 12 people');
    expect(errors).toEqual([]);
    await close();
  });

  it('say the rule in German and Chinese', async () => {
    for (const [locale, path, rule, more] of [
      [
        'de-DE',
        '/reservations',
        'Online buchbar für bis zu 20 Personen; größere Gruppen fragen bitte per Telefon oder E-Mail an.',
        'Mehr als 20 Personen',
      ],
      ['zh-CN', '/zh/reservations', '在线预订最多 20 人；更大的团体请致电或发送电子邮件咨询。', '超过 20 人'],
    ] as const) {
      const { page, close } = await open(locale);
      await page.goto(url(path));
      await expect.poll(() => footerRule(page)).toBe(rule);
      await expect
        .poll(() => page.locator('select[name="party_size"] option').last().textContent())
        .toBe(more);
      await close();
    }
  });
});
