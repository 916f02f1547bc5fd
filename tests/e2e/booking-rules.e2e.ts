// Opening hours and capacity in the offline demo: the owner closes next Monday and gives Friday
// four guests per time slot in Settings, and opens Sundays 09:00–15:00; then the home page shows those hours
// in all three languages, the calendar disables the Monday and the form offers no time on it, and when a
// party of four takes 19:00 (four covers) while another guest has it chosen, that guest is told 19:00 is
// full and offered its neighbours, one of which books.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDay,
  chooseBookingDate,
  launch,
  signInAsDemo,
  url,
  waitForTheAppOnEveryVisit,
  shownText,
} from './support';

// Tuesday 24 November 2026, 10:00 in Berlin; next Monday is 30 November.
const NOW = new Date('2026-11-24T09:00:00Z');
const MONDAY = '2026-11-30';
const FRIDAY = '2026-11-27';
// A Sunday that opens only 10:00–12:00.
const SPECIAL = '2026-12-06';

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
  await chooseBookingDate(page, date);
};

describe('the booking rules on the public form', () => {
  it('offers nothing on a closed day, and offers the neighbours of a full slot', async () => {
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Berlin' });
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    await page.clock.setFixedTime(NOW);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The owner closes next Monday and gives Friday four guests per time slot, in Settings.
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const settings = page.getByTestId('booking-rules');
    await expect.poll(() => settings.locator('input[name="hours-2"]').inputValue()).toBe('08:00–22:00');
    // Hours that cannot be read are refused with a message, and nothing is saved.
    await settings.locator('input[name="hours-2"]').fill('9 to 5');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => page.getByTestId('settings-error').textContent())
      .toBe('The hours for Tuesday cannot be read. Write them like 09:00–15:00, 17:30–22:00.');
    await settings.locator('input[name="hours-2"]').fill('08:00–22:00');
    await settings.locator('input[name="hours-7"]').fill('9.00-15.00');
    await settings.getByRole('button', { name: 'Add closed days' }).click();
    const closed = settings.getByTestId('closed-period').last();
    await closed.getByLabel('From').fill(MONDAY);
    await closed.getByLabel('To').fill(MONDAY);
    await closed.getByLabel('Note for guests (optional)').fill('Private event');
    await settings.getByRole('button', { name: 'Add a special opening day' }).click();
    const special = settings.getByTestId('special-opening').last();
    await special.getByLabel('Date').fill(SPECIAL);
    await special.getByLabel('Opening hours').fill('10:00-12:00');
    await settings.getByRole('button', { name: 'Add a day' }).click();
    const override = settings.getByTestId('capacity-override').last();
    await override.getByLabel('Date').fill(FRIDAY);
    await override.getByLabel('Guests per time slot').fill('4');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    // The demo has a booking on that Monday: the owner is asked first, and keeps it.
    const asked = page.getByRole('dialog', { name: 'This change affects booked guests' });
    await asked.getByRole('button', { name: 'Save and keep the bookings' }).click();
    await expect.poll(() => page.getByText('Settings saved').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('settings-error').count()).toBe(0);

    // The home page's hours card and the footer read the saved hours, in every language.
    await page.goto(url('/en/'));
    const heroHours = page.locator('#hero-title').locator('xpath=ancestor::section[1]');
    const shown = async () => [await heroHours.innerText(), await shownText(page.locator('footer'))];
    for (const [language, week, sunday] of [
      ['EN', 'Mon–Sat 08:00–22:00', 'Sun 09:00–15:00'],
      ['DE', 'Mo–Sa 08:00–22:00', 'So 09:00–15:00'],
      ['中文', '周一至周六 08:00–22:00', '周日 09:00–15:00'],
    ] as const) {
      await page
        .getByRole('group', { name: /Language|Sprache|语言/ })
        .getByRole('button', { name: language })
        .click();
      await expect.poll(shown).toEqual([expect.stringContaining(week), expect.stringContaining(week)]);
      for (const text of await shown()) expect(text).toContain(sunday);
    }
    await page.getByRole('button', { name: 'EN' }).click();
    // The footer announces the closed Monday with its note.
    await expect.poll(() => shownText(page.locator('footer'))).toContain('Closed Nov 30: Private event');

    await page.goto(url('/en/reservations'));
    // The calendar does not let a guest pick the closed Monday; its neighbours stay open.
    await page.getByRole('button', { name: 'Open calendar' }).click();
    await expect.poll(() => calendarDay(page, MONDAY).getAttribute('data-unavailable')).toBe('');
    expect(await calendarDay(page, '2026-12-01').getAttribute('data-unavailable')).toBeNull();
    await page.keyboard.press('Escape');
    // Typed anyway, the closed day offers no time.
    await fill(page, 'Closed Day', MONDAY);
    const time = page.locator('select[name="reservation_time"]');
    await expect.poll(() => time.locator('option').first().textContent()).toBe('We are closed that day');
    expect(await time.locator('option:not([value=""])').count()).toBe(0);

    // The special opening day offers its own hours only, up to the last time whose stay (90 minutes for a
    // couple) ends by noon.
    await chooseBookingDate(page, SPECIAL);
    await expect
      .poll(() => time.locator('option:not([value=""])').allTextContents())
      .toEqual(['10:00', '10:30']);

    // Another guest, in a second tab, is about to take 19:00 on Friday for four: the first guest has
    // already chosen 19:00 for two.
    await chooseBookingDate(page, FRIDAY);
    await page.getByLabel('Party size').selectOption('2');
    await time.selectOption('19:00');

    const other = waitForTheAppOnEveryVisit(await context.newPage());
    await other.clock.setFixedTime(NOW);
    await other.goto(url('/en/reservations'));
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
