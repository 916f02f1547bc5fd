import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListConfirmationOutbox } from '../../../application/reservations/list-confirmation-outbox';
import { ListReservations } from '../../../application/reservations/list-reservations';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

/** Every reservation, earliest first: the page filters and counts it itself. */
export const adminReservationsQuery = (container: Container) =>
  queryOptions({
    queryKey: ['reservations', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListReservations).execute()),
  });

/** The demo's sent confirmation e-mails; read fresh each time the outbox opens (a guest may book in another tab). */
export const demoOutboxQuery = (container: Container) =>
  queryOptions({
    queryKey: ['reservations', 'outbox'] as const,
    queryFn: () => unwrap(resolve(container, ListConfirmationOutbox).execute()),
    staleTime: 0,
  });
