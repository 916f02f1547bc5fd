import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTag, hasTag, listTags, removeTag } from '../../src/domain/menu/dietary-tags';
import { ALL_CATEGORIES, filterMenuItems, NO_MENU_FILTER } from '../../src/domain/menu/menu-filter';
import { menuItemDraftSchema, validateMenuItemDraft } from '../../src/domain/menu/menu-item-schema';
import { validateMenuCategoryDraft } from '../../src/domain/menu/category-schema';
import { parsePrice, roundToCents, showsStudentPrice } from '../../src/domain/menu/price';
import { checkImageFile, MAX_IMAGE_BYTES } from '../../src/domain/shared/file-checks';

const isWholeCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

describe('parsePrice', () => {
  it('is never NaN or infinite and always whole cents', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const price = parsePrice(text);
        expect(Number.isFinite(price)).toBe(true);
        expect(isWholeCents(price)).toBe(true);
      }),
    );
  });

  it('reads a price written with cents exactly, with a point or a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parsePrice(text)).toBe(cents / 100);
        expect(parsePrice(text.replace('.', ','))).toBe(cents / 100);
      }),
    );
  });

  it('rounds to the nearest cent as the number is written', () => {
    expect(parsePrice('4.499')).toBe(4.5);
    expect(parsePrice('1.005')).toBe(1.01);
    expect(parsePrice(' 12 ')).toBe(12);
    expect(parsePrice('.5')).toBe(0.5);
  });

  it('counts unparseable text as 0', () => {
    for (const text of ['', 'abc', '4.5€', '1e3', '1.2.3', '--1', 'Infinity', 'NaN', '9'.repeat(400)]) {
      expect(parsePrice(text)).toBe(0);
    }
  });

  it('roundToCents never yields -0 and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (amount) => {
        const once = roundToCents(amount);
        expect(Object.is(once, -0)).toBe(false);
        expect(roundToCents(once)).toBe(once);
        expect(Math.abs(once - amount)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('showsStudentPrice', () => {
  const cents = fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100);

  it('shows the student price only when it is a positive discount', () => {
    fc.assert(
      fc.property(cents, fc.option(cents), (regular_price, student_price) => {
        const shown = showsStudentPrice({ regular_price, student_price });
        expect(shown).toBe(student_price !== null && student_price > 0 && student_price < regular_price);
      }),
    );
    expect(showsStudentPrice({ regular_price: 8.5, student_price: 7 })).toBe(true);
    expect(showsStudentPrice({ regular_price: 8.5, student_price: 8.5 })).toBe(false);
    expect(showsStudentPrice({ regular_price: 8.5, student_price: 0 })).toBe(false);
  });
});

describe('dietary tags', () => {
  const tag = fc.oneof(
    fc.constantFrom('Vegan', 'vegan', ' VEGAN ', 'Spicy', 'Local'),
    fc.string({ maxLength: 12 }),
  );
  const tags = fc.array(tag, { maxLength: 8 }).map((list) => list.reduce<readonly string[]>(addTag, []));

  it('addTag is idempotent and never adds a duplicate in any letter case', () => {
    fc.assert(
      fc.property(tags, tag, (list, t) => {
        const once = addTag(list, t);
        expect(addTag(once, t)).toEqual(once);
        const lowered = once.map((x) => x.toLocaleLowerCase());
        expect(new Set(lowered).size).toBe(once.length);
        expect(once.length - list.length).toBe(t.trim() === '' || hasTag(list, t) ? 0 : 1);
      }),
    );
  });

  it('adds trimmed tags at the end and ignores blank ones', () => {
    expect(addTag(['Vegan'], '  Spicy ')).toEqual(['Vegan', 'Spicy']);
    expect(addTag(['Vegan'], 'vegan')).toEqual(['Vegan']);
    expect(addTag(['Vegan'], '   ')).toEqual(['Vegan']);
  });

  it('removeTag undoes addTag of a new tag', () => {
    fc.assert(
      fc.property(tags, tag, (list, t) => {
        fc.pre(t.trim() !== '' && !hasTag(list, t));
        expect(removeTag(addTag(list, t), t)).toEqual(list);
      }),
    );
  });

  it('listTags shows at most the first two by default', () => {
    fc.assert(
      fc.property(tags, fc.integer({ min: -1, max: 5 }), (list, max) => {
        expect(listTags(list)).toEqual(list.slice(0, 2));
        expect(listTags(list, max)).toEqual(list.slice(0, Math.max(0, max)));
      }),
    );
  });
});

describe('filterMenuItems', () => {
  const item = fc.record({
    name: fc.constantFrom('Jianbing', 'Congee', 'Bao Bun', 'Dim Sum Plate'),
    description: fc.option(fc.constantFrom('Crisp crêpe', 'rice porridge', 'steamed BUN', '')),
    category_id: fc.option(fc.constantFrom('c1', 'c2')),
    is_featured: fc.boolean(),
    is_available: fc.boolean(),
  });
  const filter = fc.record({
    text: fc.constantFrom('', 'bun', ' BAO ', 'rice', 'zzz'),
    categoryId: fc.constantFrom(ALL_CATEGORIES, 'c1', 'c2'),
    featuredOnly: fc.boolean(),
    availableOnly: fc.boolean(),
  });

  it('keeps exactly the items matching every criterion, in their order', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), filter, (items, f) => {
        const needle = f.text.trim().toLowerCase();
        const expected = items.filter(
          (i) =>
            (i.name.toLowerCase().includes(needle) || (i.description ?? '').toLowerCase().includes(needle)) &&
            (f.categoryId === ALL_CATEGORIES || i.category_id === f.categoryId) &&
            (!f.featuredOnly || i.is_featured) &&
            (!f.availableOnly || i.is_available),
        );
        expect(filterMenuItems(items, f)).toEqual(expected);
      }),
    );
  });

  it('finds a dish by its English or Chinese name or description too', () => {
    const congee = {
      name: 'Ingwer-Hühnchen-Congee',
      description: 'Reisbrei',
      category_id: 'c1',
      is_featured: false,
      is_available: true,
      translations: { en: { name: 'Ginger Chicken Congee' }, zh: { description: '姜丝鸡肉粥' } },
    };
    const search = (text: string) => filterMenuItems([congee], { ...NO_MENU_FILTER, text }).length;
    expect([search('ginger'), search('鸡肉'), search('reisbrei'), search('tofu')]).toEqual([1, 1, 1, 0]);
  });

  it('the empty filter keeps everything', () => {
    fc.assert(
      fc.property(fc.array(item), (items) => {
        expect(filterMenuItems(items, NO_MENU_FILTER)).toEqual(items);
      }),
    );
  });
});

