// Why a time is not offered, in words, in the offline demo's day view: the host checks a date for a party as
// guests see it online and as staff may book by phone, in the demo's room of twelve tables, in English,
// German and Chinese.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signInAsDemo, signInAsDemoInAnyLanguage, url, waitForTheAppOnEveryVisit } from './support';

// Tuesday 24 November 2026, 10:00 in Berlin. The demo's seed seats a party of four at table 4 on Friday the
// 27th at 10:00.
const NOW = new Date('2026-11-24T09:00:00Z');
const FRIDAY = '2026-11-27';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const openCheck = async (
  locale: string,
): Promise<{ page: Page; check: Locator; close: () => Promise<void> }> => {
  const context = await browser.newContext({ locale, timezoneId: 'Europe/Berlin' });
  const page = waitForTheAppOnEveryVisit(await context.newPage());
  await page.clock.setFixedTime(NOW);
  return { page, check: page.getByTestId('availability-check'), close: () => context.close() };
};

/** What the check says at a time: the answer of the range of times that holds it. */
const answerAt = async (check: Locator, time: string): Promise<string | null> => {
  for (const range of await check.getByTestId('availability-times').all()) {
    const [from, to] = [await range.getAttribute('data-from'), await range.getAttribute('data-to')];
    if (from !== null && to !== null && from <= time && time <= to) return range.locator('dd').textContent();
  }
  return null;
};

describe('why a time is not offered', () => {
  it('shows each time with its table or, in words, why not, online and by phone', async () => {
    const { page, check, close } = await openCheck('en-GB');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsDemo(page);
    await page.goto(url(`/admin/reservations/day?date=${FRIDAY}`));
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    const party = check.getByLabel('Guests');

    await party.fill('4');
    // Table 4 holds the seed's party of four from 10:00: the next four-top is offered.
    await expect.poll(() => answerAt(check, '10:00')).toBe('Table 5 free');
    await expect.poll(() => answerAt(check, '13:00')).toBe('Table 4 free');
    // Times in a row with the same answer are said once.
    expect(await check.getByTestId('availability-times').first().locator('dt').textContent()).toBe('08:00');
    expect(await check.getByTestId('availability-times').nth(1).locator('dt').textContent()).toBe(
      '08:30–11:30',
    );
    expect(await answerAt(check, '21:00')).toBe('The stay would end after closing.');

    // Table 8 is kept for staff: online, a party of eight gets the terrace's joined tables.
    await party.fill('8');
    await expect.poll(() => answerAt(check, '12:00')).toBe('Tables 10 + 11 free');
    await check.getByRole('button', { name: 'As you by phone' }).click();
    await expect.poll(() => answerAt(check, '12:00')).toBe('Table 8 free');

    await party.fill('30');
    await expect.poll(() => answerAt(check, '12:00')).toBe('No table or combination fits this party size.');
    await check.getByRole('button', { name: 'As guests online' }).click();
    await expect
      .poll(() => check.getByTestId('availability-reason').textContent())
      .toBe('The party is larger than guests may book online.');
    await party.fill('12');
    await check.getByRole('button', { name: 'As you by phone' }).click();
    await expect.poll(() => answerAt(check, '12:00')).toBe('Tables 4 + 5 + 6 free');

    // A past day: one sentence for every time.
    await page.goto(url('/admin/reservations/day?date=2026-11-20'));
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await expect
      .poll(() => check.getByTestId('availability-reason').textContent())
      .toBe('The day is in the past.');
    expect(errors).toEqual([]);
    await close();
  });

  it('follows a weekday’s own stays (a three-hour Sunday brunch is not offered at 19:30) and the tables given first', async () => {
    const { page, check, close } = await openCheck('en-GB');
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const rules = page.getByTestId('booking-rules');
    await rules.getByRole('button', { name: 'Add a stay for a weekday' }).click();
    const sunday = rules.getByTestId('weekday-stay');
    await sunday.getByLabel('Weekday').selectOption({ label: 'Sunday' });
    await sunday.getByLabel('From guests').fill('1');
    await sunday.getByLabel('Minutes').fill('180');
    await rules.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Settings saved').count()).toBeGreaterThan(0);
    // Table 6 is given first among the four-tops.
    const plan = page.getByTestId('floor-plan-settings');
    await plan.getByTestId('floor-plan-table').nth(5).getByLabel('Given').selectOption('first');
    await plan.getByRole('button', { name: 'Save tables' }).click();
    await expect.poll(() => page.getByText('Tables saved').count()).toBeGreaterThan(0);
    await page.goto(url('/admin/reservations/day?date=2026-11-29'));
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await check.getByLabel('Guests').fill('2');
    await expect.poll(() => answerAt(check, '19:30')).toBe('The stay would end after closing.');
    expect(await answerAt(check, '19:00')).toBe('Table 1 free');
    // Saturday keeps the usual 90 minutes.
    await page.goto(url('/admin/reservations/day?date=2026-11-28'));
    await check.getByRole('button', { name: 'Check', exact: true }).click();
    await check.getByLabel('Guests').fill('2');
    await expect.poll(() => answerAt(check, '20:30')).toBe('Table 1 free');
    await check.getByLabel('Guests').fill('4');
    await expect.poll(() => answerAt(check, '12:00')).toBe('Table 6 free');
    await close();
  });

  it('speaks German and Chinese', async () => {
    for (const [locale, open, guests, reason] of [
      ['de-DE', 'Prüfen', 'Personen', 'Der Aufenthalt würde erst nach Schließung enden.'],
      ['zh-CN', '查询', '人数', '用餐将在打烊后才结束。'],
    ] as const) {
      const { page, check, close } = await openCheck(locale);
      await signInAsDemoInAnyLanguage(page);
      await page.goto(url(`/admin/reservations/day?date=${FRIDAY}`));
      await check.getByRole('button', { name: open, exact: true }).click();
      await check.getByLabel(guests).fill('2');
      await expect.poll(() => answerAt(check, '21:30')).toBe(reason);
      await close();
    }
  });
});
