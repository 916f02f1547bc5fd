import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListContentBlocks } from '../../../application/content/list-content-blocks';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { queryKeys } from '../../app/query-keys';

/** Every content block, drafts included, by section name: the admin content page's one read. */
export const adminContentBlocksQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.content.admin(),
    queryFn: () => unwrap(resolve(container, ListContentBlocks).execute()),
  });
