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

/**
 * The preview image when a page has none of its own: the home page's hero, drawn as a 1200×630 JPEG by
 * scripts/demo-pictures.mjs, the size and format every link preview (Facebook, WhatsApp, LinkedIn, …) shows.
 */
export const PREVIEW_FALLBACK_IMAGE = '/demo/images/hero-preview.jpg';

// An SVG address: a path ending in `.svg` (the query and fragment not counted), or an inline
// `data:image/svg+xml` image.
const isSvg = (src) => /^data:image\/svg/i.test(src) || /\.svg$/i.test(src.split(/[?#]/)[0]);
// An inline image (any `data:` address) has no address a link preview could fetch either.
const isUsable = (src) => !isSvg(src) && !/^data:/i.test(src);

/**
 * The page's preview image: the first raster image inside its <main>, else the fallback. SVG images are
 * skipped, since link previews do not show them; so are inline (data:) images.
 */
export const previewImage = (html, fallback = PREVIEW_FALLBACK_IMAGE) => {
  const start = html.search(/<main\b/);
  if (start < 0) return fallback;
  const end = html.indexOf('</main>', start);
  const main = html.slice(start, end < 0 ? undefined : end);
  for (const [, src] of main.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const url = src.replace(/&amp;/g, '&');
    if (isUsable(url)) return url;
  }
  return fallback;
};
