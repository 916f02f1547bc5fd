import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { CheckSystemStatus } from '../../../application/dashboard/check-system-status';
import { CountDashboardItems } from '../../../application/dashboard/count-dashboard-items';
import { CountReservations } from '../../../application/reservations/count-reservations';
import { resolve } from '../../../container';
import { queryKeys } from '../../app/query-keys';

/** Never fails: a count that cannot be read is null and only logged, so the other cards still show. */
export const dashboardCountsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.dashboard.counts(),
    queryFn: () => resolve(container, CountDashboardItems).execute(),
  });

/** Checked again on every visit: a status is only worth showing while it is current. */
export const systemStatusQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.dashboard.status(),
    queryFn: () => resolve(container, CheckSystemStatus).execute(),
    staleTime: 0,
  });

/**
 * Today's covers and bookings and the pending count. Never fails: counts that cannot be read are null and
 * only logged. Keyed under 'reservations', so a status change on the reservations page
 * refreshes it too.
 */
export const dashboardReservationCountsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.reservations.dashboardCounts(),
    queryFn: async () => {
      try {
        const result = await resolve(container, CountReservations).execute();
        if (result.ok) return result.value;
        console.error('Failed to count reservations', result.error);
      } catch (error) {
        console.error('Failed to count reservations', error);
      }
      return null;
    },
  });
