// The guest's self-service link in the offline demo: the owner gives a Friday four guests per
// time slot; a party of four books 19:00, which fills it; the guest opens the link of their booking (in the
// language they booked in, whatever the site was set to), moves it to 19:30 and back, cancels it after a
// confirmation, and sees it cancelled; staff see it cancelled in admin, and 19:00 is offered on the booking
// form again. Wrong, cut-off and used links get a page that says so.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseBookingDate,
  launch,
  signInAsDemo,
  url,
  waitForTheAppOnEveryVisit,
  openDemoOutbox,
} from './support';

// Tuesday 24 November 2026, 10:00 in Berlin; Friday is 27 November.
const NOW = new Date('2026-11-24T09:00:00Z');
const FRIDAY = '2026-11-27';
const GUEST = { name: 'Sam Selfservice', email: 'sam.selfservice@example.org' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Opened {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

const open = async (width = 1280): Promise<Opened> => {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
  });
  const page = waitForTheAppOnEveryVisit(await context.newPage());
  await page.clock.setFixedTime(NOW);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};

/** The times the booking form offers on a date for a party. */
const offeredTimes = async (page: Page, date: string, party: string) => {
  await page.goto(url('/reservations'));
  await chooseBookingDate(page, date);
  await page.getByLabel('Party size').selectOption(party);
  const time = page.locator('select[name="reservation_time"]');
  await expect.poll(() => time.locator('option:not([value=""])').count()).toBeGreaterThan(0);
  return time.locator('option:not([value=""])').allTextContents();
};

/**
 * The booking's self-service link as the guest gets it: from the demo outbox's e-mail when it carries one;
 * otherwise made as the demo makes it (reservation-token.ts), from the booking's id in the admin list (the
 * page must be signed in) and the demo's key in this browser's storage.
 */
const manageLink = async (page: Page, email: string): Promise<string> => {
  const fromOutbox = await page.evaluate((address) => {
    const raw = window.localStorage.getItem('tischlein.demo.outbox');
    const entries: unknown = raw ? JSON.parse(raw) : [];
    for (const entry of Array.isArray(entries) ? entries : []) {
      const text = JSON.stringify(entry);
      const link = /\/reservation\/[A-Za-z0-9_-]{76}/.exec(text)?.[0];
      if (link && text.includes(address)) return link;
    }
    return null;
  }, email);
  if (fromOutbox) return fromOutbox;

  // Staff (signed in) look the booking up.
  await page.goto(url(`/admin/reservations?q=${encodeURIComponent(email)}`));
  const row = page.locator('[data-reservation-id]').filter({ hasText: email }).first();
  await expect.poll(() => row.count()).toBe(1);
  const id = (await row.getAttribute('data-reservation-id'))!;
  return page.evaluate(
    async ({ id, date }) => {
      const KEY = 'tischlein.demo.self-service-key';
      let stored = window.localStorage.getItem(KEY);
      if (!stored) {
        stored = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
        window.localStorage.setItem(KEY, stored);
      }
      const secret = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0));
      const payload = new Uint8Array(25);
      payload[0] = 1;
      const hex = id.replace(/-/g, '');
      for (let i = 0; i < 16; i++) payload[1 + i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
      // The end of the day after the booking in Berlin (winter time: UTC+1).
      const [y, m, d] = date.split('-').map(Number);
      const expires = Date.UTC(y!, m! - 1, d! + 2) / 1000 - 3600;
      new DataView(payload.buffer).setBigInt64(17, BigInt(expires));
      const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
      ]);
      const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, payload));
      const token = btoa(String.fromCharCode(...payload, ...mac))
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      return `/reservation/${token}`;
    },
    { id, date: FRIDAY },
  );
};

