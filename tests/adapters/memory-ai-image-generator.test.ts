// @vitest-environment jsdom
// The offline demo's image generator: a drawn SVG stored through FileStorage, the dish pointed at it, and the
// month's credits booked with the edge function's rule (refused once total_cost + cost would pass the budget).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawDishIllustration } from '../../src/adapters/memory/dish-illustration';
import { MemoryAiImageGenerator } from '../../src/adapters/memory/memory-ai-image-generator';
import type { DishImageRequest } from '../../src/application/ports/ai-image-generator';
import { emptyUsage } from '../../src/domain/ai-usage/ai-usage';
import { buildDishPrompt } from '../../src/domain/menu/ai-prompt';
import type { MenuItem } from '../../src/domain/menu/menu-item';
import { CUISINE_TYPES } from '../../src/domain/menu/menu-item';
import { RecordingFiles } from '../support/recording-files';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

const DISH = '00000000-0000-4000-8000-000000000201';
const NOW = new Date('2026-06-30T22:30:00Z'); // July in Berlin

const dish: MenuItem = {
  id: DISH,
  created_at: '2026-06-01T08:00:00.000Z',
  updated_at: '2026-06-01T08:00:00.000Z',
  name: 'Bulgogi Bao',
  description: null,
  ingredients: 'Beef, pear, bao',
  category_id: 'c1',
  image_url: 'stored://restaurant-images/menu-items/old.webp',
  regular_price: 8.5,
  student_price: null,
  is_featured: false,
  is_available: true,
  dietary_tags: [],
  display_order: 0,
  cuisine_type: 'korean',
  ai_generated_image: false,
  ai_prompt_used: null,
  image_generation_cost: null,
  translations: {},
};

const request: DishImageRequest = {
  menuItemId: DISH,
  dishName: 'Bulgogi Bao',
  ingredients: 'Beef, pear, bao',
  cuisineType: 'korean',
  category: 'Dim Sum & Bao',
};

const setup = (usage?: { total_cost: number; budget_limit: number; images_generated?: number }) => {
  const db = emptyMemoryDatabase(new ManualClock(NOW));
  const files = new RecordingFiles();
  files.stored.add('restaurant-images/menu-items/old.webp');
  db.change((t) => {
    t.menu_items.push(dish);
    if (usage) t.ai_usage_tracking.push({ ...emptyUsage('2026-07'), images_generated: 0, ...usage });
  });
  return { db, files, generator: new MemoryAiImageGenerator(db, files) };
};

const month = (db: ReturnType<typeof setup>['db']) =>
  db.tables().ai_usage_tracking.find((u) => u.month_year === '2026-07');

