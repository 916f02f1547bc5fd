// Personal data has a lifetime: the owner sets the retention period in Settings; a
// period out of bounds is refused with its message, and the privacy statement then states the saved period.
// A guest's data request: staff export the bookings of an address as JSON, erase them after a confirm, and
// a second export finds none.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, signInAsDemo, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the retention period', () => {
  it('is edited in Settings and stated in the privacy statement', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await page.goto(url('/privacy'));
    await expect
      .poll(() => page.getByTestId('privacy-retention').textContent())
      .toContain('180 Tage nach dem Tag der Reservierung');

    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const form = page.getByTestId('retention-settings');
    const days = form.locator('input[name="retention-reservation-days"]');
    await expect.poll(() => days.inputValue()).toBe('180');
    await days.fill('0');
    await form.getByRole('button', { name: 'Save retention period' }).click();
    await expect
      .poll(() => form.innerText())
      .toContain('Please enter a whole number of days from 1 to 3650.');
    await days.fill('90');
    await form.getByRole('button', { name: 'Save retention period' }).click();
    await expect.poll(() => page.getByText('Retention period saved').count()).toBeGreaterThan(0);

    await page.goto(url('/privacy'));
    await expect
      .poll(() => page.getByTestId('privacy-retention').textContent())
      .toContain('90 Tage nach dem Tag der Reservierung');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a data request: export, erase after a confirm, and nothing left to export', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const card = page.getByTestId('data-request');
    await card.locator('input[name="data-request-email"]').fill(' Lena.Hoffmann@example.org ');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Export (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    await expect.poll(() => page.getByText(/^\d+ reservations? exported$/).count()).toBeGreaterThan(0);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Erase' }).click();
    await expect.poll(() => page.getByText(/^[1-9]\d* reservations? erased$/).count()).toBeGreaterThan(0);
    expect(dialogs).toEqual([
      'Delete every reservation of Lena.Hoffmann@example.org for good? This cannot be undone.',
    ]);
    await card.locator('input[name="data-request-email"]').fill('lena.hoffmann@example.org');
    await card.getByRole('button', { name: 'Export (JSON)' }).click();
    await expect.poll(() => page.getByText('0 reservations exported').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