describe('menu item schema', () => {
  const valid = { name: ' Congee ', category_id: 'c1' };

  it('fills the defaults: fusion cuisine, order 0, available, no tags, no student price', () => {
    const parsed = validateMenuItemDraft(valid);
    expect(parsed.ok && parsed.value).toMatchObject({
      name: 'Congee',
      cuisine_type: 'fusion',
      display_order: 0,
      is_available: true,
      is_featured: false,
      dietary_tags: [],
      regular_price: 0,
      student_price: null,
      description: null,
    });
  });

  it('requires a name and a category with the admin key', () => {
    const parsed = validateMenuItemDraft({ name: '  ', category_id: null });
    expect(parsed.ok ? null : parsed.error.issues).toMatchObject({
      name: 'admin:menu.validation.required',
      category_id: 'admin:menu.validation.required',
    });
    expect(validateMenuItemDraft({ ...valid, name: 'x'.repeat(201) }).ok).toBe(false);
  });

  it('accepts every non-negative price up to the column maximum, rounded to cents', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 999_999.99, noNaN: true }), (price) => {
        const parsed = menuItemDraftSchema.safeParse({
          ...valid,
          regular_price: price,
          student_price: price,
        });
        expect(parsed.success).toBe(true);
        if (parsed.success) expect(isWholeCents(parsed.data.regular_price)).toBe(true);
      }),
    );
  });

  it('refuses negative or non-finite prices, fractional display orders and duplicate tags', () => {
    for (const regular_price of [-0.01, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000]) {
      expect(validateMenuItemDraft({ ...valid, regular_price }).ok).toBe(false);
    }
    expect(validateMenuItemDraft({ ...valid, display_order: 1.5 }).ok).toBe(false);
    expect(validateMenuItemDraft({ ...valid, dietary_tags: ['Vegan', 'vegan'] }).ok).toBe(false);
    expect(validateMenuItemDraft({ ...valid, cuisine_type: 'thai' }).ok).toBe(false);
  });

  it('keeps translations of name, description and ingredients within the columns’ lengths', () => {
    const parsed = validateMenuItemDraft({
      ...valid,
      translations: { en: { ingredients: ' rice, ginger ' }, zh: { name: '粥', description: '  ' } },
    });
    expect(parsed.ok && parsed.value.translations).toEqual({
      en: { ingredients: 'rice, ginger' },
      zh: { name: '粥' },
    });
    const long = validateMenuItemDraft({ ...valid, translations: { en: { name: 'x'.repeat(201) } } });
    expect(long.ok ? null : long.error.issues).toEqual({
      'translations.en.name': 'admin:menu.validation.tooLong',
    });
    expect(validateMenuItemDraft({ ...valid, translations: { fr: { name: 'Congee' } } }).ok).toBe(false);
  });
});

describe('menu category schema', () => {
  it('requires a trimmed name and turns a blank description into null', () => {
    const parsed = validateMenuCategoryDraft({ name: ' Drinks ', description: ' ' });
    expect(parsed.ok && parsed.value).toEqual({
      name: 'Drinks',
      description: null,
      display_order: 0,
      translations: {},
    });
    const blank = validateMenuCategoryDraft({ name: '' });
    expect(blank.ok ? null : blank.error.issues?.name).toBe('admin:menu.validation.required');
  });

  it('keeps trimmed translations of name and description and names the field of a refused one', () => {
    const parsed = validateMenuCategoryDraft({
      name: 'Getränke',
      translations: { en: { name: ' Drinks ', description: '' }, zh: { name: '饮品' } },
    });
    expect(parsed.ok && parsed.value.translations).toEqual({ en: { name: 'Drinks' }, zh: { name: '饮品' } });
    const long = validateMenuCategoryDraft({
      name: 'Getränke',
      translations: { zh: { name: '饮'.repeat(201) } },
    });
    expect(long.ok ? null : long.error.issues).toEqual({
      'translations.zh.name': 'admin:menu.validation.tooLong',
    });
    expect(validateMenuCategoryDraft({ name: 'x', translations: { en: { ingredients: 'x' } } }).ok).toBe(
      false,
    );
  });
});

describe('checkImageFile', () => {
  it('accepts image types up to the limit inclusive and names the first problem otherwise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'video/mp4', 'application/pdf', ''),
        fc.integer({ min: 0, max: 2 * MAX_IMAGE_BYTES }),
        (type, size) => {
          const expected = !type.startsWith('image/')
            ? 'invalidType'
            : size > MAX_IMAGE_BYTES
              ? 'tooLarge'
              : null;
          expect(checkImageFile({ type, size })).toBe(expected);
        },
      ),
    );
    expect(checkImageFile({ type: 'image/png', size: 11 }, 10)).toBe('tooLarge');
  });
});
