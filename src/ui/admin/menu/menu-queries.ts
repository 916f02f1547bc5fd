import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { GetMonthlyAiUsage } from '../../../application/ai-usage/get-monthly-ai-usage';
import { ListMenuCategories } from '../../../application/menu/list-menu-categories';
import { ListMenuItems } from '../../../application/menu/list-menu-items';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { invalidateAreas, queryKeys, type QueryKeyArea } from '../../app/query-keys';

/** Every item, available or not, with its category: the admin grid. */
export const adminMenuItemsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.menu.admin(),
    queryFn: () => unwrap(resolve(container, ListMenuItems).execute()),
  });

/** The categories in display order: the filter, the item dialog's select and the categories tab. */
export const adminMenuCategoriesQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.menuCategories.admin(),
    queryFn: () => unwrap(resolve(container, ListMenuCategories).execute()),
  });

export const aiUsageQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.aiUsage.month(),
    queryFn: () => unwrap(resolve(container, GetMonthlyAiUsage).execute()),
  });

/**
 * What a menu write refreshes: the admin grid, the public menu and home page (items and category counts) and
 * the dashboard's count.
 */
export const MENU_WRITES = ['menu', 'menuCategories', 'dashboard'] as const satisfies readonly QueryKeyArea[];

export const invalidateMenu = (queryClient: QueryClient) => invalidateAreas(queryClient, ...MENU_WRITES);
