// The admin's reservations at work, in the offline demo with the browser's clock fixed: the day
// view of a date with its slots, covers and phone links; a filter in the address that survives a reload and
// Back; and the CSV export of a filter (BOM, translated headings, only the filtered rows, formulas escaped).
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseBookingDate,
  chooseMenuItem,
  launch,
  signInAsDemo,
  url,
  waitForTheAppOnEveryVisit,
  startTheApp,
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

/** A fresh profile at a fixed instant, in English (the /en/ pages; the browser's language for the admin). */
const open = async (width = 1280): Promise<Opened> => {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    acceptDownloads: true,
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

interface Booking {
  readonly name: string;
  readonly email: string;
  readonly date: string;
  readonly time: string;
  readonly party: string;
  readonly phone?: string;
  readonly requests?: string;
}

/** Books a table through the public form, as a guest would. */
const book = async (page: Page, booking: Booking) => {
  await page.goto(url('/en/reservations'));
  await page.getByLabel('Name').fill(booking.name);
  await page.getByLabel('E-mail').fill(booking.email);
  if (booking.phone) await page.getByLabel('Phone').fill(booking.phone);
  await chooseBookingDate(page, booking.date);
  await page.getByLabel('Time').selectOption(booking.time);
  await page.getByLabel('Party size').selectOption(booking.party);
  if (booking.requests) await page.getByLabel('Special requests').fill(booking.requests);
  await page.getByRole('button', { name: 'Reserve a table' }).click();
  await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);
};

const list = (page: Page) => page.getByTestId('reservation-list');

/** The ids of the rows the list shows, once it shows the rows of the query it was asked for. */
const shownIds = async (page: Page) => {
  await expect.poll(() => list(page).getAttribute('aria-busy')).toBeNull();
  return list(page)
    .locator('[data-reservation-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reservation-id')));
};

const shownQuery = async (page: Page) =>
  JSON.parse((await list(page).getAttribute('data-query')) ?? 'null') as Record<string, unknown>;

