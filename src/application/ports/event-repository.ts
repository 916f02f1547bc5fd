import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { RestaurantEvent } from '../../domain/event/event';
import type { PortError, Result } from '../../domain/shared/result';

export interface EventRepository {
  /** Active events at or after `from`, event_date ascending. */
  listUpcoming(
    from: Date,
    options?: { readonly limit?: number },
  ): Promise<Result<RestaurantEvent[], PortError>>;
  /** Every event, event_date ascending (admin). */
  listAll(): Promise<Result<RestaurantEvent[], PortError>>;
  count(): Promise<Result<number, PortError>>;
  /** One event by id, or null when there is none. */
  find(id: Id): Promise<Result<RestaurantEvent | null, PortError>>;
  create(draft: Draft<RestaurantEvent>): Promise<Result<RestaurantEvent, PortError>>;
  update(id: Id, patch: Patch<RestaurantEvent>): Promise<Result<RestaurantEvent, PortError>>;
  /** Removes one event and answers the removed row (its picture is the caller's to delete). */
  remove(id: Id): Promise<Result<RestaurantEvent, PortError>>;
}
