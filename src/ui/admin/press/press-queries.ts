import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListPressArticles } from '../../../application/press/list-press-articles';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

/** Every press article, featured first then newest: the admin press page's one read. */
export const adminPressQuery = (container: Container) =>
  queryOptions({
    queryKey: ['press', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListPressArticles).execute()),
  });
