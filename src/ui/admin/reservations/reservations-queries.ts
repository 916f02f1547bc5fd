import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { CountReservations } from '../../../application/reservations/count-reservations';
import { ListConfirmationOutbox } from '../../../application/reservations/list-confirmation-outbox';
import { ListReservationEmails } from '../../../application/reservations/list-reservation-emails';
import { ListReservations } from '../../../application/reservations/list-reservations';
import { ShowDaySheet } from '../../../application/reservations/show-day-sheet';
import { ShowReservationHistory } from '../../../application/reservations/show-reservation-history';
import type { ReservationQuery } from '../../../domain/reservation/query';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { queryKeys } from '../../app/query-keys';

// Every key is under queryKeys.reservations, so useReservationUpdate's invalidation reaches all of them.

/**
 * One page of the admin list. The answer carries the query it answers: while the next page loads, the
 * previous one stays on screen (keepPreviousData), and the list can say which query its rows belong to.
 */
export const reservationListQuery = (container: Container, query: ReservationQuery) =>
  queryOptions({
    queryKey: queryKeys.reservations.list(query),
    queryFn: async () => ({
      query,
      ...(await unwrap(resolve(container, ListReservations).execute(query))),
    }),
    placeholderData: keepPreviousData,
  });

/** The pending, upcoming, total and today's figures, counted by the store. */
export const reservationCountsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.reservations.counts(),
    queryFn: () => unwrap(resolve(container, CountReservations).execute()),
  });

/** One date's bookings by time slot, for the day view. */
export const daySheetQuery = (container: Container, date: string) =>
  queryOptions({
    queryKey: queryKeys.reservations.day(date),
    queryFn: () => unwrap(resolve(container, ShowDaySheet).execute(date)),
    placeholderData: keepPreviousData,
  });

/** The demo's sent confirmation e-mails; read fresh each time the outbox opens (a guest may book in another tab). */
export const demoOutboxQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.reservations.outbox(),
    queryFn: () => unwrap(resolve(container, ListConfirmationOutbox).execute()),
    staleTime: 0,
  });

/** The e-mails about one reservation and how far each got, for its detail dialog (decision 0078). */
export const reservationEmailsQuery = (container: Container, reservationId: string) =>
  queryOptions({
    queryKey: queryKeys.reservations.emails(reservationId),
    queryFn: () => unwrap(resolve(container, ListReservationEmails).execute(reservationId)),
    staleTime: 0,
  });

/** Every recorded change of one reservation, for its detail dialog. */
export const reservationHistoryQuery = (container: Container, reservationId: string) =>
  queryOptions({
    queryKey: queryKeys.reservations.history(reservationId),
    queryFn: () => unwrap(resolve(container, ShowReservationHistory).execute(reservationId)),
    staleTime: 0,
  });
