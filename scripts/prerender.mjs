// Renders every public route to static HTML after `vite build` (React's server renderer over the same
// route tree, see src/prerender.tsx), so a guest's phone paints the page before any JavaScript runs.
// Usage: node scripts/prerender.mjs [outDir=dist]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headTags, previewImage } from './page-head.mjs';
import { pageStartScript } from './page-start.mjs';
import { robotsTxt, sitemapXml } from './site-files.mjs';

const outDir = process.argv[2] ?? 'dist';
const ssrDir = resolve('.tmp', `prerender-${outDir.replace(/[^a-z0-9]+/gi, '-')}`);

execFileSync(
  'npx',
  ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'error'],
  {
    stdio: 'inherit',
  },
);
const {
  makePrerenderer,
  START_FAILED_ID,
  SITE_HEADER_ID,
  RENDERED_AT_ATTRIBUTE,
  dayLabelsHold,
  DEMO_STORAGE_KEY,
  PRERENDERED_STYLES_ATTRIBUTE,
  SNAPSHOT_ID,
  FORMATS_ID,
  CONSENT_STORED_CLASS,
  CONSENT_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  PUBLIC_PAGES,
  LANGUAGES,
  FALLBACK_LANGUAGE,
  pathInLanguage,
} = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);

const namespaces = ['common', 'homepage', 'admin'];
const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      namespaces.map((ns) => [ns, JSON.parse(readFileSync(join('locales', language, `${ns}.json`), 'utf8'))]),
    ),
  ]),
);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/**
 * React writes a preload for each high-priority image (the page's largest element) at the start of the
 * page's HTML, which comes after the page's style sheet. Moved into <head> ahead of it, the request goes out
 * with the first bytes of the page instead of 20-30 KB later.
 */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

// A second run over the same build finds the home page prerendered and reads the shell it kept.
const built = readFileSync(join(outDir, 'index.html'), 'utf8');
const shell = built.includes('data-prerendered') ? readFileSync(join(outDir, 'spa.html'), 'utf8') : built;
// Every path that is not prerendered (admin pages, unknown paths) gets the plain app shell.
writeFileSync(join(outDir, 'spa.html'), shell);

/**
 * A prerendered page is complete without JavaScript: the built shell's entry script and preloads are taken
 * out of it, and the page's own start script adds them (scripts/page-start.mjs).
 */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = shell.match(ENTRY_SCRIPT)?.[1];
if (!entry) throw new Error('The built index.html has no module entry script');
const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
/**
 * What a page needs beyond the entry's own imports, found in Vite's manifest: the modules the entry
 * imports step by step, the page's route chunk (the public layout is in the route tree's chunk,
 * vite.config.ts) and the adapters the build runs on. Preloaded with the entry, they arrive in one round
 * of requests instead of one after another.
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
const DEMO_ADAPTERS = 'src/adapters/memory/memory-module.ts';
const isDemo = Boolean(manifest[DEMO_ADAPTERS]);
const adapters = isDemo ? DEMO_ADAPTERS : 'src/adapters/supabase/supabase-module.ts';
// The page every unknown address gets, with status 404 (scripts/serve.mjs; the hosts in
// docs/running-on-supabase.md): the not-found page, which the root route renders without a chunk of its own.
const NOT_FOUND_PATH = '/404';
const pagePreloads = (route) => {
  const files = new Set(preloads);
  // The modules the entry imports step by step (src/main.tsx): requested with it, not one after another.
  for (const key of manifest['index.html'].dynamicImports ?? []) withStaticImports(key, files);
  withStaticImports(adapters, files);
  if (route !== NOT_FOUND_PATH)
    withStaticImports(
      routeChunk(`src/ui/routes/_public/${route === '/' ? 'index' : route.slice(1)}.tsx`),
      files,
    );
  files.delete(entry);
  return [...files];
};

/**
 * When the page's scripts download and the app starts (scripts/page-start.mjs, decision 0099). A page
 * without a render time starts the app at once: a skeleton page, and the not-found page, whose app logs the
 * missing path. The demo keeps its data in the browser, so a demo page starts at once
 * where that data exists.
 */
const startScript = (files, renderedAt) => {
  const day = renderedAt ? dayLabelsHold(new Date(renderedAt)) : null;
  return pageStartScript({
    entry,
    preloads: files,
    startFailedId: START_FAILED_ID,
    freshFrom: day ? day.from.getTime() : 0,
    freshUntil: day ? day.until.getTime() : 0,
    storageKeys: isDemo ? [DEMO_STORAGE_KEY] : [],
  });
};
const pageShell = shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');

