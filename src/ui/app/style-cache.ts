import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, prefixer, type Middleware } from 'stylis';

/**
 * The prerendered page's CSS is one <style> element with this attribute, listing the names of the
 * emotion styles it holds (scripts/prerender.mjs).
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

const prerenderedStyles = (document: Document): Element | null =>
  document.querySelector(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`);

/** Whether the page came with its prerendered style sheet, Chakra's global CSS included (decision 0094). */
export const hasPrerenderedStyles = (document: Document): boolean => prerenderedStyles(document) !== null;

/**
 * The properties that a browser we support (the last two years of Safari, Chrome, Firefox and Samsung
 * Internet) still knows only with a vendor prefix, or only with a prefix for some of their values.
 */
const STILL_PREFIXED =
  /^(user-select|backdrop-filter|text-size-adjust|mask(-[a-z-]+)?|background-clip|box-decoration-break|hyphens|text-decoration|print-color-adjust|text-emphasis(-[a-z-]+)?)$/;

/**
 * Emotion's prefixer, for the properties that still need it. Emotion prefixed every flexbox, transform
 * and appearance declaration for browsers of ten years ago (`display:-webkit-box;display:-ms-flexbox`):
 * 18 % of the home page's style sheet, which every visitor's phone downloaded and parsed (decision 0096).
 */
const prefixStillPrefixed: Middleware = (element, index, children, callback) =>
  element.type === DECLARATION && STILL_PREFIXED.test(String(element.props))
    ? prefixer(element, index, children, callback)
    : undefined;

/** The stylis plugins of every emotion cache of the app, the prerender's included (same CSS on both sides). */
export const stylisPlugins: Middleware[] = [prefixStillPrefixed];

/** Emotion's cache for rendering a page in the build (src/prerender.tsx): one per page, like its system. */
export const makeServerStyleCache = (): EmotionCache => createCache({ key: 'css', stylisPlugins });

/**
 * Emotion's cache for the browser, told which styles the prerendered page already has, so that hydrating
 * inserts none of them again. Emotion's own way (its `data-emotion` elements) moves each of its elements
 * to its place in <head> while the app starts; each move makes the browser re-read that style sheet and
 * recompute the style of every element of the page, several long tasks on a slow phone (decision 0093). The
 * page's element is not emotion's, so it stays where it is; only styles the page did not need (another
 * route, a dialog) are added, as usual. Chakra's global styles skip emotion's cache check, so `insert`
 * is guarded as well. A page without prerendered styles (admin, the shell) gets a cache that inserts every
 * style, as emotion's does.
 */
export const makeStyleCache = (document: Document): EmotionCache => {
  const cache = createCache({ key: 'css', stylisPlugins });
  const names = new Set(
    prerenderedStyles(document)?.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)?.split(' ').filter(Boolean),
  );
  for (const name of names) cache.inserted[name] = true;
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    names.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache);
  return cache;
};
