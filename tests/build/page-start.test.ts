// The inline start script of a prerendered page (scripts/page-start.mjs, decision 0099), as the build writes
// it, run in a jsdom window of its own per test: when it downloads the app and when it starts it, and the
// tap it holds back until the app is ready.
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { pageStartScript } from '../../scripts/page-start.mjs';

const ENTRY = '/assets/index-abc.js';
const PRELOADS = ['/assets/framework-1.js', '/assets/route-2.js'];
const NOW = Date.UTC(2026, 10, 28, 10, 0);

interface Options {
  readonly body?: string;
  readonly search?: string;
  readonly fresh?: readonly [number, number];
  readonly stored?: Record<string, string>;
}

const scriptOf = ([freshFrom, freshUntil]: readonly [number, number]) =>
  pageStartScript({
    entry: ENTRY,
    preloads: PRELOADS,
    startFailedId: 'start-failed',
    freshFrom,
    freshUntil,
    storageKeys: ['tischlein.demo.v1'],
  }) as string;

const codeOf = (script: string) => script.replace(/^<script>/, '').replace(/<\/script>$/, '');

/** A loaded page in a browser of its own, with the start script run as the page runs it. */
const openPage = ({
  body = '',
  search = '',
  fresh = [NOW - 3_600_000, NOW + 3_600_000],
  stored = {},
}: Options = {}) => {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    url: `https://tischlein.example/menu${search}`,
    runScripts: 'outside-only',
  });
  for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value);
  dom.window.eval(`Date.now = () => ${NOW};`);
  dom.window.eval(codeOf(scriptOf(fresh)));
  const { document } = dom.window;
  return {
    window: dom.window,
    document,
    entryScripts: () =>
      [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    preloads: () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ready: () => document.documentElement.setAttribute('data-app', 'ready'),
  };
};

/** Lets the page's timers (the start after paint) and mutation observers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the start script of a prerendered page (decision 0099)', () => {
  it('downloads the scripts after the first paint but starts the app only when the guest interacts', async () => {
    const page = openPage();
    await settle();
    expect(page.preloads()).toEqual(PRELOADS);
    expect(page.entryScripts()).toEqual([]);
    page.window.dispatchEvent(new page.window.Event('scroll'));
    expect(page.entryScripts()).toEqual([ENTRY]);
    page.document.dispatchEvent(new page.window.KeyboardEvent('keydown', { bubbles: true }));
    expect(page.entryScripts()).toEqual([ENTRY]);
  });

  it('starts one download per task, so that none of them is a long task', async () => {
    const page = openPage();
    const perTask: number[] = [];
    new page.window.MutationObserver((records) =>
      perTask.push(records.flatMap((record) => [...record.addedNodes]).length),
    ).observe(page.document.head, { childList: true });
    await settle();
    expect(page.preloads()).toEqual(PRELOADS);
    expect(perTask).toEqual(PRELOADS.map(() => 1));
  });

  it.each([
    ['its day labels are out of date', { fresh: [NOW - 86_400_000, NOW] as const }],
    ['its day labels are of a later day than the clock', { fresh: [NOW + 1, NOW + 86_400_000] as const }],
    ['the address has a query', { search: '?event=e1' }],
    ['the browser keeps data of its own', { stored: { 'tischlein.demo.v1': '{}' } }],
  ])('starts the app after the first paint when %s', async (_, options) => {
    const page = openPage(options);
    expect(page.entryScripts()).toEqual([]);
    await settle();
    expect(page.entryScripts()).toEqual([ENTRY]);
  });

  it('holds a click back until the app is ready and then clicks again, once', async () => {
    const page = openPage({ body: '<button id="accept"><span>Akzeptieren</span></button>' });
    const button = page.document.getElementById('accept')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    // An impatient guest taps twice while the app starts.
    for (let tap = 0; tap < 2; tap++) {
      button.querySelector('span')!.dispatchEvent(new page.window.MouseEvent('click', { bubbles: true }));
    }
    expect(clicks).not.toHaveBeenCalled();
    expect(page.entryScripts()).toEqual([ENTRY]);
    page.ready();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('leaves a link to the browser', () => {
    const page = openPage({ body: '<a id="menu" href="/en/menu"><span>Menu</span></a>' });
    const event = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    const seen = vi.fn();
    page.document.addEventListener('click', seen);
    page.document.querySelector('#menu span')!.dispatchEvent(event);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
  });

  it('shows the prerendered notice when the entry cannot be downloaded', () => {
    const page = openPage({ body: '<div id="start-failed" tabindex="-1" hidden>Neu laden</div>' });
    page.window.dispatchEvent(new page.window.Event('scroll'));
    const script = page.document.querySelector('script[type="module"]')!;
    script.dispatchEvent(new page.window.Event('error'));
    expect(page.document.getElementById('start-failed')!.hidden).toBe(false);
  });
});
