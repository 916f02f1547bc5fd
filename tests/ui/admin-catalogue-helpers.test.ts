import { describe, expect, it } from 'vitest';
import {
  emptyMenuItemForm,
  menuItemFormToInput,
  menuItemToForm,
  parseDisplayOrder,
} from '../../src/ui/admin/menu/menu-item-form';
import { filterGallery, NO_GALLERY_FILTER } from '../../src/ui/admin/gallery/gallery-filter';
import { formatBytes } from '../../src/ui/admin/shared/format-bytes';
import { fitWithin } from '../../src/ui/admin/shared/resize-image';
import { validateMenuItemDraft } from '../../src/domain/menu/menu-item-schema';
import { galleryDraft } from '../contracts/gallery-repository.contract';

/** An empty form with the German name filled in, and the given English and Chinese names. */
const namedForm = (name: string, en = '', zh = '') => {
  const form = emptyMenuItemForm('cat');
  return { ...form, texts: { ...form.texts, name: { de: name, en, zh } } };
};

describe('menu item form', () => {
  it('turns the fields into the schema input: prices in cents, 0 when unparseable, integer order', () => {
    const input = menuItemFormToInput({
      ...namedForm('Bao'),
      regular_price: '6,905',
      student_price: 'free',
      display_order: '3.7',
    });
    expect(input).toMatchObject({ regular_price: 6.91, student_price: 0, display_order: 3 });
    expect(parseDisplayOrder('')).toBe(0);
    expect(parseDisplayOrder('abc')).toBe(0);
    expect(validateMenuItemDraft(input).ok).toBe(true);
  });

  it('requires name and category, and round-trips a stored item', () => {
    const blank = validateMenuItemDraft(menuItemFormToInput(emptyMenuItemForm()));
    expect(blank.ok ? null : Object.keys(blank.error.issues ?? {}).sort()).toEqual(['category_id', 'name']);
    const valid = validateMenuItemDraft(
      menuItemFormToInput({ ...namedForm('Jianbing', 'Jianbing crêpe', '煎饼果子'), regular_price: '8.5' }),
    );
    if (!valid.ok) throw new Error('valid');
    const stored = {
      ...valid.value,
      id: 'x',
      created_at: '',
      updated_at: '',
      category: { id: 'cat', name: 'Herzhaftes', translations: {} },
    };
    expect(valid.value.translations).toEqual({ en: { name: 'Jianbing crêpe' }, zh: { name: '煎饼果子' } });
    expect(menuItemToForm(stored)).toMatchObject({
      texts: {
        name: { de: 'Jianbing', en: 'Jianbing crêpe', zh: '煎饼果子' },
        description: { de: '', en: '', zh: '' },
      },
      regular_price: '8.50',
      student_price: '',
    });
  });
});

describe('gallery filter', () => {
  const images = [
    galleryDraft({ title: 'Window seats', category: 'seating', alt_text: 'Morning light' }),
    galleryDraft({ title: 'Wok', category: 'kitchen', description: 'Fire and steam', alt_text: null }),
  ];
  it('searches title, description and alt text, within a category', () => {
    expect(filterGallery(images, NO_GALLERY_FILTER)).toHaveLength(2);
    expect(filterGallery(images, { text: 'STEAM', category: 'all' }).map((g) => g.title)).toEqual(['Wok']);
    expect(filterGallery(images, { text: 'morning', category: 'all' }).map((g) => g.title)).toEqual([
      'Window seats',
    ]);
    expect(filterGallery(images, { text: 'morning', category: 'kitchen' })).toEqual([]);
  });
});

describe('image resizing and sizes', () => {
  it('fits 1600 px on the long side, keeps the aspect ratio and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200, scaled: true });
    expect(fitWithin(1000, 3000)).toEqual({ width: 533, height: 1600, scaled: true });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600, scaled: false });
  });

  it('shows sizes in 1024s, so the 5 MB limit reads as 5 MB', () => {
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(100 * 1024 * 1024, 'de')).toBe('100 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(12, 'en')).toBe('12 byte');
  });
});
