import type { RestaurantEvent } from './event';

/** An event earlier than now is past, whether or not it is active. */
export const isPast = (event: Pick<RestaurantEvent, 'event_date'>, now: Date): boolean =>
  Date.parse(event.event_date) < now.getTime();

/** Shown under the admin's Active Events tab. */
export const isActiveListed = (
  event: Pick<RestaurantEvent, 'event_date' | 'is_active'>,
  now: Date,
): boolean => event.is_active && !isPast(event, now);

/** How full an event is, for its progress bar; overbooked events show a full bar. */
export const participationPercent = (
  event: Pick<RestaurantEvent, 'current_participants' | 'max_participants'>,
): number =>
  event.max_participants <= 0
    ? 0
    : Math.min(100, (event.current_participants / event.max_participants) * 100);
