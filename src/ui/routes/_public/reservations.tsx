import { createFileRoute } from '@tanstack/react-router';
import { ReservationPage } from '../../reservations/reservation-page';

export const Route = createFileRoute('/_public/reservations')({ component: ReservationPage });
