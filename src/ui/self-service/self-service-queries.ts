import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ShowReservationByToken } from '../../application/reservations/show-reservation-by-token';
import { resolve } from '../../container';
import { PortFailure, unwrap } from '../app/query';
import { queryKeys } from '../app/query-keys';

/**
 * The booking a self-service token opens. Under 'reservations', so that a booking or a cancellation refreshes
 * it. A refusal of the link (Invalid) is an answer, not a hiccup: it is not retried.
 */
export const guestReservationQuery = (container: Container, token: string) =>
  queryOptions({
    queryKey: queryKeys.reservations.selfService(token),
    queryFn: () => unwrap(resolve(container, ShowReservationByToken).execute(token)),
    retry: (failures, error) =>
      !(error instanceof PortFailure && error.error.kind === 'Invalid') && failures < 1,
    staleTime: 0,
  });