/**
 * Before the first paint: a browser that holds a cookie choice hides the prerendered banner (the app,
 * once running, shows or hides it itself and removes the class). Storage may be blocked: then the banner
 * shows, as the app would show it too.
 */
const consentScript = `<script>try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))document.documentElement.classList.add(${JSON.stringify(CONSENT_STORED_CLASS)})}catch(e){}</script><style>.${CONSENT_STORED_CLASS} [data-testid="cookie-banner"]{display:none}</style>`;

/**
 * Before anything is painted: a visitor who chose a language on an earlier visit (the switch, or a page in
 * that language) gets the same page in it, by replacing the address before the body is parsed. A first
 * visit has no choice stored and stays on the address it asked for (decision 0083).
 */
const languageScript = (language, alternates) =>
  `<script>try{var l=(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})||"").slice(0,2),a=${JSON.stringify(
    alternates,
  )};if(l!==${JSON.stringify(language)}&&a[l])location.replace(a[l]+location.search+location.hash)}catch(e){}</script>`;

/**
 * The German not-found page answers every unknown address without a prefix: a visitor who chose another
 * language gets the same address under that language's prefix, and so the not-found page in it.
 */
const notFoundLanguageScript = (prefixed) =>
  `<script>try{var l=(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})||"").slice(0,2);if(${JSON.stringify(
    prefixed,
  )}.indexOf(l)>=0)location.replace("/"+l+location.pathname+location.search+location.hash)}catch(e){}</script>`;

/**
 * Every page in every language, read from this build's data source (decision 0082). A Supabase build
 * whose project cannot be read fails here, so that the host keeps serving the last good build; with
 * PRERENDER_ALLOW_SKELETON=1 it goes on with the skeleton pages instead and says so.
 */
const renderAll = async (kind) => {
  const prerender = await makePrerenderer(kind, resources);
  const pages = [];
  for (const route of PUBLIC_PAGES) {
    for (const language of LANGUAGES) {
      const path = pathInLanguage(route, language);
      const page = await prerender(path);
      if (page.failed.length > 0) {
        throw new Error(`Prerendering ${path}: public reads failed:\n  ${page.failed.join('\n  ')}`);
      }
      pages.push({ route, path, ...page });
    }
  }
  return pages;
};

let pages;
try {
  pages = await renderAll('prerender');
} catch (error) {
  if (process.env.PRERENDER_ALLOW_SKELETON !== '1') {
    console.error(
      `${error.message}\nThe pages are prerendered with the restaurant's data; the build stops rather than publish them ` +
        'without it. Check VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY and the network, or set PRERENDER_ALLOW_SKELETON=1 ' +
        'to publish skeleton pages that load their data in the browser (docs/running-on-supabase.md).',
    );
    process.exit(1);
  }
  console.warn(
    `WARNING: ${error.message}\nPRERENDER_ALLOW_SKELETON=1: prerendering skeleton pages without data.`,
  );
  pages = await renderAll('skeleton');
}

const siteUrl = process.env.SITE_URL ?? '';
const alternatesOf = (route) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pathInLanguage(route, language)]));

/**
 * React's server renderer writes emotion's CSS as a <style> element before each styled element: about a
 * hundred in the body of a page, each of which makes the browser recompute styles while it parses. They
 * go into one <style> element in <head> instead, in the same order, which names the emotion styles it
 * holds; the browser's emotion cache learns from it that they are in place and leaves the element alone
 * (src/ui/app/style-cache.ts), and the body keeps the markup React hydrates (decision 0092).
 */
const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g;
const hoistStyles = (html) => {
  const found = [...html.matchAll(EMOTION_STYLE)];
  // `css-global <name>` or `css <name> <name>…`: the first word is emotion's key, the rest are names.
  const names = found.flatMap(([, attribute]) => attribute.split(' ').slice(1));
  return {
    body: html.replace(EMOTION_STYLE, ''),
    styles: found.length
      ? `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${names.join(' ')}">${found.map(([, , css]) => css).join('')}</style>`
      : '',
  };
};

/**
 * The root element of a prerendered page, with the moment it shows, which the browser hydrates with; a
 * skeleton page has none and is rendered anew (src/main.tsx).
 */
const rootOf = ({ html, renderedAt }) =>
  `<div id="root" data-prerendered${renderedAt ? ` ${RENDERED_AT_ATTRIBUTE}="${renderedAt}"` : ''}>${html}</div>`;

/**
 * Holds the page's first frame until its header is parsed (decision 0104). The browser draws what it has
 * parsed whenever the parser pauses; a header drawn before its last buttons arrive moves when they do, a
 * layout shift on the page's first screen. Chromium lets the frame go once the start tag of the element a
 * `rel=expect` link names is parsed, not its end, so the link names the element after the header. Browsers
 * without `rel=expect` draw as before.
 */
