import type { MenuCategory } from '../../../domain/menu/menu-category';
import type { MenuItem } from '../../../domain/menu/menu-item';
import { showsStudentPrice } from '../../../domain/menu/price';
import { text, type JsonLdNode } from './json-ld';

/** The dietary tags schema.org has a RestrictedDiet for; the others stay on the page only. */
const DIETS: Readonly<Record<string, string>> = {
  Vegetarian: 'https://schema.org/VegetarianDiet',
  Vegan: 'https://schema.org/VeganDiet',
  'Gluten-Free': 'https://schema.org/GlutenFreeDiet',
  'Low-Carb': 'https://schema.org/LowCalorieDiet',
};

/** A price in euro as schema.org wants it: a number written with a point and two decimals. */
export const euro = (amount: number): string => amount.toFixed(2);

const offer = (price: number, name?: string): JsonLdNode => ({
  '@type': 'Offer',
  name,
  price: euro(price),
  priceCurrency: 'EUR',
});

/** One dish with its price (and the student price as a second offer where it is a real discount). */
export const menuItemJsonLd = (item: MenuItem, studentPriceName: string): JsonLdNode => {
  const diets = item.dietary_tags.flatMap((tag) => (DIETS[tag] ? [DIETS[tag]] : []));
  return {
    '@type': 'MenuItem',
    name: item.name,
    description: text(item.description),
    image: item.image_url ?? undefined,
    suitableForDiet: diets.length > 0 ? diets : undefined,
    offers: showsStudentPrice(item)
      ? [offer(item.regular_price), offer(item.student_price ?? item.regular_price, studentPriceName)]
      : offer(item.regular_price),
  };
};

export interface MenuFacts {
  readonly name: string;
  /** The menu page's path in the page's language. */
  readonly path: string;
  readonly language: string;
  /** In the page's language, in the page's order. */
  readonly categories: readonly Pick<MenuCategory, 'id' | 'name' | 'description'>[];
  readonly items: readonly MenuItem[];
  readonly studentPriceName: string;
}

/**
 * The menu page's Menu: a section per category with its dishes, in the page's order; dishes without a
 * category (or in one not listed) directly on the menu. Empty sections are left out.
 */
export const menuJsonLd = (facts: MenuFacts): JsonLdNode => {
  const known = new Set(facts.categories.map((category) => category.id));
  const sections = facts.categories
    .map((category) => ({
      category,
      items: facts.items.filter((item) => item.category_id === category.id),
    }))
    .filter(({ items }) => items.length > 0)
    .map(({ category, items }) => ({
      '@type': 'MenuSection',
      name: category.name,
      description: text(category.description),
      hasMenuItem: items.map((item) => menuItemJsonLd(item, facts.studentPriceName)),
    }));
  const loose = facts.items.filter((item) => item.category_id === null || !known.has(item.category_id));
  return {
    '@type': 'Menu',
    name: facts.name,
    url: facts.path,
    inLanguage: facts.language,
    hasMenuSection: sections.length > 0 ? sections : undefined,
    hasMenuItem:
      loose.length > 0 ? loose.map((item) => menuItemJsonLd(item, facts.studentPriceName)) : undefined,
  };
};
