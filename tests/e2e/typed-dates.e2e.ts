// A date a guest types is never changed without a word: a day beyond the booking horizon becomes the last
// bookable day and a past day today, each with its reason under the field; a typed closed day says it is
// closed rather than that nothing is free (tests/e2e/booking-rules.e2e.ts). In English and German, on a phone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, url, waitForTheAppOnEveryVisit } from './support';

// Tuesday 24 November 2026, 10:00 in Berlin: the default horizon of 90 days ends on Monday 22 February 2027.
const NOW = new Date('2026-11-24T09:00:00Z');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const open = async (locale: string, path: string) => {
  const context = await browser.newContext({
    locale,
    timezoneId: 'Europe/Berlin',
    viewport: { width: 390, height: 844 },
  });
  const page = waitForTheAppOnEveryVisit(await context.newPage());
  await page.clock.setFixedTime(NOW);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url(path));
  return { context, page, errors };
};

describe('a typed booking date', () => {
  it('is brought into the bookable range with its reason, in English', async () => {
    const { context, page, errors } = await open('en-GB', '/en/reservations');
    const date = page.getByRole('textbox', { name: 'Date' });
    const note = page.getByTestId('date-correction');

    await date.fill('01/06/2027');
    await date.press('Tab');
    await expect
      .poll(() => note.textContent())
      .toBe(
        'Online bookings are open until Monday, 22 February 2027, so that day is filled in instead of Tuesday, 1 June 2027. For a later date, please call us.',
      );
    expect(await date.inputValue()).toBe('22/02/2027');
    await page.getByRole('button', { name: 'Accept essential' }).click();
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/typed-date-en-390.png' });

    await date.fill('20/11/2026');
    await date.press('Tab');
    await expect
      .poll(() => note.textContent())
      .toBe('Friday, 20 November 2026 has already passed, so today is filled in.');
    expect(await date.inputValue()).toBe('24/11/2026');

    // A day in range clears the note.
    await date.fill('01/12/2026');
    await date.press('Tab');
    await expect.poll(() => note.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so in German', async () => {
    const { context, page, errors } = await open('de-DE', '/reservations');
    const date = page.getByRole('textbox', { name: 'Datum' });
    await date.fill('01.06.2027');
    await date.press('Tab');
    await expect
      .poll(() => page.getByTestId('date-correction').textContent())
      .toContain('Online kannst du bis Montag, 22. Februar 2027 buchen');
    expect(await date.inputValue()).toBe('22.02.2027');
    expect(errors).toEqual([]);
    await context.close();
  });
});
