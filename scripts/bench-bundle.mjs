// `npm run bench:bundle`: a benchmark, not a test. Builds the app in Supabase mode and in demo mode, opens
// every public route in Debian's Chromium, and prints the gzipped JS and CSS each route downloaded before
// it settled, with how many JS files that took (and how many of them were under 1 KB gzipped: each costs a
// request and a module evaluation for little code). Fails (exit 1) if a public route loaded an admin
// module or the admin translations. BENCH_SKIP_BUILD=1 measures the last builds again.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

// The last is the self-service page of a booking's e-mails, with a link that opens nothing (its page still loads).
const ROUTES = [
  '/',
  '/events',
  '/menu',
  '/about',
  '/reservations',
  '/impressum',
  '/privacy',
  `/reservation/${'A'.repeat(76)}`,
];
const ADMIN = [
  /\/src\/ui\/admin\//,
  /\/src\/application\/(auth|dashboard|demo)\//,
  /\/locales\/[a-z]+\/admin\.json/,
];
// The route tree must know the admin paths exist; their declarations (a path and a lazy import each) are
// counted and printed, while their pages, guards and use cases must stay out of public routes.
const ADMIN_ROUTE_DECLARATIONS = /\/src\/ui\/routes\/admin\//;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
const MODES = {
  // Nothing listens on port 9: the public pages must still render (empty states) without the backend, and
  // are prerendered as skeletons (the prerender cannot read the data).
  supabase: {
    VITE_SUPABASE_URL: 'http://127.0.0.1:9',
    VITE_SUPABASE_ANON_KEY: 'bench-anon-key',
    PRERENDER_ALLOW_SKELETON: '1',
  },
  demo: { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const build = (outDir, vars) => {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, ...vars, BUNDLE_REPORT: '1' },
  });
  execFileSync('node', ['scripts/prerender.mjs', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...vars },
  });
};
let failed = false;

for (const [mode, vars] of Object.entries(MODES)) {
  const outDir = `.tmp/bench-${mode}`;
  if (!process.env.BENCH_SKIP_BUILD) build(outDir, vars);
  const report = JSON.parse(readFileSync(join(outDir, 'bundle-report.json'), 'utf8'));
  const server = await serve({ root: outDir, port: 0 });
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  console.log(`\n${mode} mode (gzipped, downloaded until the route settled)`);
  console.log(
    'route          JS KB   CSS KB  files  JS files  JS < 1 KB  admin route declarations (bytes, raw)  admin modules',
  );
  for (const route of ROUTES) {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path) || path.startsWith('/locales/')) files.add(path);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // A prerendered page downloads the app after its first paint, which can come after the network was
    // first idle, and starts it at the guest's first interaction (decision 0099): a key press, then wait for
    // the app to take over and for what it loaded.
    await page.keyboard.press('Shift');
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    let js = 0;
    let css = 0;
    let jsFiles = 0;
    let tinyJsFiles = 0;
    const admin = [];
    let declarations = 0;
    for (const path of files) {
      const size = gzipSync(readFileSync(join(outDir, path))).length;
      if (path.endsWith('.js')) {
        js += size;
        jsFiles += 1;
        if (size < 1024) tinyJsFiles += 1;
      }
      if (path.endsWith('.css')) css += size;
      if (ADMIN.some((re) => re.test(path))) admin.push(path);
      for (const [id, bytes] of Object.entries(report[path.slice(1)] ?? {})) {
        if (ADMIN.some((re) => re.test(id))) admin.push(id);
        if (ADMIN_ROUTE_DECLARATIONS.test(id)) declarations += bytes;
      }
    }
    if (admin.length) failed = true;
    console.log(
      `${(route.length > 14 ? `${route.slice(0, 13)}…` : route).padEnd(14)} ${kb(js).padStart(6)}  ${kb(css).padStart(6)}  ${String(files.size).padStart(5)}  ${String(jsFiles).padStart(8)}  ${String(tinyJsFiles).padStart(9)}  ${String(declarations).padStart(38)}  ${admin.length ? admin.join(', ') : 'none'}`,
    );
    await context.close();
  }
  await browser.close();
  server.close();
}

if (failed) {
  console.error('\nA public route loaded admin code or admin translations.');
  process.exit(1);
}
