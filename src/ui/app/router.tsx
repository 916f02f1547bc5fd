import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { routeTree } from '../route-tree.gen';
import { NotFoundPage } from '../layout/not-found-page';

export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

/** The browser's history by default; the prerenderer passes a memory history at the page's path. */
export const makeRouter = (queryClient: QueryClient, container: Container, history?: RouterHistory) =>
  createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, container },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
