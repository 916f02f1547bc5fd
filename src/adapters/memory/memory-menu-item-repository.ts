import type { MenuItemFilter, MenuItemRepository } from '../../application/ports/menu-item-repository';
import type { MenuItem, MenuItemWithCategory } from '../../domain/menu/menu-item';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { invalid, mapResult, ok, type PortError, type Result } from '../../domain/shared/result';
import type { DemoTables, MemoryDatabase } from './memory-database';
import { byDisplayOrder, insertRow, takeRow, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';

const UNKNOWN_CATEGORY = 'admin:menu.validation.unknownCategory';
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/menu/menu-item-schema');

const withCategory = (tables: Readonly<DemoTables>, item: MenuItem): MenuItemWithCategory => {
  const category = tables.menu_categories.find((c) => c.id === item.category_id);
  return {
    ...withTranslations(item),
    category: category
      ? { id: category.id, name: category.name, translations: withTranslations(category).translations }
      : null,
  };
};

export class MemoryMenuItemRepository implements MenuItemRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async list(filter: MenuItemFilter = {}) {
    const tables = this.db.tables();
    const items = tables.menu_items
      .filter((i) => (!filter.onlyAvailable || i.is_available) && (!filter.onlyFeatured || i.is_featured))
      .sort(byDisplayOrder)
      .slice(0, filter.limit)
      .map((i) => withCategory(tables, i));
    return ok(items);
  }

  async count() {
    return ok(this.db.tables().menu_items.length);
  }

  async find(id: Id) {
    const item = this.db.tables().menu_items.find((i) => i.id === id);
    return ok(item ? withTranslations(item) : null);
  }

  async create(draft: Draft<MenuItem>) {
    const schema = await schemas();
    const valid = this.knownCategory(schema.validateMenuItemDraft(draft));
    if (!valid.ok) return valid;
    return insertRow<MenuItem>(this.db, 'menu_items', this.db.stamp<MenuItem>(valid.value));
  }

  async update(id: Id, patch: Patch<MenuItem>) {
    const schema = await schemas();
    const current = this.db.tables().menu_items.find((i) => i.id === id);
    if (!current) return updateRow<MenuItem>(this.db, 'menu_items', id, patch);
    const valid = this.knownCategory(schema.validateMenuItemDraft({ ...current, ...patch }));
    if (!valid.ok) return valid;
    return updateRow<MenuItem>(this.db, 'menu_items', id, valid.value);
  }

  async remove(id: Id) {
    return mapResult(takeRow<MenuItem>(this.db, 'menu_items', id), withTranslations);
  }

  /** After the schema, the foreign key to menu_categories. */
  private knownCategory<T extends { category_id: Id }>(valid: Result<T, PortError>) {
    if (!valid.ok) return valid;
    const known = this.db.tables().menu_categories.some((c) => c.id === valid.value.category_id);
    return known ? valid : invalid(UNKNOWN_CATEGORY, { category_id: UNKNOWN_CATEGORY });
  }
}
