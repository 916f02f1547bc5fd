import type { MenuCategoryRepository } from '../../application/ports/menu-category-repository';
import type { MenuCategory } from '../../domain/menu/menu-category';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { ok } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';
import { readAll } from './pages';
import { answer, checkedUpdate, removed } from './responses';

/** ON DELETE RESTRICT of menu_items.category_id: the same words as the memory adapter's refusal. */
const IN_USE = { menu_items_category_id_fkey: 'admin:menu.categories.inUse' };
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/menu/category-schema');
/** `translations` is jsonb (Json to the generated types); its check constraint holds it to the domain's shape. */
type Typed = Pick<MenuCategory, 'translations'>;

export class SupabaseMenuCategoryRepository implements MenuCategoryRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async list() {
    const db = await this.supabase.rest();
    return readAll((from, to) =>
      db
        .from('menu_categories')
        .select()
        .order('display_order', { ascending: true })
        .order('id')
        .range(from, to)
        .overrideTypes<Typed[]>(),
    );
  }

  /**
   * The categories and, from a second query, the category of every available item. PostgREST's embedded
   * count (`menu_items(count)`) is an aggregate that projects may have switched off, so it is not relied on.
   */
  async listWithCounts() {
    const db = await this.supabase.rest();
    const [categories, items] = await Promise.all([
      this.list(),
      readAll((from, to) =>
        db.from('menu_items').select('category_id').eq('is_available', true).order('id').range(from, to),
      ),
    ]);
    if (!categories.ok) return categories;
    if (!items.ok) return items;
    const counts = new Map<Id, number>();
    for (const { category_id } of items.value) counts.set(category_id, (counts.get(category_id) ?? 0) + 1);
    return ok(
      categories.value.map((category) => ({ ...category, item_count: counts.get(category.id) ?? 0 })),
    );
  }

  async create(draft: Draft<MenuCategory>) {
    const { validateMenuCategoryDraft } = await schemas();
    const valid = validateMenuCategoryDraft(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    return answer(db.from('menu_categories').insert(valid.value).select().single().overrideTypes<Typed>());
  }

  async update(id: Id, patch: Patch<MenuCategory>) {
    const db = await this.supabase.full();
    return checkedUpdate({
      patch,
      read: () => db.from('menu_categories').select().eq('id', id).maybeSingle(),
      validate: async (merged) => (await schemas()).validateMenuCategoryDraft(merged),
      write: (changes) =>
        db.from('menu_categories').update(changes).eq('id', id).select().single().overrideTypes<Typed>(),
      what: `menu category ${id}`,
    });
  }

  async remove(id: Id) {
    const db = await this.supabase.full();
    return removed(db.from('menu_categories').delete().eq('id', id).select('id'), `menu category ${id}`, {
      constraints: IN_USE,
    });
  }
}
