// The prerendered pages of a demo build (decisions 0082 and 0083): each public page holds its data from the
// demo seed (every dish with its price on /menu, every upcoming event on /events) and the snapshot the
// browser starts its cache from; each page exists in German, English and Chinese with <html lang>, the
// canonical address, hreflang alternates, link-preview tags, and the cookie banner; sitemap.xml lists every
// page in every language. Builds once (about half a minute).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedStyleSheet } from '../support/prerendered-html';
import { events as seedEvents } from '../../src/adapters/memory/demo-seed/events';
import { menuItems } from '../../src/adapters/memory/demo-seed/menu';
import { formatPrice } from '../../src/ui/public/format';
import { dayLabelsHold } from '../../src/ui/app/render-time';
import { DEMO_STORAGE_KEY } from '../../src/adapters/memory/memory-database';
import { SITE_HEADER_ID } from '../../src/ui/layout/public-header';

const SITE = 'https://tischlein.example';
let dir: string;
let builtAt: Date;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tischlein-prerender-'));
  // The demo build, whatever this shell's environment says (as scripts/e2e.mjs builds it).
  const env = { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };
  builtAt = new Date();
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
    env,
    stdio: 'inherit',
  });
  execFileSync('node', ['scripts/prerender.mjs', dir], {
    env: { ...env, SITE_URL: `${SITE}/` },
    stdio: 'pipe',
  });
}, 300_000);
afterAll(() => {
  if (!dir) return;
  rmSync(dir, { recursive: true, force: true });
  // The server-side bundle that scripts/prerender.mjs builds beside the project for this folder.
  rmSync(join('.tmp', `prerender-${dir.replace(/[^a-z0-9]+/gi, '-')}`), { recursive: true, force: true });
});

