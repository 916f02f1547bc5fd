// A prerendered page's first frame waits for its whole header (decision 0104). On a slow connection the
// HTML arrives in pieces and the browser draws what it has parsed at every pause; a header drawn before its
// last buttons arrived moved when they did, a layout shift on the first screen (Lighthouse measured CLS
// 0.001 on /zh/reservations). Here the page's HTML pauses in the middle of the header's buttons.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch } from './support';

const PAUSE_MS = 800;

/** Where the HTML pauses: just before the header's menu button, the last thing in the header's row. */
const pauseAt = (html: string): number => {
  const toggle = html.indexOf('aria-controls="mobile-menu"');
  if (toggle < 0) throw new Error('the page has no menu button to pause before');
  return html.lastIndexOf('<button', toggle);
};

/** Serves the built site's pages with a pause mid-header; everything else as the built site does. */
const slowHeaderServer = (): Promise<Server> =>
  new Promise((resolve) => {
    const server = createServer((request, response) => {
      void (async () => {
        const upstream = await fetch(new URL(request.url ?? '/', BASE_URL));
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
        if (!type.startsWith('text/html')) {
          response.writeHead(upstream.status, { 'content-type': type });
          response.end(Buffer.from(await upstream.arrayBuffer()));
          return;
        }
        const html = await upstream.text();
        const at = pauseAt(html);
        response.writeHead(upstream.status, { 'content-type': type });
        response.write(html.slice(0, at));
        setTimeout(() => response.end(html.slice(at)), PAUSE_MS);
      })();
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

let browser: Browser;
let server: Server;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), slowHeaderServer()]);
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('the first frame of a prerendered page', () => {
  it.each(['/reservations', '/zh/reservations', '/en/', '/no-such-page'])(
    'shows the whole header and nothing moves on %s while its HTML arrives in pieces',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = window as unknown as { firstFrame?: string[]; shifts: number[] };
        seen.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => {
          seen.firstFrame = [...document.querySelectorAll('header button')].map((button) =>
            (button.textContent ?? '').trim(),
          );
        });
      });
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      const { firstFrame, shifts } = await page.evaluate(() => {
        const seen = window as unknown as { firstFrame?: string[]; shifts: number[] };
        return { firstFrame: seen.firstFrame, shifts: seen.shifts };
      });
      // The language switch's three buttons and the menu button, each with its label.
      expect(firstFrame).toHaveLength(4);
      expect(firstFrame?.every((label) => label.length > 0)).toBe(true);
      expect(shifts).toEqual([]);
      await context.close();
    },
  );
});
