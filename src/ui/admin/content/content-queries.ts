import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListContentBlocks } from '../../../application/content/list-content-blocks';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

/** Every content block, drafts included, by section name: the admin content page's one read. */
export const adminContentBlocksQuery = (container: Container) =>
  queryOptions({
    queryKey: ['content-blocks', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListContentBlocks).execute()),
  });
