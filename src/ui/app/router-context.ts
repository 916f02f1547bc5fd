import type { QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';

/** What every route's loader and guard gets: the query cache and the container of use cases. */
export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly container: Container;
}