describe('the self-service link', () => {
  it('opens the booking, moves it, cancels it after a confirmation, and frees the slot', async () => {
    const { context, page, errors } = await open();

    // The owner gives Friday four guests per time slot.
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const settings = page.getByTestId('booking-rules');
    await expect.poll(() => settings.locator('input[name="hours-2"]').inputValue()).toBe('08:00–22:00');
    await settings.getByRole('button', { name: 'Add a day' }).click();
    const override = settings.getByTestId('capacity-override').last();
    await override.getByLabel('Date').fill(FRIDAY);
    await override.getByLabel('Guests per time slot').fill('4');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Settings saved').count()).toBeGreaterThan(0);

    // A party of four takes 19:00, which fills it.
    await page.goto(url('/reservations'));
    await page.getByLabel('Name').fill(GUEST.name);
    await page.getByLabel('E-mail').fill(GUEST.email);
    await chooseBookingDate(page, FRIDAY);
    await page.getByLabel('Party size').selectOption('4');
    await page.locator('select[name="reservation_time"]').selectOption('19:00');
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);
    expect(await offeredTimes(page, FRIDAY, '2')).not.toContain('19:00');

    // The visitor has German on now; the link opens in the language of the booking (English).
    await page
      .getByRole('group', { name: /Language|Sprache|语言/ })
      .getByRole('button', { name: 'DE' })
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');

    // The guest opens the link of their booking.
    const link = await manageLink(page, GUEST.email);
    expect(link).toMatch(/^\/reservation\/[A-Za-z0-9_-]{76}$/);
    await page.goto(url(link));
    const booking = page.getByTestId('self-service-booking');
    await expect.poll(() => booking.count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Your booking – Tischlein');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await expect
      .poll(() => booking.getByRole('heading', { level: 2 }).textContent())
      .toBe('Sam Selfservice, here is your booking');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('self-service-status').textContent()).toBe('Pending');
    expect(await page.getByTestId('self-service-calendar').textContent()).toMatch(
      /^Friday,? 27 November 2026$/,
    );
    expect(await page.getByTestId('self-service-clock').textContent()).toBe('19:00');
    expect(await page.getByTestId('self-service-users').textContent()).toBe('4 people');
    // Only this booking: no e-mail address on the page.
    expect(await page.locator('main').textContent()).not.toContain(GUEST.email);

    // Moved to 19:30, then back to 19:00 (its own covers do not block it).
    await page.getByRole('button', { name: 'Change date or time' }).click();
    const move = page.getByTestId('self-service-move');
    const time = move.locator('select[name="reservation_time"]');
    await expect.poll(() => time.locator('option[value="19:30"]').count()).toBe(1);
    await time.selectOption('19:30');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expect.poll(() => page.getByTestId('self-service-moved').count()).toBe(1);
    expect(await page.getByTestId('self-service-moved').textContent()).toMatch(
      /Friday,? 27 November 2026 at 19:30/,
    );
    expect(await page.getByTestId('self-service-clock').textContent()).toBe('19:30');
    const movedPath = new URL(page.url()).pathname;
    expect(movedPath).toMatch(/^\/reservation\/[A-Za-z0-9_-]{76}$/);
    await page.getByRole('button', { name: 'Change date or time' }).click();
    await expect.poll(() => time.locator('option[value="19:00"]').count()).toBe(1);
    await time.selectOption('19:00');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expect.poll(() => page.getByTestId('self-service-clock').textContent()).toBe('19:00');

    // The demo outbox (staff are signed in) has the guest's "changed" e-mail of the latest move (the first
    // one's was overtaken) and the restaurant's notice of it (decision 0078).
    const current = new URL(page.url()).pathname;
    await page.goto(url('/admin/reservations'));
    const outbox = await openDemoOutbox(page);
    const mails = outbox.getByRole('button');
    const changed = mails
      .filter({ hasText: GUEST.email })
      .filter({ hasText: /Changed: your reservation at Tischlein on Friday,? 27 November 2026, 19:00/ });
    await expect.poll(() => changed.count()).toBe(1);
    expect(await changed.textContent()).toContain('Booking changed');
    expect(
      await mails
        .filter({ hasText: 'Geänderte Reservierung: Freitag, 27. November 2026, 19:00 Uhr' })
        .count(),
    ).toBe(1);
    await page.goto(url(current));
    await expect.poll(() => page.getByTestId('self-service-clock').textContent()).toBe('19:00');

    // Cancelling asks first; "Keep booking" keeps it.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect.poll(() => confirm.count()).toBe(1);
    expect(await confirm.textContent()).toMatch(/Friday,? 27 November 2026 at 19:00/);
    await confirm.getByRole('button', { name: 'Keep booking' }).click();
    expect(await page.getByTestId('self-service-status').textContent()).toBe('Pending');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
    const cancelled = page.getByTestId('self-service-cancelled');
    await expect.poll(() => cancelled.count()).toBe(1);
    expect(await cancelled.getByRole('heading').textContent()).toBe('Your booking is cancelled');
    expect(await page.getByTestId('self-service-status').textContent()).toBe('Cancelled');

    // The link is used now: a page that says so, also for the link before the move.
    await page.reload();
    const problem = page.getByTestId('self-service-problem');
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('used');
    expect(await problem.getByRole('heading').textContent()).toBe('This booking is cancelled');
    await page.goto(url(link));
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('used');

    // Staff (still signed in) see it cancelled; the slot is offered again.
    await page.goto(url(`/admin/reservations?q=${encodeURIComponent(GUEST.email)}`));
    const row = page.locator('[data-reservation-id]').filter({ hasText: GUEST.email }).first();
    await expect.poll(() => row.textContent()).toContain('Cancelled');
    expect(await offeredTimes(page, FRIDAY, '4')).toContain('19:00');
    // ... and the restaurant's notice that a table is free again.
    await page.goto(url('/admin/reservations'));
    await openDemoOutbox(page);
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: /Demo outbox/ })
          .getByRole('button')
          .filter({ hasText: 'Vom Gast abgesagt: Freitag, 27. November 2026, 19:00 Uhr' })
          .count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('confirmed by staff: the guest gets the confirmation in their language, cancels by its link, the slot is free', async () => {
    const { context, page, errors } = await open();
    const guest = { name: 'Li Na', email: 'li.na@example.org' };
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const settings = page.getByTestId('booking-rules');
    await expect.poll(() => settings.locator('input[name="hours-2"]').inputValue()).toBe('08:00–22:00');
    await settings.getByRole('button', { name: 'Add a day' }).click();
    const override = settings.getByTestId('capacity-override').last();
    await override.getByLabel('Date').fill(FRIDAY);
    await override.getByLabel('Guests per time slot').fill('2');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    // The demo's Friday already has more than two guests at some times: they stay booked.
    const asked = page.getByRole('dialog', { name: 'This change affects booked guests' });
    await expect.poll(() => asked.getByTestId('rules-change-over-capacity').count()).toBe(1);
    await asked.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Settings saved').count()).toBeGreaterThan(0);

    // The guest books in Chinese; the party of two fills the first free time.
    await page.goto(url('/reservations'));
    await page
      .getByRole('group', { name: /Language|Sprache|语言/ })
      .getByRole('button', { name: '中文' })
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh');
    await page.locator('input[name="customer_name"]').fill(guest.name);
    await page.locator('input[name="customer_email"]').fill(guest.email);
    const date = page.locator('input[name="reservation_date"]');
    await date.fill('2026/11/27');
    await date.press('Tab');
    await page.locator('select[name="party_size"]').selectOption('2');
    const times = page.locator('select[name="reservation_time"] option:not([value=""])');
    await expect.poll(() => times.count()).toBeGreaterThan(0);
    const slot = (await times.first().getAttribute('value'))!;
    await page.locator('select[name="reservation_time"]').selectOption(slot);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);

    // Staff confirm it; the demo outbox holds the confirmation in Chinese, with the link.
    await page.goto(url(`/admin/reservations?q=${encodeURIComponent(guest.email)}`));
    await page
      .getByRole('group', { name: /Language|Sprache|语言/ })
      .getByRole('button', { name: 'EN' })
      .click();
    const row = page.locator('[data-reservation-id]').filter({ hasText: guest.email }).first();
    await row.getByRole('button', { name: `Confirm the reservation of ${guest.name}` }).click();
    await expect.poll(() => row.textContent()).toContain('Confirmed');
    await openDemoOutbox(page);
    const confirmation = page
      .getByRole('dialog', { name: /Demo outbox/ })
      .getByRole('button')
      .filter({ hasText: guest.email })
      .filter({ hasText: /已确认/ });
    await expect.poll(() => confirmation.count()).toBe(1);
    const link = await page.evaluate((address) => {
      const entries = JSON.parse(window.localStorage.getItem('tischlein.demo.outbox') ?? '[]') as unknown[];
      const mail = entries
        .map((entry) => JSON.stringify(entry))
        .find((text) => text.includes(address) && text.includes('"confirmed"'));
      return mail ? /\/reservation\/[A-Za-z0-9_-]{76}/.exec(mail)?.[0] : undefined;
    }, guest.email);
    expect(link).toMatch(/^\/reservation\/[A-Za-z0-9_-]{76}$/);
    expect(await offeredTimes(page, FRIDAY, '2')).not.toContain(slot);

    // The guest opens the e-mail's link (in the language they booked in) and cancels.
    await page.goto(url(link!));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh');
    await expect.poll(() => page.getByTestId('self-service-booking').count()).toBe(1);
    await page.getByTestId('self-service-booking').getByRole('button').last().click();
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await expect.poll(() => page.getByTestId('self-service-cancelled').count()).toBe(1);

    // Staff see it cancelled; the time is offered again.
    await page.goto(url(`/admin/reservations?q=${encodeURIComponent(guest.email)}`));
    await page
      .getByRole('group', { name: /Language|Sprache|语言/ })
      .getByRole('button', { name: 'EN' })
      .click();
    await expect.poll(() => row.textContent()).toContain('Cancelled');
    expect(await offeredTimes(page, FRIDAY, '2')).toContain(slot);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, brings the notice of a move into view', async () => {
    const { context, page, errors } = await open(390);
    await page.goto(url('/en/reservations'));
    await page.getByLabel('Name').fill('Pia Phone');
    await page.getByLabel('E-mail').fill('pia.phone@example.org');
    await chooseBookingDate(page, FRIDAY);
    await page.getByLabel('Party size').selectOption('2');
    await page.locator('select[name="reservation_time"]').selectOption('12:00');
    await page.getByRole('button', { name: 'Reserve a table' }).click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);
    await signInAsDemo(page);
    await page.goto(url(await manageLink(page, 'pia.phone@example.org')));
    await page.getByRole('button', { name: 'Change date or time' }).click();
    const move = page.getByTestId('self-service-move');
    await move.locator('select[name="reservation_time"]').selectOption('13:00');
    await move.getByRole('button', { name: 'Move booking' }).click();
    const notice = page.getByTestId('self-service-moved');
    await expect.poll(() => notice.count()).toBe(1);
    // Wholly on the screen, and where the keyboard and a screen reader are.
    await expect
      .poll(() =>
        notice.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await notice.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so for a wrong or cut-off link, in the visitor’s language', async () => {
    const { context, page, errors } = await open();
    await page.goto(url(`/reservation/${'A'.repeat(76)}`));
    const problem = page.getByTestId('self-service-problem');
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('invalid');
    expect(await problem.getByRole('heading').textContent()).toBe('This link does not work');
    await page
      .getByRole('group', { name: /Language|Sprache|语言/ })
      .getByRole('button', { name: 'DE' })
      .click();
    await expect
      .poll(() => problem.getByRole('heading').textContent())
      .toBe('Dieser Link funktioniert nicht');
    await page.goto(url('/reservation/cut-off'));
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('invalid');
    expect(await problem.getByRole('link', { name: 'Tisch reservieren' }).getAttribute('href')).toBe(
      '/reservations',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
