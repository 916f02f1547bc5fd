import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { QueryArea } from './query';

/**
 * The public data a prerendered page was rendered with (decision 0082): the build writes the query cache
 * into the page, the browser starts its cache from it, so the app's first render shows what the HTML
 * showed and TanStack Query refreshes it in the background (the snapshot is as old as the build, so
 * every query in it is stale from the start).
 */
export const SNAPSHOT_ID = 'tischlein-snapshot';

/**
 * The areas a page may be prerendered with: the restaurant's published content. Reservations (free times,
 * a guest's booking) and the visitor's consent are live or personal and are never part of the HTML.
 */
export const SNAPSHOT_AREAS: readonly string[] = [
  'menu',
  'menu-categories',
  'events',
  'gallery',
  'videos',
  'press',
  'content-blocks',
  'about',
  'booking-rules',
  'restaurant-contact',
  'settings',
] satisfies readonly (QueryArea | 'restaurant-contact' | 'settings')[];

export const inSnapshot = (queryKey: readonly unknown[]): boolean =>
  typeof queryKey[0] === 'string' && SNAPSHOT_AREAS.includes(queryKey[0]);

/** The key of the visitor's consent (src/ui/public/queries.ts), which the banner waits for. */
const CONSENT_KEY = ['consent', 'current'] as const;

/** Set on <html> before the first paint when this browser holds a consent choice: the banner is hidden. */
export const CONSENT_STORED_CLASS = 'consent-stored';

/** The successful public reads of a rendered page, as JSON safe to put into a <script> element. */
export const serializeSnapshot = (queryClient: QueryClient): string => {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && inSnapshot(query.queryKey),
  });
  assertPlainJson(state, 'snapshot');
  // `<` escaped, so that no text in the data can close the script element.
  return JSON.stringify(state).replace(/</g, '\\u003c');
};

/** JSON turns dates, maps and class instances into something else: the first client render would differ. */
const assertPlainJson = (value: unknown, path: string): void => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertPlainJson(item, `${path}[${index}]`));
    return;
  }
  const prototype: unknown = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype !== Object.prototype && prototype !== null) {
    throw new Error(`The prerender snapshot holds a value JSON cannot carry at ${path}`);
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>))
    assertPlainJson(item, `${path}.${key}`);
};

/**
 * Starts the browser's cache from the page's snapshot, if it has one. A first visitor's page was
 * prerendered with the cookie banner showing; the consent then starts as "none yet" (and is read at
 * once), so the banner does not vanish and come back while the app takes over.
 */
export const startFromSnapshot = (queryClient: QueryClient, document: Document): void => {
  const element = document.getElementById(SNAPSHOT_ID);
  if (element?.textContent) {
    try {
      hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
      // Stale whatever the visitor's clock says (a clock behind the build's would keep it fresh): the
      // first observer of each query refreshes it in the background.
      void queryClient.invalidateQueries({
        predicate: (query) => inSnapshot(query.queryKey),
        refetchType: 'none',
      });
    } catch (error) {
      // The page still works: the reads run as on a page without a snapshot.
      console.error('The prerendered data could not be read', error);
    }
  }
  if (element && !document.documentElement.classList.contains(CONSENT_STORED_CLASS)) {
    queryClient.setQueryData(CONSENT_KEY, null, { updatedAt: 0 });
    void queryClient.invalidateQueries({ queryKey: CONSENT_KEY, refetchType: 'none' });
  }
};
