// Changes to the settings that touch booked guests, in the offline demo (decision 0111): the owner closes a
// Monday that has bookings; before anything is saved a dialog says how many bookings and guests, lists them
// with their contact, and offers Back, keep or cancel with a message. Back saves nothing; cancelling saves the
// closure and cancels exactly those bookings, each guest's cancellation e-mail carrying the message. In German
// at 1280 px and in Chinese at 390 px, with screenshots for a person to look at.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, signInAsDemoInAnyLanguage, url, waitForTheAppOnEveryVisit } from './support';

// Tuesday 24 November 2026, 10:00 in Berlin; the demo's bookings of the coming days include Monday 30th.
const NOW = new Date('2026-11-24T09:00:00Z');
const MONDAY = '2026-11-30';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The Monday's bookings that still hold their table, as the admin list counts them. */
const activeOnMonday = async (page: Page, status: 'pending' | 'confirmed' | 'cancelled') => {
  await page.goto(url(`/admin/reservations?status=${status}&from=${MONDAY}&to=${MONDAY}`));
  const list = page.getByTestId('reservation-list');
  await expect.poll(() => list.count()).toBeGreaterThan(0);
  return list.locator('[data-reservation-id]').count();
};

type Label = string | RegExp;

/** Waits for a dialog's opening animation to end, so that a screenshot shows it as a person sees it. */
const settled = (dialog: Locator) =>
  dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

const closeMonday = async (page: Page, add: Label, from: Label, to: Label, save: Label) => {
  await page.goto(url('/admin/settings'));
  const settings = page.getByTestId('booking-rules');
  await expect.poll(() => settings.locator('input[name="hours-2"]').inputValue()).toBe('08:00–22:00');
  await settings.getByRole('button', { name: add }).click();
  const closed = settings.getByTestId('closed-period').last();
  await closed.getByLabel(from).fill(MONDAY);
  await closed.getByLabel(to).fill(MONDAY);
  await settings.getByRole('button', { name: save }).click();
};

describe('a change to the rules that touches booked guests', () => {
  it('asks before closing a booked Monday, and cancels its bookings with the owner’s message (de, 1280 px)', async () => {
    const context = await browser.newContext({
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1280, height: 900 },
    });
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    await page.clock.setFixedTime(NOW);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsDemoInAnyLanguage(page);

    const pending = await activeOnMonday(page, 'pending');
    const confirmed = await activeOnMonday(page, 'confirmed');
    const booked = pending + confirmed;
    expect(booked).toBeGreaterThan(0);

    await closeMonday(page, /Schließtage hinzufügen/, 'Von', 'Bis', /Einstellungen speichern/);
    const dialog = page.getByRole('dialog', { name: 'Diese Änderung betrifft gebuchte Gäste' });
    await expect.poll(() => dialog.count()).toBe(1);
    const closedList = dialog.getByTestId('rules-change-closed');
    await expect.poll(() => closedList.locator('li').count()).toBe(Math.min(booked, 50));
    expect(await dialog.textContent()).toMatch(
      new RegExp(`${booked} Reservierung(en)? mit \\d+ Gästen läge?n? dann an einem geschlossenen Tag`),
    );
    expect(await closedList.locator('li').first().textContent()).toMatch(/30\. Nov\. 2026, \d\d:\d\d Uhr/);
    await settled(dialog);
    await page.screenshot({ path: '/tmp/rules-change-de-1280.png' });

    // Back: nothing is saved.
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByText('Einstellungen gespeichert', { exact: false }).count()).toBe(0);

    // Saved again, and cancelled with a message.
    await page
      .getByTestId('booking-rules')
      .getByRole('button', { name: /Einstellungen speichern/ })
      .click();
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('Ihre Nachricht an die Gäste (optional)').fill('Wir haben einen Wasserschaden.');
    await dialog
      .getByRole('button', {
        name: `Speichern und ${booked} Reservierung${booked === 1 ? '' : 'en'} stornieren`,
      })
      .click();
    await expect
      .poll(() => page.getByText(`${booked} Reservierung`, { exact: false }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);

    expect(await activeOnMonday(page, 'cancelled')).toBeGreaterThanOrEqual(booked);
    expect(
      await page.getByTestId('reservation-list').locator('[data-reservation-id]').count(),
    ).toBeGreaterThan(0);
    await page.goto(url(`/admin/reservations?status=confirmed&from=${MONDAY}&to=${MONDAY}`));
    await expect
      .poll(() => page.getByTestId('reservation-list').locator('[data-reservation-id]').count())
      .toBe(0);

    // A guest with an address got the cancellation with the message.
    await page.goto(url('/admin/reservations'));
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Demo-Postausgang' }).click();
    const outbox = page.getByRole('dialog', { name: /Demo-Postausgang/ });
    await outbox.getByRole('button').filter({ hasText: 'Stornierung' }).first().click();
    const mail = outbox.frameLocator('iframe').locator('body');
    await expect.poll(() => mail.textContent()).toContain('Wir haben einen Wasserschaden.');

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('asks in Chinese on a phone, and keeping the bookings saves the closure only (zh, 390 px)', async () => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    await page.clock.setFixedTime(NOW);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsDemoInAnyLanguage(page);
    const booked = (await activeOnMonday(page, 'pending')) + (await activeOnMonday(page, 'confirmed'));

    await closeMonday(page, /添加休息日/, '从', '至', /保存设置/);
    const dialog = page.getByRole('dialog', { name: '此更改会影响已预订的客人' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain(`${booked} 个预订`);
    await settled(dialog);
    await page.screenshot({ path: '/tmp/rules-change-zh-390.png' });
    await dialog.getByRole('button', { name: '保存并保留预订' }).click();
    await expect.poll(() => page.getByText('设置已保存', { exact: false }).count()).toBeGreaterThan(0);
    expect((await activeOnMonday(page, 'pending')) + (await activeOnMonday(page, 'confirmed'))).toBe(booked);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
