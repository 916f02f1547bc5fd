import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { CheckSystemStatus } from '../../../application/dashboard/check-system-status';
import { CountDashboardItems } from '../../../application/dashboard/count-dashboard-items';
import { resolve } from '../../../container';

/** Never fails: a count that cannot be read is null and only logged (spec section 8). */
export const dashboardCountsQuery = (container: Container) =>
  queryOptions({
    queryKey: ['dashboard', 'counts'] as const,
    queryFn: () => resolve(container, CountDashboardItems).execute(),
  });

/** Checked again on every visit: a status is only worth showing while it is current. */
export const systemStatusQuery = (container: Container) =>
  queryOptions({
    queryKey: ['dashboard', 'status'] as const,
    queryFn: () => resolve(container, CheckSystemStatus).execute(),
    staleTime: 0,
  });
