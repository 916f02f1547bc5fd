import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { makeContainer } from './container';
import { App } from './ui/app/app';
import { DocumentMetaCollector, type DocumentMeta } from './ui/app/document-meta';
import { toMinute } from './ui/app/render-time';
import { makeServerStyleCache } from './ui/app/style-cache';
import { makeSystem } from './ui/app/theme';
import { makeQueryClient, makeRouter } from './ui/app/router';
import { inSnapshot, serializeSnapshot } from './ui/app/snapshot';
import { offsetsAround, serializeFormats } from './ui/app/prerendered-formats';
import { recordFormattedTexts } from './ui/i18n/formatted-texts';
import { FALLBACK_LANGUAGE, NAMESPACES, type UiLanguage } from './ui/i18n/i18n';
import { languageOfPath } from './ui/i18n/language-path';

export { START_FAILED_ID } from './ui/app/start-failed';
export { SITE_HEADER_ID } from './ui/layout/public-header';
export { RENDERED_AT_ATTRIBUTE, dayLabelsHold } from './ui/app/render-time';
export { DEMO_STORAGE_KEY } from './adapters/memory/memory-database';
export { PRERENDERED_STYLES_ATTRIBUTE } from './ui/app/style-cache';
export { SNAPSHOT_ID, CONSENT_STORED_CLASS } from './ui/app/snapshot';
export { FORMATS_ID } from './ui/app/prerendered-formats';
export { CONSENT_STORAGE_KEY } from './adapters/browser/local-consent-preferences-store';
export { PUBLIC_PAGES, pathInLanguage } from './ui/i18n/language-path';
export { LANGUAGES, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from './ui/i18n/i18n';

type Resources = Record<(typeof NAMESPACES)[number], Record<string, unknown>>;

export interface PrerenderedPage {
  readonly html: string;
  readonly meta: DocumentMeta;
  readonly language: UiLanguage;
  /** The page's public reads as JSON for the browser's cache (src/ui/app/snapshot.ts). */
  readonly snapshot: string;
  /** The dates and prices the page shows and Berlin's offsets, as JSON (src/ui/app/prerendered-formats.ts). */
  readonly formats: string;
  /** Keys of public reads that failed: the page would show an empty list or an error where data belongs. */
  readonly failed: readonly string[];
  /**
   * The moment the page shows ('Today', the next events), for the browser's hydration (ISO 8601); null for
   * a skeleton page, which the browser renders anew, as its first render already has the data.
   */
  readonly renderedAt: string | null;
}

/** How long a page's reads may take at build time before the build gives up on them. */
const READ_TIMEOUT_MS = 30_000;

/**
 * Runs every public read the page has asked for and has not yet got, the way the browser would after its
 * first render: the loaders' reads and those components start (the footer's contact and hours). True when
 * there were any, so that the page is rendered again with their data.
 */
const settleReads = async (queryClient: QueryClient): Promise<boolean> => {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => inSnapshot(query.queryKey) && query.state.status === 'pending');
  if (waiting.length === 0) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`Reads still pending after ${READ_TIMEOUT_MS / 1000} s: ${keysOf(waiting)}`)),
      READ_TIMEOUT_MS,
    );
  });
  try {
    // fetch() joins a read that a loader has started, and starts one that a component only asked for.
    await Promise.race([Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return true;
};

const keysOf = (queries: readonly { queryKey: readonly unknown[] }[]) =>
  queries.map((query) => JSON.stringify(query.queryKey)).join(', ');

/**
 * The build-time renderer (scripts/prerender.mjs, decisions 0006, 0082 and 0083): React's server renderer
 * over the same route tree and components as the browser, at a public address in its language. With
 * 'prerender' the pages hold the restaurant's public data (the demo seed, or the Supabase project read with
 * the anon key), with 'skeleton' every read stays pending and the pages hold skeletons.
 */
export const makePrerenderer = async (
  kind: 'prerender' | 'skeleton',
  resources: Record<UiLanguage, Resources>,
): Promise<(path: string) => Promise<PrerenderedPage>> => {
  const container = await makeContainer(kind);
  const offsets = offsetsAround(new Date());
  return async (path) => {
    const language = languageOfPath(path);
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      resources,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    const queryClient = makeQueryClient();
    // A first visitor has made no consent choice: the banner is part of the page (hidden by a class on
    // <html> before the first paint when a choice is stored).
    queryClient.setQueryData(['consent', 'current'], null);
    const router = makeRouter(
      queryClient,
      container,
      () => language,
      createMemoryHistory({ initialEntries: [path] }),
    );
    await router.load();
    const renderedAt = toMinute(new Date());
    const meta: DocumentMeta = { title: '', description: '' };
    const render = () =>
      renderToString(
        <DocumentMetaCollector meta={meta}>
          <App
            container={container}
            queryClient={queryClient}
            router={router}
            i18n={i18n}
            renderedAt={renderedAt}
            designSystem={makeSystem()}
            styleCache={makeServerStyleCache()}
          />
        </DocumentMetaCollector>,
      );
    const recorded = recordFormattedTexts();
    let html = render();
    // Each round renders with what the last one read; components below data (a list's details) may ask
    // for more. Three rounds are more than any page needs today.
    for (let round = 0; kind === 'prerender' && round < 3 && (await settleReads(queryClient)); round++) {
      html = render();
    }
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => inSnapshot(query.queryKey) && query.state.status === 'error');
    return {
      html,
      meta,
      language,
      snapshot: serializeSnapshot(queryClient),
      formats: serializeFormats({ texts: recorded(), offsets }),
      failed: failed.map((query) => `${JSON.stringify(query.queryKey)}: ${String(query.state.error)}`),
      renderedAt: kind === 'prerender' ? renderedAt.toISOString() : null,
    };
  };
};
