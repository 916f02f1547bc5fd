import { createFileRoute } from '@tanstack/react-router';
import { SelfServicePage } from '../../self-service/self-service-page';
import { guestReservationQuery } from '../../self-service/self-service-queries';

export const Route = createFileRoute('/_public/reservation/$token')({
  // The self-service link of a booking's e-mails: the booking's read starts with the route.
  loader: ({ context: { queryClient, container }, params: { token } }) => {
    void queryClient.prefetchQuery(guestReservationQuery(container, token));
  },
  component: SelfServicePage,
});
