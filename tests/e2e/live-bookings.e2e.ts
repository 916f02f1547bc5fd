// Staff learn of each new booking: an admin tab left open shows a guest's booking from
// another tab in its pending badge without a reload.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  GIVEN_CONSENT,
  chooseBookingDate,
  launch,
  openPage,
  signInAsDemo,
  url,
  waitForTheAppOnEveryVisit,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A week from today in Berlin, as yyyy-MM-dd: always bookable under the demo's hours. */
const inAWeek = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + 7 * 86_400_000),
  );

describe('an open admin tab', () => {
  it('shows a new booking in its pending badge without a reload', async () => {
    const { page: admin, context, errors } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_KEY, GIVEN_CONSENT],
    );
    await signInAsDemo(admin);
    await admin.goto(url('/admin/settings'));
    const badge = admin.getByTestId('pending-badge');
    await expect.poll(() => badge.textContent()).toMatch(/^\d+$/);
    const before = Number(await badge.textContent());
    expect(await badge.getAttribute('aria-label')).toContain('waiting for an answer');

    const guest = waitForTheAppOnEveryVisit(await context.newPage());
    await guest.goto(url('/reservations'));
    await guest.getByLabel('Name').fill('Ada Live');
    await guest.getByLabel('E-mail').fill('ada.live@example.org');
    await chooseBookingDate(guest, inAWeek());
    await guest.getByLabel('Time').selectOption('10:30');
    await guest.getByRole('button', { name: 'Reserve a table' }).click();
    await expect.poll(() => guest.getByText('Reservation received').count()).toBeGreaterThan(0);

    await expect.poll(async () => Number(await badge.textContent()), { timeout: 10_000 }).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
