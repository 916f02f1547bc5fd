import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { restaurantDate, addDays } from '../../src/domain/shared/time';
import {
  launch,
  openPage,
  url,
  signInAsDemo,
  acceptConfirms,
  toast,
  startTheApp,
  waitForTheAppOnEveryVisit,
  shownText,
} from './support';

// Staff admin part 2 in the offline demo: one round trip per area (create, see it on the public site, edit,
// delete), the about sections' reorder, and every page at phone width.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A 2x2 PNG: small enough for any check, real enough for the browser to decode and resize. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4AWP4z8DwHwiZGBgY/jMwAAA6BQL/q4HcNQAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const visibleText = (page: Page) => shownText(page.locator('body'));

/** A required field's label: its name followed by the required marker. */
const required = (name: string) => new RegExp(`^${name}\\s*\\*?$`);

describe('admin press', () => {
  it('creates an article with a logo, shows it on the home page, edits and deletes it', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/press'));
    await expect.poll(() => page.getByRole('heading', { name: 'Press Management' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add article' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add article' }).click();
    await toast(page, 'Please fill in all required fields');

    // Title and excerpt are edited in German, English and Chinese side by side.
    const inGroup = (group: string, language: string) =>
      dialog.getByRole('group', { name: group }).getByLabel(language);
    await inGroup('Article title', 'German').fill('E2E: Frühstück im Test');
    await inGroup('Article title', 'Chinese').fill('E2E：测试中的早餐');
    await dialog.getByLabel(required('Publication')).fill('Testblatt Berlin');
    await dialog.getByLabel('Publication date').fill('2030-01-15');
    await dialog.getByLabel('Link to the article').fill('https://example.org/e2e-press');
    await dialog.getByText('Featured (shown first)').click();
    await dialog.locator('input[type=file]').setInputFiles(picture('testblatt.png'));
    await expect.poll(() => dialog.getByTestId('image-size-comparison').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Add article' }).click();
    await toast(page, 'Press article created successfully');
    const card = page.getByRole('article', { name: 'E2E: Frühstück im Test' });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.getByRole('img').getAttribute('src')).toMatch(/press\//);

    // Featured and newest, so it leads the home page's 'As Seen In' strip: in English with the German title,
    // which has no English translation, and in Chinese with the Chinese one.
    await page.goto(url('/'));
    await expect.poll(() => visibleText(page), { timeout: 10_000 }).toContain('E2E: Frühstück im Test');
    const switchTo = (language: string) =>
      page
        .getByRole('group', { name: /Language|Sprache|语言/ })
        .getByRole('button', { name: language })
        .click();
    await switchTo('中文');
    await expect.poll(() => visibleText(page), { timeout: 10_000 }).toContain('E2E：测试中的早餐');
    expect(await visibleText(page)).not.toContain('E2E: Frühstück im Test');
    await switchTo('EN');

    await page.goto(url('/admin/press'));
    await page.getByRole('button', { name: 'Edit “E2E: Frühstück im Test”' }).click();
    await expect.poll(() => inGroup('Article title', 'Chinese').inputValue()).toBe('E2E：测试中的早餐');
    await inGroup('Article title', 'German').fill('E2E: Frühstück, zweite Auflage');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Press article updated successfully');
    await expect
      .poll(() => page.getByRole('article', { name: 'E2E: Frühstück, zweite Auflage' }).count())
      .toBe(1);

    await page.getByRole('button', { name: 'Delete “E2E: Frühstück, zweite Auflage”' }).click();
    await toast(page, 'Press article deleted successfully');
    await expect.poll(() => page.getByRole('article', { name: /E2E: Frühstück/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('admin events', () => {
  it('takes the date in Berlin time from a browser in New York, shows it publicly, edits, switches off and deletes', async () => {
    // Tomorrow in Berlin at 07:00 comes before every seeded event, so it also leads the home teaser.
    const tomorrow = addDays(restaurantDate(new Date()), 1);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    await context.addInitScript(() => window.localStorage.setItem('tischlein.language', 'en'));
    const page = waitForTheAppOnEveryVisit(await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/events'));
    await expect.poll(() => page.getByRole('tab', { name: /Active Events/ }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog');
    // Title and description are edited in German, English and Chinese side by side.
    const inGroup = (group: string, language: string) =>
      dialog.getByRole('group', { name: group }).getByLabel(language);
    await inGroup('Title', 'German').fill('  E2E Dumpling Night  ');
    await inGroup('Description', 'German').fill('Ein Dim-Sum-Workshop für die ganze Gemeinschaft.');
    await inGroup('Description', 'English').fill('A dim sum workshop for the whole community.');
    await dialog.getByLabel('Maximum participants').fill('1001');
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await toast(page, 'Please fill in all required fields.');
    await dialog.getByLabel('Date and time').fill(`${tomorrow}T07:00`);
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect
      .poll(() => dialog.getByText('Maximum participants must be between 1 and 1000.').count())
      .toBe(1);
    await dialog.getByLabel('Maximum participants').fill('20');
    await dialog.getByLabel('Current participants').fill('5');
    await dialog.locator('input[type=file]').setInputFiles(picture('dumplings.png'));
    await expect.poll(() => dialog.getByTestId('image-size-comparison').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await toast(page, 'Event created successfully');
    const card = page.getByRole('article', { name: 'E2E Dumpling Night' });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.innerText()).toContain('7:00 AM');
    await expect.poll(() => card.innerText()).toContain('5/20 participants');
    await expect.poll(() => card.locator('img').getAttribute('src')).toMatch(/events\//);

    // The public pages in the same browser (the demo keeps its data per browser profile), still in New York.
    const visitor = await context.newPage();
    visitor.on('pageerror', (error) => errors.push(error.message));
    const visit = async (path: string) => {
      await visitor.goto(url(path));
      await startTheApp(visitor);
    };
    await visit('/events');
    await expect.poll(() => visibleText(visitor), { timeout: 10_000 }).toContain('E2E Dumpling Night');
    await expect.poll(() => visibleText(visitor)).toContain('7:00 AM');
    // The English description for an English guest, the German title where there is no English one.
    const publicCard = visitor.getByRole('article', { name: 'E2E Dumpling Night' });
    expect(await publicCard.innerText()).toContain('A dim sum workshop for the whole community.');
    expect(await publicCard.innerText()).not.toContain('Gemeinschaft');
    await visit('/');
    await expect.poll(() => visibleText(visitor), { timeout: 10_000 }).toContain('E2E Dumpling Night');

    await card.getByRole('button', { name: 'Edit “E2E Dumpling Night”' }).click();
    await expect.poll(() => dialog.getByLabel('Date and time').inputValue()).toBe(`${tomorrow}T07:00`);
    await inGroup('Title', 'German').fill('E2E Dumpling Morning');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Event updated successfully');

    await page.getByRole('button', { name: 'Deactivate “E2E Dumpling Morning”' }).click();
    await toast(page, 'Event deactivated successfully.');
    await page.getByRole('tab', { name: /Switched off/ }).click();
    await expect.poll(() => page.getByRole('article', { name: 'E2E Dumpling Morning' }).count()).toBe(1);
    await visit('/events');
    await expect.poll(() => visibleText(visitor), { timeout: 10_000 }).toContain('Acoustic Music Morning');
    expect(await visibleText(visitor)).not.toContain('E2E Dumpling');

    // Past events offer no switch.
    await page.getByRole('tab', { name: /Past Events/ }).click();
    const past = page.getByRole('tabpanel', { name: /Past Events/ });
    await expect.poll(() => past.getByRole('article').count()).toBeGreaterThan(0);
    await expect.poll(() => past.getByRole('button', { name: /^(Activate|Deactivate) / }).count()).toBe(0);

    await page.getByRole('tab', { name: /Switched off/ }).click();
    await page.getByRole('button', { name: 'Delete “E2E Dumpling Morning”' }).click();
    await toast(page, 'Event deleted successfully.');
    await expect.poll(() => page.getByRole('article', { name: 'E2E Dumpling Morning' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('admin content blocks', () => {
  it('deletes and recreates a legal block from its template, edits another, and the legal pages follow', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/content'));
    await expect.poll(() => page.getByRole('tab', { name: /Legal/ }).count()).toBe(1);

    await page.getByRole('button', { name: 'Delete contact_details' }).click();
    await toast(page, 'Content block deleted successfully');
    await expect.poll(() => page.getByRole('button', { name: 'Edit contact_details' }).count()).toBe(0);

    await page.getByRole('button', { name: 'New content block' }).click();
    const card = page.getByRole('region', { name: 'New content block' });
    // A name that exists is refused before anything is sent.
    await card.getByLabel('Section name').fill('impressum');
    await expect
      .poll(() =>
        card.getByText('A content block named “impressum” already exists.', { exact: false }).count(),
      )
      .toBe(1);
    await card.getByRole('button', { name: 'contact_details' }).click();
    await card.getByRole('button', { name: 'Insert template' }).click();
    // contact_details is also shown in the footer, so it is the one legal block written in three languages.
    const german = (group: string) => card.getByRole('group', { name: group }).getByLabel('German');
    await expect.poll(() => german('Text').inputValue()).toContain('[E-Mail-Adresse]');
    await german('Title').fill('Kontakt (E2E)');
    await german('Text').fill(
      'Adresse: E2E-Straße 1, 13353 Berlin\nTelefon: 030 1234567\nE-Mail: e2e@tischlein.example',
    );
    await card.getByRole('group', { name: 'Text' }).getByLabel('English').fill('Call us, or write (E2E).');
    await card.getByRole('button', { name: 'Create block' }).click();
    await toast(page, 'Content block created successfully');
    await expect.poll(() => page.getByRole('button', { name: 'Edit contact_details' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Edit business_info' }).click();
    const business = page.getByRole('article', { name: 'Geschäftsinformationen' });
    const text = business.getByLabel('Text');
    const before = await text.inputValue();
    await text.fill(before.replace(/^Restaurant:.*$/m, 'Restaurant: E2E Teehaus'));
    await business.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Content block updated successfully');

    await page.goto(url('/impressum'));
    await expect.poll(() => visibleText(page), { timeout: 10_000 }).toContain('Kontakt (E2E)');
    await expect.poll(() => visibleText(page)).toContain('E2E-Straße 1');
    // The imprint keeps the German; the footer speaks the guest's language.
    expect(await shownText(page.locator('main'))).not.toContain('Call us, or write (E2E).');
    await expect.poll(() => shownText(page.locator('footer'))).toContain('Call us, or write (E2E).');
    await page.goto(url('/privacy'));
    await expect.poll(() => visibleText(page), { timeout: 10_000 }).toContain('E2E Teehaus');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin about sections', () => {
  it('creates a section with an image, reorders it, shows it on the about page, edits and deletes it', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/about'));
    const sections = page.getByTestId('about-section');
    await expect.poll(() => sections.count()).toBeGreaterThan(0);
    const before = await sections.count();

    await page.getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog');
    const inGroup = (group: string, language: string) =>
      dialog.getByRole('group', { name: group }).first().getByLabel(language);
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await expect.poll(() => dialog.getByText('This field is required.').count()).toBe(2);
    await inGroup('Title', 'German').fill('E2E Our Balcony Garden');
    await inGroup('Title', 'Chinese').fill('E2E 我们的阳台花园');
    await expect.poll(() => dialog.getByLabel('Section key').inputValue()).toBe('e2e-our-balcony-garden');
    await dialog.getByLabel('Section type').selectOption('gallery');
    await inGroup('Text', 'German').fill('Herbs and chillies for the kitchen.');
    await dialog.getByRole('button', { name: 'Create section' }).click();
    await toast(page, 'Section created successfully');
    await expect.poll(() => sections.count()).toBe(before + 1);
    // New sections go last, and the last one cannot move down.
    const mine = page.getByRole('listitem', { name: 'E2E Our Balcony Garden' });
    await expect
      .poll(() => sections.last().getAttribute('aria-labelledby'))
      .toBe(await mine.getAttribute('aria-labelledby'));
    expect(await mine.getByRole('button', { name: 'Move “E2E Our Balcony Garden” down' }).isDisabled()).toBe(
      true,
    );
    await expect.poll(() => mine.innerText()).toContain('0 images');

    await mine.getByRole('button', { name: 'Images of “E2E Our Balcony Garden”' }).click();
    await dialog.locator('input[type=file]').setInputFiles(picture('balcony.png'));
    await expect.poll(() => dialog.getByTestId('image-size-comparison').count()).toBe(1);
    await inGroup('Alt text', 'German').fill('Pots of herbs on a sunny balcony');
    await inGroup('Alt text', 'Chinese').fill('阳光阳台上的一盆盆香草');
    await inGroup('Caption', 'German').fill('Thai basil, coriander and chillies');
    await dialog.getByRole('button', { name: 'Upload image' }).click();
    await toast(page, 'Image uploaded successfully');
    await expect.poll(() => dialog.getByTestId('about-image-row').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => mine.innerText()).toContain('1 image');

    // Two moves up: past the draft team section and past 'Our journey'.
    const position = async () =>
      (await sections.allInnerTexts()).findIndex((t) => t.includes('E2E Our Balcony'));
    const start = await position();
    await mine.getByRole('button', { name: 'Move “E2E Our Balcony Garden” up' }).click();
    await expect.poll(position).toBe(start - 1);
    await mine.getByRole('button', { name: 'Move “E2E Our Balcony Garden” up' }).click();
    await expect.poll(position).toBe(start - 2);

    await page.goto(url('/about'));
    await expect.poll(() => visibleText(page), { timeout: 10_000 }).toContain('E2E Our Balcony Garden');
    const text = await visibleText(page);
    expect(text.indexOf('E2E Our Balcony Garden')).toBeLessThan(text.indexOf('Our journey'));
    await expect
      .poll(() => page.getByRole('img', { name: 'Pots of herbs on a sunny balcony' }).count())
      .toBe(1);
    // In Chinese the section and its picture read as translated; the rest falls back to German.
    await page.getByRole('button', { name: '中文', exact: true }).first().click();
    await expect.poll(() => visibleText(page)).toContain('E2E 我们的阳台花园');
    expect(await visibleText(page)).toContain('Herbs and chillies for the kitchen.');
    await expect.poll(() => page.getByRole('img', { name: '阳光阳台上的一盆盆香草' }).count()).toBe(1);
    await page.getByRole('button', { name: 'EN', exact: true }).first().click();

    await page.goto(url('/admin/about'));
    await page.getByRole('button', { name: 'Edit “E2E Our Balcony Garden”' }).click();
    await expect.poll(() => inGroup('Title', 'Chinese').inputValue()).toBe('E2E 我们的阳台花园');
    await inGroup('Title', 'German').fill('E2E Our Rooftop Garden');
    await expect.poll(() => dialog.getByLabel('Section key').inputValue()).toBe('e2e-our-balcony-garden');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Section updated successfully');

    await page.getByRole('button', { name: 'Delete “E2E Our Rooftop Garden”' }).click();
    await toast(page, 'Section deleted successfully');
    await expect.poll(() => sections.count()).toBe(before);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const open = page.getByRole('link', { name: 'Open the about page in a new tab' });
    expect(await open.getAttribute('href')).toBe('/about');
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('admin part 2 at phone width', () => {
  it('fits every page into 390 px without sideways scrolling', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', width: 390 });
    await signInAsDemo(page);
    for (const [path, heading] of [
      ['/admin/press', 'Press Management'],
      ['/admin/events', 'Events Management'],
      ['/admin/content', 'Content Management'],
      ['/admin/about', 'About Us Management'],
    ] as const) {
      await page.goto(url(path));
      await expect.poll(() => page.getByRole('heading', { name: heading }).count()).toBe(1);
      await expect
        .poll(() => page.getByRole('article').or(page.getByTestId('about-section')).count())
        .toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
