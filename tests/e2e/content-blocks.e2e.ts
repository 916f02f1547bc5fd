import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptConfirms, launch, openPage, signInAsDemo, toast, url, shownText } from './support';

/*
 * The content blocks a guest should see. The story, values, team and mission blocks on the
 * about page and the contact_details block in the footer, each in the guest's language and only while it is
 * active; switching one off or on in the admin shows on the public site.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => shownText(page.locator('main'));
const footer = (page: Page) => shownText(page.locator('footer'));

/** Opens a block's inline editor in the admin's content page, flips its active switch and saves. */
const toggleActive = async (page: Page, sectionName: string, germanTitle: string) => {
  await page.goto(url('/admin/content'));
  await page.getByRole('button', { name: `Edit ${sectionName}`, exact: true }).click();
  const card = page.getByRole('article', { name: germanTitle });
  await card.getByText('Active (shown on the website)').click();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Content block updated successfully');
};

describe('content blocks on the public site', () => {
  it('shows an active block on the about page and hides it once switched off, in the guest language', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);

    await page.goto(url('/about'));
    await expect.poll(() => main(page), { timeout: 10_000 }).toContain('What matters to us');
    const text = await main(page);
    expect(text).toContain('Our mission');
    expect(text).toContain('Made fresh: dough, fillings and soy milk');
    // The team block is switched off in the demo.
    expect(text).not.toContain('Meet the team');
    // The blocks come after the about sections.
    expect(text.indexOf('Our journey')).toBeLessThan(text.indexOf('What matters to us'));

    await signInAsDemo(page);
    await toggleActive(page, 'team', 'Unser Team');
    await toggleActive(page, 'values', 'Was uns wichtig ist');

    await page.goto(url('/about'));
    await expect.poll(() => main(page), { timeout: 10_000 }).toContain('Meet the team');
    expect(await main(page)).not.toContain('What matters to us');
    expect(await page.locator('main section[data-section="team"] h2').innerText()).toBe('Meet the team');

    // A Chinese guest reads the same blocks in Chinese.
    await page.getByRole('button', { name: '中文', exact: true }).first().click();
    await expect.poll(() => main(page)).toContain('认识我们的团队');
    expect(await main(page)).toContain('我们的使命');
    expect(await main(page)).not.toContain('我们在乎的事');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the contact details block under the contact in the footer while it is active', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);

    await page.goto(url('/'));
    await expect
      .poll(() => footer(page), { timeout: 10_000 })
      .toContain('We take reservations online and by phone during opening hours.');
    // Under the address from Settings, not instead of it.
    const text = await footer(page);
    expect(text.indexOf('Musterstraße 12')).toBeLessThan(text.indexOf('We take reservations online'));
    await page.getByRole('button', { name: '中文', exact: true }).first().click();
    await expect.poll(() => footer(page)).toContain('营业时间内可在线或致电预订。');

    await page.getByRole('button', { name: 'EN', exact: true }).first().click();
    await signInAsDemo(page);
    await toggleActive(page, 'contact_details', 'Kontaktdaten');
    await page.goto(url('/'));
    await expect.poll(() => footer(page), { timeout: 10_000 }).toContain('Musterstraße 12');
    await expect.poll(() => page.getByTestId('contact-note').count()).toBe(0);
    expect(await footer(page)).not.toContain('We take reservations online');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
