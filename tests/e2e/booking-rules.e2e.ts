// Opening hours and capacity in the offline demo (issue 14): with the owner's rules in place (written into
// the demo's storage, as the Settings screen will), the form offers no time on a closed Monday, and when a
// party of four takes 19:00 (four covers) while another guest has it chosen, that guest is told 19:00 is
// full and offered its neighbours, one of which books.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, weekOf } from '../../src/domain/settings/booking-rules';
import { launch, url, waitForTheAppOnEveryVisit } from './support';

// Tuesday 24 November 2026, 10:00 in Berlin; next Monday is 30 November.
const NOW = new Date('2026-11-24T09:00:00Z');
const MONDAY = '2026-11-30';
const FRIDAY = '2026-11-27';

const RULES = {
  ...DEFAULT_BOOKING_RULES,
  weeklyHours: weekOf(() => [{ from: '08:00', to: '22:00' }]),
  closedPeriods: [{ from: MONDAY, to: MONDAY, note: 'Private event' }],
  capacityOverrides: [{ date: FRIDAY, coversPerSlot: 4, coversPerDay: null }],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const fill = async (page: Page, name: string, date: string) => {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.org`);
  await page.getByLabel('Date').fill(date);
};

describe('the booking rules on the public form', () => {
  it('offers nothing on a closed day, and offers the neighbours of a full slot', async () => {
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Berlin' });
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    await page.clock.setFixedTime(NOW);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(url('/reservations'));
    await page.evaluate((rules) => {
      const key = 'tischlein.demo.v1';
      const tables = JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...tables, booking_rules: rules }));
    }, RULES);
    await page.goto(url('/reservations'));

    await fill(page, 'Closed Day', MONDAY);
    const time = page.locator('select[name="reservation_time"]');
    await expect.poll(() => time.locator('option').first().textContent()).toBe('Nothing free that day');
    expect(await time.locator('option:not([value=""])').count()).toBe(0);

    // Another guest, in a second tab, is about to take 19:00 on Friday for four: the first guest has
    // already chosen 19:00 for two.
    await page.getByLabel('Date').fill(FRIDAY);
    await page.getByLabel('Party size').selectOption('2');
    await time.selectOption('19:00');

    const other = waitForTheAppOnEveryVisit(await context.newPage());
    await other.clock.setFixedTime(NOW);
    await other.goto(url('/reservations'));
    await fill(other, 'Quick Guest', FRIDAY);
    await other.getByLabel('Party size').selectOption('4');
    await other.locator('select[name="reservation_time"]').selectOption('19:00');
    await other.getByRole('button', { name: 'Reserve a table' }).click();
    await expect.poll(() => other.getByTestId('reservation-confirmation').count()).toBe(1);
    await other.close();

    // 19:00 now holds its four covers: the first guest is told it is full and offered its neighbours.
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    await expect
      .poll(() => page.getByText('Sorry, that time is fully booked.', { exact: false }).count())
      .toBeGreaterThan(0);
    const nearest = page.getByTestId('nearest-free-times');
    await expect
      .poll(() => nearest.getByRole('button').allTextContents())
      .toEqual(['18:00', '18:30', '19:30']);
    expect(await time.locator('option[value="19:00"]').count()).toBe(0);
    await nearest.getByRole('button', { name: 'Choose 19:30' }).click();
    expect(await time.inputValue()).toBe('19:30');
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
