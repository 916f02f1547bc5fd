import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { MenuCategory, MenuCategoryWithCount } from '../../domain/menu/menu-category';
import type { PortError, Result } from '../../domain/shared/result';

/** Ordered by display_order ascending. A category still used by an item cannot be removed (Conflict). */
export interface MenuCategoryRepository {
  list(): Promise<Result<MenuCategory[], PortError>>;
  /** With the number of available items in each. */
  listWithCounts(): Promise<Result<MenuCategoryWithCount[], PortError>>;
  create(draft: Draft<MenuCategory>): Promise<Result<MenuCategory, PortError>>;
  update(id: Id, patch: Patch<MenuCategory>): Promise<Result<MenuCategory, PortError>>;
  remove(id: Id): Promise<Result<void, PortError>>;
}
