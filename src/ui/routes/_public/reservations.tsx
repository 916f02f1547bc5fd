import { createFileRoute } from '@tanstack/react-router';
import { ReservationPage } from '../../reservations/reservation-page';
import { validateBookingSearch } from '../../reservations/booking-search';

export const Route = createFileRoute('/_public/reservations')({
  // ?event=<id>: the guest signs up for that event ("Join event").
  validateSearch: validateBookingSearch,
  component: ReservationPage,
});
