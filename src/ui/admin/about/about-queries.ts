import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListAboutSections } from '../../../application/about/list-about-sections';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { queryKeys } from '../../app/query-keys';

/** Every about section, drafts included, with all images: the admin about page's one read. */
export const adminAboutQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.about.admin(),
    queryFn: () => unwrap(resolve(container, ListAboutSections).execute()),
  });
