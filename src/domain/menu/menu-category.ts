import type { Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';

/** The texts a guest reads in their language, with their longest length (the columns' and the SQL check's). */
export const MENU_CATEGORY_TEXT_LIMITS = { name: 200, description: 20000 } as const;
export type MenuCategoryTextField = keyof typeof MENU_CATEGORY_TEXT_LIMITS;
export const MENU_CATEGORY_TEXT_FIELDS = Object.keys(MENU_CATEGORY_TEXT_LIMITS) as MenuCategoryTextField[];

export interface MenuCategory extends Stored {
  readonly name: string;
  readonly description: string | null;
  readonly display_order: number;
  /** English and Chinese name and description; German is in the fields above (decision 0076). */
  readonly translations: Translations<MenuCategoryTextField>;
}

/** The home page lists categories with the number of available items in each. */
export interface MenuCategoryWithCount extends MenuCategory {
  readonly item_count: number;
}
