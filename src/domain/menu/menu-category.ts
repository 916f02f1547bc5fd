import type { Stored } from '../shared/entity';

export interface MenuCategory extends Stored {
  readonly name: string;
  readonly description: string | null;
  readonly display_order: number;
}

/** The home page lists categories with the number of available items in each. */
export interface MenuCategoryWithCount extends MenuCategory {
  readonly item_count: number;
}
