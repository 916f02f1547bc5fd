import { createFileRoute } from '@tanstack/react-router';
import { AdminEventsPage } from '../../../admin/events/admin-events-page';
import { adminEventsQuery } from '../../../admin/events/events-queries';

export const Route = createFileRoute('/admin/_authed/events')({
  // Started, not awaited: the page shows its skeleton at once and fills in when the read arrives.
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminEventsQuery(context.container)),
  component: AdminEventsPage,
});
