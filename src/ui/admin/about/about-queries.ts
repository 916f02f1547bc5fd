import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListAboutSections } from '../../../application/about/list-about-sections';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

/** Every about section, drafts included, with all images: the admin about page's one read. */
export const adminAboutQuery = (container: Container) =>
  queryOptions({
    queryKey: ['about', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListAboutSections).execute()),
  });