const page = (path: string) => readFileSync(join(dir, path.slice(1), 'index.html'), 'utf8');
/** The page's text as a reader sees it: tags, the inline styles and scripts left out, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
const normalized = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

describe('pages prerendered with data', () => {
  it('/menu holds every available dish of the seed with its price, in German', () => {
    const shown = text(page('/menu'));
    const dishes = menuItems().filter((item) => item.is_available);
    expect(dishes.length).toBeGreaterThan(5);
    for (const dish of dishes) {
      expect(shown).toContain(dish.name);
      expect(shown).toContain(normalized(formatPrice('de', dish.regular_price)));
    }
  });

  it('/en/menu holds the English names and prices, /zh/menu the Chinese names', () => {
    const english = text(page('/en/menu'));
    const chinese = text(page('/zh/menu'));
    for (const dish of menuItems().filter((item) => item.is_available)) {
      expect(english).toContain(dish.translations.en?.name ?? dish.name);
      expect(english).toContain(normalized(formatPrice('en', dish.regular_price)));
      expect(chinese).toContain(dish.translations.zh?.name ?? dish.name);
    }
    expect(english).toContain('Our menu');
  });

  it('/events holds every upcoming active event of the seed', () => {
    const shown = text(page('/events'));
    const upcoming = seedEvents(builtAt).filter(
      (event) => event.is_active && new Date(event.event_date) >= builtAt,
    );
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming) expect(shown).toContain(event.title);
  });

  it('puts the data the page was rendered with into the page for the browser, and nothing personal', () => {
    const html = page('/menu');
    const json = /<script type="application\/json" id="tischlein-snapshot">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(json).toBeDefined();
    const snapshot = JSON.parse(json!) as {
      queries: { queryKey: unknown[]; state: { dataUpdatedAt: number; status: string } }[];
    };
    const keys = snapshot.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('menu');
    expect(keys).not.toContain('reservations');
    expect(keys).not.toContain('consent');
    for (const query of snapshot.queries) {
      expect(query.state.status).toBe('success');
      expect(query.state.dataUpdatedAt).toBeGreaterThanOrEqual(builtAt.getTime());
    }
  });

  it('/ holds the footer contact and the home page sections; /impressum and /about their content', () => {
    expect(text(page('/'))).not.toMatch(/Lade|Loading/);
    expect(text(page('/impressum')).length).toBeGreaterThan(text(page('/privacy')).length / 10);
    expect(page('/about')).not.toContain('chakra-skeleton');
  });
});

describe('what the first screen paints', () => {
  // A backdrop blur, or a wide soft shadow, is painted again with every frame of what lies behind it while
  // the page loads: the header, the hero's cards and the cookie banner measured 25-45 ms more blocking time
  // with them.
  it.each(['/', '/menu', '/events', '/impressum', '/zh/'])(
    '%s has no backdrop blur and no wide shadow',
    (path) => {
      const styles = prerenderedStyleSheet(page(path));
      expect(styles.length).toBeGreaterThan(1000);
      expect(styles).not.toMatch(/backdrop-filter/);
      const blurs = [...styles.matchAll(/box-shadow:[^;}]*?-?\d+(?:px)? -?\d+(?:px)? (\d+)px/g)].map(
        (match) => Number(match[1]),
      );
      expect(Math.max(0, ...blurs)).toBeLessThanOrEqual(8);
    },
  );

  // Decision 0104: the first frame waits for the whole header. Chromium lets it go at the start tag of the
  // element the link names, so that element must come right after the header's end.
  it.each(['/', '/en/menu', '/zh/reservations', '/404.html', '/zh/404.html'])(
    '%s holds its first frame until the header is parsed',
    (path) => {
      const html = path.endsWith('.html') ? readFileSync(join(dir, path.slice(1)), 'utf8') : page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render" \/>/g)];
      expect(links).toHaveLength(1);
      const target = links[0]![1];
      const header = html.indexOf(`id="${SITE_HEADER_ID}"`);
      expect(header).toBeGreaterThan(head.length);
      const headerEnd = html.indexOf('</header>', header);
      expect(html.slice(headerEnd + '</header>'.length)).toMatch(
        new RegExp(`^<[a-z]+ [^>]*\\bid="${target}"`),
      );
    },
  );
});

describe("the page's largest image", () => {
  it.each([
    ['/', '/demo/images/hero.svg'],
    ['/menu', '/demo/images/dish-har-gow.webp'],
    ['/events', '/demo/images/event-student-breakfast.webp'],
  ])('%s asks for %s once, in <head> before the style sheet', (path, image) => {
    const html = page(path);
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"[^>]*>/g)];
    expect(preloads.map((match) => match[1])).toEqual([image]);
    const [preload] = preloads;
    expect(preload?.[0]).toMatch(/fetchPriority="high"/i);
    expect(preload?.index).toBeLessThan(html.indexOf('<style data-prerendered-styles'));
    expect(html.indexOf('<div id="root"')).toBeGreaterThan(html.indexOf('</head>'));
    expect(html).toMatch(new RegExp(`<img[^>]*src="${image}"[^>]*fetchPriority="high"`, 'i'));
  });
});

describe('one page per language', () => {
  const PAGES = ['/', '/events', '/menu', '/about', '/reservations', '/impressum', '/privacy'];
  const inLanguage = (path: string, language: string) =>
    language === 'de' ? path : path === '/' ? `/${language}/` : `/${language}${path}`;

  it.each(PAGES)('%s exists in de, en and zh with lang, canonical, hreflang and preview tags', (route) => {
    for (const language of ['de', 'en', 'zh']) {
      const path = inLanguage(route, language);
      const html = page(path);
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html).toContain(`<link rel="canonical" href="${SITE}${path}" />`);
      for (const other of ['de', 'en', 'zh']) {
        expect(html).toContain(
          `<link rel="alternate" hreflang="${other}" href="${SITE}${inLanguage(route, other)}" />`,
        );
      }
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${route}" />`);
      expect(html).toContain(`<meta property="og:url" content="${SITE}${path}" />`);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/tischlein\.example\/[^"]+" \/>/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain(
        `<meta property="og:locale" content="${{ de: 'de_DE', en: 'en_GB', zh: 'zh_CN' }[language]}" />`,
      );
      expect(html).toContain('data-testid="cookie-banner"');
    }
  });

  it('renders the texts in the page language', () => {
    expect(text(page('/zh/'))).toMatch(/[\u4e00-\u9fff]{4}/);
    expect(page('/zh/')).toMatch(/<title>[^<]*[\u4e00-\u9fff]/);
    expect(text(page('/en/about'))).toContain('About');
    expect(text(page('/about'))).toContain('Über uns');
  });

  it('links from a page in a language to the pages in that language, and keeps admin links German', () => {
    const html = page('/en/events');
    expect(html).toContain('href="/en/menu"');
    expect(html).not.toContain('href="/menu"');
  });

  it('lists every page in every language in sitemap.xml, with its alternates', () => {
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml.match(/<url>/g)).toHaveLength(PAGES.length * 3);
    for (const route of PAGES) {
      for (const language of ['de', 'en', 'zh']) {
        expect(xml).toContain(`<loc>${SITE}${inLanguage(route, language)}</loc>`);
      }
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="${SITE}/zh/menu"/>`);
  });
});

describe('the start script of a page', () => {
  interface StartSettings {
    readonly entry: string;
    readonly preloads: string[];
    readonly freshFrom: number;
    readonly freshUntil: number;
    readonly storageKeys: string[];
  }
  /** scripts/page-start.mjs: the function, called with the page's settings. */
  const startSettings = (html: string): StartSettings => {
    const settings = /\(function pageStart[\s\S]*?\}\)\((\{"entry"[^<]*\})\)<\/script>/.exec(html)?.[1];
    expect(settings, 'the page has a start script with its settings').toBeTruthy();
    return JSON.parse(settings!) as StartSettings;
  };
  /** The entry and the modules the page's start script preloads with it. */
  const startFiles = (html: string): string[] => {
    const { entry, preloads } = startSettings(html);
    return [entry, ...preloads];
  };

  it('waits for the first interaction only on the restaurant day the page shows, and not with demo data', () => {
    const html = page('/events');
    const renderedAt = new Date(/data-rendered-at="([^"]+)"/.exec(html)![1]!);
    const { freshFrom, freshUntil, storageKeys } = startSettings(html);
    expect(dayLabelsHold(renderedAt)).toEqual({ from: new Date(freshFrom), until: new Date(freshUntil) });
    expect(storageKeys).toEqual([DEMO_STORAGE_KEY]);
  });
  const manifest = () =>
    JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; dynamicImports?: string[] }
    >;

  it('asks for the modules the start imports step by step with the entry, not one after another', () => {
    const chunks = manifest();
    const files = startFiles(page('/impressum'));
    const stepByStep = chunks['index.html']!.dynamicImports ?? [];
    expect(stepByStep.length).toBeGreaterThan(2);
    for (const key of stepByStep) expect(files).toContain(`/${chunks[key]!.file}`);
  });

  // Each file is a request and a module to set up; decision 0097 brought them to 12-13.
  it.each(['/', '/events', '/menu', '/about', '/reservations', '/impressum', '/privacy'])(
    '%s starts with at most 13 JS files',
    (route) => {
      const files = startFiles(page(route));
      expect(files.every((file) => file.endsWith('.js'))).toBe(true);
      expect(files.length).toBeLessThanOrEqual(13);
    },
  );
});
