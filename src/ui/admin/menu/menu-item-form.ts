import type { CuisineType, MenuItemTextField, MenuItemWithCategory } from '../../../domain/menu/menu-item';
import { DEFAULT_CUISINE, MENU_ITEM_TEXT_FIELDS } from '../../../domain/menu/menu-item';
import type { MenuItemInput } from '../../../domain/menu/menu-item-schema';
import { parsePrice } from '../../../domain/menu/price';
import { translatedTextsOf, translationsOf, type TranslatedTexts } from '../shared/translated-text-field';

export type ImageMethod = 'upload' | 'ai';

/** The item dialog's fields as the inputs hold them (text for numbers, so typing "4," is not lost). */
export interface MenuItemForm {
  /** Name, description and ingredients in German, English and Chinese. */
  readonly texts: TranslatedTexts<MenuItemTextField>;
  readonly category_id: string;
  readonly regular_price: string;
  readonly student_price: string;
  readonly is_featured: boolean;
  readonly is_available: boolean;
  readonly dietary_tags: readonly string[];
  readonly display_order: string;
  readonly cuisine_type: CuisineType;
}

export const emptyMenuItemForm = (categoryId = ''): MenuItemForm => ({
  texts: translatedTextsOf(null, MENU_ITEM_TEXT_FIELDS),
  category_id: categoryId,
  regular_price: '',
  student_price: '',
  is_featured: false,
  is_available: true,
  dietary_tags: [],
  display_order: '0',
  cuisine_type: DEFAULT_CUISINE,
});

const priceText = (price: number | null) => (price === null ? '' : price.toFixed(2));
/** An empty student price field is saved as 0, so 0 reads back as the empty field it was. */
const studentPriceText = (price: number | null) => (price ? price.toFixed(2) : '');

export const menuItemToForm = (item: MenuItemWithCategory): MenuItemForm => ({
  texts: translatedTextsOf(item, MENU_ITEM_TEXT_FIELDS),
  category_id: item.category_id ?? '',
  regular_price: priceText(item.regular_price),
  student_price: studentPriceText(item.student_price),
  is_featured: item.is_featured,
  is_available: item.is_available,
  dietary_tags: [...item.dietary_tags],
  display_order: String(item.display_order),
  cuisine_type: item.cuisine_type,
});

/** An integer, 0 when the field holds none. */
export const parseDisplayOrder = (text: string): number => {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
};

/**
 * The fields the dialog writes: prices as decimals in cents, 0 when unparseable;
 * display_order an integer, 0 by default; the texts in German with their translations. The picture and its
 * AI bookkeeping are written separately.
 */
export const menuItemFormToInput = (form: MenuItemForm): MenuItemInput => ({
  name: form.texts.name.de,
  description: form.texts.description.de,
  ingredients: form.texts.ingredients.de,
  translations: translationsOf(form.texts),
  category_id: form.category_id,
  regular_price: parsePrice(form.regular_price),
  student_price: parsePrice(form.student_price),
  is_featured: form.is_featured,
  is_available: form.is_available,
  dietary_tags: [...form.dietary_tags],
  display_order: parseDisplayOrder(form.display_order),
  cuisine_type: form.cuisine_type,
});
