import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { GetMonthlyAiUsage } from '../../../application/ai-usage/get-monthly-ai-usage';
import { ListMenuCategories } from '../../../application/menu/list-menu-categories';
import { ListMenuItems } from '../../../application/menu/list-menu-items';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

/** Every item, available or not, with its category: the admin grid. */
export const adminMenuItemsQuery = (container: Container) =>
  queryOptions({
    queryKey: ['menu', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListMenuItems).execute()),
  });

/** The categories in display order: the filter, the item dialog's select and the categories tab. */
export const adminMenuCategoriesQuery = (container: Container) =>
  queryOptions({
    queryKey: ['menu-categories', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListMenuCategories).execute()),
  });

export const aiUsageQuery = (container: Container) =>
  queryOptions({
    queryKey: ['ai-usage', 'month'] as const,
    queryFn: () => unwrap(resolve(container, GetMonthlyAiUsage).execute()),
  });

/**
 * After any menu write: the admin grid, the public menu and home page (items and category counts) and the
 * dashboard's count all show it.
 */
export const invalidateMenu = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['menu'] }),
    queryClient.invalidateQueries({ queryKey: ['menu-categories'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
