import type { Id } from '../shared/entity';
import type { MenuItem } from './menu-item';

export const ALL_CATEGORIES = 'all';

/** The filter card of the admin's menu management. */
export interface MenuFilter {
  readonly text: string;
  readonly categoryId: Id | typeof ALL_CATEGORIES;
  readonly featuredOnly: boolean;
  readonly availableOnly: boolean;
}

export const NO_MENU_FILTER: MenuFilter = {
  text: '',
  categoryId: ALL_CATEGORIES,
  featuredOnly: false,
  availableOnly: false,
};

type Filterable = Pick<MenuItem, 'name' | 'description' | 'category_id' | 'is_featured' | 'is_available'> &
  Partial<Pick<MenuItem, 'translations'>>;

/** German name and description, and their translations: the owner may look a dish up in any language. */
const searchedTexts = (item: Filterable) => [
  item.name,
  item.description ?? '',
  ...[item.translations?.en, item.translations?.zh].flatMap((texts) => [
    texts?.name ?? '',
    texts?.description ?? '',
  ]),
];

const matchesText = (item: Filterable, needle: string) =>
  needle === '' || searchedTexts(item).some((text) => text.toLocaleLowerCase().includes(needle));

export const filterMenuItems = <T extends Filterable>(items: readonly T[], filter: MenuFilter): T[] => {
  const needle = filter.text.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      matchesText(item, needle) &&
      (filter.categoryId === ALL_CATEGORIES || item.category_id === filter.categoryId) &&
      (!filter.featuredOnly || item.is_featured) &&
      (!filter.availableOnly || item.is_available),
  );
};
