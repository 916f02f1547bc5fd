// Consent that matches reality: the cookie dialog offers only the categories something on
// the site uses, the privacy statement lists the same purposes, and the one functional purpose — the booking
// form remembering the guest's contact details — happens only with that consent.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseBookingDate, launch, openPage, url, shownText } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NOW = new Date('2026-11-24T09:00:00Z');
const TOMORROW = '2026-11-25';
const REMEMBERED = 'tischlein.guest-details';

const book = async (page: Page, name: string, email: string) => {
  await page.goto(url('/reservations'));
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('030 1234567');
  await chooseBookingDate(page, TOMORROW);
  await page.getByLabel('Time').selectOption('10:30');
  await page.getByRole('button', { name: 'Reserve a table' }).click();
  await expect.poll(() => page.getByText('Reservation received').count()).toBeGreaterThan(0);
};

describe('consent', () => {
  it('is asked only for purposes that exist, the same ones the privacy statement names', async () => {
    const { page, context, errors } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await page.goto(url('/privacy'));
    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    const offered = (await dialog.locator('li').allInnerTexts()).length;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The statement is German; its list holds one line per purpose the dialog lists, under the same categories.
    const listed = await page.getByTestId('privacy-purposes').locator('li').allInnerTexts();
    expect(listed).toHaveLength(offered);
    expect(listed.every((line) => /^(Notwendig|Funktional): /.test(line))).toBe(true);
    expect(listed.join('\n')).toContain('Telefonnummer der letzten Reservierung');
    expect(await shownText(page.locator('main'))).toContain(
      'Werkzeuge der Kategorien Statistik und Marketing setzen wir nicht ein',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('to functional storage lets the booking form remember the guest, and withdrawing forgets them', async () => {
    const { page, context, errors } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await page.clock.setFixedTime(NOW);
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Accept essential' }).click();
    await book(page, 'Jonas Weber', 'jonas@example.org');
    expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBERED)).toBeNull();
    await page.goto(url('/reservations'));
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Withdraw cookie consent' }).click();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await book(page, 'Mei Lin', 'mei@example.org');
    await page.goto(url('/reservations'));
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Mei Lin');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('mei@example.org');
    expect(await page.getByLabel('Phone').inputValue()).toBe('030 1234567');

    await page.getByRole('button', { name: 'Withdraw cookie consent' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBERED)).toBeNull();
    await page.reload();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
