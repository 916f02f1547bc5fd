import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { routeTree } from '../route-tree.gen';
import { NotFoundPage } from '../layout/not-found-page';

export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

export const makeRouter = (queryClient: QueryClient, container: Container) =>
  createRouter({
    routeTree,
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
