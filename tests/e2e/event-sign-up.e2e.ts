// Event sign-up in the offline demo: "Join event" opens the booking form for that
// event, the sign-up takes seats, the card counts them and says "Sold out" when none are left, and staff
// see the event's sign-ups in the admin.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_KEY, GIVEN_CONSENT, launch, openPage, signInAsDemo, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

const signUp = async (page: Page, title: string, name: string, party: string) => {
  await page.goto(url('/events'));
  await card(page, title).getByRole('link', { name: 'Join Event' }).click();
  await expect.poll(() => page.getByTestId('event-sign-up').innerText()).toContain(title);
  // The event's day and time replace the date and time fields.
  expect(await page.getByRole('textbox', { name: 'Date' }).count()).toBe(0);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.org`);
  await page.getByLabel('Party size').selectOption(party);
  await page.getByRole('button', { name: 'Reserve a table' }).click();
  await expect.poll(() => page.getByTestId('reservation-confirmation').count()).toBe(1);
};

describe('signing up for an event', () => {
  it('takes seats, shows them on the card, sells out, and lists the sign-ups for staff', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await context.addInitScript(([key, consent]) => window.localStorage.setItem(key, consent), [
      CONSENT_KEY,
      GIVEN_CONSENT,
    ] as const);

    // The workshop has 12 seats, 10 taken: the form offers parties of at most 2.
    const workshop = 'Dim Sum Workshop: Folding Har Gow and Siu Mai';
    await page.goto(url('/events'));
    await expect.poll(() => card(page, workshop).innerText()).toContain('10/12 participants');
    await card(page, workshop).getByRole('link', { name: 'Join Event' }).click();
    await expect.poll(() => page.getByTestId('event-sign-up').innerText()).toContain('2 seats left');
    expect(await page.getByLabel('Party size').locator('option').allTextContents()).toEqual([
      '1 person',
      '2 people',
    ]);

    await signUp(page, workshop, 'Event Guest', '2');
    await page.goto(url('/events'));
    await expect.poll(() => card(page, workshop).getByTestId('sold-out').count()).toBe(1);
    expect(await card(page, workshop).getByRole('link', { name: 'Join Event' }).count()).toBe(0);
    expect(await card(page, workshop).innerText()).toContain('12/12 participants');

    // A link kept from before says so instead of taking a booking.
    await page.goBack();
    await expect.poll(() => page.getByText('This event is sold out.').count()).toBe(1);

    // Staff open the workshop's sign-ups from the events admin, which names events by their German title.
    await signInAsDemo(page);
    await page.goto(url('/admin/events'));
    await page
      .getByRole('link', { name: 'Sign-ups for “Dim-Sum-Workshop: Har Gow und Siu Mai falten”' })
      .click();
    await expect.poll(() => page.getByTestId('event-filter').count()).toBe(1);
    await expect.poll(() => page.getByText('Event Guest').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
