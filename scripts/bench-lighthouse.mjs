// `npm run bench:lighthouse`: a benchmark, not a test. Lighthouse (mobile preset: a mid-range phone on a
// slow 4G connection, simulated) against the built demo, for every public route, in Debian's Chromium.
// Prints performance, accessibility, LCP, TBT and CLS; writes the figures to .tmp/lighthouse.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve } from './serve.mjs';

// BENCH_LANGUAGES=all adds each page's English and Chinese address (/en/menu, /zh/menu; decision 0083).
const PAGES = ['/', '/events', '/menu', '/about', '/reservations', '/impressum', '/privacy'];
const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : process.env.BENCH_LANGUAGES === 'all'
    ? ['', '/en', '/zh'].flatMap((prefix) =>
        PAGES.map((page) => (prefix && page === '/' ? `${prefix}/` : `${prefix}${page}`)),
      )
    : PAGES;
const outDir = '.tmp/bench-lighthouse';
if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  });
  execFileSync('node', ['scripts/prerender.mjs', outDir], { stdio: 'inherit' });
}
const server = await serve({ root: outDir, port: 0 });
const base = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

mkdirSync('.tmp', { recursive: true });
const rows = [];
console.log('route          perf  a11y   LCP ms   TBT ms    CLS');
for (const route of ROUTES) {
  const result = await lighthouse(base + route, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { categories, audits } = result.lhr;
  // The whole report, for reading which tasks block and what the largest paint waited for.
  writeFileSync(`.tmp/lighthouse-${route.replaceAll('/', '_') || '_'}.json`, result.report);
  const row = {
    route,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
  rows.push(row);
  console.log(
    `${route.padEnd(14)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row.lcp).padStart(7)}  ${String(row.tbt).padStart(7)}  ${String(row.cls).padStart(6)}`,
  );
}
await chrome.kill();
server.close();
writeFileSync('.tmp/lighthouse.json', JSON.stringify(rows, null, 2));
