import { FALLBACK_LANGUAGE, LANGUAGES, type UiLanguage } from './language-detection';

/**
 * One address per page and language (decision 0083): German keeps today's URLs (`/menu`), English and
 * Chinese live under a prefix (`/en/menu`, `/zh/menu`). The route files know only the German paths; the
 * router's URL rewrite strips the prefix on the way in and adds the page's language on the way out. The
 * admin area and the guests' booking links have one German address and never carry a prefix.
 */

/** The public pages that are prerendered once per language (scripts/prerender.mjs, sitemap.xml). */
export const PUBLIC_PAGES = [
  '/',
  '/events',
  '/menu',
  '/about',
  '/reservations',
  '/impressum',
  '/privacy',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

const PREFIXED = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

/** Whether a path (without language prefix) is one of the pages that exist in every language. */
export const isPublicPage = (path: string): boolean =>
  (PUBLIC_PAGES as readonly string[]).includes(path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The language a public address is in: its prefix, German without one. */
export const languageOfPath = (path: string): UiLanguage => {
  const first = path.split('/')[1] ?? '';
  return (PREFIXED as readonly string[]).includes(first) ? (first as UiLanguage) : FALLBACK_LANGUAGE;
};

/** The path the routes know: `/en/menu` → `/menu`, `/zh` → `/`; a path without prefix stays as it is. */
export const withoutLanguage = (path: string): string => {
  const language = languageOfPath(path);
  if (language === FALLBACK_LANGUAGE) return path;
  const rest = path.slice(language.length + 1);
  return rest === '' ? '/' : rest;
};

/**
 * The admin area and the guests' booking links, which have one German address each (the same paths as
 * APP_PATHS in scripts/site-files.mjs, which the static server and the hosts serve the app shell for).
 */
const isUnprefixed = (path: string): boolean => /^\/admin(\/|$)/.test(path) || /^\/reservation\//.test(path);

/**
 * The address of a page in a language. An unknown path keeps its language too: the not-found page is
 * answered in the language of the address (/en/404.html), and the router must not move it elsewhere.
 */
export const pathInLanguage = (path: string, language: UiLanguage): string => {
  const plain = withoutLanguage(path);
  if (language === FALLBACK_LANGUAGE || isUnprefixed(plain)) return plain;
  return plain === '/' ? `/${language}/` : `/${language}${plain}`;
};

interface RewriteUrl {
  readonly url: URL;
}

/**
 * TanStack Router's `rewrite` pair: `input` turns the address in the browser into the route's path,
 * `output` writes every link and navigation in the language the visitor reads (`language()`).
 */
export const languageRewrite = (language: () => UiLanguage) => ({
  input: ({ url }: RewriteUrl) => {
    url.pathname = withoutLanguage(url.pathname);
    return url;
  },
  output: ({ url }: RewriteUrl) => {
    url.pathname = pathInLanguage(url.pathname, language());
    return url;
  },
});

/**
 * The language an address decides: a public page's (or any path under a language prefix), null for the
 * admin area and the booking links, where the visitor's stored choice and browser decide.
 */
export const urlLanguage = (path: string): UiLanguage | null =>
  isPublicPage(withoutLanguage(path)) || languageOfPath(path) !== FALLBACK_LANGUAGE
    ? languageOfPath(path)
    : null;
