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
 * Starts the browser's cache from the page's snapshot, if it has one, for hydrating the page (decision
 * 0092): the data counts as fresh until the app has taken the page over, so that no refresh changes what
 * React is still matching against the HTML; `refreshSnapshot` then reads it anew. The page was
 * prerendered for a first visitor, with the cookie banner showing (hidden by a class on <html> when this
 * browser holds a choice): the consent starts as "none yet" for the same reason.
 */
export const startFromSnapshot = (queryClient: QueryClient, document: Document): void => {
  const element = document.getElementById(SNAPSHOT_ID);
  if (!element) return;
  if (element.textContent) {
    try {
      const state = JSON.parse(element.textContent) as DehydratedState;
      // The build's timestamps would make the data stale at once; the visitor's clock may also be off.
      const now = Date.now();
      hydrate(queryClient, {
        ...state,
        queries: state.queries.map((query) => ({
          ...query,
          state: { ...query.state, dataUpdatedAt: now },
        })),
      });
    } catch (error) {
      // The page still works: the reads run as on a page without a snapshot.
      console.error('The prerendered data could not be read', error);
    }
  }
  queryClient.setQueryData(CONSENT_KEY, null);
};

/** Hands the main thread back to the browser between two reads of the refresh. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Once the app has taken the page over: every prerendered read is refreshed in the background, and the
 * visitor's own consent is read; the class that hid the prerendered banner then gives way to the app's
 * banner (shown or not by the consent just read). One read per task: all of them at once were one long
 * task on a slow phone, each read resolving its use case and the demo reading its data.
 */
export const refreshSnapshot = async (queryClient: QueryClient, document: Document): Promise<void> => {
  if (!document.getElementById(SNAPSHOT_ID)) return;
  void queryClient.invalidateQueries({ queryKey: CONSENT_KEY }).then(() => {
    document.documentElement.classList.remove(CONSENT_STORED_CLASS);
  });
  const snapshot = { predicate: (query: { queryKey: readonly unknown[] }) => inSnapshot(query.queryKey) };
  await queryClient.invalidateQueries({ ...snapshot, refetchType: 'none' });
  for (const query of queryClient.getQueryCache().findAll({ ...snapshot, type: 'active' })) {
    await nextTask();
    void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' });
  }
};
