// Table booking end to end in the offline demo: a guest books and sees the confirmation, a too-soon
// booking and a bad e-mail are refused without saving, and staff confirm, annotate and complete the booking
// and find its confirmation e-mail in the demo outbox. The browser's clock is fixed, so "too soon" is exact.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDay,
  chooseBookingDate,
  chooseMenuItem,
  launch,
  signInAsDemo,
  url,
  waitForTheAppOnEveryVisit,
  openDemoOutbox,
} from './support';

// Tuesday 24 November 2026, 10:00 in Berlin (winter time, UTC+1).
const NOW = new Date('2026-11-24T09:00:00Z');
const TODAY = '2026-11-24';
const TOMORROW = '2026-11-25';

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

/** A fresh profile at a fixed instant, English (the /en/ pages and the browser's language for the admin). */
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

/** The reservations the demo stored for an e-mail address, read from its browser storage. */
/** The demo's stored reservations of one guest, read from its IndexedDB buckets (JSON arrays of rows). */
const storedFor = (page: Page, email: string) =>
  page.evaluate(async (address) => {
    const databases = await indexedDB.databases();
    if (!databases.some((d) => d.name === 'tischlein-demo-reservations')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('tischlein-demo-reservations');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const buckets = await new Promise<string[]>((resolve, reject) => {
      const request = db.transaction('reservations').objectStore('reservations').getAll();
      request.onsuccess = () => resolve(request.result as string[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return buckets
      .flatMap((bucket) => JSON.parse(bucket) as { customer_email: string }[])
      .filter((r) => r.customer_email === address);
  }, email);

const fillForm = async (
  page: Page,
  values: { name: string; email: string; date: string; time: string; party?: string; requests?: string },
) => {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('E-mail').fill(values.email);
  await chooseBookingDate(page, values.date);
  await page.getByLabel('Time').selectOption(values.time);
  if (values.party) await page.getByLabel('Party size').selectOption(values.party);
  if (values.requests) await page.getByLabel('Special requests').fill(values.requests);
};

const submit = (page: Page) => page.getByRole('button', { name: 'Reserve a table' });

describe('the public reservation form', () => {
  it('books a table, shows the confirmation card, and offers an empty form for another', async () => {
    const { page, errors, context } = await open();
    await page.goto(url('/en/reservations'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Book a table');
    // Past days cannot be picked: the calendar starts at today in Berlin and ends 90 days ahead.
    await page.getByRole('button', { name: 'Open calendar' }).click();
    await expect.poll(() => calendarDay(page, TODAY).getAttribute('data-disabled')).toBeNull();
    expect(await calendarDay(page, '2026-11-23').getAttribute('data-disabled')).toBe('');
    for (let month = 0; month < 3; month++) await page.locator('[data-part="next-trigger"]:visible').click();
    await expect.poll(() => calendarDay(page, '2027-02-22').getAttribute('data-disabled')).toBeNull();
    expect(await calendarDay(page, '2027-02-23').getAttribute('data-disabled')).toBe('');
    await page.keyboard.press('Escape');
    // The times are those of the chosen date: none before one is chosen, then every half hour from 08:00 to
    // 20:30, the last whose 90 minutes for a couple end by the close at 22:00.
    const times = page.getByLabel('Time').locator('option:not([value=""])');
    expect(await times.count()).toBe(0);
    await chooseBookingDate(page, TOMORROW);
    await expect.poll(() => times.count()).toBe(26);
    // 1 to 20 people, and "more than 20", which shows how to ask.
    expect(await page.getByLabel('Party size').locator('option').count()).toBe(21);

    await fillForm(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      date: TOMORROW,
      time: '10:30',
      party: '1',
      requests: 'A quiet corner, please',
    });
    await submit(page).click();

    const card = page.getByTestId('reservation-confirmation');
    await expect.poll(() => card.isVisible()).toBe(true);
    const text = await card.textContent();
    expect(text).toContain('Thank you, Ada Lovelace!');
    expect(text).toMatch(/Wednesday,? 25 November 2026/);
    expect(text).toContain('10:30');
    expect(text).toContain('1 person');
    await expect.poll(() => page.getByText('Reservation received').count()).toBe(1);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const [stored] = await storedFor(page, 'ada@example.org');
    expect(stored).toMatchObject({
      customer_name: 'Ada Lovelace',
      reservation_date: TOMORROW,
      reservation_time: '10:30',
      party_size: 1,
      special_requests: 'A quiet corner, please',
      language_preference: 'en',
      status: 'pending',
    });

    await page.getByRole('button', { name: 'Make another reservation' }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('customer_name');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the plural party size in the confirmation and books once on a double click', async () => {
    const { page, context } = await open(390);
    await page.goto(url('/en/reservations'));
    await fillForm(page, {
      name: 'Grace Hopper',
      email: 'grace@example.org',
      date: TOMORROW,
      time: '09:00',
      party: '6',
    });
    await submit(page).dblclick();
    const card = page.getByTestId('reservation-confirmation');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('6 people');
    expect(await storedFor(page, 'grace@example.org')).toHaveLength(1);
    await context.close();
  });

  it('refuses a booking less than two hours ahead with the toast, keeping the form and saving nothing', async () => {
    const { page, context } = await open();
    await page.goto(url('/en/reservations'));
    // The form offers only times more than two hours ahead: 12:30 at 10:00. The guest takes their time,
    // and at 10:45 it is no longer far enough ahead: the store refuses it.
    await fillForm(page, { name: 'Too Soon', email: 'soon@example.org', date: TODAY, time: '12:30' });
    expect(await page.locator('select[name="reservation_time"] option[value="11:30"]').count()).toBe(0);
    await page.clock.setFixedTime(new Date('2026-11-24T09:45:00Z'));
    await submit(page).click();
    await expect
      .poll(() =>
        page.getByText('Reservations must be made more than 2 hours in advance', { exact: false }).count(),
      )
      .toBeGreaterThan(0);
    // The toast's machinery loads with the first toast, a moment after the field's message.
    await expect.poll(() => page.getByText('Reservation failed').count()).toBe(1);
    expect(await page.getByTestId('reservation-confirmation').count()).toBe(0);
    expect(await page.getByLabel('Name').inputValue()).toBe('Too Soon');
    expect(await storedFor(page, 'soon@example.org')).toEqual([]);

    // 13:00 is more than two hours ahead: the same form, retried, books.
    await page.getByLabel('Time').selectOption('13:00');
    await submit(page).click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);
    expect(await storedFor(page, 'soon@example.org')).toHaveLength(1);
    await context.close();
  });

  it('shows a bad e-mail as an error under its field, tied to it for screen readers, and saves nothing', async () => {
    const { page, context } = await open();
    await page.goto(url('/en/reservations'));
    await fillForm(page, { name: 'Bad Mail', email: 'bad.example.org', date: TOMORROW, time: '10:00' });
    await submit(page).click();

    const email = page.getByLabel('E-mail');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const error = page.getByText('Please enter a valid e-mail address.');
    expect(await error.count()).toBe(1);
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await error.getAttribute('id'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('customer_email');
    expect(await storedFor(page, 'bad.example.org')).toEqual([]);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Fixing the field clears its error.
    await email.fill('good@example.org');
    await expect.poll(() => page.getByText('Please enter a valid e-mail address.').count()).toBe(0);
    await context.close();
  });
});

describe('the admin reservations page', () => {
  it('finds the booking pending, confirms it, saves notes, marks it completed, and shows the e-mail', async () => {
    const { page, errors, context } = await open();
    await page.goto(url('/en/reservations'));
    await fillForm(page, {
      name: 'Mei Wong',
      email: 'mei@example.org',
      date: TOMORROW,
      time: '11:00',
      party: '3',
    });
    await submit(page).click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);

    await signInAsDemo(page);
    await page.goto(url('/admin/reservations'));
    const row = page.getByRole('row').filter({ hasText: 'mei@example.org' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Pending');
    expect(await row.textContent()).toContain('Nov 25, 2026');
    expect(await row.textContent()).toContain('3 guests');

    // Filters: by status, then a date range.
    await page.getByLabel('Status').selectOption('confirmed');
    await expect.poll(() => row.count()).toBe(0);
    await page.getByLabel('Status').selectOption('pending');
    await page.getByLabel('From', { exact: true }).fill(TOMORROW);
    await page.getByLabel('To', { exact: true }).fill(TOMORROW);
    await expect.poll(() => row.count()).toBe(1);
    await page.getByRole('button', { name: 'All dates' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-12-31');
    await expect
      .poll(() => page.getByText('No reservations found matching the current filters.').count())
      .toBe(1);
    await page.getByRole('button', { name: 'From today' }).click();
    await page.getByLabel('Status').selectOption('all');

    await row.getByRole('button', { name: 'Confirm the reservation of Mei Wong' }).click();
    await expect.poll(() => page.getByText('Reservation confirmed').count()).toBeGreaterThan(0);
    await expect.poll(() => row.textContent()).toContain('Confirmed');
    expect(await row.getByRole('button', { name: /Confirm the reservation/ }).count()).toBe(0);

    await row.getByRole('button', { name: 'More actions for Mei Wong' }).click();
    await chooseMenuItem(page, 'View Details');
    const dialog = page.getByRole('dialog', { name: 'Reservation details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const details = (await dialog.textContent()) ?? '';
    for (const value of [
      'Mei Wong',
      'mei@example.org',
      'English',
      'Nov 25, 2026',
      '11:00',
      '3 guests',
      'Confirmed',
    ]) {
      expect(details).toContain(value);
    }
    expect(await dialog.getByRole('button', { name: 'Confirm', exact: true }).isDisabled()).toBe(true);
    // How far each e-mail about the booking got.
    const emails = dialog.getByRole('region', { name: 'E-mails about this booking' });
    await expect.poll(() => emails.getByRole('listitem').count()).toBe(3);
    expect(await emails.textContent()).toMatch(/Booking received\s*delivered.*Confirmation\s*delivered/s);
    // Tomorrow's booking cannot be marked completed or no-show yet.
    expect(await dialog.getByRole('button', { name: 'No Show', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Mark Completed', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('not-begun-hint').textContent()).toBe(
      'Completed and No show can be chosen once the booked time has come.',
    );
    await dialog.getByLabel('Admin notes').fill('Birthday: bring a candle');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expect.poll(() => page.getByText('Notes saved').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row.textContent()).toContain('Confirmed');

    await row.getByRole('button', { name: 'More actions for Mei Wong' }).click();
    await chooseMenuItem(page, 'View Details');
    await expect.poll(() => dialog.getByLabel('Admin notes').inputValue()).toBe('Birthday: bring a candle');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => dialog.count()).toBe(0);

    // 11:20 the next day: Mei Wong is 20 minutes late, and can now be marked completed.
    await page.clock.setFixedTime(new Date('2026-11-25T10:20:00Z'));
    await page.reload();
    await expect.poll(() => row.getByTestId('late-badge').textContent()).toBe('Late');
    // She arrives: seated, no longer late; then the meal is over.
    await row.getByRole('button', { name: 'More actions for Mei Wong' }).click();
    await chooseMenuItem(page, 'Mark Seated');
    await expect.poll(() => page.getByText('Reservation marked as seated').count()).toBeGreaterThan(0);
    await expect.poll(() => row.textContent()).toContain('Seated');
    expect(await row.getByTestId('late-badge').count()).toBe(0);
    await row.getByRole('button', { name: 'More actions for Mei Wong' }).click();
    await chooseMenuItem(page, 'Mark Completed');
    await expect.poll(() => page.getByText('Reservation completed').count()).toBeGreaterThan(0);
    await expect.poll(() => row.textContent()).toContain('Completed');

    const outbox = await openDemoOutbox(page);
    await expect.poll(() => outbox.getByText('Demo mode: nothing is sent', { exact: false }).count()).toBe(1);
    // The booking's e-mails to the guest: the request received, then staff's confirmation (decision 0078).
    const mails = outbox.getByRole('button').filter({ hasText: 'mei@example.org' });
    await expect.poll(() => mails.count()).toBe(2);
    const confirmation = mails.filter({
      hasText: /Confirmed: your table at Tischlein on Wednesday,? 25 November 2026, 11:00/,
    });
    expect(await confirmation.count()).toBe(1);
    expect(await confirmation.textContent()).toContain('Confirmation');
    const mail = mails.filter({
      hasText: /Your reservation at Tischlein: Wednesday,? 25 November 2026, 11:00/,
    });
    expect(await mail.count()).toBe(1);
    await mail.click();
    const body = page.frameLocator('iframe[title="E-mail as the guest sees it"]');
    await expect.poll(() => body.getByText('Hello Mei Wong,').count()).toBe(1);
    expect(await body.getByText('3 guests').count()).toBe(1);
    expect(await outbox.getByRole('link', { name: 'Calendar entry (.ics)' }).getAttribute('href')).toContain(
      encodeURIComponent('DTSTART;TZID=Europe/Berlin:20261125T110000'),
    );
    // Reading inside the preview, Playwright's own probe is refused by the frame's empty sandbox, which
    // Chromium reports as a console error; the page itself runs nothing there.
    expect(errors.filter((e) => !e.startsWith("Blocked script execution in 'about:srcdoc'"))).toEqual([]);
    await context.close();
  });

  it('declines a request with a message to the guest, which the e-mail carries (decision 0078)', async () => {
    const { page, context } = await open();
    await page.goto(url('/en/reservations'));
    await fillForm(page, {
      name: 'Ravi Nair',
      email: 'ravi@example.org',
      date: TOMORROW,
      time: '12:00',
      party: '2',
    });
    await submit(page).click();
    await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);

    await signInAsDemo(page);
    await page.goto(url('/admin/reservations'));
    const row = page.getByRole('row').filter({ hasText: 'ravi@example.org' });
    await row.getByRole('button', { name: 'More actions for Ravi Nair' }).click();
    await chooseMenuItem(page, 'View Details');
    const dialog = page.getByRole('dialog', { name: 'Reservation details' });
    await dialog.getByLabel('Message to the guest (optional)').fill('We are closed for a private party.');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => page.getByText('Reservation cancelled').count()).toBeGreaterThan(0);

    const outbox = await openDemoOutbox(page);
    const declined = outbox.getByRole('button').filter({ hasText: /Your request at Tischlein for/ });
    await expect.poll(() => declined.count()).toBe(1);
    expect(await declined.textContent()).toContain('ravi@example.org');
    await declined.click();
    const body = page.frameLocator('iframe[title="E-mail as the guest sees it"]');
    await expect.poll(() => body.getByText('We are closed for a private party.').count()).toBe(1);
    await context.close();
  });

  it('shows a readable card list on a phone, with the quick actions', async () => {
    const { page, context } = await open(390);
    await signInAsDemo(page);
    await page.goto(url('/admin/reservations'));
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(false);
    const card = page.getByRole('listitem').filter({ hasText: 'lena.hoffmann@example.org' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Pending');
    await card.getByRole('button', { name: 'Cancel the reservation of Lena Hoffmann' }).click();
    await expect.poll(() => page.getByText('Reservation cancelled').count()).toBeGreaterThan(0);
    await expect.poll(() => card.textContent()).toContain('Cancelled');
    await context.close();
  });
});
