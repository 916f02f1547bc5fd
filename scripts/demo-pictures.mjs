// `npm run demo-pictures`: draws the demo's pictures, public/demo/images/*.webp, from their SVG sources in
// scripts/demo-pictures/, and the link preview image, hero-preview.jpg, from the home page's hero. Debian's
// Chromium draws them. Run it again when a source changes and commit what it writes.
//
// Why raster: a guest's browser sets up every SVG <img> as a small document of its own, on the page's main
// thread (30-100 ms each on a mid-range phone), while it decodes a WebP off that thread (decision 0100).
// Uploads are WebP too (decision 0042), so the demo serves what a restaurant's own site serves. The hero
// stays an SVG (public/demo/images/hero.svg): it is the app's own picture, shown up to 2,000 device pixels
// wide behind the title, 1.3 KB gzipped where a sharp WebP is 37 KB, and the page's largest element, which
// on a slow connection waits for every byte. Link previews (Facebook, WhatsApp, LinkedIn) need a JPEG or PNG
// at 1200×630, so the hero is also drawn as that, cropped to fill it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const SOURCES = fileURLToPath(new URL('./demo-pictures/', import.meta.url));
const TARGET = fileURLToPath(new URL('../public/demo/images/', import.meta.url));
// Flat drawings keep their edges at 0.7 (side by side at twice the shown size, no difference we could see),
// and are a fifth smaller than at 0.82. That matters on /menu: the featured dishes below the first one are
// lazy, but near enough to load alongside it, sharing a slow connection with the page's largest image.
// Uploads are photographs and keep their own quality (src/ui/admin/shared/resize-image.ts).
const WEBP_QUALITY = 0.7;
const PREVIEW = { file: 'hero-preview.jpg', width: 1200, height: 630, quality: 80 };
const HERO = join(TARGET, 'hero.svg');

/** The picture's drawn size: the SVG's own width and height attributes. */
const sizeOf = (svg) => {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const width = Number(root.match(/\bwidth="(\d+)"/)?.[1]);
  const height = Number(root.match(/\bheight="(\d+)"/)?.[1]);
  if (!width || !height) throw new Error('the <svg> element needs a width and a height in pixels');
  return { width, height };
};

const dataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const drawWebp = (page, svg) =>
  page.evaluate(
    async ({ src, width, height, quality }) => {
      const image = new Image(width, height);
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d').drawImage(image, 0, 0, width, height);
      const webp = canvas.toDataURL('image/webp', quality);
      if (!webp.startsWith('data:image/webp')) throw new Error('this browser cannot encode WebP');
      return webp.slice(webp.indexOf(',') + 1);
    },
    { src: dataUrl(svg), ...sizeOf(svg), quality: WEBP_QUALITY },
  );

const drawPreview = async (page, svg) => {
  const { width, height, quality } = PREVIEW;
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><head><style>
html, body { margin: 0; padding: 0; overflow: hidden; background: #fff; }
img { display: block; width: ${width}px; height: ${height}px; object-fit: cover; object-position: center; }
</style></head><body><img alt="" src="${dataUrl(svg)}"></body></html>`);
  await page.locator('img').evaluate((img) => img.decode());
  return page.screenshot({ type: 'jpeg', quality, clip: { x: 0, y: 0, width, height } });
};

const report = (file) => console.log(`${file}: ${Math.round(statSync(join(TARGET, file)).size / 1024)} KB`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const source of readdirSync(SOURCES)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(join(SOURCES, source), 'utf8');
    const file = `${basename(source, '.svg')}.webp`;
    writeFileSync(join(TARGET, file), Buffer.from(await drawWebp(page, svg), 'base64'));
    report(file);
  }
  writeFileSync(join(TARGET, PREVIEW.file), await drawPreview(page, readFileSync(HERO, 'utf8')));
  report(PREVIEW.file);
} finally {
  await browser.close();
}
