// Every admin page, at a desktop's and a phone's width, has no serious or critical axe-core violation (WCAG 2.2
// A/AA and best practices) and no skipped heading level: staff work on phones as much as at the desk.
import AxeBuilder from '@axe-core/playwright';
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

const ADMIN_PAGES = [
  '/admin',
  '/admin/reservations',
  '/admin/reservations/day',
  '/admin/settings',
  '/admin/menu',
  '/admin/events',
  '/admin/gallery',
  '/admin/content',
  '/admin/about',
  '/admin/press',
  '/admin/videos',
] as const;

describe('the admin pages for assistive technology', () => {
  for (const width of [1280, 390]) {
    it(`have no serious or critical violation and no skipped heading at ${width} px`, async () => {
      const { page, errors, context } = await openPage(browser, { language: 'en', width });
      await signInAsDemo(page);
      const found: string[] = [];
      for (const path of ADMIN_PAGES) {
        await page.goto(url(path));
        await expect.poll(() => page.locator('main h1').count(), { message: path }).toBe(1);
        // The page's reads have answered: no skeleton is left.
        await expect.poll(() => page.locator('.chakra-skeleton').count(), { message: path }).toBe(0);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .options({ resultTypes: ['violations'] })
          .analyze();
        found.push(
          ...results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
            .map(
              (v) => `${path}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
            ),
        );
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
