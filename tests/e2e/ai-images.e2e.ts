import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openPage, url, signInAsDemo } from './support';

// AI menu images in the offline demo: the demo's generator draws an SVG of the dish in the browser, stores it in
// IndexedDB (served by the demo's service worker) and books one credit of the month, which starts at 3 of 10.
// The test spends the month's budget through the item dialog and watches the usage dialog follow.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A seeded dish, by the German name the admin lists it under. */
const HAR_GOW = 'Har Gow mit Garnelen';

const AI_SVG = /^\/demo-files\/restaurant-images\/menu-items\/\d+-ai-[a-z0-9]{8}\.svg$/;

/** A toast with this text (the dialog may show the same words in place, so only toasts are searched). */
const toast = (page: Page, text: string | RegExp) =>
  expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).count(), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);

const menuCard = (page: Page, name: string) =>
  page.getByTestId('menu-item-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The pixel width an <img> decoded to (0 until its bytes came through the demo's service worker). */
const decodedWidth = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    element.scrollIntoView({ block: 'center' });
    const timeout = new Promise((done) => setTimeout(done, 3000));
    await Promise.race([element.decode().catch(() => undefined), timeout]);
    return element.naturalWidth;
  });

/** The usage dialog's figures and badge, read as a person would, then the dialog closed again. */
const readUsage = async (page: Page) => {
  await page.getByRole('button', { name: 'AI image credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI image credits' });
  await dialog.getByText('Images generated').waitFor();
  const value = (label: string) =>
    dialog
      .locator('.chakra-data-list__item')
      .filter({ hasText: label })
      .locator('.chakra-data-list__itemValue');
  const usage = {
    images: await value('Images generated').textContent(),
    spent: await value('Credits used').textContent(),
    budget: await value('Monthly budget').textContent(),
    average: await value('Average per image').textContent(),
    percent: await dialog.getByText(/^\d+\.\d %$/).textContent(),
    badge: await dialog.locator('.chakra-badge').textContent(),
    warning: await dialog.getByText('You have used 80% or more', { exact: false }).count(),
  };
  return { usage, dialog };
};

const closeDialog = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await dialog.waitFor({ state: 'detached' });
};

