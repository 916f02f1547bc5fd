import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListFullDays } from '../../application/booking-rules/list-full-days';
import { ListFreeTimes } from '../../application/booking-rules/list-free-times';
import { ShowBookingRules } from '../../application/booking-rules/show-booking-rules';
import { resolve } from '../../container';
import { unwrap } from '../app/query';
import { queryKeys } from '../app/query-keys';

/** The owner's booking rules; they change rarely, a page keeps them for a few minutes. */
export const bookingRulesQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.bookingRules.all,
    queryFn: () => unwrap(resolve(container, ShowBookingRules).execute()),
    staleTime: 5 * 60_000,
  });

/**
 * The free times of a date for a party. Under 'reservations', so that a booking refreshes them;
 * short-lived, as other guests book too. Not retried by the query: the Supabase client already retries a
 * failed read (after 1, 2 and 4 s), and with the backend down a second round would leave the guest without
 * times for some 15 s; the form then offers the day's slots by the rules and the store decides (decision 0091).
 */
/** The open days of a calendar view on which nothing is free for the party (greyed out in the calendar). */
export const fullDaysQuery = (container: Container, from: string, to: string, partySize: number) =>
  queryOptions({
    queryKey: queryKeys.reservations.fullDays(from, to, partySize),
    queryFn: () => unwrap(resolve(container, ListFullDays).execute({ from, to, partySize })),
    staleTime: 30_000,
    retry: false,
  });

export const freeTimesQuery = (container: Container, date: string, partySize: number) =>
  queryOptions({
    queryKey: queryKeys.reservations.freeTimes(date, partySize),
    queryFn: () => unwrap(resolve(container, ListFreeTimes).execute({ date, partySize })),
    enabled: date !== '',
    staleTime: 30_000,
    retry: false,
  });
