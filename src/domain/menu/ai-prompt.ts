import type { CuisineType } from './menu-item';

/** How each kitchen plates a dish, so the generated picture looks like it came from that kitchen. */
const PLATING: Readonly<Record<CuisineType, string>> = {
  korean:
    'Korean presentation in a hot stone bowl or on rustic stoneware, with small banchan side dishes around it',
  japanese: 'minimalist Japanese plating on handmade ceramics, with calm negative space and precise garnish',
  chinese:
    'Chinese presentation on white porcelain with bamboo steamer baskets and chopsticks on a wooden table',
  vietnamese: 'fresh Vietnamese presentation with herbs, lime wedges and chili on a light wooden board',
  fusion: 'modern fusion plating on a dark slate plate, creative and contemporary with colourful accents',
};

/** The fixed ending every prompt gets. */
export const PHOTO_STYLE = 'Professional food photography, 4K, restaurant-quality lighting';

export interface DishPromptInput {
  readonly name: string;
  readonly ingredients: string | null;
  readonly cuisine_type: CuisineType;
  /** The category's name, when one is chosen. */
  readonly category: string | null;
}

const sentence = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}.`;

/**
 * The image prompt for a dish: what it is and what is in it, the cuisine's plating
 * and the photo style. The preview shows it while the dialog changes, so it is rebuilt on every keystroke.
 */
export const buildDishPrompt = ({ name, ingredients, cuisine_type, category }: DishPromptInput): string => {
  const dish = name.trim() || 'A dish';
  const what = category?.trim() ? `${dish} (${category.trim()})` : dish;
  const made = ingredients?.trim() ? `, made with ${ingredients.trim().replace(/\s+/g, ' ')}` : '';
  return [`${what}${made}`, PLATING[cuisine_type], PHOTO_STYLE].map(sentence).join(' ');
};

/** AI generation needs both the dish name and its ingredients. */
export const canGenerateDishImage = (input: Pick<DishPromptInput, 'name' | 'ingredients'>): boolean =>
  input.name.trim() !== '' && (input.ingredients ?? '').trim() !== '';
