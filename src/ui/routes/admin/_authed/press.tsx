import { createFileRoute } from '@tanstack/react-router';
import { AdminPressPage } from '../../../admin/press/admin-press-page';
import { adminPressQuery } from '../../../admin/press/press-queries';

export const Route = createFileRoute('/admin/_authed/press')({
  // Started, not awaited: the page shows its six skeleton cards at once and fills in when the read arrives.
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminPressQuery(context.container)),
  component: AdminPressPage,
});
