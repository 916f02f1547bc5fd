// The edge function keeps twins of three of the app's rules (Deno deploys only supabase/functions): the prompt,
// the restaurant month and the cost of an image. Each twin must give the app's answer for every input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CUISINES, dishPrompt } from '../../supabase/functions/_shared/dish-prompt';
import { IMAGE_COST } from '../../supabase/functions/_shared/generate-menu-image';
import { restaurantMonthOf } from '../../supabase/functions/_shared/restaurant-month';
import { AI_IMAGE_COST } from '../../src/domain/ai-usage/budget';
import { buildDishPrompt } from '../../src/domain/menu/ai-prompt';
import { CUISINE_TYPES } from '../../src/domain/menu/menu-item';
import { restaurantMonth } from '../../src/domain/shared/time';

describe("the edge function's twins of the app's rules", () => {
  it('builds the same prompt as the preview, for every dish', () => {
    expect(CUISINES).toEqual(CUISINE_TYPES);
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.option(fc.string({ unit: 'grapheme' })),
        fc.constantFrom(...CUISINE_TYPES),
        fc.option(fc.string({ unit: 'grapheme' })),
        (name, ingredients, cuisine, category) => {
          expect(dishPrompt({ name, ingredients, cuisine, category })).toBe(
            buildDishPrompt({ name, ingredients, cuisine_type: cuisine, category }),
          );
        },
      ),
    );
  });

  it('counts the same Berlin month, across the turn of every month and both clock changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          expect(restaurantMonthOf(d)).toBe(restaurantMonth(d));
        },
      ),
    );
    expect(restaurantMonthOf(new Date('2031-03-31T21:59:59Z'))).toBe('2031-03');
    expect(restaurantMonthOf(new Date('2031-03-31T22:00:00Z'))).toBe('2031-04'); // midnight CEST
    expect(restaurantMonthOf(new Date('2030-12-31T23:00:00Z'))).toBe('2031-01'); // midnight CET
  });

  it('charges what the app expects an image to cost', () => {
    expect(IMAGE_COST).toBe(AI_IMAGE_COST);
  });
});
