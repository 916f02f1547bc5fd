import { createFileRoute } from '@tanstack/react-router';
import { Ports } from '../../../../../application/ports/tokens';
import { awaitingConfirmationQuery } from '../../../../../domain/reservation/query';
import { restaurantDate } from '../../../../../domain/shared/time';
import { port } from '../../../../../container';
import { AdminReservationsPage } from '../../../../admin/reservations/admin-reservations-page';
import { listQuery } from '../../../../admin/reservations/reservation-search';
import { validateListSearch } from './search-params';
import {
  reservationCountsQuery,
  reservationListQuery,
} from '../../../../admin/reservations/reservations-queries';

export const Route = createFileRoute('/admin/_authed/reservations/')({
  // The filters and the page live in the address, so that Back and a reload keep them.
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  // Starts the reads; the page shows its loading text meanwhile and a toast if one fails.
  loader: ({ context: { queryClient, container }, deps }) => {
    const today = restaurantDate(port(container, Ports.clock).now());
    void queryClient.prefetchQuery(reservationListQuery(container, listQuery(deps, today)));
    void queryClient.prefetchQuery(reservationListQuery(container, awaitingConfirmationQuery(today)));
    void queryClient.prefetchQuery(reservationCountsQuery(container));
  },
  component: AdminReservationsPage,
});
