import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../../admin/dashboard/admin-dashboard-page';
import { dashboardCountsQuery, systemStatusQuery } from '../../../admin/dashboard/dashboard-queries';

export const Route = createFileRoute('/admin/_authed/')({
  loader: ({ context: { queryClient, container } }) =>
    Promise.all([
      queryClient.prefetchQuery(dashboardCountsQuery(container)),
      queryClient.prefetchQuery(systemStatusQuery(container)),
    ]),
  component: AdminDashboardPage,
});
