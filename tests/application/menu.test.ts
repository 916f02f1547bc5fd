import { describe, expect, it, vi } from 'vitest';
import { MemoryMenuCategoryRepository } from '../../src/adapters/memory/memory-menu-category-repository';
import { MemoryMenuItemRepository } from '../../src/adapters/memory/memory-menu-item-repository';
import { ListFeaturedDishes } from '../../src/application/menu/list-featured-dishes';
import { ListPublicMenu } from '../../src/application/menu/list-public-menu';
import { SaveMenuCategory } from '../../src/application/menu/save-menu-category';
import { SaveMenuItem } from '../../src/application/menu/save-menu-item';
import { ToggleMenuItemAvailability } from '../../src/application/menu/toggle-menu-item-availability';
import type { MenuCategoryRepository } from '../../src/application/ports/menu-category-repository';
import { unavailable } from '../../src/domain/shared/result';
import { categoryDraft, menuItemDraft } from '../contracts/menu-item-repository.contract';
import { emptyMemoryDatabase } from '../support/memory';

const setup = async () => {
  const db = emptyMemoryDatabase();
  const menuItems = new MemoryMenuItemRepository(db);
  const menuCategories: MenuCategoryRepository = new MemoryMenuCategoryRepository(db);
  const category = await menuCategories.create(categoryDraft('Breakfast'));
  if (!category.ok) throw new Error('category create failed');
  return { menuItems, menuCategories, categoryId: category.value.id };
};

describe('SaveMenuItem', () => {
  it('refuses a missing name or category before writing', async () => {
    const { menuItems, categoryId } = await setup();
    const save = new SaveMenuItem({ menuItems });
    const result = await save.execute({ name: ' ', category_id: '' });
    expect(result.ok ? null : result.error.issues).toEqual({
      name: 'admin:menu.validation.required',
      category_id: 'admin:menu.validation.required',
    });
    expect(await menuItems.count()).toEqual({ ok: true, value: 0 });
    const created = await save.execute({ name: 'Congee', category_id: categoryId, regular_price: 6.5 });
    expect(created.ok && created.value).toMatchObject({
      name: 'Congee',
      cuisine_type: 'fusion',
      is_available: true,
    });
  });

  it('an edit leaves the fields it was not given as stored', async () => {
    const { menuItems, categoryId } = await setup();
    const generated = await menuItems.create(
      menuItemDraft(categoryId, {
        ai_generated_image: true,
        ai_prompt_used: 'congee, 4K',
        image_generation_cost: 1,
      }),
    );
    if (!generated.ok) throw new Error('create failed');
    const save = new SaveMenuItem({ menuItems });
    const edited = await save.execute({ name: 'Congee deluxe', category_id: categoryId }, generated.value.id);
    expect(edited.ok && edited.value).toMatchObject({
      name: 'Congee deluxe',
      ai_generated_image: true,
      ai_prompt_used: 'congee, 4K',
      image_generation_cost: 1,
      regular_price: 8.5,
    });
  });

  it('an edit without translations keeps them, one with translations replaces them', async () => {
    const { menuItems, categoryId } = await setup();
    const translations = { en: { name: 'Ginger congee' }, zh: { name: '姜丝粥' } };
    const created = await menuItems.create(menuItemDraft(categoryId, { translations }));
    if (!created.ok) throw new Error('create failed');
    const save = new SaveMenuItem({ menuItems });
    const renamed = await save.execute({ name: 'Ingwer-Congee', category_id: categoryId }, created.value.id);
    expect(renamed.ok && renamed.value.translations).toEqual(translations);
    const retranslated = await save.execute(
      { name: 'Ingwer-Congee', category_id: categoryId, translations: { en: { name: 'Ginger Congee' } } },
      created.value.id,
    );
    expect(retranslated.ok && retranslated.value.translations).toEqual({ en: { name: 'Ginger Congee' } });
  });
});

describe('SaveMenuCategory', () => {
  it('creates with translations, and a reorder that leaves them out keeps them', async () => {
    const { menuCategories } = await setup();
    const save = new SaveMenuCategory({ menuCategories });
    const translations = { en: { name: 'Drinks' }, zh: { name: '饮品' } };
    const created = await save.execute({ name: ' Getränke ', display_order: 1, translations });
    if (!created.ok) throw new Error('create failed');
    expect(created.value).toMatchObject({ name: 'Getränke', translations });
    const moved = await save.execute({ name: 'Getränke', display_order: 0 }, created.value.id);
    expect(moved.ok && [moved.value.display_order, moved.value.translations]).toEqual([0, translations]);
  });
});

describe('ToggleMenuItemAvailability', () => {
  it('flips the availability the card shows', async () => {
    const { menuItems, categoryId } = await setup();
    const created = await menuItems.create(menuItemDraft(categoryId, { is_available: true }));
    if (!created.ok) throw new Error('create failed');
    const toggle = new ToggleMenuItemAvailability({ menuItems });
    const off = await toggle.execute(created.value);
    expect(off.ok && off.value.is_available).toBe(false);
    if (!off.ok) return;
    const on = await toggle.execute(off.value);
    expect(on.ok && on.value.is_available).toBe(true);
  });
});

describe('ListPublicMenu', () => {
  it('returns the available items and the categories', async () => {
    const { menuItems, menuCategories, categoryId } = await setup();
    await menuItems.create(menuItemDraft(categoryId, { name: 'on', is_available: true }));
    await menuItems.create(menuItemDraft(categoryId, { name: 'off', is_available: false }));
    const menu = await new ListPublicMenu({ menuItems, menuCategories }).execute();
    expect(menu.ok && menu.value.items.map((i) => i.name)).toEqual(['on']);
    expect(menu.ok && menu.value.categories.map((c) => c.name)).toEqual(['Breakfast']);
  });

  it('fails when either read fails', async () => {
    const { menuItems, menuCategories } = await setup();
    vi.spyOn(menuCategories, 'list').mockResolvedValue(unavailable('offline'));
    const menu = await new ListPublicMenu({ menuItems, menuCategories }).execute();
    expect(menu.ok ? 'ok' : menu.error.message).toBe('offline');
  });
});

describe('ListFeaturedDishes', () => {
  it('lists at most four featured, available dishes in display order', async () => {
    const { menuItems, categoryId } = await setup();
    for (let i = 6; i >= 1; i--) {
      await menuItems.create(
        menuItemDraft(categoryId, { name: `dish ${i}`, display_order: i, is_featured: true }),
      );
    }
    await menuItems.create(menuItemDraft(categoryId, { name: 'plain', display_order: 0 }));
    await menuItems.create(
      menuItemDraft(categoryId, {
        name: 'sold out',
        display_order: 0,
        is_featured: true,
        is_available: false,
      }),
    );
    const dishes = await new ListFeaturedDishes({ menuItems }).execute();
    expect(dishes.ok && dishes.value.map((d) => d.name)).toEqual(['dish 1', 'dish 2', 'dish 3', 'dish 4']);
  });
});
