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
      },
      routesDirectory: 'src/ui/routes',
      // Helpers that route declarations need before any chunk loads (validateSearch), not routes.
      routeFileIgnorePattern: '^search-params\\.ts$',
      generatedRouteTree: 'src/ui/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    locales(),
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
          ],
        },
      },
    },
  },
});
