import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const LOCALES_DIR = 'locales';

/**
 * Translations live in the top-level locales/ folder (one JSON per language and namespace) and are
 * served at /locales/{lng}/{ns}.json, by the dev server and as files of the build.
 */
const locales = (): Plugin => ({
  name: 'tischlein-locales',
  configureServer(server) {
    server.middlewares.use('/locales', (req, res, next) => {
      const match = /^\/([a-z]{2})\/([a-z]+)\.json$/.exec(req.url ?? '');
      if (!match) return next();
      try {
        const body = readFileSync(join(LOCALES_DIR, match[1]!, `${match[2]!}.json`));
        res.setHeader('Content-Type', 'application/json');
        res.end(body);
      } catch {
        res.statusCode = 404;
        res.end();
      }
    });
  },
  generateBundle() {
    for (const lng of readdirSync(LOCALES_DIR)) {
      for (const file of readdirSync(join(LOCALES_DIR, lng))) {
        // Minified: the JSON is parsed, not read by people, and every byte reaches a phone.
        const source = JSON.stringify(JSON.parse(readFileSync(join(LOCALES_DIR, lng, file), 'utf8')));
        this.emitFile({ type: 'asset', fileName: `locales/${lng}/${file}`, source });
      }
    }
  },
});

/**
 * For the bundle benchmark (BUNDLE_REPORT=1): writes which source modules went into each chunk, so the
 * benchmark can tell whether a public page loaded any admin code.
 */
const bundleReport = (): Plugin => ({
  name: 'tischlein-bundle-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (!process.env.BUNDLE_REPORT) return;
    const chunks: Record<string, Record<string, number>> = {};
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks[fileName] = Object.fromEntries(
        Object.entries(output.modules).map(([id, info]) => [
          id.replace(process.cwd(), ''),
          info.renderedLength,
        ]),
      );
    }
    this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(chunks) });
  },
});

const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's `createSystem` computed, when its design system was built, the global CSS of every token, the
 * reset and the keyframes: about 120 ms on a mid-range phone before the first render. A prerendered page
 * has that CSS in its style sheet already and is given a system without it (`withoutGlobalStyles`,
 * src/ui/app/theme.ts), so the build makes `_global` a getter that computes it the first time it is read
 * (decision 0094). Fails the build when Chakra's code no longer has the shape this rewrites.
 */
export const chakraGlobalStylesOnDemand = (): Plugin => ({
  name: 'tischlein-chakra-global-styles-on-demand',
  apply: 'build',
  transform(code, id) {
    if (!CHAKRA_SYSTEM.test(id)) return null;
    return globalStylesOnDemand(code);
  },
});

/** Chakra's `createSystem` source with `_global` computed on first read. */
export const globalStylesOnDemand = (code: string): string => {
  const returned = /\n(\s+)_global,\n/;
  if (!code.includes(EAGER_GLOBAL_STYLES) || !returned.test(code))
    throw new Error(
      "Chakra's createSystem no longer computes _global as vite.config.ts expects: update chakraGlobalStylesOnDemand (decision 0094)",
    );
  return code
    .replace(
      EAGER_GLOBAL_STYLES,
      'let _global;\n  const globalStyles = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    )
    .replace(returned, (_match, indent: string) => `\n${indent}get _global() { return globalStyles(); },\n`);
};

const CHAKRA_AT_PARAMS =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]sort-at-params\.js$/;
const LOCALE_ORDER = 'a.localeCompare(b)';

/**
 * Chakra orders two media queries without a length (`@media (hover: hover)` of `_hover` and
 * `@media (prefers-reduced-motion: no-preference)` of `_motionSafe`) with `localeCompare`, whose first call
 * loads ICU's collation data while the page hydrates (decision 0098). Media queries are ASCII, which code units
 * order as well; the build and the browser both run this code, so their class names stay the same. Fails
 * the build when Chakra's code no longer has the shape this rewrites.
 */
export const chakraAtRulesByCodeUnits = (): Plugin => ({
  name: 'tischlein-chakra-at-rules-by-code-units',
  apply: 'build',
  transform(code, id) {
    if (!CHAKRA_AT_PARAMS.test(id)) return null;
    return atRulesByCodeUnits(code);
  },
});

/** Chakra's `sortAtParams` source with media queries ordered by code units. */
export const atRulesByCodeUnits = (code: string): string => {
  if (code.split(LOCALE_ORDER).length !== 4)
    throw new Error(
      "Chakra's sortAtParams no longer compares with localeCompare as vite.config.ts expects: update chakraAtRulesByCodeUnits",
    );
  return code.replaceAll(LOCALE_ORDER, '(a < b ? -1 : a > b ? 1 : 0)');
};

/** Whether a module imports zod's runtime (a type-only import is erased): zod loads with the first write. */
const zodModules = new Map<string, boolean>();
const importsZod = (path: string): boolean => {
  let found = zodModules.get(path);
  if (found === undefined) {
    found = /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(readFileSync(path, 'utf8'));
    zodModules.set(path, found);
  }
  return found;
};

/**
 * Whether a module of ours belongs in the `public-core` chunk every public page loads (decision 0084): the
 * domain's rules, the public reads, the ports, the public UI's shared parts, the app's shell and i18n, the
 * browser clock, and the admin list's search-param validators the route tree needs anyway. Out stay the
 * admin area and staff sign-in (with their use cases), the adapters (one set is chosen at start), anything
 * that imports zod (it loads with the first write; a captured module would bring it along), the booking
 * form and the self-service page (one route each), and each page's own folder (its route chunk).
 */
