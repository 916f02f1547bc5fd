// `npm run bench:lighthouse`: a benchmark, not a test. Lighthouse (mobile preset: a mid-range phone on a
// slow 4G connection, simulated) against the built demo, for every public route, in Debian's Chromium.
// Each route is measured BENCH_RUNS times (default 5), since one run varies by several points; prints
// each run and the median of performance, accessibility, LCP, TBT and CLS, whether the medians meet the
// issue's targets, and a Markdown table for docs/performance.md; writes the figures to .tmp/lighthouse.json.
// The CPU slowdown is calibrated to this machine on each route's own runs (decisions 0095 and 0103): every
// run first loads the page unthrottled and reads the host's benchmarkIndex; the median of the route's
// readings gives the slowdown by Lighthouse's own calculator (scripts/cpu-slowdown.mjs), and the route's
// runs are then simulated at that slowdown. BENCH_CPU_SLOWDOWN=4 simulates a fixed slowdown instead.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { calibrationOf, median } from './cpu-slowdown.mjs';
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
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);
// BENCH_CPU_SLOWDOWN, or null to calibrate each route on its runs.
const FIXED_SLOWDOWN =
  process.env.BENCH_CPU_SLOWDOWN === undefined ? null : Number(process.env.BENCH_CPU_SLOWDOWN);
if (FIXED_SLOWDOWN !== null && !(FIXED_SLOWDOWN >= 1))
  throw new Error(`BENCH_CPU_SLOWDOWN must be a number ≥ 1, not ${process.env.BENCH_CPU_SLOWDOWN}`);
const outDir = '.tmp/bench-lighthouse';

// The targets, checked against each route's medians.
const TARGETS = [
  { label: 'performance ≥ 98', key: 'performance', met: (value) => value >= 98 },
  { label: 'LCP ≤ 1200 ms', key: 'lcp', met: (value) => value <= 1200 },
  { label: 'TBT ≤ 100 ms', key: 'tbt', met: (value) => value <= 100 },
  { label: 'CLS = 0', key: 'cls', met: (value) => value === 0 },
];
const METRICS = ['performance', 'accessibility', 'lcp', 'tbt', 'cls'];

const build = () => {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  });
  execFileSync('node', ['scripts/prerender.mjs', outDir], { stdio: 'inherit' });
};

// A new Chrome with an empty profile for every run: the site keeps the visitor's language and cookie
// choice in localStorage, and a stored language sends /en/... to the German page, so one run's storage
// must not reach the next (nor its HTTP cache, which would make later runs look faster).
const lighthouseInFreshChrome = async (url, flags) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      userDataDir,
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
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
  } finally {
    chrome?.kill();
    // Retries: a killed Chrome may still be closing files in its profile for a moment.
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10 });
  }
};

const figuresOf = ({ categories, audits }) => ({
  performance: Math.round(categories.performance.score * 100),
  accessibility: Math.round(categories.accessibility.score * 100),
  lcp: Math.round(audits['largest-contentful-paint'].numericValue),
  tbt: Math.round(audits['total-blocking-time'].numericValue),
  cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
});

// Per metric, so the median LCP may come from another run than the median TBT; an even BENCH_RUNS
// averages the middle two, rounded like a single run's figure.
const medianFigures = (runs) =>
  Object.fromEntries(
    METRICS.map((metric) => {
      const value = median(runs.map((run) => run[metric]));
      return [metric, metric === 'cls' ? Number(value.toFixed(3)) : Math.round(value)];
    }),
  );

const missedTargets = (figures) =>
  TARGETS.filter(({ key, met }) => !met(figures[key])).map(({ label }) => label);

const figureCells = (figures) =>
  [
    String(figures.performance).padStart(4),
    String(figures.accessibility).padStart(4),
    String(figures.lcp).padStart(7),
    String(figures.tbt).padStart(7),
    String(figures.cls).padStart(6),
  ].join('  ');

const markdownTable = (rows) =>
  [
    '| route | performance | accessibility | LCP | TBT | CLS | host | slowdown |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ route, performance, accessibility, lcp, tbt, cls, benchmarkIndex, cpuSlowdown }) =>
        `| ${route} | ${performance} | ${accessibility} | ${lcp} ms | ${tbt} ms | ${cls} | ${benchmarkIndex ?? 'fixed'} | ${cpuSlowdown}x |`,
    ),
  ].join('\n');

// Lighthouse's mobile settings with the calibrated CPU slowdown.
const auditFlags = (cpuSlowdown) => ({
  onlyCategories: ['performance', 'accessibility'],
  throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
});

