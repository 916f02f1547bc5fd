import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListAllEvents } from '../../../application/events/list-all-events';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';
import { queryKeys, type QueryKeyArea } from '../../app/query-keys';

/** Every event, soonest first: the admin events page's one read; its tabs split it. */
export const adminEventsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.events.admin(),
    queryFn: () => unwrap(resolve(container, ListAllEvents).execute()),
  });

/** What an event write refreshes: the admin page, the public events and home teaser, the dashboard's count. */
export const EVENT_WRITES = ['events', 'dashboard'] as const satisfies readonly QueryKeyArea[];
