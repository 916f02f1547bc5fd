import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { MenuItem, MenuItemWithCategory } from '../../domain/menu/menu-item';
import type { PortError, Result } from '../../domain/shared/result';

export interface MenuItemFilter {
  readonly onlyAvailable?: boolean;
  readonly onlyFeatured?: boolean;
  readonly limit?: number;
}

/** Lists are ordered by display_order ascending and join the category's id and name. */
export interface MenuItemRepository {
  list(filter?: MenuItemFilter): Promise<Result<MenuItemWithCategory[], PortError>>;
  count(): Promise<Result<number, PortError>>;
  create(draft: Draft<MenuItem>): Promise<Result<MenuItem, PortError>>;
  update(id: Id, patch: Patch<MenuItem>): Promise<Result<MenuItem, PortError>>;
  remove(id: Id): Promise<Result<void, PortError>>;
}
