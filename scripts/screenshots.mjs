// Screenshots of pages at a desktop and a phone width, for people to look at (not a test).
// Usage: node scripts/screenshots.mjs [--lang=en] [--admin] /path ...   (serves dist/, build it first)
// Admin paths sign in with the demo account first. Files land in screenshots/ (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const lang = args.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'de';
const paths = args.filter((a) => !a.startsWith('--'));
const WIDTHS = [1280, 390];
mkdirSync('screenshots', { recursive: true });

const server = await serve({ root: process.env.SHOTS_ROOT ?? 'dist', port: 0 });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});

for (const width of WIDTHS) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: 'de-DE',
  });
  await context.addInitScript((lng) => window.localStorage.setItem('tischlein.language', lng), lang);
  const page = await context.newPage();
  if (paths.some((p) => p.startsWith('/admin') && p !== '/admin/login')) {
    await page.goto(`${base}/admin/login`);
    await page.getByTestId('login-hint').locator('code').first().waitFor();
    const [username, password] = await page.getByTestId('login-hint').locator('code').allTextContents();
    await page.locator('input[name=username]').fill(username);
    await page.locator('input[name=password]').fill(password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(`${base}/admin`);
  }
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = (path.replace(/\//g, '_').replace(/^_/, '') || 'home') + `-${lang}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
server.close();
