import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListGalleryImages } from '../../../application/gallery/list-gallery-images';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { queryKeys, type QueryKeyArea } from '../../app/query-keys';

export const adminGalleryQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.gallery.admin(),
    queryFn: () => unwrap(resolve(container, ListGalleryImages).execute()),
  });

/** What a gallery write refreshes: the admin page, the public gallery and the dashboard's count. */
export const GALLERY_WRITES = ['gallery', 'dashboard'] as const satisfies readonly QueryKeyArea[];