// Lighthouse's simulated throttling loads the page at the host's full speed and applies the slowdown only
// when it computes the metrics, so a run is gathered first (its trace, network log and the host's reading
// saved in `dir`) and simulated once the route's slowdown is known. The slowdown it is gathered with (the
// default) does not change what is gathered: the page uses no requestIdleCallback, the one thing Lighthouse
// shims with it.
const gatherRun = async (url, dir) => {
  await lighthouseInFreshChrome(url, {
    ...auditFlags(defaultSettings.throttling.cpuSlowdownMultiplier),
    gatherMode: dir,
  });
  return Math.round(JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8')).BenchmarkIndex);
};

// Lighthouse refuses to audit with other settings than it gathered with; the gathered settings name the
// slowdown only for the simulation, so they are set to the one the run is simulated at.
const simulateRun = async (dir, cpuSlowdown) => {
  const file = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  writeFileSync(file, JSON.stringify(artifacts));
  return lighthouse(undefined, {
    output: 'json',
    logLevel: 'error',
    ...auditFlags(cpuSlowdown),
    auditMode: dir,
  });
};

// The first loads after the machine was idle read the host slower (five runs of the first route read
// 825-1,271 on 1 December, the next route's 1,320-1,828), so the first route would be simulated on a
// slower phone than the rest. Two loads that are not counted bring the machine to the pace of the runs.
const warmUp = async (url) => {
  const readings = [];
  for (let load = 0; load < 2; load += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-warm-up-'));
    try {
      readings.push(await gatherRun(url, dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`warm-up (not counted): host ${readings.join(', ')}`);
};

const measureRoute = async (route, base) => {
  const dirs = [];
  try {
    const readings = [];
    for (let run = 0; run < RUNS; run += 1) {
      dirs.push(mkdtempSync(join(tmpdir(), 'bench-lighthouse-run-')));
      readings.push(await gatherRun(base + route, dirs[run]));
    }
    const calibration =
      FIXED_SLOWDOWN === null
        ? calibrationOf(readings)
        : { benchmarkIndex: null, cpuSlowdown: FIXED_SLOWDOWN };
    const runs = [];
    for (const [run, dir] of dirs.entries()) {
      const result = await simulateRun(dir, calibration.cpuSlowdown);
      // The whole report of the last run, for reading which tasks block and what the largest paint waited for.
      writeFileSync(`.tmp/lighthouse-${route.replaceAll('/', '_') || '_'}.json`, result.report);
      const figures = figuresOf(result.lhr);
      // A redirect (say to the German page) would mean another page was measured: show where it ended.
      const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
      runs.push({ ...figures, finalPath, benchmarkIndex: readings[run] });
      const redirected = finalPath === route ? '' : `  ended on ${finalPath}`;
      console.log(
        `  run ${String(run + 1).padEnd(12)} ${figureCells(figures)}  host ${readings[run]}${redirected}`,
      );
    }
    const medians = medianFigures(runs);
    return { route, ...medians, ...calibration, missedTargets: missedTargets(medians), runs };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * Whether the machine has a font for Chinese. A Chinese reader's phone has one; without one, the browser
 * searches every font for each character of a /zh/ page, which measured 50-100 ms more blocking time there.
 */
const hasChineseFont = () => {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};

const main = async () => {
  if (!process.env.BENCH_SKIP_BUILD) build();
  if (!hasChineseFont()) {
    console.warn(
      'No Chinese font on this machine (apt-get install fonts-noto-cjk): the /zh/ pages measure a font search ' +
        "that a Chinese reader's phone never makes.",
    );
  }
  mkdirSync('.tmp', { recursive: true });
  const server = await serve({ root: outDir, port: 0 });
  const base = `http://127.0.0.1:${server.address().port}`;
  const rows = [];
  try {
    console.log(
      FIXED_SLOWDOWN === null
        ? "CPU slowdown per route from the median of its runs' host benchmarkIndex (Lighthouse's calculator)"
        : `CPU slowdown ${FIXED_SLOWDOWN}x (BENCH_CPU_SLOWDOWN)`,
    );
    console.log(`median of ${RUNS} run(s) per route, each in a fresh browser profile`);
    await warmUp(base + ROUTES[0]);
    console.log('route              perf  a11y   LCP ms   TBT ms     CLS  targets');
    for (const route of ROUTES) {
      const row = await measureRoute(route, base);
      rows.push(row);
      const targets = row.missedTargets.length ? `missed: ${row.missedTargets.join(', ')}` : 'met';
      const host = row.benchmarkIndex === null ? '' : `host ${row.benchmarkIndex} -> ${row.cpuSlowdown}x  `;
      console.log(`${route.padEnd(18)} ${figureCells(row)}  ${host}${targets}`);
    }
  } finally {
    server.close();
  }
  writeFileSync('.tmp/lighthouse.json', JSON.stringify({ routes: rows }, null, 2));
  const meeting = rows.filter((row) => !row.missedTargets.length).length;
  console.log(`\ntargets (median): ${TARGETS.map(({ label }) => label).join(', ')}`);
  console.log(`${meeting} of ${rows.length} routes meet all targets\n`);
  console.log(markdownTable(rows));
};

await main();
