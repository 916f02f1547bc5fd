import { createFileRoute } from '@tanstack/react-router';
import { AdminVideosPage } from '../../../admin/videos/admin-videos-page';
import { adminVideosQuery } from '../../../admin/videos/video-queries';

export const Route = createFileRoute('/admin/_authed/videos')({
  // Prefetched, not ensured: a failed read shows the page's own error toast and empty state.
  loader: ({ context: { queryClient, container } }) => queryClient.prefetchQuery(adminVideosQuery(container)),
  component: AdminVideosPage,
});
