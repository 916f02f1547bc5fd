import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDishPrompt, canGenerateDishImage, PHOTO_STYLE } from '../../src/domain/menu/ai-prompt';
import { CUISINE_TYPES } from '../../src/domain/menu/menu-item';

describe('buildDishPrompt', () => {
  it('names the dish, its category and ingredients, the plating of its cuisine and the photo style', () => {
    expect(
      buildDishPrompt({
        name: ' Bulgogi Bao ',
        ingredients: 'beef,\n  pear, bao',
        cuisine_type: 'korean',
        category: 'Dim Sum & Bao',
      }),
    ).toBe(
      'Bulgogi Bao (Dim Sum & Bao), made with beef, pear, bao. Korean presentation in a hot stone bowl or on ' +
        'rustic stoneware, with small banchan side dishes around it. Professional food photography, 4K, ' +
        'restaurant-quality lighting.',
    );
  });

  it('gives every cuisine its own plating and always ends with the photo style', () => {
    const platings = new Set(
      CUISINE_TYPES.map((cuisine_type) =>
        buildDishPrompt({ name: 'X', ingredients: null, cuisine_type, category: null }),
      ),
    );
    expect(platings.size).toBe(CUISINE_TYPES.length);
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.string()),
        fc.constantFrom(...CUISINE_TYPES),
        fc.option(fc.string()),
        (name, ingredients, cuisine_type, category) =>
          buildDishPrompt({ name, ingredients, cuisine_type, category }).endsWith(`${PHOTO_STYLE}.`),
      ),
    );
  });

  it('always names the dish, its category and ingredients, and the plating of its cuisine', () => {
    const plating: Record<(typeof CUISINE_TYPES)[number], RegExp> = {
      korean: /Korean presentation/,
      japanese: /Japanese plating/,
      chinese: /Chinese presentation/,
      vietnamese: /Vietnamese presentation/,
      fusion: /fusion plating/,
    };
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/);
    fc.assert(
      fc.property(
        word,
        word,
        fc.constantFrom(...CUISINE_TYPES),
        word,
        (name, ingredients, cuisine_type, category) => {
          const prompt = buildDishPrompt({
            name: `  ${name} `,
            ingredients: `${ingredients}\n`,
            cuisine_type,
            category: ` ${category}`,
          });
          expect(
            prompt.startsWith(`${name.charAt(0).toUpperCase()}${name.slice(1)} (${category}), made with `),
          ).toBe(true);
          expect(prompt).toContain(ingredients.replace(/\s+/g, ' '));
          expect(prompt).toMatch(plating[cuisine_type]);
          expect(prompt).toMatch(/Professional food photography, 4K, restaurant-quality lighting\.$/);
        },
      ),
    );
  });

  it('needs a dish name and ingredients to generate', () => {
    expect(canGenerateDishImage({ name: 'Bao', ingredients: 'flour' })).toBe(true);
    expect(canGenerateDishImage({ name: ' ', ingredients: 'flour' })).toBe(false);
    expect(canGenerateDishImage({ name: 'Bao', ingredients: null })).toBe(false);
  });
});
