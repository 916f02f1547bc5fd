import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReservationQuery } from '../../domain/reservation/query';
import type { BookingChannel } from '../../domain/room/floor-plan';
import type { QueryArea } from './query';

/** The first element of every key: an area of src/ui/app/query.ts, or one that only settings read. */
type KeyArea = QueryArea | 'settings' | 'staff' | 'restaurant-contact';

const root = <A extends KeyArea>(area: A) => [area] as const;

/**
 * The one place query keys are spelled. Every key starts with its area (`all`), so that a write refreshes
 * everything that shows the area, on the public site and in the admin alike: `invalidateAreas(queryClient,
 * 'press')`. A read's `queryOptions` takes its key from here; nothing else writes a key by hand.
 */
export const queryKeys = {
  press: {
    all: root('press'),
    admin: () => [...root('press'), 'admin'] as const,
    list: (limit?: number) => [...root('press'), 'list', limit ?? 'all'] as const,
  },
  events: {
    all: root('events'),
    admin: () => [...root('events'), 'admin'] as const,
    upcoming: (limit?: number) => [...root('events'), 'upcoming', limit ?? 'all'] as const,
  },
  videos: {
    all: root('videos'),
    admin: () => [...root('videos'), 'admin'] as const,
    featured: () => [...root('videos'), 'featured'] as const,
    hero: () => [...root('videos'), 'hero'] as const,
  },
  menu: {
    all: root('menu'),
    admin: () => [...root('menu'), 'admin'] as const,
    public: () => [...root('menu'), 'public'] as const,
    featured: () => [...root('menu'), 'featured'] as const,
  },
  /** Their item counts change with the items, so a menu item write refreshes this area as well. */
  menuCategories: {
    all: root('menu-categories'),
    admin: () => [...root('menu-categories'), 'admin'] as const,
    withCounts: () => [...root('menu-categories'), 'with-counts'] as const,
  },
  aiUsage: {
    all: root('ai-usage'),
    month: () => [...root('ai-usage'), 'month'] as const,
  },
  gallery: {
    all: root('gallery'),
    admin: () => [...root('gallery'), 'admin'] as const,
    list: () => [...root('gallery'), 'list'] as const,
  },
  content: {
    all: root('content-blocks'),
    admin: () => [...root('content-blocks'), 'admin'] as const,
    imprint: () => [...root('content-blocks'), 'imprint'] as const,
    privacyOperator: () => [...root('content-blocks'), 'privacy-operator'] as const,
    active: (sectionName: string) => [...root('content-blocks'), 'active', sectionName] as const,
    guest: () => [...root('content-blocks'), 'guest'] as const,
  },
  about: {
    all: root('about'),
    admin: () => [...root('about'), 'admin'] as const,
    published: () => [...root('about'), 'published'] as const,
  },
  settings: {
    all: root('settings'),
    abuseLimits: () => [...root('settings'), 'abuse-limits'] as const,
    retention: () => [...root('settings'), 'retention'] as const,
    floorPlan: () => [...root('settings'), 'floor-plan'] as const,
  },
  bookingRules: { all: root('booking-rules') },
  restaurantContact: { all: root('restaurant-contact') },
  /** Every reservation read, the free times and the dashboard's reservation figures included. */
  reservations: {
    all: root('reservations'),
    list: (query: ReservationQuery) => [...root('reservations'), 'list', query] as const,
    counts: () => [...root('reservations'), 'counts'] as const,
    day: (date: string) => [...root('reservations'), 'day', date] as const,
    /** Each time of a date for a party with its tables or why not (staff); refreshed with every booking. */
    availability: (date: string, partySize: number, channel: BookingChannel) =>
      [...root('reservations'), 'availability', date, partySize, channel] as const,
    outbox: () => [...root('reservations'), 'outbox'] as const,
    emails: (reservationId: string) => [...root('reservations'), 'emails', reservationId] as const,
    history: (reservationId: string) => [...root('reservations'), 'history', reservationId] as const,
    dashboardCounts: () => [...root('reservations'), 'dashboard-counts'] as const,
    refusedToday: () => [...root('reservations'), 'refused-today'] as const,
    /** Every date's free times, refreshed after a booking or a move. */
    allFreeTimes: () => [...root('reservations'), 'free-times'] as const,
    freeTimes: (date: string, partySize: number) =>
      [...root('reservations'), 'free-times', date, partySize] as const,
    /** Under the free times, so that a booking or a move refreshes them too. */
    fullDays: (from: string, to: string, partySize: number) =>
      [...root('reservations'), 'free-times', 'full-days', from, to, partySize] as const,
    selfService: (token: string) => [...root('reservations'), 'self-service', token] as const,
  },
  /** The dashboard's item counts and system status; every catalogue write refreshes them. */
  dashboard: {
    all: root('dashboard'),
    counts: () => [...root('dashboard'), 'counts'] as const,
    status: () => [...root('dashboard'), 'status'] as const,
  },
  staff: {
    all: root('staff'),
    members: () => [...root('staff'), 'members'] as const,
    session: () => [...root('staff'), 'session'] as const,
  },
  consent: {
    all: root('consent'),
    current: () => [...root('consent'), 'current'] as const,
  },
} as const;

export type QueryKeyArea = keyof typeof queryKeys;

/** Marks every read of the given areas stale and refetches the ones on screen; resolves when they are back. */
export const invalidateAreas = async (queryClient: QueryClient, ...areas: readonly QueryKeyArea[]) => {
  await Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: queryKeys[area].all })));
};

/** `invalidateAreas` bound to the app's query client, for a component's save and delete handlers. */
export const useInvalidateAreas = () => {
  const queryClient = useQueryClient();
  return (...areas: readonly QueryKeyArea[]) => invalidateAreas(queryClient, ...areas);
};
