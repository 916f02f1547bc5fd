import { describe, expect, it } from 'vitest';
import type { MenuCategoryRepository } from '../../src/application/ports/menu-category-repository';
import type { MenuItemRepository } from '../../src/application/ports/menu-item-repository';
import type { MenuCategory } from '../../src/domain/menu/menu-category';
import { categoryDraft, menuItemDraft, UNKNOWN_ID } from './menu-item-repository.contract';

export interface MenuCategoryRepositoryFixture {
  readonly categories: MenuCategoryRepository;
  /** The same store's items, which hold on to their category. */
  readonly items: MenuItemRepository;
}

const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** The behaviour every MenuCategoryRepository must show, whatever stores the categories. */
export const describeMenuCategoryRepository = (
  name: string,
  make: () => Promise<MenuCategoryRepositoryFixture>,
) =>
  describe(`MenuCategoryRepository contract: ${name}`, () => {
    it('lists categories by display_order ascending', async () => {
      const { categories } = await make();
      await categories.create(categoryDraft('Drinks', 2));
      await categories.create(categoryDraft('Breakfast', 1, 'Weekend mornings'));
      const listed = await categories.list();
      expect(listed.ok && listed.value.map((c) => c.name)).toEqual(['Breakfast', 'Drinks']);
    });

    it('counts the available items of each category', async () => {
      const { categories, items } = await make();
      const breakfast = await categories.create(categoryDraft('Breakfast', 1));
      const drinks = await categories.create(categoryDraft('Drinks', 2));
      if (!breakfast.ok || !drinks.ok) throw new Error('create failed');
      await items.create(menuItemDraft(breakfast.value.id, { name: 'a' }));
      await items.create(menuItemDraft(breakfast.value.id, { name: 'b' }));
      await items.create(menuItemDraft(breakfast.value.id, { name: 'sold out', is_available: false }));
      const counted = await categories.listWithCounts();
      expect(counted.ok && counted.value.map((c) => [c.name, c.item_count])).toEqual([
        ['Breakfast', 2],
        ['Drinks', 0],
      ]);
    });

    it('refuses to remove a category while an item uses it', async () => {
      const { categories, items } = await make();
      const category = await categories.create(categoryDraft('Breakfast', 0));
      if (!category.ok) throw new Error('create failed');
      const item = await items.create(menuItemDraft(category.value.id));
      if (!item.ok) throw new Error('item create failed');
      const refused = await categories.remove(category.value.id);
      expect(refused.ok ? 'ok' : [refused.error.kind, refused.error.message]).toEqual([
        'Conflict',
        'admin:menu.categories.inUse',
      ]);
      const still = await categories.list();
      expect(still.ok && still.value.map((c) => c.name)).toEqual(['Breakfast']);
      await items.remove(item.value.id);
      expect(kind(await categories.remove(category.value.id))).toBe('ok');
      expect(kind(await categories.remove(category.value.id))).toBe('NotFound');
    });

    it('validates names on create and update, and reports NotFound for an unknown id', async () => {
      const { categories } = await make();
      const blank = await categories.create(categoryDraft(' ', 0));
      expect(blank.ok ? 'ok' : blank.error.issues?.name).toBe('admin:menu.validation.required');
      const created = await categories.create(categoryDraft('Breakfast', 0, ''));
      if (!created.ok) throw new Error('create failed');
      expect(created.value.description).toBeNull();
      const renamed = await categories.update(created.value.id, { name: 'Brunch' });
      expect(renamed.ok && renamed.value.name).toBe('Brunch');
      expect(kind(await categories.update(created.value.id, { name: '' }))).toBe('Invalid');
      expect(kind(await categories.update(UNKNOWN_ID, { name: 'x' }))).toBe('NotFound');
      const listed = await categories.list();
      expect(listed.ok && listed.value.map((c) => c.name)).toEqual(['Brunch']);
    });

    it('keeps the translations of name and description, and refuses invalid ones without writing', async () => {
      const { categories } = await make();
      const translations = { en: { name: 'Drinks', description: 'Tea and coffee' }, zh: { name: '饮品' } };
      const created = await categories.create({
        ...categoryDraft('Getränke', 0, 'Tee und Kaffee'),
        translations,
      });
      if (!created.ok) throw new Error(`create failed: ${created.error.message}`);
      expect(created.value.translations).toEqual(translations);
      const reordered = await categories.update(created.value.id, { display_order: 3 });
      expect(reordered.ok && reordered.value.translations).toEqual(translations);
      const changed = await categories.update(created.value.id, {
        translations: { en: { name: ' Beverages ' } },
      });
      expect(changed.ok && changed.value.translations).toEqual({ en: { name: 'Beverages' } });

      const tooLong = await categories.update(created.value.id, {
        translations: { zh: { name: '饮'.repeat(201) } },
      });
      expect(tooLong.ok ? 'ok' : tooLong.error.issues?.['translations.zh.name']).toBe(
        'admin:menu.validation.tooLong',
      );
      const unknown = { de: { name: 'Getränke' } } as unknown as MenuCategory['translations'];
      expect(kind(await categories.update(created.value.id, { translations: unknown }))).toBe('Invalid');
      const listed = await categories.listWithCounts();
      expect(listed.ok && listed.value.map((c) => c.translations)).toEqual([{ en: { name: 'Beverages' } }]);
    });
  });