describe('MemoryAiImageGenerator', () => {
  it('stores an SVG under menu-items/, points the dish at it with its AI bookkeeping, and books one credit', async () => {
    const { db, files, generator } = setup({ total_cost: 3, budget_limit: 10, images_generated: 3 });
    const result = await generator.generate(request);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const prompt = buildDishPrompt({
      name: 'Bulgogi Bao',
      ingredients: 'Beef, pear, bao',
      cuisine_type: 'korean',
      category: 'Dim Sum & Bao',
    });
    expect(result.value).toEqual({ imageUrl: expect.any(String), prompt, cost: 1 });
    expect(result.value.imageUrl).toMatch(
      /^stored:\/\/restaurant-images\/menu-items\/\d+-ai-[a-z0-9]{8}\.svg$/,
    );
    expect(files.urls()).toEqual([result.value.imageUrl]); // the old picture is gone
    expect(db.tables().menu_items[0]).toMatchObject({
      image_url: result.value.imageUrl,
      ai_generated_image: true,
      ai_prompt_used: prompt,
      image_generation_cost: 1,
    });
    expect(month(db)).toEqual({
      month_year: '2026-07',
      images_generated: 4,
      total_cost: 4,
      budget_limit: 10,
    });
  });

  it('starts the month with the default budget of 10 when it has no row yet', async () => {
    const { db, generator } = setup();
    expect((await generator.generate(request)).ok).toBe(true);
    expect(month(db)).toEqual({
      month_year: '2026-07',
      images_generated: 1,
      total_cost: 1,
      budget_limit: 10,
    });
  });

  it('spends the last credit exactly once, even when asked twice at the same moment', async () => {
    const { db, files, generator } = setup({ total_cost: 9, budget_limit: 10 });
    const [first, second] = await Promise.all([generator.generate(request), generator.generate(request)]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const refused = first.ok ? second : first;
    expect(refused.ok ? null : refused.error).toEqual({
      kind: 'Conflict',
      message: 'admin:menu.ai.errors.budgetExhausted',
    });
    expect(month(db)?.total_cost).toBe(10);
    expect(files.urls()).toHaveLength(1);
  });

  it('refuses a spent month, and a budget of 0, without drawing or storing anything', async () => {
    for (const usage of [
      { total_cost: 10, budget_limit: 10 },
      { total_cost: 9.5, budget_limit: 10 },
      { total_cost: 0, budget_limit: 0 },
    ]) {
      const { db, files, generator } = setup(usage);
      const result = await generator.generate(request);
      expect(result.ok ? null : result.error.kind).toBe('Conflict');
      expect(files.urls()).toEqual(['stored://restaurant-images/menu-items/old.webp']);
      expect(db.tables().menu_items[0]).toEqual(dish);
      expect(month(db)?.total_cost).toBe(usage.total_cost);
    }
  });

  it('makes a picture for a dish not saved yet without touching any row', async () => {
    const { db, generator } = setup();
    const result = await generator.generate({ ...request, menuItemId: null });
    expect(result.ok).toBe(true);
    expect(db.tables().menu_items[0]).toEqual(dish);
    expect(month(db)?.images_generated).toBe(1);
  });

  it('answers NotFound for a dish that is gone, before charging', async () => {
    const { db, generator } = setup();
    const result = await generator.generate({
      ...request,
      menuItemId: '00000000-0000-4000-8000-00000000dead',
    });
    expect(result.ok ? null : result.error).toEqual({
      kind: 'NotFound',
      message: 'admin:menu.ai.errors.itemGone',
    });
    expect(month(db)).toBeUndefined();
  });

  it('keeps the credit spent when the picture cannot be stored, as the edge function does', async () => {
    const { db, files, generator } = setup({ total_cost: 3, budget_limit: 10 });
    files.failUploads = true;
    const result = await generator.generate(request);
    expect(result.ok ? null : result.error.kind).toBe('Unavailable');
    expect(db.tables().menu_items[0]).toEqual(dish);
    expect(month(db)?.total_cost).toBe(4);
  });
});

describe('drawDishIllustration', () => {
  const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

  it('is well-formed SVG labelled "Demo image", with the escaped dish name, for any name and ingredients', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.constantFrom(...CUISINE_TYPES),
        (name, ingredients, cuisine) => {
          const svg = drawDishIllustration({ name, ingredients, cuisine });
          const doc = parse(svg);
          expect(doc.querySelector('parsererror')).toBeNull();
          expect(doc.documentElement.tagName).toBe('svg');
          const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
          expect(texts).toContain('Demo image');
          expect(doc.querySelector('title')?.textContent).toMatch(/^Demo image: /);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('draws the same dish the same way, and different dishes or cuisines differently', () => {
    const bao = { name: 'Bulgogi Bao', ingredients: 'beef, pear', cuisine: 'korean' as const };
    expect(drawDishIllustration(bao)).toBe(drawDishIllustration({ ...bao }));
    expect(drawDishIllustration(bao)).not.toBe(drawDishIllustration({ ...bao, cuisine: 'japanese' }));
    expect(drawDishIllustration(bao)).not.toBe(drawDishIllustration({ ...bao, ingredients: 'tofu, pear' }));
    expect(
      parse(drawDishIllustration({ ...bao, name: 'Tom & "Jerry" <b>' })).querySelector('title')?.textContent,
    ).toBe('Demo image: Tom & "Jerry" <b>');
  });
});
