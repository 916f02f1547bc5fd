// Renders every public route to static HTML after `vite build` (React's server renderer over the same
// route tree, see src/prerender.tsx), so a guest's phone paints the page before any JavaScript runs.
// Usage: node scripts/prerender.mjs [outDir=dist]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { robotsTxt, sitemapXml } from './site-files.mjs';

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
const { prerender, START_FAILED_ID } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);

const namespaces = ['common', 'homepage', 'admin'];
const resources = Object.fromEntries(
  namespaces.map((ns) => [ns, JSON.parse(readFileSync(join('locales', 'de', `${ns}.json`), 'utf8'))]),
);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// A second run over the same build finds the home page prerendered and reads the shell it kept.
const built = readFileSync(join(outDir, 'index.html'), 'utf8');
const shell = built.includes('data-prerendered') ? readFileSync(join(outDir, 'spa.html'), 'utf8') : built;
// Every path that is not prerendered (admin pages, unknown paths) gets the plain app shell.
writeFileSync(join(outDir, 'spa.html'), shell);

/**
 * A prerendered page is complete without JavaScript, so the app's scripts wait until the page and its
 * images have loaded and painted: on a phone's slow connection they would otherwise take bandwidth
 * from the HTML and the hero image (and Lighthouse counts every byte that starts before the paint).
 * A page whose images hang still starts the app after a few seconds.
 */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = shell.match(ENTRY_SCRIPT)?.[1];
if (!entry) throw new Error('The built index.html has no module entry script');
const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
/**
 * What a page needs beyond the entry's own imports, found in Vite's manifest: the page's route chunk,
 * the public layout's, and the adapters the build runs on. Preloaded with the entry, they arrive in one
 * round of requests instead of three (entry, then the container's adapters, then the route).
 */
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const withStaticImports = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
  if (files.has(`/${chunk.file}`)) return files;
  files.add(`/${chunk.file}`);
  for (const dependency of chunk.imports ?? []) withStaticImports(dependency, files);
  return files;
};
const routeChunk = (source) => {
  const key = Object.keys(manifest).find(
    (id) => id.startsWith(`${source}?tsr-split=`) && id.includes('component'),
  );
  if (!key) throw new Error(`No route chunk for ${source} in the manifest`);
  return key;
};
// A Supabase build has no chunk for the demo's adapters (src/container.ts), so the manifest tells which
// adapters this build starts with.
const adapters = manifest['src/adapters/memory/memory-module.ts']
  ? 'src/adapters/memory/memory-module.ts'
  : 'src/adapters/supabase/supabase-module.ts';
const pagePreloads = (route) => {
  const files = new Set(preloads);
  withStaticImports(adapters, files);
  withStaticImports(routeChunk('src/ui/routes/_public.tsx'), files);
  withStaticImports(
    routeChunk(`src/ui/routes/_public/${route === '/' ? 'index' : route.slice(1)}.tsx`),
    files,
  );
  files.delete(entry);
  return [...files];
};

// Starts once the page has loaded and the browser reports its first contentful paint (or after 3 s). When
// the entry or a module it imports cannot be downloaded, the script's error reveals the prerendered
// notice (src/ui/public/start-failed-notice.tsx); failures after that are main.tsx's to report.
const startAfterPaint = (files) =>
  `<script>(function(){var started=false,loaded=false,painted=false;function start(){if(started)return;started=true;var nodes=document.createDocumentFragment();${JSON.stringify(
    files,
  )}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;nodes.appendChild(link)});var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=${JSON.stringify(
    entry,
  )};script.onerror=function(){var notice=document.getElementById(${JSON.stringify(
    START_FAILED_ID,
  )});if(notice){notice.hidden=false;notice.focus()}};nodes.appendChild(script);document.head.appendChild(nodes)}function ready(){if(loaded&&painted)setTimeout(start)}if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted=true;ready()}}).observe({type:'paint',buffered:true})}else painted=true;if(document.readyState==='complete')loaded=true;else addEventListener('load',function(){loaded=true;ready()});ready();setTimeout(start,3000)})()</script>`;
const pageShell = shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');

for (const route of PUBLIC_ROUTES) {
  const { html, meta } = await prerender(route, resources);
  // React leaves a part it could not render on the server to the browser; a public page must not.
  if (html.includes('<!--$!-->')) {
    throw new Error(
      `Prerendering ${route} failed: ${/data-msg="([^"]*)"/.exec(html)?.[1] ?? 'unknown error'}`,
    );
  }
  let page = pageShell.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered>${html}</div>${startAfterPaint(pagePreloads(route))}`,
  );
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

// The public address is known only to a deployment (SITE_URL, e.g. https://tischlein.berlin): without it the
// sitemap, which needs absolute addresses, is left out and robots.txt names none.
const siteUrl = process.env.SITE_URL ?? '';
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
if (siteUrl) writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, PUBLIC_ROUTES));
