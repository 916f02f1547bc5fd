import { createFileRoute } from '@tanstack/react-router';
import { AdminGalleryPage } from '../../../admin/gallery/admin-gallery-page';
import { adminGalleryQuery } from '../../../admin/gallery/gallery-queries';

export const Route = createFileRoute('/admin/_authed/gallery')({
  // Prefetched, not ensured: a failed read shows the page's own error toast and empty state.
  loader: ({ context: { queryClient, container } }) =>
    queryClient.prefetchQuery(adminGalleryQuery(container)),
  component: AdminGalleryPage,
});
