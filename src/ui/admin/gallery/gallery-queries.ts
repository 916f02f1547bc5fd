import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListGalleryImages } from '../../../application/gallery/list-gallery-images';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

export const adminGalleryQuery = (container: Container) =>
  queryOptions({
    queryKey: ['gallery', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListGalleryImages).execute()),
  });

/** After any gallery write: the admin page, the public gallery and the dashboard's count. */
export const invalidateGallery = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['gallery'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
