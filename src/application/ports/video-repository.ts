import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { RestaurantVideo } from '../../domain/video/restaurant-video';
import type { PortError, Result } from '../../domain/shared/result';

export interface VideoRepository {
  /** Ordered by display_order ascending. */
  list(): Promise<Result<RestaurantVideo[], PortError>>;
  count(): Promise<Result<number, PortError>>;
  /** The tour video (is_featured) for the public featured-video section, or null. */
  findFeatured(): Promise<Result<RestaurantVideo | null, PortError>>;
  /** The home page's background video (featured_for_hero), or null. */
  findHero(): Promise<Result<RestaurantVideo | null, PortError>>;
  create(draft: Draft<RestaurantVideo>): Promise<Result<RestaurantVideo, PortError>>;
  update(id: Id, patch: Patch<RestaurantVideo>): Promise<Result<RestaurantVideo, PortError>>;
  /** Sets or clears the hero flag; setting it clears it on every other video in the same step. */
  setHero(id: Id, on: boolean): Promise<Result<void, PortError>>;
  /** Removes one video and answers the removed row (its files are the caller's to delete). */
  remove(id: Id): Promise<Result<RestaurantVideo, PortError>>;
}
