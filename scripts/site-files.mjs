// What a search engine and a static host need besides the pages: robots.txt (the admin
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

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The sitemap of the public pages at the site's address. A page is its path, or `{ path, alternates }` with
 * the same page in every language (`{ de: '/menu', en: '/en/menu', 'x-default': '/menu' }`), listed as
 * xhtml:link alternates so that a search engine shows each guest the page in their language (decision 0083).
 */
export const sitemapXml = (siteUrl, pages) => {
  const url = (path) => escapeXml(`${origin(siteUrl)}${path}`);
  const entries = pages.map((page) => (typeof page === 'string' ? { path: page, alternates: {} } : page));
  const withAlternates = entries.some((page) => Object.keys(page.alternates).length > 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    withAlternates
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(({ path, alternates }) =>
      [
        `  <url><loc>${url(path)}</loc>`,
        ...Object.entries(alternates).map(
          ([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(href)}"/>`,
        ),
        '</url>',
      ].join(''),
    ),
    '</urlset>',
    '',
  ].join('\n');
};
