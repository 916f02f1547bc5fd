import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openPage, url, signInAsDemo, acceptConfirms, toast } from './support';

// Staff admin part 1 in the offline demo: dashboard, menu and categories, gallery, videos. Every file goes
// through the real file input, into IndexedDB, and back out through the demo's service worker.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real RGB PNG of any size with a diagonal gradient, so the browser decodes and resizes it. */
const png = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([(x * 255) / width, (y * 255) / height, 120], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
const picture = (name: string, width = 400, height = 300) => ({
  name,
  mimeType: 'image/png',
  buffer: png(width, height),
});

/** A one-second WebM recorded in the page from a canvas, as a phone's camera app would hand one over. */
const recordWebm = async (page: Page) => {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((done) => (recorder.onstop = done));
    let frame = 0;
    const draw = setInterval(() => {
      if (!context) return;
      context.fillStyle = `hsl(${(frame += 24)}, 70%, 50%)`;
      context.fillRect(0, 0, 160, 90);
    }, 60);
    recorder.start();
    await new Promise((done) => setTimeout(done, 1000));
    recorder.stop();
    await stopped;
    clearInterval(draw);
    return Array.from(new Uint8Array(await new Blob(parts).arrayBuffer()));
  });
  return { name: 'kitchen-clip.webm', mimeType: 'video/webm', buffer: Buffer.from(bytes) };
};

/**
 * The pixel width an <img> decoded to, once its bytes came through (from IndexedDB via the worker). Lazy
 * images load only near the viewport, so it is scrolled there first; 0 while it has not loaded.
 */
const decodedWidth = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    element.scrollIntoView({ block: 'center' });
    const timeout = new Promise((done) => setTimeout(done, 3000));
    await Promise.race([element.decode().catch(() => undefined), timeout]);
    return element.naturalWidth;
  });

/** The demo's stored files, as keys '<bucket>/<path>' of its IndexedDB store. */
const storedFiles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((done, failed) => {
        const open = indexedDB.open('tischlein-demo-files');
        open.onerror = () => failed(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('files').objectStore('files').getAllKeys();
          keys.onsuccess = () => {
            done(keys.result.map(String));
            open.result.close();
          };
        };
      }),
  );

/** Whether the file behind a /demo-files/ URL is still stored. */
const isStored = async (page: Page, src: string) =>
  (await storedFiles(page)).includes(decodeURIComponent(src.replace('/demo-files/', '')));

