import { createFileRoute } from '@tanstack/react-router';
import { AdminReservationsPage } from '../../../admin/reservations/admin-reservations-page';
import { adminReservationsQuery } from '../../../admin/reservations/reservations-queries';

export const Route = createFileRoute('/admin/_authed/reservations')({
  // Starts the read; the page shows its loading text meanwhile and a toast if it fails (spec section 8).
  loader: ({ context: { queryClient, container } }) => {
    void queryClient.prefetchQuery(adminReservationsQuery(container));
  },
  component: AdminReservationsPage,
});