describe('the day view', () => {
  it('shows a date by time slot with covers, phone links, requests and notes, and steps through the days', async () => {
    const { page, errors, context } = await open();
    await book(page, {
      name: 'Clara Schumann',
      email: 'clara@example.org',
      phone: '+49 30 1234 5678',
      date: TOMORROW,
      time: '12:00',
      party: '4',
      requests: 'Piano nearby, please',
    });
    await book(page, {
      name: 'Robert Koch',
      email: 'robert@example.org',
      date: TOMORROW,
      time: '12:00',
      party: '2',
    });
    await book(page, {
      name: 'Emmy Noether',
      email: 'emmy@example.org',
      date: TOMORROW,
      time: '09:30',
      party: '3',
    });

    await signInAsDemo(page);
    // Today's covers on the dashboard lead to today's day view.
    await page.getByRole('link', { name: "Today's covers" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/reservations/day');
    await expect
      .poll(() => page.getByTestId('day-sheet').getAttribute('data-date'), { timeout: 10_000 })
      .toBe(TODAY);

    // The list links each date to its day view.
    await page.goto(url('/admin/reservations'));
    const row = page.getByRole('row').filter({ hasText: 'clara@example.org' });
    await row.getByRole('link', { name: 'Nov 25, 2026' }).click();
    // The day opens on the timeline; the sheet by time is one click away, and stays chosen.
    await page.getByRole('button', { name: 'By time' }).click();
    const sheet = page.locator(`[data-testid="day-sheet"][data-date="${TOMORROW}"]`);
    await expect.poll(() => sheet.count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.get('date')).toBe(TOMORROW);
    expect(await page.locator('h1').textContent()).toMatch(/Wednesday,? 25 November 2026/);

    const noon = sheet.locator('[data-slot="12:00"]');
    expect(await noon.getByTestId('slot-covers').textContent()).toBe('2 bookings · 6 covers');
    const clara = noon.locator('li').filter({ hasText: 'Clara Schumann' });
    expect(await clara.textContent()).toContain('4 guests');
    expect(await clara.textContent()).toContain('Pending');
    expect(await clara.textContent()).toContain('Piano nearby, please');
    expect(await clara.getByRole('link', { name: '+49 30 1234 5678' }).getAttribute('href')).toBe(
      'tel:+493012345678',
    );
    expect(await clara.getByRole('link', { name: 'clara@example.org' }).getAttribute('href')).toBe(
      'mailto:clara@example.org',
    );
    // Slots in time order, the day's totals over all of them.
    expect(
      await sheet.locator('[data-slot]').evaluateAll((s) => s.map((e) => e.getAttribute('data-slot'))),
    ).toEqual(expect.arrayContaining(['09:30', '12:00']));
    const slots = await sheet
      .locator('[data-slot]')
      .evaluateAll((s) => s.map((e) => e.getAttribute('data-slot')));
    expect(slots).toEqual([...slots].sort());
    // The day's totals are the sum of its slots (the seeded event's sign-ups that morning included).
    const perSlot = (await sheet.getByTestId('slot-covers').allTextContents()).map((text) =>
      (text.match(/\d+/g) ?? []).map(Number),
    );
    const sum = (i: number) => perSlot.reduce((total, figures) => total + (figures[i] ?? 0), 0);
    expect(sum(0)).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('day-totals').textContent()).toBe(`${sum(0)} bookings · ${sum(1)} covers`);
    const dayAxe = await new AxeBuilder({ page }).include('main').analyze();
    expect(dayAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // An admin note shows on the sheet once saved.
    await page.goto(url('/admin/reservations'));
    await row.getByRole('button', { name: 'More actions for Clara Schumann' }).click();
    await chooseMenuItem(page, 'View Details');
    const dialog = page.getByRole('dialog', { name: 'Reservation details' });
    await dialog.getByLabel('Admin notes').fill('Table by the window');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.goBack();
    await expect.poll(() => sheet.count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => noon.locator('li').filter({ hasText: 'Clara Schumann' }).textContent())
      .toContain('Table by the window');

    // The next day has none of these bookings; the previous day brings them back.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect.poll(() => page.getByTestId('day-sheet').getAttribute('data-date')).toBe('2026-11-26');
    expect(new URL(page.url()).searchParams.get('date')).toBe('2026-11-26');
    expect(await page.getByTestId('day-sheet').textContent()).not.toContain('Clara Schumann');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect.poll(() => page.getByTestId('day-sheet').getAttribute('data-date')).toBe(TOMORROW);

    // Printed: no sidebar, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('aside').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await noon.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the reservations list', () => {
  it('keeps a status filter and a search in the address through a reload and goes Back to the default', async () => {
    const { page, errors, context } = await open();
    await book(page, {
      name: 'Lena Fischer',
      email: 'lena.f@example.org',
      date: TOMORROW,
      time: '10:00',
      party: '2',
    });
    await signInAsDemo(page);
    await page.goto(url('/admin/reservations'));
    await expect.poll(() => list(page).count()).toBe(1);
    expect(await shownQuery(page)).toMatchObject({
      status: 'all',
      from: TODAY,
      to: null,
      sort: 'soonest',
      page: 1,
    });

    // The newest request is in the strip of those awaiting an answer; its count matches the summary card.
    const strip = page.getByTestId('awaiting-confirmation');
    await expect.poll(() => strip.locator('li').first().textContent()).toContain('Lena Fischer');
    const pending = await page.getByTestId('summary-pending').textContent();
    expect(await strip.getByRole('heading').textContent()).toBe(`${pending} requests awaiting confirmation`);

    await page.locator('select[name="status"]').selectOption('pending');
    await page.locator('input[type="search"][name="q"]').fill('LENA');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('LENA');
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
    await expect.poll(async () => (await shownQuery(page)).search).toBe('lena');
    const ids = await shownIds(page);
    // The demo's Lena Hoffmann and the new Lena Fischer, both pending, soonest first.
    expect(ids).toHaveLength(2);
    const names = await list(page).locator('[data-reservation-id]').allTextContents();
    expect(names[0]).toContain('Lena Fischer');
    expect(names[1]).toContain('Lena Hoffmann');
    expect(await page.getByTestId('list-count').textContent()).toBe('2 reservations');
    const listAxe = await new AxeBuilder({ page }).include('main').analyze();
    expect(listAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.reload();
    await startTheApp(page);
    await expect.poll(() => list(page).count()).toBe(1);
    expect(await page.locator('select[name="status"]').inputValue()).toBe('pending');
    expect(await page.locator('input[type="search"][name="q"]').inputValue()).toBe('LENA');
    expect(await shownIds(page)).toEqual(ids);
    expect(await shownQuery(page)).toMatchObject({ status: 'pending', search: 'lena', from: TODAY });

    // Typing replaced the history entry, so Back leaves the filter for the default list in one step.
    await page.goBack();
    await expect.poll(() => page.locator('select[name="status"]').inputValue()).toBe('all');
    await expect.poll(() => page.locator('input[type="search"][name="q"]').inputValue()).toBe('');
    await expect.poll(async () => (await shownQuery(page)).status).toBe('all');

    // "All dates" drops the lower bound; a summary card opens its filter.
    await page.getByRole('button', { name: 'All dates' }).click();
    await expect.poll(async () => (await shownQuery(page)).from).toBeNull();
    expect(new URL(page.url()).searchParams.get('from')).toBe('any');
    await page.getByRole('link', { name: 'Pending confirmations' }).click();
    await expect.poll(async () => (await shownQuery(page)).status).toBe('pending');
    expect(await page.locator('select[name="status"]').inputValue()).toBe('pending');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through the list with the page in the address', async () => {
    const { page, context } = await open();
    await signInAsDemo(page);
    await page.goto(url('/admin/reservations?from=any&size=2'));
    await expect.poll(() => list(page).count()).toBe(1);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const first = await shownIds(page);
    expect(first).toHaveLength(2);
    expect(await pager.textContent()).toContain('Page 1 of');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await shownQuery(page)).page).toBe(2);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const second = await shownIds(page);
    expect(second.some((id) => first.includes(id))).toBe(false);
    await page.goBack();
    await expect.poll(async () => (await shownQuery(page)).page).toBe(1);
    expect(await shownIds(page)).toEqual(first);
    await context.close();
  });
});

describe('a busy demo', () => {
  it('with 1,500 bookings shows the newest one on the first screen and counts the pending ones exactly', async () => {
    const { page, errors, context } = await open();
    await signInAsDemo(page);
    await page.goto(url('/admin/reservations'));
    await expect.poll(() => list(page).count()).toBe(1);
    // 1,500 bookings over the past 200 and the coming 100 days, all booked before now, handed to the demo
    // the way an older demo kept them (in its storage document): the next start moves them into IndexedDB
    // in place of the bookings stored there.
    const expectedPending = await page.evaluate(
      ({ key, today }) => {
        const tables = JSON.parse(localStorage.getItem(key) ?? 'null') as {
          reservations: Record<string, unknown>[];
        };
        const statuses = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'];
        const day = (offset: number) => {
          const [y, m, d] = today.split('-').map(Number);
          return new Date(Date.UTC(y!, m! - 1, d! + offset)).toISOString().slice(0, 10);
        };
        for (let i = 0; i < 1500; i++) {
          const booked = new Date(Date.UTC(2026, 5, 1) + i * 3_600_000).toISOString();
          tables.reservations.push({
            id: `00000000-0000-4000-a000-${String(i).padStart(12, '0')}`,
            created_at: booked,
            updated_at: booked,
            customer_name: `Guest ${i}`,
            customer_email: `guest${i}@busy.example.org`,
            customer_phone: null,
            reservation_date: day((i % 300) - 200),
            reservation_time: ['09:00', '11:00', '12:30', '14:00'][i % 4],
            party_size: 1 + (i % 6),
            special_requests: null,
            language_preference: 'de',
            status: statuses[(i * 7) % 5],
            admin_notes: null,
            confirmed_at: null,
            cancelled_at: null,
            submission_key: null,
          });
        }
        localStorage.setItem(key, JSON.stringify(tables));
        return tables.reservations.filter(
          (r) =>
            String(r.customer_email).endsWith('@busy.example.org') &&
            r.status === 'pending' &&
            (r.reservation_date as string) >= today,
        ).length;
      },
      { key: 'tischlein.demo.v1', today: TODAY },
    );
    expect(expectedPending).toBeGreaterThanOrEqual(100);

    await book(page, {
      name: 'Newest Guest',
      email: 'newest@example.org',
      date: '2026-12-20',
      time: '12:00',
      party: '2',
    });
    await page.goto(url('/admin/reservations'));
    await expect
      .poll(() => page.getByTestId('summary-pending').textContent(), { timeout: 10_000 })
      .toBe(String(expectedPending + 1));
    const strip = page.getByTestId('awaiting-confirmation');
    expect(await strip.locator('li').first().textContent()).toContain('Newest Guest');
    expect(await strip.getByRole('link', { name: `Show all ${expectedPending + 1} pending` }).count()).toBe(
      1,
    );
    // Ordered by booking, it is the first row of the first page; the page holds one page of rows only.
    await page.locator('select[name="sort"]').selectOption('newest');
    await expect.poll(async () => (await shownQuery(page)).sort).toBe('newest');
    const ids = await shownIds(page);
    expect(ids).toHaveLength(25);
    expect(await list(page).locator('[data-reservation-id]').first().textContent()).toContain('Newest Guest');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the CSV export', () => {
  it('downloads the filtered rows as the admin’s spreadsheet reads them: separator, words and Berlin times of its language, formulas escaped', async () => {
    const { page, errors, context } = await open();
    await book(page, {
      name: '=HYPERLINK("http://evil.example")',
      email: 'formula@export.example.org',
      date: TOMORROW,
      time: '11:00',
      party: '2',
      requests: '+1 high chair',
    });
    await book(page, {
      name: 'Jürgen Groß 张伟',
      email: 'juergen@export.example.org',
      phone: '030 1234',
      date: TOMORROW,
      time: '12:30',
      party: '5',
    });
    await book(page, {
      name: 'Not Exported',
      email: 'other@example.org',
      date: TOMORROW,
      time: '11:00',
      party: '2',
    });

    await signInAsDemo(page);
    await page.goto(url('/admin/reservations?q=export.example'));
    await expect.poll(async () => (await shownIds(page)).length).toBe(2);

    /** Downloads the export as the button names it in the admin's language; its name and its lines. */
    const exported = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      const bytes = await readFile((await download.path()) ?? '');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines.at(-1)).toBe('');
      return { name: download.suggestedFilename(), lines };
    };
    // The bookings were made at 10:00 Berlin time (09:00 UTC): the file says so.
    const madeAt = '2026-11-24 10:00';

    const english = await exported('Export CSV');
    expect(english.name).toBe(`reservations-${TODAY}.csv`);
    expect(english.lines[0]).toBe(
      'Date,Time,Name,E-mail,Phone,Party size,Status,Special requests,Admin notes,Language,Booked at',
    );
    const rows = english.lines.slice(1, -1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe(
      `2026-11-25,11:00,"'=HYPERLINK(""http://evil.example"")",formula@export.example.org,,2,Pending,'+1 high chair,,en,${madeAt}`,
    );
    expect(rows[1]).toBe(
      `2026-11-25,12:30,Jürgen Groß 张伟,juergen@export.example.org,030 1234,5,Pending,,,en,${madeAt}`,
    );

    // In German the file is split by semicolons, as German Excel reads it, with German words.
    await page
      .getByRole('group', { name: /Language|Sprache/ })
      .getByRole('button', { name: 'DE' })
      .click();
    const german = await exported('CSV exportieren');
    expect(german.name).toBe(`reservierungen-${TODAY}.csv`);
    expect(german.lines[0]).toBe(
      'Datum;Uhrzeit;Name;E-Mail;Telefon;Personen;Status;Besondere Wünsche;Interne Notizen;Sprache;Gebucht am',
    );
    expect(german.lines.slice(1, -1)).toEqual([
      `2026-11-25;11:00;"'=HYPERLINK(""http://evil.example"")";formula@export.example.org;;2;Ausstehend;'+1 high chair;;en;${madeAt}`,
      `2026-11-25;12:30;Jürgen Groß 张伟;juergen@export.example.org;030 1234;5;Ausstehend;;;en;${madeAt}`,
    ]);
    expect(rows.join('\n')).not.toContain('Not Exported');
    expect(errors).toEqual([]);
    await context.close();
  });
});
