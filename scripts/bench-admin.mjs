// `npm run bench:admin`: a benchmark, not a test. Builds the offline demo, serves it, and in
// Debian's headless Chromium signs in to the admin with 200 and then with 20,000 bookings spread over a
// year. For each it measures, inside the page (performance.now(), from navigation start or from the
// user's event):
//   firstPageMs   a full load of /admin/reservations until its first row is in the document
//   filterMs      choosing "pending" in the status filter until the list shows that query and is not busy
//   searchMs      typing a name fragment until the list shows that search (includes the search box's delay)
//   dayViewMs     a full load of /admin/reservations/day?date=<today> until the day sheet has its date
//   timelineMs    a full load of the day view on the coming Saturday until its timeline shows a booking
//   dragMs        dropping a booking of that timeline half an hour later until the store's answer is drawn
//                 (the bar at its new time, or the form that says why not: runs.dragAnswers says which)
//   heapMB        the page's used JS heap after a garbage collection (CDP Performance.getMetrics)
// The 20,000 come from the dashboard's "Fill with a busy year" (its time is fillMs); the 200 are the same
// generator's rows written into the demo's IndexedDB store. Prints JSON; writes .tmp/bench-admin.json.
// Exits non-zero on errors only, never on a missed target. BENCH_SKIP_BUILD=1 reuses the last build;
// BENCH_SIZES=200,20000 picks the sizes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createJiti } from 'jiti';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const TARGETS = {
  firstPageMs: 1500,
  filterMs: 300,
  searchMs: 300,
  timelineMs: 1000,
  dragMs: 100,
  heapMB: 60,
};
const SIZES = (process.env.BENCH_SIZES ?? '200,20000').split(',').map(Number);
const RUNS = 3;
const outDir = '.tmp/bench-admin';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // So that the heap figure is after a real collection, and timers are not throttled in the background.
  '--js-flags=--expose-gc',
  '--disable-background-timer-throttling',
];

const jiti = createJiti(import.meta.url);
const { busyYear, BUSY_YEAR_SIZE } = await jiti.import('../src/adapters/memory/demo-seed/busy-year.ts');
const { DEMO_RESERVATIONS_DB, DEMO_RESERVATIONS_STORE, bucketsOf, rowsOf } = await jiti.import(
  '../src/adapters/browser/indexeddb-reservation-store.ts',
);
const searchDelayMs = Number(
  /SEARCH_DELAY_MS = (\d+)/.exec(
    readFileSync('src/ui/admin/reservations/reservation-filters.tsx', 'utf8'),
  )?.[1] ?? NaN,
);

if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  });
  execFileSync('node', ['scripts/prerender.mjs', outDir], { stdio: 'inherit' });
}

const server = await serve({ root: outDir, port: 0 });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const chromiumVersion = browser.version();

/** Records, from navigation start, when the first row and the day sheet appear. */
const MARKS = () => {
  const seen = () => {
    if (window.__firstRowAt === undefined && document.querySelector('[data-reservation-id]')) {
      window.__firstRowAt = performance.now();
    }
    if (window.__daySheetAt === undefined && document.querySelector('[data-testid="day-sheet"][data-date]')) {
      window.__daySheetAt = performance.now();
    }
    if (window.__timelineAt === undefined && document.querySelector('[data-testid="timeline-bar"]')) {
      window.__timelineAt = performance.now();
    }
    const drop = window.__drop;
    if (drop && drop.answeredAt === undefined) {
      const moved = document.querySelector(`[data-reservation-id="${drop.id}"][data-from="${drop.to}"]`);
      const form = document.querySelector('[data-testid="staff-booking-form"]');
      if (moved || form) {
        drop.answeredAt = performance.now();
        drop.answer = moved ? 'moved' : 'refused';
      }
    }
  };
  // The drop's moment: the pointer's release on a timeline bar (the page's own handler runs after this one).
  window.addEventListener(
    'pointerup',
    () => {
      if (window.__drop && window.__drop.at === undefined) window.__drop.at = performance.now();
    },
    true,
  );
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (n) => Math.round(n * 10) / 10;

const goto = async (page, path) => {
  await page.goto(base + path);
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 30_000 });
};

