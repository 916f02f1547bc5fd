import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { routeTree } from '../route-tree.gen';
import { NotFoundPage } from '../layout/not-found-page';

// Part of the router's module, so that the app's start loads no chunk of its own for it.
export { startFromSnapshot } from './snapshot';
import { languageRewrite, type UiLanguage } from '../i18n/i18n';

export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

/**
 * The browser's history by default; the prerenderer passes a memory history at the page's path.
 * `language` is the language the visitor reads: links to public pages carry its prefix (decision 0083).
 */
export const makeRouter = (
  queryClient: QueryClient,
  container: Container,
  language: () => UiLanguage,
  history?: RouterHistory,
) =>
  createRouter({
    routeTree,
    ...(history ? { history } : {}),
    rewrite: languageRewrite(language),
    context: { queryClient, container },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });

/**
 * Marks the router as taking over server-rendered HTML, as TanStack Start's client does: it then renders
 * the same tree as the build's renderer (no Suspense boundary of its own around the matches), which
 * React needs to hydrate the prerendered page (decision 0092).
 */
export const hydrating = (router: ReturnType<typeof makeRouter>): void => {
  router.ssr = { manifest: undefined };
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
