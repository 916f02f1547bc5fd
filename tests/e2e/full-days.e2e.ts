// The booking calendar greys out a day on which nothing is free for the party, from the same availability the
// store books by: the owner allows one guest on a day, and a party of two sees that day struck out, its
// neighbours open, and a party of one the day open again; a time chosen for one that cannot take two is
// said to be gone when the party grows.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, launch, signInAsDemo, url, waitForTheAppOnEveryVisit } from './support';

// Tuesday 24 November 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-24T09:00:00Z');
// A Sunday without a booking in the demo's seed.
const SMALL_DAY = '2026-11-29';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the booking calendar', () => {
  it('greys out a day with nothing free for the party, and not its neighbours', async () => {
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Berlin' });
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    await page.clock.setFixedTime(NOW);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const settings = page.getByTestId('booking-rules');
    await expect.poll(() => settings.locator('input[name="hours-2"]').inputValue()).toBe('08:00–22:00');
    await settings.getByRole('button', { name: 'Add a day' }).click();
    const override = settings.getByTestId('capacity-override').last();
    await override.getByLabel('Date').fill(SMALL_DAY);
    await override.getByLabel('Guests per day').fill('1');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    // Guests already booked that day stay booked; the owner is told first.
    const asked = page.getByRole('dialog', { name: 'This change affects booked guests' });
    const saved = page.getByText('Settings saved', { exact: true });
    await expect.poll(async () => (await asked.count()) + (await saved.count())).toBeGreaterThan(0);
    if ((await asked.count()) > 0) await asked.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => saved.count()).toBeGreaterThan(0);

    await page.goto(url('/en/reservations'));
    const open = async (party: string) => {
      await page.getByLabel('Party size').selectOption(party);
      await page.getByRole('button', { name: 'Open calendar' }).click();
    };
    await open('2');
    await expect.poll(() => calendarDay(page, SMALL_DAY).getAttribute('data-unavailable')).toBe('');
    expect(await calendarDay(page, '2026-11-28').getAttribute('data-unavailable')).toBeNull();
    expect(await calendarDay(page, '2026-11-30').getAttribute('data-unavailable')).toBeNull();
    await page.keyboard.press('Escape');
    await open('1');
    await expect.poll(() => calendarDay(page, SMALL_DAY).getAttribute('data-unavailable')).toBeNull();

    // A time chosen for one guest is not kept out of sight when the party grows: the form says it went.
    await calendarDay(page, SMALL_DAY).click();
    const time = page.locator('select[name="reservation_time"]');
    await expect.poll(() => time.locator('option:not([value=""])').count()).toBeGreaterThan(0);
    const first = (await time.locator('option:not([value=""])').first().getAttribute('value'))!;
    await time.selectOption(first);
    await page.getByLabel('Party size').selectOption('2');
    await expect
      .poll(() => page.getByTestId('time-gone').textContent())
      .toBe(`${first} is not free for 2 guests.`);
    expect(await time.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
