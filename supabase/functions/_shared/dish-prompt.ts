// The image prompt of a dish, for the edge function. The app's preview builds it with
// src/domain/menu/ai-prompt.ts; Deno deploys only what lies under supabase/functions, so this is that
// function's twin, and tests/functions/generate-menu-image-prompt.test.ts proves with fast-check that both
// give the same prompt for every input. Change both together.

export const CUISINES = ['korean', 'japanese', 'chinese', 'vietnamese', 'fusion'] as const;
export type Cuisine = (typeof CUISINES)[number];

const PLATING: Readonly<Record<Cuisine, string>> = {
  korean:
    'Korean presentation in a hot stone bowl or on rustic stoneware, with small banchan side dishes around it',
  japanese: 'minimalist Japanese plating on handmade ceramics, with calm negative space and precise garnish',
  chinese:
    'Chinese presentation on white porcelain with bamboo steamer baskets and chopsticks on a wooden table',
  vietnamese: 'fresh Vietnamese presentation with herbs, lime wedges and chili on a light wooden board',
  fusion: 'modern fusion plating on a dark slate plate, creative and contemporary with colourful accents',
};

const PHOTO_STYLE = 'Professional food photography, 4K, restaurant-quality lighting';

export interface Dish {
  readonly name: string;
  readonly ingredients: string | null;
  readonly cuisine: Cuisine;
  readonly category: string | null;
}

const sentence = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}.`;

export const dishPrompt = ({ name, ingredients, cuisine, category }: Dish): string => {
  const dish = name.trim() || 'A dish';
  const what = category?.trim() ? `${dish} (${category.trim()})` : dish;
  const made = ingredients?.trim() ? `, made with ${ingredients.trim().replace(/\s+/g, ' ')}` : '';
  return [`${what}${made}`, PLATING[cuisine], PHOTO_STYLE].map(sentence).join(' ');
};
