import { describe, expect, it } from 'vitest';
import type { MenuCategoryRepository } from '../../src/application/ports/menu-category-repository';
import type { MenuItemRepository } from '../../src/application/ports/menu-item-repository';
import type { MenuCategory } from '../../src/domain/menu/menu-category';
import type { MenuItem } from '../../src/domain/menu/menu-item';
import type { Draft, Id } from '../../src/domain/shared/entity';

export interface MenuItemRepositoryFixture {
  readonly items: MenuItemRepository;
  /** The same store's categories, for the items' foreign key. */
  readonly categories: MenuCategoryRepository;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const menuItemDraft = (
  category_id: Id,
  overrides: Partial<Draft<MenuItem>> = {},
): Draft<MenuItem> => ({
  name: 'Jianbing',
  description: 'Crisp crêpe with egg and hoisin',
  ingredients: 'mung bean flour, egg, scallion, hoisin',
  category_id,
  image_url: null,
  regular_price: 8.5,
  student_price: 7,
  is_featured: false,
  is_available: true,
  dietary_tags: ['Vegetarian'],
  display_order: 0,
  cuisine_type: 'chinese',
  ai_generated_image: false,
  ai_prompt_used: null,
  image_generation_cost: null,
  translations: {},
  ...overrides,
});

/** A category with no translations. */
export const categoryDraft = (
  name: string,
  display_order = 0,
  description: string | null = null,
): Draft<MenuCategory> => ({ name, description, display_order, translations: {} });

const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

const newCategory = async (categories: MenuCategoryRepository, name = 'Breakfast', display_order = 0) => {
  const created = await categories.create(categoryDraft(name, display_order));
  if (!created.ok) throw new Error(`category create failed: ${created.error.message}`);
  return created.value;
};

/** The behaviour every MenuItemRepository must show, whatever stores the items. */
export const describeMenuItemRepository = (name: string, make: () => Promise<MenuItemRepositoryFixture>) =>
  describe(`MenuItemRepository contract: ${name}`, () => {
    it('creates an item and lists it with its category id and name joined', async () => {
      const { items, categories } = await make();
      const category = await newCategory(categories);
      const created = await items.create(menuItemDraft(category.id));
      expect(created.ok).toBe(true);
      const listed = await items.list();
      if (!listed.ok) throw new Error('list failed');
      expect(listed.value).toHaveLength(1);
      expect(listed.value[0]).toMatchObject({
        name: 'Jianbing',
        category_id: category.id,
        dietary_tags: ['Vegetarian'],
        category: { id: category.id, name: 'Breakfast' },
      });
      expect(await items.count()).toEqual({ ok: true, value: 1 });
    });

    it('lists by display_order ascending, filters available and featured items, and limits', async () => {
      const { items, categories } = await make();
      const { id } = await newCategory(categories);
      const add = (name: string, display_order: number, is_featured: boolean, is_available: boolean) =>
        items.create(menuItemDraft(id, { name, display_order, is_featured, is_available }));
      await add('third', 3, true, true);
      await add('first', 1, false, true);
      await add('second', 2, true, false);
      await add('fourth', 4, true, true);
      const names = async (filter?: Parameters<MenuItemRepository['list']>[0]) => {
        const listed = await items.list(filter);
        return listed.ok ? listed.value.map((i) => i.name) : listed.error.kind;
      };
      expect(await names()).toEqual(['first', 'second', 'third', 'fourth']);
      expect(await names({ onlyAvailable: true })).toEqual(['first', 'third', 'fourth']);
      expect(await names({ onlyFeatured: true })).toEqual(['second', 'third', 'fourth']);
      expect(await names({ onlyFeatured: true, onlyAvailable: true, limit: 1 })).toEqual(['third']);
    });

    it('stores prices in whole cents and keeps a missing student price as null', async () => {
      const { items, categories } = await make();
      const { id } = await newCategory(categories);
      const created = await items.create(menuItemDraft(id, { regular_price: 4.499, student_price: null }));
      expect(created.ok && [created.value.regular_price, created.value.student_price]).toEqual([4.5, null]);
    });

    it('refuses a blank name, a negative price, an unknown cuisine or category, and writes nothing', async () => {
      const { items, categories } = await make();
      const { id } = await newCategory(categories);
      const blank = await items.create(menuItemDraft(id, { name: '   ' }));
      expect(blank.ok ? 'ok' : blank.error.issues?.name).toBe('admin:menu.validation.required');
      expect(kind(await items.create(menuItemDraft(id, { regular_price: -1 })))).toBe('Invalid');
      expect(kind(await items.create(menuItemDraft(id, { student_price: -0.5 })))).toBe('Invalid');
      const cuisine = menuItemDraft(id, { cuisine_type: 'thai' as MenuItem['cuisine_type'] });
      expect(kind(await items.create(cuisine))).toBe('Invalid');
      const orphan = await items.create(menuItemDraft(UNKNOWN_ID));
      expect(orphan.ok ? 'ok' : orphan.error.issues?.category_id).toBeDefined();
      expect(kind(orphan)).toBe('Invalid');
      expect(await items.count()).toEqual({ ok: true, value: 0 });
    });

    it('updates an item, validates the change, and keeps the row when the change is refused', async () => {
      const { items, categories } = await make();
      const { id } = await newCategory(categories);
      const created = await items.create(menuItemDraft(id));
      if (!created.ok) throw new Error('create failed');
      const toggled = await items.update(created.value.id, { is_available: false });
      expect(toggled.ok && toggled.value.is_available).toBe(false);
      expect(kind(await items.update(created.value.id, { name: '' }))).toBe('Invalid');
      const listed = await items.list();
      expect(listed.ok && listed.value.map((i) => [i.name, i.is_available])).toEqual([['Jianbing', false]]);
    });

    it('keeps the translations, joins the category’s, and refuses invalid ones without writing', async () => {
      const { items, categories } = await make();
      const category = await categories.create({
        ...categoryDraft('Herzhaftes'),
        translations: { en: { name: 'Savoury' }, zh: { name: '咸味' } },
      });
      if (!category.ok) throw new Error('category create failed');
      const translations = {
        en: { name: 'Jianbing crêpe', ingredients: 'mung bean flour, egg' },
        zh: { name: '煎饼果子', description: '鸡蛋薄饼' },
      };
      const created = await items.create(menuItemDraft(category.value.id, { translations }));
      if (!created.ok) throw new Error(`create failed: ${created.error.message}`);
      expect(created.value.translations).toEqual(translations);
      const found = await items.find(created.value.id);
      expect(found.ok && found.value?.translations).toEqual(translations);
      const listed = await items.list();
      expect(listed.ok && listed.value[0]).toMatchObject({
        translations,
        category: { name: 'Herzhaftes', translations: { en: { name: 'Savoury' }, zh: { name: '咸味' } } },
      });

      const untouched = await items.update(created.value.id, { is_featured: true });
      expect(untouched.ok && untouched.value.translations).toEqual(translations);
      const changed = await items.update(created.value.id, {
        translations: { zh: { name: ' 煎饼 ', description: ' ' } },
      });
      expect(changed.ok && changed.value.translations).toEqual({ zh: { name: '煎饼' } });

      const tooLong = await items.update(created.value.id, {
        translations: { en: { name: 'x'.repeat(201) } },
      });
      expect(tooLong.ok ? 'ok' : tooLong.error.issues?.['translations.en.name']).toBe(
        'admin:menu.validation.tooLong',
      );
      const invalid = (translations: unknown) =>
        menuItemDraft(category.value.id, { translations: translations as MenuItem['translations'] });
      expect(kind(await items.create(invalid({ fr: { name: 'Crêpe' } })))).toBe('Invalid');
      expect(kind(await items.create(invalid({ en: { title: 'Crêpe' } })))).toBe('Invalid');
      const after = await items.list();
      expect(after.ok && after.value.map((i) => i.translations)).toEqual([{ zh: { name: '煎饼' } }]);
    });

    it('finds one item by id, removes it answering the removed row, and reports NotFound after', async () => {
      const { items, categories } = await make();
      const { id } = await newCategory(categories);
      const created = await items.create(menuItemDraft(id, { image_url: '/demo/jianbing.svg' }));
      if (!created.ok) throw new Error('create failed');
      expect(await items.find(created.value.id)).toEqual({ ok: true, value: created.value });
      expect(await items.find(UNKNOWN_ID)).toEqual({ ok: true, value: null });
      expect(await items.remove(created.value.id)).toEqual({ ok: true, value: created.value });
      expect(await items.find(created.value.id)).toEqual({ ok: true, value: null });
      expect(kind(await items.remove(created.value.id))).toBe('NotFound');
      expect(kind(await items.update(UNKNOWN_ID, { name: 'x' }))).toBe('NotFound');
      expect(await items.count()).toEqual({ ok: true, value: 0 });
    });
  });