const sharedAppModule = (id: string): boolean => {
  const path = id.replaceAll('\\', '/');
  if (!path.includes('/src/') || path.includes('/node_modules/') || !/\.tsx?$/.test(path)) return false;
  if (/\/src\/ui\/routes\/.*\/search-params\.ts$|\/src\/adapters\/browser\/system-clock\.ts$/.test(path))
    return true;
  // What both sets of adapters use: the browser's storage and the booking's proof of work.
  if (
    /\/src\/adapters\/(browser\/(browser-storage|logged-storage|local-[a-z-]+)|altcha\/booking-challenge|shared\/[a-z-]+)\.ts$/.test(
      path,
    )
  )
    return !importsZod(path);
  if (/\/src\/(ui\/(admin|routes|reservations|self-service)|adapters)\//.test(path)) return false;
  // The design system is built when its module runs: a step of its own in main.tsx, not part of these.
  if (/\/src\/ui\/app\/theme\.ts$/.test(path)) return false;
  // The legal pages' shared text style is a few lines: here, not in the page sections' chunk (below).
  if (/\/src\/ui\/public\/legal\/legal-text\.tsx$/.test(path)) return true;
  if (/\/src\/ui\/public\/(menu|events|about|home|legal|gallery)\//.test(path)) return false;
  if (/\/domain\/auth\/(?!login-attempts|staff-errors)|\/domain\/reservation\/(day-sheet|csv)\./.test(path))
    return false;
  if (/\/application\/(auth|dashboard|demo|reservations)\//.test(path)) return false;
  if (importsZod(path)) return false;
  if (/\/src\/application\//.test(path))
    return /\/application\/ports\/|\/application\/[a-z-]+\/(list|load|find|show)-[a-z-]+\.ts$/.test(path);
  return /\/src\/(domain|ui\/(public|layout|app|i18n))\//.test(path) || /\/src\/container\.ts$/.test(path);
};

export default defineConfig({
  plugins: [
    bundleReport(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page: admin loaders (and the use cases they import) stay out of
      // the entry chunk, and a page's data and code arrive together.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
        // The public pages' frame goes with the route tree, which every page loads: its route's own chunk
        // would be one more file of 0.2 KB on every public page.
        splitBehavior: ({ routeId }) => (routeId === '/_public' ? [] : undefined),
      },
      routesDirectory: 'src/ui/routes',
      // Helpers that route declarations need before any chunk loads (validateSearch), not routes.
      routeFileIgnorePattern: '^search-params\\.ts$',
      generatedRouteTree: 'src/ui/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    locales(),
    chakraGlobalStylesOnDemand(),
    chakraAtRulesByCodeUnits(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/prerender.mjs reads which chunks each public page needs from it.
    manifest: true,
    // Chakra's theme module builds its unused default config with the identity `defineConfig(...)` at the
    // top level; declared pure, that call and every recipe we do not use drop out (decision 0007).
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|inversify|@inversifyjs|reflect-metadata|@emotion|stylis)[\\/]/,
            },
            {
              name: 'design-system',
              // Chakra's styling core and the layout and text components every public page renders.
              test: /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils|hooks|theme|[a-z-]+\.js$|components[\\/]([a-z-]+\.js$|(box|stack|flex|grid|simple-grid|center|container|group|typography|heading|text|link|badge|button|icon|skeleton|alert|card|image|aspect-ratio|wrap|visually-hidden|spinner)[\\/]))|@pandacss)/,
            },
            {
              // What the entry needs before the app loads (main.tsx): in public-core, the entry would run
              // all of that chunk, and the libraries it needs, in its first task.
              name: 'start',
              test: /\/src\/ui\/app\/(loading-screen|start-failed|render-time)\.tsx?$|vite\/preload-helper/,
              priority: 1,
            },
            {
              // Our own small modules that the public pages share (decision 0084): without this group each
              // way of sharing them is a chunk of its own, and a public page loaded 55-70 files, most under
              // 1 KB. Shared by two chunks or more; see `sharedAppModule` for what stays out.
              name: 'public-core',
              test: sharedAppModule,
              minShareCount: 2,
            },
            {
              // The booking form's fields and what it shares with the admin's forms: one file instead of ten
              // of 0.1-2.7 KB on /reservations (decision 0097).
              name: 'form-parts',
              test: /[\\/]node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/](utils[\\/](create-context|compose-refs|create-split-props|use-safe-layout-effect)|providers[\\/]environment|components[\\/](factory\.js|field|fieldset))|@zag-js[\\/](utils[\\/]dist[\\/](guard|functions)|core[\\/]dist[\\/]merge-props|dom-query[\\/]dist[\\/](node|computed-style)|auto-resize[\\/])|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](field|input|textarea|native-select|data-list)[\\/])|\/src\/ui\/reservations\/(typed-date|booking-format|booking-date-picker)\.tsx?$|\/src\/application\/reservations\/request-delivery\.ts$/,
              minShareCount: 2,
            },
            {
              // The parts of a page that another page shows too (the home page's event cards and dishes): one
              // file for them all instead of one per way of sharing them.
              name: 'public-sections',
              test: /\/src\/ui\/public\/(menu|events|about|home|gallery)\/[^/]+\.tsx?$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