const menuCard = (page: Page, name: string) =>
  page.getByTestId('menu-item-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('admin dashboard', () => {
  it('shows the four counts and a system status from real checks', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    await signInAsDemo(page);
    await expect.poll(() => page.getByTestId('count-menuItems').textContent()).toMatch(/^\d+$/);
    for (const key of ['galleryImages', 'videos', 'events']) {
      await expect.poll(() => page.getByTestId(`count-${key}`).textContent()).toMatch(/^\d+$/);
    }
    await expect.poll(() => page.getByTestId('status-data').textContent()).toContain('Connected');
    await expect.poll(() => page.getByTestId('status-storage').textContent()).toContain('Available');
    await expect.poll(() => page.getByTestId('status-session').textContent()).toContain('Active');
    await page.getByRole('link', { name: 'Gallery images' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/gallery');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin menu', () => {
  it('creates a dish with an uploaded photo, filters, toggles availability, edits and deletes it', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/menu'));
    const shown = page.getByTestId('menu-shown-count');
    await expect.poll(() => shown.textContent()).toMatch(/^(\d+) of \1 items shown$/);
    const total = Number((await shown.textContent())?.split(' ')[0]);

    await page.getByRole('button', { name: 'Add menu item' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await toast(page, 'Please fill in all required fields');

    // Name, description and ingredients are edited in German, English and Chinese side by side.
    const text = (field: string, language: string) =>
      dialog.getByRole('group', { name: field }).getByLabel(language);
    await text('Dish name', 'German').fill('E2E Sesame Bao');
    await dialog.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Dim Sum & Bao' });
    await dialog.getByLabel('Cuisine').selectOption('chinese');
    await text('Description', 'German').fill('Fluffiges Bao mit schwarzem Sesam.');
    await text('Description', 'English').fill('Fluffy bao with black sesame.');
    await expect.poll(() => dialog.getByText('EN: partial').count()).toBe(1);
    await text('Ingredients', 'German').fill('flour, black sesame, sugar');
    await dialog.getByLabel('Price (€)', { exact: true }).fill('6.4');
    await dialog.getByLabel('Student price (€)').fill('5.2');
    await dialog.getByRole('button', { name: 'Vegan', exact: true }).click();
    await dialog.getByPlaceholder('Add your own tag, e.g. Halal').fill('halal');
    await dialog.getByPlaceholder('Add your own tag, e.g. Halal').press('Enter');
    await dialog.getByPlaceholder('Add your own tag, e.g. Halal').fill('VEGAN');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => dialog.getByText('This tag is already there.').count()).toBe(1);

    await dialog.getByText('Generate with AI').click();
    await expect
      .poll(() => dialog.getByTestId('ai-prompt-preview').textContent())
      .toMatch(/^E2E Sesame Bao \(Dim Sum & Bao\), made with flour, black sesame, sugar\. Chinese .*4K/);
    await expect.poll(() => dialog.getByRole('button', { name: 'Generate image' }).isEnabled()).toBe(true);
    await dialog.getByText('Upload file').click();

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await toast(page, 'Please select a valid image file');
    // A large photo is shrunk to 1600 px on the long side before it is uploaded.
    await dialog.locator('input[type=file]').setInputFiles(picture('bao.png', 2400, 1200));
    await expect.poll(() => dialog.getByTestId('image-size-comparison').textContent()).toMatch(/1600 × 800/);
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await toast(page, 'Menu item created successfully');
    await expect.poll(() => dialog.count()).toBe(0);

    const card = menuCard(page, 'E2E Sesame Bao');
    await expect.poll(() => card.count()).toBe(1);
    const cardText = await card.innerText();
    expect(cardText).toContain('€6.40');
    expect(cardText).toContain('Students: €5.20');
    expect(cardText).toContain('halal');
    const image = card.getByRole('img', { name: 'E2E Sesame Bao' });
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/demo-files\/restaurant-images\/menu-items\/\d+-\w+\.webp$/);
    await expect.poll(() => decodedWidth(image)).toBe(1600);

    // Both filters: text with a category, then featured only.
    await page.getByLabel('Search').fill('sesame bao');
    await page.getByLabel('Category').selectOption({ label: 'Dim Sum & Bao' });
    await expect.poll(() => shown.textContent()).toBe(`1 of ${total + 1} items shown`);
    await page.getByText('Featured only').click();
    await expect.poll(() => page.getByText('No items match your filters').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Available only').click();
    await expect.poll(() => card.count()).toBe(1);
    await page.getByText('Available only').click();

    // The public menu shows it, in English where it is translated, with the picture still there after a
    // reload (IndexedDB + worker).
    await page.goto(url('/menu'));
    const publicImage = page.getByRole('img', { name: 'E2E Sesame Bao' }).first();
    await expect.poll(() => publicImage.count()).toBeGreaterThan(0);
    expect(await page.getByText('Fluffy bao with black sesame.').count()).toBeGreaterThan(0);
    expect(await page.getByText('Fluffiges Bao mit schwarzem Sesam.').count()).toBe(0);
    await page.reload();
    await expect
      .poll(() => decodedWidth(page.getByRole('img', { name: 'E2E Sesame Bao' }).first()))
      .toBe(1600);

    // Availability, as the public menu shows it.
    await page.goto(url('/admin/menu'));
    await card.getByRole('button', { name: 'Mark as unavailable' }).click();
    await toast(page, 'E2E Sesame Bao is now marked as unavailable');
    await expect.poll(() => card.getByText('Unavailable', { exact: true }).count()).toBe(1);
    await page.getByText('Available only').click();
    await expect.poll(() => card.count()).toBe(0);
    await page.getByText('Available only').click();
    await page.goto(url('/menu'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Featured dishes' }).count())
      .toBeGreaterThan(0);
    expect(await page.getByText('E2E Sesame Bao').count()).toBe(0);
    await page.goto(url('/admin/menu'));
    await card.getByRole('button', { name: 'Mark as available' }).click();
    await toast(page, 'E2E Sesame Bao is available again');

    // Edit.
    await card.getByRole('button', { name: 'Edit E2E Sesame Bao' }).click();
    await text('Dish name', 'German').fill('E2E Black Sesame Bao');
    await dialog.getByLabel('Price (€)', { exact: true }).fill('6,9');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Menu item updated successfully');
    const edited = menuCard(page, 'E2E Black Sesame Bao');
    await expect.poll(() => edited.innerText()).toContain('€6.90');
    await page.goto(url('/menu'));
    await expect.poll(() => page.getByText('E2E Black Sesame Bao').count()).toBeGreaterThan(0);

    // Delete: the row, and then its file.
    await page.goto(url('/admin/menu'));
    expect(await isStored(page, src)).toBe(true);
    await edited.getByRole('button', { name: 'Delete E2E Black Sesame Bao' }).click();
    await toast(page, 'E2E Black Sesame Bao was deleted');
    await expect.poll(() => edited.count()).toBe(0);
    await expect.poll(() => isStored(page, src)).toBe(false);
    await page.goto(url('/menu'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Featured dishes' }).count())
      .toBeGreaterThan(0);
    expect(await page.getByText('E2E Black Sesame Bao').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('manages categories: create, rename, reorder, and refuses to delete one that dishes use', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/menu'));
    await page.getByRole('tab', { name: 'Categories' }).click();
    const rows = page.getByTestId('category-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const before = await rows.count();

    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('This field is required').count()).toBe(1);
    const text = (field: string, language: string) =>
      dialog.getByRole('group', { name: field }).getByLabel(language);
    await text('Name', 'German').fill('E2E Specials');
    await text('Name', 'Chinese').fill('E2E 本周特供');
    await text('Description', 'German').fill('Only this week.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Category created');
    await expect.poll(() => rows.count()).toBe(before + 1);
    await expect.poll(() => rows.last().innerText()).toContain('E2E Specials');

    await page.getByRole('button', { name: 'Move E2E Specials up' }).click();
    await expect.poll(() => rows.nth(before - 1).innerText()).toContain('E2E Specials');

    await rows.filter({ hasText: 'E2E Specials' }).getByRole('button', { name: 'Edit' }).click();
    expect(await text('Name', 'Chinese').inputValue()).toBe('E2E 本周特供');
    await text('Name', 'German').fill('E2E Weekly Specials');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Category updated');

    // The public menu's tabs follow the order.
    await page.goto(url('/menu'));
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toContain('E2E Weekly Specials');
    const names = await tabs.allTextContents();
    expect(names.indexOf('E2E Weekly Specials')).toBe(names.length - 2);

    await page.goto(url('/admin/menu'));
    await page.getByRole('tab', { name: 'Categories' }).click();
    // The admin lists the German names: the seed's 'Drinks' is 'Getränke'.
    await page.getByRole('button', { name: 'Delete Getränke' }).click();
    await toast(page, 'Category in use');
    await expect.poll(() => rows.filter({ hasText: 'Getränke' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete E2E Weekly Specials' }).click();
    await toast(page, 'Category E2E Weekly Specials deleted');
    await expect.poll(() => rows.count()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin gallery', () => {
  it('uploads several pictures, shows them on the home page, edits one and deletes the selection', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/gallery'));
    await page.getByRole('button', { name: 'Upload images' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Please select at least one image to upload');

    await dialog
      .locator('input[type=file]')
      .setInputFiles([
        picture('terrace-a.png', 1800, 1200),
        { name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
        picture('terrace-b.png', 300, 400),
      ]);
    await toast(page, 'Please select only image files');
    await expect.poll(() => dialog.getByRole('button', { name: 'Upload 2 images' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Upload 2 images' }).click();
    await toast(page, 'Title is required');

    const inGroup = (group: string, language: string) =>
      dialog.getByRole('group', { name: group }).getByLabel(language);
    await inGroup('Title', 'German').fill('E2E Terrace');
    await inGroup('Title', 'English').fill('E2E Sunny terrace');
    await inGroup('Alt text', 'German').fill('Tables on the terrace');
    await dialog.getByLabel('Category').selectOption('seating');
    await dialog.getByText('Feature the first picture').click();
    await dialog.getByRole('button', { name: 'Upload 2 images' }).click();
    await toast(page, '2 images uploaded successfully');
    await expect.poll(() => dialog.count()).toBe(0);

    const cards = page.getByTestId('gallery-card');
    const first = cards.filter({ has: page.getByRole('heading', { name: 'E2E Terrace 1' }) });
    const second = cards.filter({ has: page.getByRole('heading', { name: 'E2E Terrace 2' }) });
    await expect.poll(() => first.count()).toBe(1);
    expect(await first.getByText('Featured', { exact: true }).count()).toBe(1);
    expect(await second.getByText('Featured', { exact: true }).count()).toBe(0);
    expect(await first.getByText('Seating').count()).toBe(1);
    const src = (await first.getByRole('img').getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/demo-files\/restaurant-images\/gallery\/\d+-0-\w+\.webp$/);
    await expect.poll(() => decodedWidth(first.getByRole('img'))).toBe(1600);
    expect(await isStored(page, src)).toBe(true);

    // The home page's gallery shows both, in display order at the end.
    await page.goto(url('/'));
    const publicImages = page.getByRole('img', { name: 'Tables on the terrace' });
    await expect.poll(() => publicImages.count()).toBe(2);
    await expect.poll(() => decodedWidth(publicImages.first())).toBe(1600);
    // An English guest reads the English title, numbered like the German one.
    await expect.poll(() => page.getByRole('heading', { name: 'E2E Sunny terrace 2' }).count()).toBe(1);

    await page.goto(url('/admin/gallery'));
    await second.getByRole('button', { name: 'Edit E2E Terrace 2' }).click();
    await inGroup('Title', 'German').fill(' ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Title is required');
    await inGroup('Title', 'German').fill('E2E Window corner');
    await dialog.getByLabel('Category').selectOption('interior');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Image updated successfully');
    const renamed = cards.filter({ has: page.getByRole('heading', { name: 'E2E Window corner' }) });
    await expect.poll(() => renamed.getByText('Interior').count()).toBe(1);

    await page.getByText('List', { exact: true }).click();
    await expect.poll(() => page.getByTestId('gallery-row').count()).toBeGreaterThan(2);
    await page.getByLabel('Search').fill('e2e');
    await expect.poll(() => page.getByTestId('gallery-row').count()).toBe(2);
    await page.getByText('Select all shown').click();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await toast(page, '2 images deleted successfully');
    await expect.poll(() => page.getByText('No images match your filters').count()).toBe(1);
    await expect.poll(() => isStored(page, src)).toBe(false);

    await page.goto(url('/'));
    await expect.poll(() => page.getByRole('heading', { name: 'Window seats' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: 'Tables on the terrace' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin videos', () => {
  it('uploads a hero video, plays it on the home page, switches the hero, edits and deletes it', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/videos'));
    const clip = await recordWebm(page);

    await page.getByRole('button', { name: 'Upload video' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Video required');
    await dialog.locator('input[name=video]').setInputFiles(picture('still.png'));
    await toast(page, 'Invalid file type');
    await dialog.locator('input[name=video]').setInputFiles(clip);
    await expect.poll(() => dialog.getByTestId('chosen-video').textContent()).toContain('kitchen-clip.webm');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Title required');
    // Titles are edited in German, English and Chinese side by side; German is the one required.
    const title = (language: string) => dialog.getByRole('group', { name: 'Title' }).getByLabel(language);
    await title('German').fill('  E2E Kitchen clip  ');
    await dialog.getByLabel('Display order').fill('-1');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Display order must be 0 or more');
    await dialog.getByLabel('Display order').fill('5');
    await dialog.getByText('Hero video (home page background)').click();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Video uploaded successfully');
    await expect.poll(() => dialog.count()).toBe(0);

    const cards = page.getByTestId('video-card');
    const ours = cards.filter({ has: page.getByRole('heading', { name: 'E2E Kitchen clip', exact: true }) });
    // The admin lists the German texts; the seed's video is 'A morning at Tischlein' in English.
    const seed = cards.filter({ has: page.getByRole('heading', { name: 'Ein Morgen im Tischlein' }) });
    await expect.poll(() => ours.getByText('Hero video', { exact: true }).count()).toBe(1);
    const src = (await ours.locator('video').getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/demo-files\/restaurant-videos\/videos\/\d+-\w+\.webm$/);
    expect(await isStored(page, src)).toBe(true);

    // The home page plays it as the hero background, served from IndexedDB by the worker.
    await page.goto(url('/'));
    const hero = page.locator(`video[src="${src}"]`);
    await expect.poll(() => hero.count()).toBe(1);
    await expect
      .poll(() => hero.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);

    // Only one hero ever: setting the seed video takes the flag from ours.
    await page.goto(url('/admin/videos'));
    await seed.getByRole('button', { name: 'Set as hero video' }).click();
    await toast(page, 'Ein Morgen im Tischlein is now the hero video');
    await expect.poll(() => page.getByText('Hero video', { exact: true }).count()).toBe(1);
    expect(await seed.getByText('Hero video', { exact: true }).count()).toBe(1);
    await page.goto(url('/'));
    await expect
      .poll(() => page.locator('video[src="/demo/videos/restaurant-tour.webm"]').count())
      .toBeGreaterThan(0);
    expect(await page.locator(`video[src="${src}"]`).count()).toBe(0);

    // Edit, and make ours the Tour Video in place of the seed's.
    await page.goto(url('/admin/videos'));
    await seed.getByRole('button', { name: 'Remove Tour Video flag' }).click();
    await toast(page, 'Ein Morgen im Tischlein is no longer the Tour Video');
    await ours.getByRole('button', { name: 'Edit E2E Kitchen clip' }).click();
    await title('German').fill('E2E Küchenrundgang');
    await title('English').fill('E2E Kitchen tour');
    await expect.poll(() => dialog.getByText('EN ✓').count()).toBe(1);
    await dialog.getByText('Tour Video (home page video section)').click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Video updated');
    const renamed = cards.filter({ has: page.getByRole('heading', { name: 'E2E Küchenrundgang' }) });
    await expect.poll(() => renamed.getByText('Tour Video', { exact: true }).count()).toBe(1);
    // An English guest sees the English title, in the play button, the video's name and its caption.
    await page.goto(url('/'));
    const tour = page.getByRole('region', { name: /atmosphere/i });
    await tour.getByRole('button', { name: 'Play E2E Kitchen tour' }).click();
    await expect.poll(() => tour.locator('video').getAttribute('src')).toBe(src);
    expect(await tour.locator('video').getAttribute('aria-label')).toBe('E2E Kitchen tour');
    expect(await tour.getByRole('heading', { name: 'E2E Kitchen tour' }).count()).toBe(1);

    await page.goto(url('/admin/videos'));
    await renamed.getByRole('button', { name: 'Delete E2E Küchenrundgang' }).click();
    await toast(page, 'E2E Küchenrundgang was deleted');
    await expect.poll(() => renamed.count()).toBe(0);
    await expect.poll(() => isStored(page, src)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin catalogue pages on a phone', () => {
  it('fit 390 px without sideways scrolling', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', width: 390 });
    await signInAsDemo(page);
    const loaded = {
      '/admin': 'count-menuItems',
      '/admin/menu': 'menu-item-card',
      '/admin/gallery': 'gallery-card',
      '/admin/videos': 'video-card',
    };
    for (const [path, testId] of Object.entries(loaded)) {
      await page.goto(url(path));
      await expect.poll(() => page.getByTestId(testId).count()).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
