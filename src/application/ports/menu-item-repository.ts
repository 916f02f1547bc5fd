import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { MenuItem, MenuItemWithCategory } from '../../domain/menu/menu-item';
import type { PortError, Result } from '../../domain/shared/result';

export interface MenuItemFilter {
  readonly onlyAvailable?: boolean;
  readonly onlyFeatured?: boolean;
  readonly limit?: number;
}

/**
 * Lists are ordered by display_order ascending and join the category's id and name; they hold every matching
 * row (or the first `limit`), however many there are.
 */
export interface MenuItemRepository {
  list(filter?: MenuItemFilter): Promise<Result<MenuItemWithCategory[], PortError>>;
  count(): Promise<Result<number, PortError>>;
  /** One item by id, or null when there is none. */
  find(id: Id): Promise<Result<MenuItem | null, PortError>>;
  create(draft: Draft<MenuItem>): Promise<Result<MenuItem, PortError>>;
  update(id: Id, patch: Patch<MenuItem>): Promise<Result<MenuItem, PortError>>;
  /** Removes one item and answers the removed row (its picture is the caller's to delete). */
  remove(id: Id): Promise<Result<MenuItem, PortError>>;
}
