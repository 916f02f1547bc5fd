import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListVideos } from '../../../application/videos/list-videos';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

export const adminVideosQuery = (container: Container) =>
  queryOptions({
    queryKey: ['videos', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListVideos).execute()),
  });

/** After any video write: the admin page, the home hero, the featured-video section and the dashboard. */
export const invalidateVideos = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['videos'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
