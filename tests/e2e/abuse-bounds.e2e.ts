// Bounded booking in the offline demo (decisions 0086, 0087): a guest books as always while
// the browser solves the proof of work unseen; with the owner's limit lowered in Settings, the next booking
// from the same browser is refused with its message, and the dashboard counts the refusal.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseBookingDate, launch, openPage, signInAsDemo, toast, url } from './support';

// Tuesday 24 November 2026, 10:00 in Berlin (winter time, UTC+1).
const NOW = new Date('2026-11-24T09:00:00Z');
const TOMORROW = '2026-11-25';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const book = async (page: Page, name: string, email: string, time: string) => {
  await page.goto(url('/reservations'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('Book a table');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await chooseBookingDate(page, TOMORROW);
  await page.getByLabel('Time').selectOption(time);
  await page.getByLabel('Party size').selectOption('2');
  await page.getByRole('button', { name: 'Reserve a table' }).click();
};

describe('bounded booking in the demo', () => {
  it('books with the proof of work solved unseen', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await page.clock.setFixedTime(NOW);
    const started = Date.now();
    await book(page, 'Ada Lovelace', 'ada@example.org', '12:00');
    const card = page.getByTestId('reservation-confirmation');
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await card.textContent()).toContain('Thank you, Ada Lovelace!');
    console.info(`abuse-bounds e2e: booking with the proof of work took ${Date.now() - started} ms`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses past the limit set in Settings with its message, and the dashboard counts it', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await page.clock.setFixedTime(NOW);
    await signInAsDemo(page);
    await page.goto(url('/admin'));
    await expect.poll(() => page.getByTestId('refused-attempts-today').textContent()).toBe('0');

    await page.goto(url('/admin/settings'));
    const form = page.getByTestId('abuse-limits-settings');
    const perAddress = form.locator('input[name="abuse-limit-bookingsPerAddressPerHour"]');
    await expect.poll(() => perAddress.inputValue()).toBe('10');
    await perAddress.fill('0');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await expect
      .poll(() => form.innerText())
      .toContain('Please enter a whole number from 1 to 100,000 for each limit.');
    await perAddress.fill('1');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await toast(page, 'The limits against abuse have been saved.');

    await book(page, 'Grace Hopper', 'grace@example.org', '12:30');
    await expect
      .poll(() => page.getByTestId('reservation-confirmation').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await book(page, 'Alan Turing', 'alan@example.org', '13:00');
    await toast(
      page,
      'Many reservations have already come from your connection in the last hour. Please try again later or give us a call.',
    );
    expect(await page.getByTestId('reservation-confirmation').count()).toBe(0);

    await page.goto(url('/admin'));
    await expect.poll(() => page.getByTestId('refused-attempts-today').textContent()).toBe('1');
    expect(await page.getByText('too many from one connection: 1').count()).toBe(1);
    // The refusal is an expected answer, logged as such by the form: no error but that one.
    expect(errors.filter((e) => !e.includes('Reservation failed'))).toEqual([]);
    await context.close();
  });
});
