import type { MenuCategoryRepository } from '../../application/ports/menu-category-repository';
import type { MenuCategory } from '../../domain/menu/menu-category';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { conflict, ok } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';
import { byDisplayOrder, insertRow, removeRows, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';

/** The message of the foreign key's ON DELETE RESTRICT. */
const IN_USE = 'admin:menu.categories.inUse';
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/menu/category-schema');

export class MemoryMenuCategoryRepository implements MenuCategoryRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async list() {
    return ok([...this.db.tables().menu_categories].sort(byDisplayOrder).map(withTranslations));
  }

  async listWithCounts() {
    const { menu_categories, menu_items } = this.db.tables();
    return ok(
      [...menu_categories].sort(byDisplayOrder).map((category) => ({
        ...withTranslations(category),
        item_count: menu_items.filter((i) => i.category_id === category.id && i.is_available).length,
      })),
    );
  }

  async create(draft: Draft<MenuCategory>) {
    const schema = await schemas();
    const valid = schema.validateMenuCategoryDraft(draft);
    if (!valid.ok) return valid;
    return insertRow<MenuCategory>(this.db, 'menu_categories', this.db.stamp<MenuCategory>(valid.value));
  }

  async update(id: Id, patch: Patch<MenuCategory>) {
    const schema = await schemas();
    const current = this.db.tables().menu_categories.find((c) => c.id === id);
    if (!current) return updateRow<MenuCategory>(this.db, 'menu_categories', id, patch);
    const valid = schema.validateMenuCategoryDraft({ ...current, ...patch });
    if (!valid.ok) return valid;
    return updateRow<MenuCategory>(this.db, 'menu_categories', id, valid.value);
  }

  async remove(id: Id) {
    if (this.db.tables().menu_items.some((i) => i.category_id === id)) return conflict(IN_USE);
    return removeRows(this.db, 'menu_categories', [id]);
  }
}
