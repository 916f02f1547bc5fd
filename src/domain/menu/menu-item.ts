import type { Id, Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';
import type { MenuCategory } from './menu-category';

export const CUISINE_TYPES = ['korean', 'japanese', 'chinese', 'vietnamese', 'fusion'] as const;
export type CuisineType = (typeof CUISINE_TYPES)[number];
export const DEFAULT_CUISINE: CuisineType = 'fusion';

export const PREDEFINED_DIETARY_TAGS = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Nut-Free',
  'Spicy',
  'Low-Carb',
  'High-Protein',
  'Organic',
  'Local',
] as const;

/** The texts a guest reads in their language, with their longest length (the columns' and the SQL check's). */
export const MENU_ITEM_TEXT_LIMITS = { name: 200, description: 20000, ingredients: 20000 } as const;
export type MenuItemTextField = keyof typeof MENU_ITEM_TEXT_LIMITS;
export const MENU_ITEM_TEXT_FIELDS = Object.keys(MENU_ITEM_TEXT_LIMITS) as MenuItemTextField[];

export interface MenuItem extends Stored {
  readonly name: string;
  readonly description: string | null;
  readonly ingredients: string | null;
  readonly category_id: Id | null;
  readonly image_url: string | null;
  readonly regular_price: number;
  readonly student_price: number | null;
  readonly is_featured: boolean;
  readonly is_available: boolean;
  readonly dietary_tags: readonly string[];
  readonly display_order: number;
  readonly cuisine_type: CuisineType;
  readonly ai_generated_image: boolean;
  readonly ai_prompt_used: string | null;
  readonly image_generation_cost: number | null;
  /** English and Chinese name, description and ingredients; German is in the fields above (decision 0076). */
  readonly translations: Translations<MenuItemTextField>;
}

/** The list views join the category's id and name, with the name's translations for the public pages. */
export interface MenuItemWithCategory extends MenuItem {
  readonly category: Pick<MenuCategory, 'id' | 'name' | 'translations'> | null;
}

/** The home page shows at most this many featured dishes. */
export const FEATURED_DISHES_ON_HOME = 4;
