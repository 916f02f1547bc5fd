import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListVideos } from '../../../application/videos/list-videos';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { queryKeys, type QueryKeyArea } from '../../app/query-keys';

export const adminVideosQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.videos.admin(),
    queryFn: () => unwrap(resolve(container, ListVideos).execute()),
  });

/** What a video write refreshes: the admin page, the home hero, the featured-video section, the dashboard. */
export const VIDEO_WRITES = ['videos', 'dashboard'] as const satisfies readonly QueryKeyArea[];