const signIn = async (page) => {
  await goto(page, '/admin/login');
  const hint = page.getByTestId('login-hint');
  await hint.locator('code').nth(1).waitFor();
  const [username, password] = await hint.locator('code').allTextContents();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
};

/** Replaces the demo's stored reservations, as its store keeps them (JSON buckets keyed by id prefix). */
const writeReservations = (page, rows) =>
  page.evaluate(
    ({ buckets, db, store }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          const os = tx.objectStore(store);
          os.clear();
          for (const [key, text] of buckets) os.put(text, key);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    { buckets: bucketsOf(rows), db: DEMO_RESERVATIONS_DB, store: DEMO_RESERVATIONS_STORE },
  );

/** Fills through the dashboard's button; null when the dashboard does not offer it. */
const fillThroughDashboard = async (page) => {
  await goto(page, '/admin');
  const button = page.getByTestId('demo-busy-year');
  if ((await button.count()) === 0) return null;
  page.once('dialog', (dialog) => void dialog.accept());
  const started = Date.now();
  await button.click();
  await page.getByText('The demo now holds a busy year', { exact: false }).waitFor({ timeout: 60_000 });
  return Date.now() - started;
};

const heapMB = async (page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return round(metrics.find((m) => m.name === 'JSHeapUsedSize').value / 1024 / 1024);
};

/** How long from the next `change`/`input` event on the page until the list shows a query like `want`. */
const armListWait = (page, eventName, want) =>
  page.evaluate(
    ({ eventName, want }) => {
      window.__done = new Promise((resolve) => {
        let started;
        window.addEventListener(eventName, () => (started ??= performance.now()), { capture: true });
        const check = () => {
          const list = document.querySelector('[data-testid="reservation-list"]');
          if (started === undefined || !list || list.getAttribute('aria-busy') === 'true') return;
          const query = JSON.parse(list.getAttribute('data-query') ?? 'null');
          if (query && Object.entries(want).every(([key, value]) => query[key] === value)) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      });
    },
    { eventName, want },
  );

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()); // yyyy-MM-dd

const measure = async (size) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
  });
  await context.addInitScript(MARKS);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signIn(page);
  // The first visit moves the seed's bookings into the store; then the store gets the benchmark's rows.
  await goto(page, '/admin/reservations');
  await page.locator('[data-reservation-id]').first().waitFor();

  let fillMs = null;
  let filledBy;
  if (size === BUSY_YEAR_SIZE) {
    fillMs = await fillThroughDashboard(page);
    filledBy = fillMs === null ? 'indexeddb' : 'dashboard button';
  }
  if (fillMs === null) {
    await writeReservations(page, busyYear(new Date(), { count: size }));
    filledBy ??= 'indexeddb';
  }

  const firstPage = [];
  for (let run = 0; run < RUNS; run++) {
    await goto(page, '/admin/reservations');
    await page.waitForFunction(() => window.__firstRowAt !== undefined, null, { timeout: 30_000 });
    firstPage.push(await page.evaluate(() => window.__firstRowAt));
  }
  const shown = await page.getByTestId('reservation-list').getAttribute('data-query');

  const filter = [];
  const search = [];
  const list = page.getByTestId('reservation-list');
  for (let run = 0; run < RUNS; run++) {
    await goto(page, '/admin/reservations');
    await list.locator('[data-reservation-id]').first().waitFor();
    await armListWait(page, 'change', { status: 'pending' });
    await page.locator('select[name="status"]').selectOption('pending');
    filter.push(await page.evaluate(() => window.__done));

    const fragment = ['mül', 'wang', 'smith'][run];
    await armListWait(page, 'input', { search: fragment });
    await page.locator('input[name="q"]').fill(fragment);
    search.push(await page.evaluate(() => window.__done));
  }
  const heapList = await heapMB(page);

  const date = today();
  const dayView = [];
  for (let run = 0; run < RUNS; run++) {
    await goto(page, `/admin/reservations/day?date=${date}`);
    await page.waitForFunction(() => window.__daySheetAt !== undefined, null, { timeout: 30_000 });
    dayView.push(await page.evaluate(() => window.__daySheetAt));
  }
  const heapDay = await heapMB(page);

  // The coming Saturday, a busy evening of the generated year.
  const saturday = (() => {
    const d = new Date(`${date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7));
    return d.toISOString().slice(0, 10);
  })();
  const timeline = [];
  const drag = [];
  const dragAnswers = [];
  for (let run = 0; run < RUNS; run++) {
    await goto(page, `/admin/reservations/day?date=${saturday}`);
    await page.waitForFunction(() => window.__timelineAt !== undefined, null, { timeout: 30_000 });
    timeline.push(await page.evaluate(() => window.__timelineAt));
    // A different booking each run where the day has that many (at 200 bookings a Saturday may have one).
    const bars = page.locator('[data-testid="timeline-bar"]');
    const bar = bars.nth(run % (await bars.count()));
    const id = await bar.getAttribute('data-reservation-id');
    const from = await bar.getAttribute('data-from');
    const [h, m] = from.split(':').map(Number);
    const to = `${String(h + (m + 30 >= 60 ? 1 : 0)).padStart(2, '0')}:${String((m + 30) % 60).padStart(2, '0')}`;
    await page.evaluate((d) => (window.__drop = d), { id, to });
    // In the middle of the timeline's view, clear of the sticky column of table names.
    await bar.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
    const box = await bar.boundingBox();
    await page.mouse.move(box.x + 8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 8 + 24, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 8 + 48, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await page
      .waitForFunction(() => window.__drop.answeredAt !== undefined, null, { timeout: 30_000 })
      .catch(async (error) => {
        await page.screenshot({ path: '.tmp/bench-admin-drag.png' });
        console.error('The drop was not answered; the page said:', errors);
        throw error;
      });
    drag.push(await page.evaluate(() => window.__drop.answeredAt - window.__drop.at));
    dragAnswers.push(await page.evaluate(() => window.__drop.answer));
    // A refused drop opened the form at the new place: close it for the next run.
    if (dragAnswers.at(-1) === 'refused') await page.keyboard.press('Escape');
  }
  const heapTimeline = await heapMB(page);
  const buckets = await page.evaluate(
    ({ db, store }) =>
      new Promise((resolve) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          const all = open.result.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => (open.result.close(), resolve(all.result));
        };
      }),
    { db: DEMO_RESERVATIONS_DB, store: DEMO_RESERVATIONS_STORE },
  );
  const storedRows = rowsOf(buckets).length;
  await context.close();
  return {
    bookings: storedRows,
    filledBy,
    fillMs,
    firstPageMs: round(median(firstPage)),
    filterMs: round(median(filter)),
    searchMs: round(median(search)),
    dayViewMs: round(median(dayView)),
    timelineMs: round(median(timeline)),
    dragMs: round(median(drag)),
    heapMB: Math.max(heapList, heapDay, heapTimeline),
    runs: {
      firstPageMs: firstPage.map(round),
      filterMs: filter.map(round),
      searchMs: search.map(round),
      dayViewMs: dayView.map(round),
      timelineMs: timeline.map(round),
      dragMs: drag.map(round),
      dragAnswers,
      heapMB: { list: heapList, dayView: heapDay, timeline: heapTimeline },
    },
    defaultQuery: shown ? JSON.parse(shown) : null,
    errors,
  };
};

let failed = false;
const results = [];
try {
  for (const size of SIZES) results.push(await measure(size));
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser.close();
  server.close();
}
const report = {
  measuredAt: new Date().toISOString(),
  chromium: chromiumVersion,
  searchDelayMs,
  targets: TARGETS,
  results: results.map((r) => ({
    ...r,
    withinTargets: Object.fromEntries(Object.entries(TARGETS).map(([key, limit]) => [key, r[key] <= limit])),
  })),
};
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/bench-admin.json', JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
if (failed) process.exit(1);
