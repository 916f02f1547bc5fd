// The head of a prerendered page (decision 0083): its language, title and description, the canonical
// address, the same page in the other languages (hreflang, x-default is the German page), and the tags a
// link preview reads (Open Graph, Twitter card). Absolute addresses need the site's public origin
// (SITE_URL); without it canonical and alternates are root-relative and og:url is left out.

const escape = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Open Graph's locale names for the site's languages. */
export const OG_LOCALES = { de: 'de_DE', en: 'en_GB', zh: 'zh_CN' };

export const SITE_NAME = 'Tischlein';

const absolute = (siteUrl, path) => {
  if (/^https?:\/\//.test(path)) return path;
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : path;
};

/**
 * @param {object} page
 * @param {string} page.path the page's own address (`/en/menu`)
 * @param {string} page.language `de`, `en` or `zh`
 * @param {Record<string, string>} page.alternates language → address of the same page, German first
 * @param {{ title: string, description: string }} page.meta
 * @param {string} page.image the preview image's address
 * @param {string} siteUrl the public origin, or ''
 */
export const headTags = ({ path, language, alternates, meta, image }, siteUrl) => {
  const tags = [
    `<link rel="canonical" href="${escape(absolute(siteUrl, path))}" />`,
    ...Object.entries(alternates).map(
      ([lang, href]) =>
        `<link rel="alternate" hreflang="${lang}" href="${escape(absolute(siteUrl, href))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escape(absolute(siteUrl, alternates.de ?? path))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...Object.keys(alternates)
      .filter((lang) => lang !== language)
      .map((lang) => `<meta property="og:locale:alternate" content="${OG_LOCALES[lang]}" />`),
    ...(siteUrl ? [`<meta property="og:url" content="${escape(absolute(siteUrl, path))}" />`] : []),
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:image" content="${escape(absolute(siteUrl, image))}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
    `<meta name="twitter:image" content="${escape(absolute(siteUrl, image))}" />`,
  ];
  return tags.join('');
};

/** The page's preview image: the first image of its main content, else the home page's hero. */
export const previewImage = (html, fallback) => {
  const main = html.indexOf('<main');
  const img = main >= 0 ? /<img\b[^>]*?\ssrc="([^"]+)"/.exec(html.slice(main)) : null;
  return img ? img[1].replace(/&amp;/g, '&') : fallback;
};
