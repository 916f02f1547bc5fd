import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListAllEvents } from '../../../application/events/list-all-events';
import { resolve } from '../../../container';
import { unwrap } from '../../app/query';

/** Every event, soonest first: the admin events page's one read; its tabs split it. */
export const adminEventsQuery = (container: Container) =>
  queryOptions({
    queryKey: ['events', 'admin'] as const,
    queryFn: () => unwrap(resolve(container, ListAllEvents).execute()),
  });
