// What a search engine and a static host need besides the pages (issue 16, item 4): robots.txt (the admin
// area and the guests' private booking links disallowed), sitemap.xml of the public pages, and which paths the
// app owns, so that every other path is answered with 404 (scripts/serve.mjs; docs/running-on-supabase.md
// for the hosts).

/** Paths the app renders although nothing is prerendered for them: the admin area and self-service links. */
export const APP_PATHS = [/^\/admin(\/|$)/, /^\/reservation\/[^/]+\/?$/];

export const isAppPath = (path) => APP_PATHS.some((pattern) => pattern.test(path));

const origin = (siteUrl) => siteUrl.replace(/\/+$/, '');

export const robotsTxt = (siteUrl) =>
  [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /reservation/',
    ...(siteUrl ? [`Sitemap: ${origin(siteUrl)}/sitemap.xml`] : []),
    '',
  ].join('\n');

export const sitemapXml = (siteUrl, routes) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => `  <url><loc>${origin(siteUrl)}${route === '/' ? '/' : route}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
