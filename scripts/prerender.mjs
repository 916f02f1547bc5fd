// Renders every public route to static HTML after `vite build` (React's server renderer over the same
// route tree, see src/prerender.tsx), so a guest's phone paints the page before any JavaScript runs.
// Usage: node scripts/prerender.mjs [outDir=dist]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PUBLIC_ROUTES = ['/', '/events', '/menu', '/about', '/reservations', '/impressum', '/privacy'];
const outDir = process.argv[2] ?? 'dist';
const ssrDir = resolve('.tmp', `prerender-${outDir.replace(/[^a-z0-9]+/gi, '-')}`);

execFileSync(
  'npx',
  ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'error'],
  {
    stdio: 'inherit',
  },
);
const { prerender } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);

const namespaces = ['common', 'homepage', 'admin'];
const resources = Object.fromEntries(
  namespaces.map((ns) => [ns, JSON.parse(readFileSync(join('locales', 'de', `${ns}.json`), 'utf8'))]),
);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
// Every path that is not prerendered (admin pages, unknown paths) gets the plain app shell.
writeFileSync(join(outDir, 'spa.html'), shell);

for (const route of PUBLIC_ROUTES) {
  const { html, meta } = await prerender(route, resources);
  let page = shell.replace('<div id="root"></div>', `<div id="root" data-prerendered>${html}</div>`);
  if (meta.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`);
  if (meta.description) {
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escape(meta.description)}$2`,
    );
    page = page.replace(
      '</head>',
      `<meta property="og:title" content="${escape(meta.title)}" /><meta property="og:description" content="${escape(meta.description)}" /></head>`,
    );
  }
  if (route === '/') {
    page = page.replace(
      '</head>',
      '<link rel="preload" as="image" href="/demo/images/hero.svg" fetchpriority="high" /></head>',
    );
  }
  const target = route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, page);
  console.log(`prerendered ${route} (${(page.length / 1024).toFixed(1)} KB)`);
}
