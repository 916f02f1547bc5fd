import type { MenuItemFilter, MenuItemRepository } from '../../application/ports/menu-item-repository';
import type { MenuItem, MenuItemWithCategory } from '../../domain/menu/menu-item';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { SupabaseConnection } from './connection';
import { readAll } from './pages';
import { answer, checkedUpdate, counted, removedRow } from './responses';

/** The foreign key to menu_categories reports an unknown category as the memory adapter does. */
const CONSTRAINTS = { menu_items_category_id_fkey: 'admin:menu.validation.unknownCategory' };
/** The category's name comes with its translations, so the public menu can show it in the guest's language. */
const WITH_CATEGORY = '*, category:menu_categories(id, name, translations)';
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/menu/menu-item-schema');
/** `translations` is jsonb (Json to the generated types); its check constraint holds it to the domain's shape. */
type Typed = Pick<MenuItem, 'translations'>;

export class SupabaseMenuItemRepository implements MenuItemRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async list(filter: MenuItemFilter = {}) {
    const db = await this.supabase.rest();
    return readAll(
      (from, to) => {
        let query = db.from('menu_items').select(WITH_CATEGORY);
        if (filter.onlyAvailable) query = query.eq('is_available', true);
        if (filter.onlyFeatured) query = query.eq('is_featured', true);
        return query
          .order('display_order', { ascending: true })
          .order('id')
          .range(from, to)
          .overrideTypes<Pick<MenuItemWithCategory, 'translations' | 'category'>[]>();
      },
      { limit: filter.limit },
    );
  }

  async find(id: Id) {
    const db = await this.supabase.rest();
    return answer(db.from('menu_items').select().eq('id', id).maybeSingle().overrideTypes<Typed>());
  }

  async count() {
    const db = await this.supabase.rest();
    return counted(db.from('menu_items').select('*', { count: 'exact', head: true }));
  }

  async create(draft: Draft<MenuItem>) {
    const { validateMenuItemDraft } = await schemas();
    const valid = validateMenuItemDraft(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    return answer(db.from('menu_items').insert(valid.value).select().single().overrideTypes<Typed>(), {
      constraints: CONSTRAINTS,
    });
  }

  async update(id: Id, patch: Patch<MenuItem>) {
    const db = await this.supabase.full();
    return checkedUpdate({
      patch,
      read: () => db.from('menu_items').select().eq('id', id).maybeSingle(),
      validate: async (merged) => (await schemas()).validateMenuItemDraft(merged),
      write: (changes) =>
        db.from('menu_items').update(changes).eq('id', id).select().single().overrideTypes<Typed>(),
      what: `menu item ${id}`,
      context: { constraints: CONSTRAINTS },
    });
  }

  async remove(id: Id) {
    const db = await this.supabase.full();
    return removedRow(
      db.from('menu_items').delete().eq('id', id).select().overrideTypes<Typed[]>(),
      `menu item ${id}`,
    );
  }
}