/** Opens a dish's edit dialog in AI mode. */
const openAiMode = async (page: Page, name: string) => {
  await menuCard(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit menu item' });
  await dialog.getByText('Generate with AI').click();
  return dialog;
};

/** Clicks "Generate image" and waits until the month's line shows the credit spent. */
const generate = async (dialog: Locator, spentAfter: number) => {
  await dialog.getByRole('button', { name: 'Generate image' }).click();
  await expect
    .poll(() => dialog.getByText(/^Each image costs 1 credit\./).textContent(), { timeout: 10_000 })
    .toContain(`This month: ${spentAfter.toFixed(3)} of`);
};

describe('AI menu images in the demo', () => {
  it('generates images within the month’s budget, shows them everywhere, and refuses once it is spent', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    await signInAsDemo(page);
    await page.goto(url('/admin/menu'));
    await menuCard(page, HAR_GOW).waitFor();

    // The seeded month: 3 images for 3 of 10 credits.
    let { usage, dialog } = await readUsage(page);
    expect(usage).toEqual({
      images: '3',
      spent: '3.000',
      budget: '10.000',
      average: '1.0000',
      percent: '30.0 %',
      badge: 'Within budget',
      warning: 0,
    });
    for (const preset of ['100 credits', '250 credits', '500 credits']) {
      expect(await dialog.getByRole('button', { name: preset }).isEnabled()).toBe(true);
    }
    await closeDialog(dialog);

    // A new dish: the prompt follows the fields; without ingredients nothing is generated.
    await page.getByRole('button', { name: 'Add menu item' }).first().click();
    let item = page.getByRole('dialog', { name: 'Add menu item' });
    // The prompt is built from the German texts, the restaurant's own.
    const german = (field: string) => item.getByRole('group', { name: field }).getByLabel('German');
    await german('Dish name').fill('E2E Lotus Bao');
    await item.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Dim Sum & Bao' });
    await item.getByText('Generate with AI').click();
    await item.getByRole('button', { name: 'Generate image' }).click();
    await toast(page, 'Please fill in dish name and ingredients first');
    await item.getByRole('group', { name: 'Ingredients' }).getByLabel('English').fill('lotus seeds');
    await german('Ingredients').fill('lotus seed paste,  flour, sesame');
    const preview = item.getByTestId('ai-prompt-preview');
    await expect
      .poll(() => preview.textContent())
      .toBe(
        'E2E Lotus Bao (Dim Sum & Bao), made with lotus seed paste, flour, sesame. Modern fusion plating on a dark ' +
          'slate plate, creative and contemporary with colourful accents. Professional food photography, 4K, ' +
          'restaurant-quality lighting.',
      );
    await item.getByLabel('Cuisine').selectOption('japanese');
    await expect
      .poll(() => preview.textContent())
      .toContain('Minimalist Japanese plating on handmade ceramics');
    await item.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Süßes Frühstück' });
    await expect.poll(() => preview.textContent()).toMatch(/^E2E Lotus Bao \(Süßes Frühstück\)/);

    await generate(item, 4);
    await toast(page, 'Image generated successfully! Cost: 1 credits');
    const generated = item.getByTestId('ai-generated-image').locator('img');
    const lotusSrc = (await generated.getAttribute('src')) ?? '';
    expect(lotusSrc).toMatch(AI_SVG);
    expect(await decodedWidth(generated)).toBe(800);
    await expect
      .poll(() => item.getByText('The image will be saved with the dish when you create it.').count())
      .toBe(1);
    await item.getByRole('button', { name: 'Create item' }).click();
    await toast(page, 'Menu item created successfully');
    const lotusCard = menuCard(page, 'E2E Lotus Bao');
    await expect.poll(() => lotusCard.locator('img').getAttribute('src')).toBe(lotusSrc);
    expect(await lotusCard.getByText('AI image', { exact: true }).count()).toBe(1);

    // A saved dish: the generator points it at its new picture at once.
    item = await openAiMode(page, HAR_GOW);
    await generate(item, 5);
    const harGowSrc = (await item.getByTestId('ai-generated-image').locator('img').getAttribute('src')) ?? '';
    expect(harGowSrc).toMatch(AI_SVG);
    expect(await item.getByText('The image is already saved with this dish.').count()).toBe(1);
    await item.getByRole('button', { name: 'Cancel' }).click();
    const harGowImage = menuCard(page, HAR_GOW).locator('img');
    await expect.poll(() => harGowImage.getAttribute('src')).toBe(harGowSrc);
    expect(await decodedWidth(harGowImage)).toBe(800);

    ({ usage, dialog } = await readUsage(page));
    expect(usage).toMatchObject({ images: '5', spent: '5.000', percent: '50.0 %', badge: 'Within budget' });
    await closeDialog(dialog);

    // On the public menu, both dishes show their pictures.
    await page.goto(url('/menu'));
    for (const src of [harGowSrc, lotusSrc]) {
      const image = page.locator(`main img[src="${src}"]`).first();
      await image.waitFor({ state: 'attached', timeout: 10_000 });
      expect(await decodedWidth(image)).toBe(800);
    }

    // Above half the budget the badge changes; at 80 % it warns.
    await page.goto(url('/admin/menu'));
    item = await openAiMode(page, HAR_GOW);
    await generate(item, 6);
    await item.getByRole('button', { name: 'Cancel' }).click();
    ({ usage, dialog } = await readUsage(page));
    expect(usage).toMatchObject({ images: '6', percent: '60.0 %', badge: 'In use', warning: 0 });
    await closeDialog(dialog);

    item = await openAiMode(page, HAR_GOW);
    await generate(item, 7);
    await generate(item, 8);
    await item.getByRole('button', { name: 'Cancel' }).click();
    ({ usage, dialog } = await readUsage(page));
    expect(usage).toMatchObject({
      images: '8',
      spent: '8.000',
      percent: '80.0 %',
      badge: 'Near limit',
      warning: 1,
    });
    await closeDialog(dialog);

    // The last two credits, then a refusal that changes nothing.
    item = await openAiMode(page, HAR_GOW);
    await generate(item, 9);
    await generate(item, 10);
    const lastSrc = await item.getByTestId('ai-generated-image').locator('img').getAttribute('src');
    await item.getByRole('button', { name: 'Generate image' }).click();
    await toast(page, /Failed to generate image.*budget cannot cover another image/);
    expect(await item.getByTestId('ai-generated-image').locator('img').getAttribute('src')).toBe(lastSrc);
    await item.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => harGowImage.getAttribute('src')).toBe(lastSrc);

    ({ usage, dialog } = await readUsage(page));
    expect(usage).toMatchObject({ images: '10', spent: '10.000', percent: '100.0 %', badge: 'Near limit' });

    // A bigger budget lets generation go on.
    await dialog.getByRole('button', { name: '100 credits' }).click();
    await toast(page, 'Budget limit updated successfully');
    await expect.poll(() => dialog.getByRole('button', { name: '100 credits' }).isDisabled()).toBe(true);
    await expect.poll(() => dialog.locator('.chakra-badge').textContent()).toBe('Within budget');
    expect(await dialog.getByText('10.0 %', { exact: true }).count()).toBe(1);
    await closeDialog(dialog);
    item = await openAiMode(page, HAR_GOW);
    await generate(item, 11);

    expect(errors).toEqual([]);
    await context.close();
  });
});
