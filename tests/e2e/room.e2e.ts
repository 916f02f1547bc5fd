// The room in the offline demo: the owner finds the demo's twelve tables, starts over, sets no pause between
// two parties at a table and sets up three tables in Settings (a two-top and two four-tops that join for up
// to eight), a party of eight is seated on the joined tables (no single table holds it), a couple takes the
// two-top, and the next couple, who had chosen 19:00 before it filled, is told it is full and
// offered the nearest times whose stay finds a free table.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseBookingDate,
  launch,
  signInAsDemo,
  signInAsDemoInAnyLanguage,
  url,
  waitForTheAppOnEveryVisit,
} from './support';

// Tuesday 24 November 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-24T09:00:00Z');
const THURSDAY = '2026-12-03';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const guest = async (page: Page, name: string, party: string, time: string) => {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.org`);
  await chooseBookingDate(page, THURSDAY);
  await page.getByLabel('Party size').selectOption(party);
  await page.locator('select[name="reservation_time"]').selectOption(time);
};

describe('the room', () => {
  it('seats guests at the tables the owner sets up, and offers the nearest free times when they are taken', async () => {
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Berlin' });
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    await page.clock.setFixedTime(NOW);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    // No pause between two parties at a table: a couple holds it for exactly its 90 minutes.
    const rules = page.getByTestId('booking-rules');
    await expect.poll(() => rules.locator('input[name="bufferMinutes"]').inputValue()).toBe('15');
    await rules.locator('input[name="bufferMinutes"]').fill('0');
    await rules.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Settings saved').count()).toBeGreaterThan(0);
    const plan = page.getByTestId('floor-plan-settings');
    // The demo's own room: twelve tables in two areas, two combinations. The owner starts over.
    await expect.poll(() => plan.getByTestId('floor-plan-table').count()).toBe(12);
    expect(await plan.getByTestId('floor-plan-area').count()).toBe(2);
    expect(await plan.getByTestId('floor-plan-combination').count()).toBe(2);
    // The terrace's tables are given after the inside's of the same size.
    expect(await plan.getByTestId('floor-plan-table').nth(9).getByLabel('Given').inputValue()).toBe('last');
    expect(await plan.getByTestId('floor-plan-table').nth(3).getByLabel('Given').inputValue()).toBe('usual');
    for (const part of ['floor-plan-combination', 'floor-plan-table', 'floor-plan-area']) {
      while ((await plan.getByTestId(part).count()) > 0)
        await plan.getByTestId(part).first().getByRole('button', { name: 'Remove' }).click();
    }
    await expect.poll(() => plan.getByText('No tables yet', { exact: false }).count()).toBe(1);
    await plan.getByRole('button', { name: 'Add an area' }).click();
    await plan.getByLabel('Area name').fill('Inside');
    for (const [min, max] of [
      ['1', '2'],
      ['2', '4'],
      ['2', '4'],
    ] as const) {
      await plan.getByRole('button', { name: 'Add a table' }).click();
      const table = plan.getByTestId('floor-plan-table').last();
      await table.getByLabel('Seats at least').fill(min);
      await table.getByLabel('Seats at most').fill(max);
    }
    await plan.getByRole('button', { name: 'Add a combination' }).click();
    const combination = plan.getByTestId('floor-plan-combination');
    await combination.getByLabel('Combination name').fill('2+3');
    await combination.getByLabel('From how many guests').fill('5');
    await combination.getByText('Table 2').click();
    await combination.getByText('Table 3').click();
    await plan.getByRole('button', { name: 'Save tables' }).click();
    await expect.poll(() => page.getByText('Tables saved').count()).toBeGreaterThan(0);
    // A table whose seats run backwards is refused with a message, and the saved plan stays.
    await plan.getByTestId('floor-plan-table').first().getByLabel('Seats at least').fill('3');
    await plan.getByRole('button', { name: 'Save tables' }).click();
    await expect
      .poll(() => plan.getByTestId('floor-plan-error').textContent())
      .toBe('Seats: whole numbers from 1, at most the maximum, at most 100 per table.');
    await plan.getByTestId('floor-plan-table').first().getByLabel('Seats at least').fill('1');

    const book = async (name: string, party: string) => {
      const tab = waitForTheAppOnEveryVisit(await context.newPage());
      await tab.clock.setFixedTime(NOW);
      await tab.goto(url('/en/reservations'));
      await guest(tab, name, party, '19:00');
      await tab.getByRole('button', { name: 'Reserve a table' }).click();
      await expect.poll(() => tab.getByTestId('reservation-confirmation').count()).toBe(1);
      await tab.close();
    };
    // Eight guests fit only the two four-tops joined.
    await book('Big Table', '8');

    // The last couple chooses 19:00 while another couple takes the two-top.
    await page.goto(url('/en/reservations'));
    await guest(page, 'Late Couple', '2', '19:00');
    await book('Quick Couple', '2');
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    await expect
      .poll(() => page.getByText('Sorry, that time is fully booked.', { exact: false }).count())
      .toBeGreaterThan(0);
    // Every table is held from 19:00: a couple's 90 minutes fit before it from 17:30, and the two-top is free
    // again at 20:30, whose stay ends at the close.
    const nearest = page.getByTestId('nearest-free-times');
    await expect
      .poll(() => nearest.getByRole('button').allTextContents())
      .toEqual(['17:00', '17:30', '20:30']);
    await nearest.getByRole('button', { name: 'Choose 17:30' }).click();
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks German and Chinese in Settings > Tables and Stays and room', async () => {
    for (const [locale, title, save, stays, addTable, remove] of [
      ['de-DE', 'Tische', 'Tische speichern', 'Aufenthalt und Raum', 'Tisch hinzufügen', 'Entfernen'],
      ['zh-CN', '餐桌', '保存餐桌', '用餐时长与容量', '添加餐桌', '移除'],
    ] as const) {
      const context = await browser.newContext({ locale, timezoneId: 'Europe/Berlin' });
      const page = waitForTheAppOnEveryVisit(await context.newPage());
      await page.clock.setFixedTime(NOW);
      await signInAsDemoInAnyLanguage(page);
      await page.goto(url('/admin/settings'));
      const plan = page.getByTestId('floor-plan-settings');
      await expect.poll(() => plan.getByRole('heading', { level: 2 }).textContent()).toBe(title);
      expect(await plan.getByRole('button', { name: save }).count()).toBe(1);
      expect(await plan.getByRole('button', { name: addTable }).count()).toBe(1);
      // The demo's twelve tables and two combinations, each with its button to remove it.
      expect(await plan.getByTestId('floor-plan-table').getByRole('button', { name: remove }).count()).toBe(
        12,
      );
      expect(await page.getByRole('heading', { name: stays }).count()).toBe(1);
      await context.close();
    }
  });
});