const headerBeforeFirstFrame = (html, path) => {
  const header = html.indexOf(`id="${SITE_HEADER_ID}"`);
  const end = header < 0 ? -1 : html.indexOf('</header>', header);
  const next = end < 0 ? null : /^<[a-z]+\s[^>]*?\bid="([^"]+)"/.exec(html.slice(end + '</header>'.length));
  if (!next) {
    throw new Error(
      `Prerendering ${path}: no element with an id right after #${SITE_HEADER_ID} to hold the first frame for`,
    );
  }
  return `<link rel="expect" href="#${next[1]}" blocking="render" />`;
};

/** The page's data and formats for the browser's first render (src/ui/app/snapshot.ts, prerendered-formats.ts). */
const dataOf = ({ snapshot, formats }) =>
  `<script type="application/json" id="${SNAPSHOT_ID}">${snapshot}</script>` +
  `<script type="application/json" id="${FORMATS_ID}">${formats}</script>`;

for (const { route, path, language, html: rendered, meta, snapshot, formats, renderedAt } of pages) {
  const { body: withPreloads, styles } = hoistStyles(rendered);
  const imagePreloads = (withPreloads.match(IMAGE_PRELOAD) ?? []).join('');
  const html = withPreloads.replace(IMAGE_PRELOAD, '');
  // React leaves a part it could not render on the server to the browser; a public page must not.
  if (html.includes('<!--$!-->')) {
    throw new Error(
      `Prerendering ${path} failed: ${/data-msg="([^"]*)"/.exec(html)?.[1] ?? 'unknown error'}`,
    );
  }
  let page = pageShell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      '<div id="root"></div>',
      `${rootOf({ html, renderedAt })}${dataOf({ snapshot, formats })}${startScript(pagePreloads(route), renderedAt)}`,
    );
  if (meta.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`);
  if (meta.description) {
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escape(meta.description)}$2`,
    );
  }
  const head = headTags(
    {
      path,
      language,
      alternates: alternatesOf(route),
      meta,
      image: previewImage(html),
    },
    siteUrl,
  );
  page = page
    .replace(/<head>/, `<head>${languageScript(language, alternatesOf(route))}`)
    .replace(
      '</head>',
      `${headerBeforeFirstFrame(html, path)}${imagePreloads}${consentScript}${head}${styles}</head>`,
    );
  const target = join(outDir, path.slice(1), 'index.html');
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, page);
  console.log(`prerendered ${path} (${(page.length / 1024).toFixed(1)} KB)`);
}

// The not-found page in each language (404.html, en/404.html, zh/404.html), kept out of search results: an
// unknown address under a language prefix gets the page in that language, any other the German one
// (scripts/serve.mjs; the hosts in docs/running-on-supabase.md). Without the footer's data (a Supabase
// project that cannot be read) it shows its skeletons.
const notFoundRenderers = {
  prerender: await makePrerenderer('prerender', resources),
  skeleton: await makePrerenderer('skeleton', resources),
};
for (const language of LANGUAGES) {
  const prefix = language === FALLBACK_LANGUAGE ? '' : `/${language}`;
  let page = await notFoundRenderers.prerender(`${prefix}${NOT_FOUND_PATH}`);
  if (page.failed.length > 0) page = await notFoundRenderers.skeleton(`${prefix}${NOT_FOUND_PATH}`);
  const redirect =
    language === FALLBACK_LANGUAGE
      ? notFoundLanguageScript(LANGUAGES.filter((other) => other !== FALLBACK_LANGUAGE))
      : '';
  const { body, styles } = hoistStyles(page.html);
  const html = pageShell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<head>/, `<head>${redirect}`)
    .replace(
      '<div id="root"></div>',
      `${rootOf({ ...page, html: body })}${dataOf(page)}${startScript(pagePreloads(NOT_FOUND_PATH), null)}`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.meta.title)}</title>`)
    .replace(
      '</head>',
      `${headerBeforeFirstFrame(body, NOT_FOUND_PATH)}${consentScript}<meta name="robots" content="noindex" />${styles}</head>`,
    );
  const target = join(outDir, prefix.slice(1), '404.html');
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, html);
  console.log(`prerendered the not-found page ${prefix}/404.html (${(html.length / 1024).toFixed(1)} KB)`);
}

// The public address is known only to a deployment (SITE_URL, e.g. https://tischlein.berlin): without it the
// sitemap, which needs absolute addresses, is left out and robots.txt names none.
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
if (siteUrl) {
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    sitemapXml(
      siteUrl,
      pages.map(({ route, path }) => ({ path, alternates: { ...alternatesOf(route), 'x-default': route } })),
    ),
  );
}
