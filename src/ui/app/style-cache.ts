import createCache, { type EmotionCache } from '@emotion/cache';

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
 * Emotion's cache for the browser, told which styles the prerendered page already has, so that hydrating
 * inserts none of them again. Emotion's own way (its `data-emotion` elements) moves each of its elements
 * to its place in <head> while the app starts; each move makes the browser re-read that style sheet and
 * recompute the style of every element of the page, several long tasks on a slow phone (issue 16). The
 * page's element is not emotion's, so it stays where it is; only styles the page did not need (another
 * route, a dialog) are added, as usual. Chakra's global styles skip emotion's cache check, so `insert`
 * is guarded as well. A page without prerendered styles (admin, the shell) gets emotion's usual cache.
 */
export const makeStyleCache = (document: Document): EmotionCache => {
  const cache = createCache({ key: 'css' });
  const names = new Set(
    prerenderedStyles(document)?.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)?.split(' ').filter(Boolean),
  );
  for (const name of names) cache.inserted[name] = true;
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    names.has(serialized.name) ? undefined : insert(selector, serialized, sheet, shouldCache);
  return cache;
};
