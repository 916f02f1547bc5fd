import { createFileRoute } from '@tanstack/react-router';
import { AdminAboutPage } from '../../../admin/about/admin-about-page';
import { adminAboutQuery } from '../../../admin/about/about-queries';

export const Route = createFileRoute('/admin/_authed/about')({
  // Started, not awaited: the page shows its skeleton at once and fills in when the read arrives.
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminAboutQuery(context.container)),
  component: AdminAboutPage,
});
