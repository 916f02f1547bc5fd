// The host stand in the offline demo, as staff on a Friday evening would use it, at 1280 and at 390 px: a
// phone booking for six tonight, a walk-in for two seated in one tap, a booking moved from table 4 at 19:00
// to table 5 at 20:00 (the guest's outbox gets the change e-mail), one party marked seated and one no-show,
// the room's refusal set aside with a reason that the booking's history keeps, and a second tab that sees
// every change without a reload. Then the walk-in once more in German and in Chinese.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseMenuItem,
  launch,
  openDemoOutbox,
  signInAsDemo,
  signInAsDemoInAnyLanguage,
  url,
  waitForTheAppOnEveryVisit,
} from './support';

// Friday 27 November 2026, 17:00 in Berlin.
const NOW = new Date('2026-11-27T16:00:00Z');
const TODAY = '2026-11-27';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const openTwoTabs = async (width: number, locale = 'en-GB') => {
  const context = await browser.newContext({
    locale,
    timezoneId: 'Europe/Berlin',
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  const page = waitForTheAppOnEveryVisit(await context.newPage());
  await page.clock.setFixedTime(NOW);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};

/** Fills the host stand's booking form and submits it. */
const bookByPhone = async (
  page: Page,
  booking: { name: string; phone?: string; email?: string; party: number; time: string; table?: string },
  refused = false,
) => {
  await page.getByRole('button', { name: 'New booking' }).first().click();
  await dialogSettled(page);
  const form = page.getByTestId('staff-booking-form');
  await form.getByLabel("Guest's name").fill(booking.name);
  if (booking.phone) await form.getByLabel('Phone').fill(booking.phone);
  if (booking.email) await form.getByLabel('E-mail').fill(booking.email);
  await form.getByLabel('Guests').fill(String(booking.party));
  await form.getByLabel('Time').fill(booking.time);
  if (booking.table) await form.locator('select[name="table_ids"]').selectOption({ label: booking.table });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await formClosed(page, refused);
};

/**
 * Waits until the dialog has finished opening: while it animates in, it moves the focus to its first field,
 * and text typed meanwhile into another field can land there instead (seen on a busy machine at 390 px).
 */
const dialogSettled = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
};

/**
 * Waits until the booking form has closed (saved), and otherwise says what it shows instead: the room's
 * reasons, or the messages under its fields.
 */
const formClosed = async (page: Page, refused = false) => {
  const form = page.getByTestId('staff-booking-form');
  await expect
    .poll(
      async () => {
        if ((await form.count()) === 0) return 'closed';
        const reasons = await page
          .getByTestId('staff-refusal')
          .getAttribute('data-reasons', { timeout: 100 })
          .catch(() => null);
        if (reasons) return refused ? 'refused' : `refused: ${reasons}`;
        const messages = await form.locator('[data-part="error-text"]').allTextContents();
        return messages.length > 0 ? `invalid: ${messages.join(' | ')}` : 'open';
      },
      { timeout: 20_000 },
    )
    .toBe(refused ? 'refused' : 'closed');
};

/**
 * What the second tab shows, waited for as long as a tab may take to hear: at once through the browser's
 * BroadcastChannel, else by the feed's count poll every 15 s (DEMO_FEED_POLL_MS), which headless Chromium at
 * times needs for a tab in the background.
 */
const LIVE = { timeout: 20_000 };

const bookingIn = (page: Page, name: string): Locator =>
  page.locator('[data-reservation-id]').filter({ hasText: name }).first();

describe('the host stand', () => {
  for (const width of [1280, 390]) {
    it(`takes a phone booking and a walk-in, moves a booking, seats and marks a no-show, live in a second tab (${width} px)`, async () => {
      const { context, page, errors } = await openTwoTabs(width);
      await signInAsDemo(page);
      const other = waitForTheAppOnEveryVisit(await context.newPage());
      await other.clock.setFixedTime(NOW);
      await other.goto(url(`/admin/reservations/day?date=${TODAY}`));
      // The second tab reads the day by time, the first works on the timeline.
      await other.getByRole('button', { name: 'By time' }).click();
      await page.goto(url(`/admin/reservations/day?date=${TODAY}`));
      // The choice is remembered in the browser: this tab chooses the timeline again.
      await page.getByRole('button', { name: 'Timeline' }).click();

      // A guest phones for six tonight, inside the form's two-hour lead time: no e-mail needed.
      await bookByPhone(page, { name: 'Familie Brandt', phone: '030 555 0101', party: 6, time: '18:30' });
      await expect.poll(() => bookingIn(other, 'Familie Brandt').count(), LIVE).toBe(1);
      expect(await bookingIn(other, 'Familie Brandt').textContent()).toContain('Phone');

      // A couple walks in: one tap on a free table seats them now.
      await page.getByRole('button', { name: 'Walk-in' }).first().click();
      const walkIn = page.getByTestId('walk-in');
      await walkIn.getByRole('button', { name: /Seat at table 1\b/ }).click();
      await expect.poll(() => walkIn.count()).toBe(0);
      await expect.poll(() => bookingIn(other, 'Walk-in').textContent(), LIVE).toContain('Seated');
      expect(await bookingIn(other, 'Walk-in').getByTestId('booking-tables').textContent()).toBe('Table 1');

      // A guest of four at table 4 at 19:00 calls to come at 20:00: staff move them to table 5.
      await bookByPhone(page, {
        name: 'Anna Kowalski',
        email: 'anna@example.org',
        party: 4,
        time: '19:00',
        table: 'Table 4 (4 seats)',
      });
      await expect.poll(() => bookingIn(other, 'Anna Kowalski').count(), LIVE).toBe(1);
      expect(await bookingIn(other, 'Anna Kowalski').getByTestId('booking-tables').textContent()).toBe(
        'Table 4',
      );
      if (width >= 768) {
        // On the timeline: drag her bar from table 4 down to table 5 and an hour to the right.
        const bar = page.locator('[data-testid="timeline-bar"]').filter({ hasText: 'Anna Kowalski' });
        // In the middle of the timeline's view, clear of the sticky column of table names.
        await bar.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
        const from = (await bar.boundingBox())!;
        const lane5 = (await page.locator('[data-lane]').filter({ hasText: /^5/ }).first().boundingBox())!;
        await page.mouse.move(from.x + 10, from.y + from.height / 2);
        await page.mouse.down();
        for (let step = 1; step <= 8; step += 1) {
          await page.mouse.move(
            from.x + 10 + (96 * step) / 8,
            from.y + from.height / 2 + ((lane5.y + lane5.height / 2 - from.y - from.height / 2) * step) / 8,
          );
        }
        await page.mouse.up();
        await expect.poll(() => bar.getAttribute('data-from')).toBe('20:00');
      } else {
        // On a phone: the booking's form, from its row of the list by table.
        await page
          .getByTestId('day-timeline-list')
          .getByRole('button', { name: 'Change the booking of Anna Kowalski' })
          .click();
        await dialogSettled(page);
        const form = page.getByTestId('staff-booking-form');
        await form.getByLabel('Time').fill('20:00');
        await form.locator('select[name="table_ids"]').selectOption({ label: 'Table 5 (4 seats)' });
        await page.getByRole('button', { name: 'Save changes' }).click();
        await formClosed(page);
      }
      await expect
        .poll(() => bookingIn(other, 'Anna Kowalski').getByTestId('booking-tables').textContent(), LIVE)
        .toBe('Table 5');
      await expect
        .poll(() => other.locator('[data-slot="20:00"]').filter({ hasText: 'Anna Kowalski' }).count(), LIVE)
        .toBe(1);

      // Table 5 is hers from 20:00: a second party there at 20:30 is refused, with the reason, until the host
      // says why it is fine.
      await bookByPhone(
        page,
        {
          name: 'Herr Okafor',
          phone: '030 555 0102',
          party: 2,
          time: '20:30',
          table: 'Table 5 (4 seats)',
        },
        true,
      );
      const refusal = page.getByTestId('staff-refusal');
      await expect.poll(() => refusal.getAttribute('data-reasons')).toBe('tableTaken');
      await page.getByLabel('Book anyway – why?').fill('Kowalskis leave at 20:30, they said so');
      await page.getByRole('button', { name: 'Book anyway' }).click();
      await formClosed(page);

      // On the list: Familie Brandt arrives (seated); a lunch booking made earlier never came (no-show).
      await bookByPhone(page, { name: 'Mittag Meyer', phone: '030 555 0103', party: 2, time: '12:00' });
      await page.goto(url('/admin/reservations?from=2026-11-27&to=2026-11-27'));
      const brandt = bookingIn(page, 'Familie Brandt');
      await brandt.getByRole('button', { name: 'More actions for Familie Brandt' }).click();
      await chooseMenuItem(page, 'Mark Seated');
      await expect.poll(() => bookingIn(other, 'Familie Brandt').textContent(), LIVE).toContain('Seated');
      const meyer = bookingIn(page, 'Mittag Meyer');
      await meyer.getByRole('button', { name: 'More actions for Mittag Meyer' }).click();
      await chooseMenuItem(page, 'Mark No Show');
      await expect.poll(() => bookingIn(other, 'Mittag Meyer').textContent(), LIVE).toContain('No Show');

      // The details tell the whole story: booked by phone by the demo's staff member, moved, the override.
      const okafor = bookingIn(page, 'Herr Okafor');
      await okafor.getByRole('button', { name: 'More actions for Herr Okafor' }).click();
      await chooseMenuItem(page, 'View Details');
      const history = page.getByTestId('reservation-history');
      await expect
        .poll(() => history.textContent())
        .toContain('Rules set aside: “Kowalskis leave at 20:30, they said so”');
      await page.getByRole('button', { name: 'Close' }).first().click();
      const anna = bookingIn(page, 'Anna Kowalski');
      await anna.getByRole('button', { name: 'More actions for Anna Kowalski' }).click();
      await chooseMenuItem(page, 'View Details');
      await expect.poll(() => history.textContent()).toContain('Time: 19:00 → 20:00');
      expect(await history.textContent()).toContain('Table: 4 → 5');
      await page.getByRole('button', { name: 'Close' }).first().click();

      // Anna gave her address: the demo outbox holds her confirmation, then the change with the new time.
      const outbox = await openDemoOutbox(page);
      const mails = outbox.getByRole('button').filter({ hasText: 'anna@example.org' });
      await expect.poll(() => mails.count()).toBe(2);
      expect(await mails.filter({ hasText: /20:00/ }).count()).toBeGreaterThan(0);

      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }

  for (const [locale, seatAt, seated] of [
    ['de-DE', /An Tisch 2 setzen/, 'Walk-in sitzt an Tisch 2.'],
    ['zh-CN', /安排到 2 号桌/, '现场客人 已在 2 号桌入座。'],
  ] as const) {
    it(`seats a walk-in in ${locale}`, async () => {
      const { context, page, errors } = await openTwoTabs(390, locale);
      await signInAsDemoInAnyLanguage(page);
      await page.goto(url('/admin/reservations/day?book=walk_in'));
      const dialog = page.getByTestId('walk-in');
      await expect.poll(() => dialog.count()).toBe(1);
      await dialog.getByRole('button', { name: seatAt }).click();
      await expect.poll(() => page.getByText(seated, { exact: true }).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
