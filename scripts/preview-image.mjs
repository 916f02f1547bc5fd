// `npm run preview-image`: draws the link preview image, public/demo/images/hero-preview.jpg, from the
// home page's hero (hero.svg). Link previews (Open Graph, Twitter card) need a raster image: Facebook,
// WhatsApp, LinkedIn and others show no SVG. 1200×630 is the size they recommend; the hero is cropped to
// fill it (cover, centred). Run it again when the hero changes and commit the JPEG. Debian's Chromium draws it.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const QUALITY = 80;
const source = fileURLToPath(new URL('../public/demo/images/hero.svg', import.meta.url));
const target = fileURLToPath(new URL('../public/demo/images/hero-preview.jpg', import.meta.url));

const svg = readFileSync(source).toString('base64');
const html = `<!doctype html><html><head><style>
html, body { margin: 0; padding: 0; overflow: hidden; background: #fff; }
img { display: block; width: ${WIDTH}px; height: ${HEIGHT}px; object-fit: cover; object-position: center; }
</style></head><body><img alt="" src="data:image/svg+xml;base64,${svg}"></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.locator('img').evaluate((img) => img.decode());
  await page.screenshot({
    path: target,
    type: 'jpeg',
    quality: QUALITY,
    clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
  });
} finally {
  await browser.close();
}
console.log(`${target}: ${WIDTH}×${HEIGHT} JPEG, ${Math.round(statSync(target).size / 1024)} KB`);
