import { createFileRoute } from '@tanstack/react-router';
import { AdminMenuPage } from '../../../admin/menu/admin-menu-page';
import { adminMenuCategoriesQuery, adminMenuItemsQuery } from '../../../admin/menu/menu-queries';

export const Route = createFileRoute('/admin/_authed/menu')({
  // Prefetched, not ensured: a failed read shows the page's own error toast and empty state.
  loader: ({ context: { queryClient, container } }) =>
    Promise.all([
      queryClient.prefetchQuery(adminMenuItemsQuery(container)),
      queryClient.prefetchQuery(adminMenuCategoriesQuery(container)),
    ]),
  component: AdminMenuPage,
});
