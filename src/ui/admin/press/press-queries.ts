import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListPressArticles } from '../../../application/press/list-press-articles';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { queryKeys } from '../../app/query-keys';

/** Every press article, featured first then newest: the admin press page's one read. */
export const adminPressQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.press.admin(),
    queryFn: () => unwrap(resolve(container, ListPressArticles).execute()),
  });
