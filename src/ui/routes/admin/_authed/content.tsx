import { createFileRoute } from '@tanstack/react-router';
import { AdminContentPage } from '../../../admin/content/admin-content-page';
import { adminContentBlocksQuery } from '../../../admin/content/content-queries';

export const Route = createFileRoute('/admin/_authed/content')({
  // Started, not awaited: the page shows its skeleton at once and fills in when the read arrives.
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminContentBlocksQuery(context.container)),
  component: AdminContentPage,
});
