import { describe, expect, it, vi } from 'vitest';
import { MemoryAiUsageRepository } from '../../src/adapters/memory/memory-ai-usage-repository';
import { GenerateMenuImage } from '../../src/application/menu/generate-menu-image';
import type { AiImageGenerator, DishImageRequest } from '../../src/application/ports/ai-image-generator';
import { ok, unavailable } from '../../src/domain/shared/result';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

const request: DishImageRequest = {
  menuItemId: '00000000-0000-4000-8000-000000000201',
  dishName: ' Bulgogi Bao ',
  ingredients: ' beef, pear, bao ',
  cuisineType: 'korean',
  category: ' Dim Sum & Bao ',
};

const setup = (month = { total_cost: 3, budget_limit: 10 }) => {
  const clock = new ManualClock(new Date('2026-06-30T22:30:00Z')); // already July in Berlin
  const db = emptyMemoryDatabase(clock);
  db.change((t) => t.ai_usage_tracking.push({ month_year: '2026-07', images_generated: 3, ...month }));
  const aiImages: AiImageGenerator = {
    generate: vi.fn(async () => ok({ imageUrl: 'stored://x.png', prompt: 'p', cost: 1 })),
  };
  const useCase = new GenerateMenuImage({ aiImages, aiUsage: new MemoryAiUsageRepository(db), clock });
  return { useCase, aiImages };
};

describe('GenerateMenuImage', () => {
  it('asks the generator with the trimmed fields and hands back its answer', async () => {
    const { useCase, aiImages } = setup();
    expect(await useCase.execute(request)).toEqual(ok({ imageUrl: 'stored://x.png', prompt: 'p', cost: 1 }));
    expect(aiImages.generate).toHaveBeenCalledWith({
      ...request,
      dishName: 'Bulgogi Bao',
      ingredients: 'beef, pear, bao',
      category: 'Dim Sum & Bao',
    });
  });

  it("needs the dish name and the ingredients: 'Please fill in dish name and ingredients first'", async () => {
    const { useCase, aiImages } = setup();
    const noName = await useCase.execute({ ...request, dishName: '  ' });
    expect(noName).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'admin:menu.ai.needNameAndIngredients',
        issues: { name: 'admin:menu.ai.needNameAndIngredients' },
      },
    });
    const noIngredients = await useCase.execute({ ...request, ingredients: '' });
    expect(noIngredients.ok ? null : noIngredients.error.issues).toEqual({
      ingredients: 'admin:menu.ai.needNameAndIngredients',
    });
    expect(aiImages.generate).not.toHaveBeenCalled();
  });

  it("refuses without a request when the Berlin month's budget cannot cover one more credit", async () => {
    const full = setup({ total_cost: 9.5, budget_limit: 10 });
    const refused = await full.useCase.execute(request);
    expect(refused.ok ? null : refused.error).toEqual({
      kind: 'Conflict',
      message: 'admin:menu.ai.errors.budgetExhausted',
    });
    expect(full.aiImages.generate).not.toHaveBeenCalled();

    const lastCredit = setup({ total_cost: 9, budget_limit: 10 });
    expect((await lastCredit.useCase.execute(request)).ok).toBe(true);
  });

  it("reports the generator's refusal as it is", async () => {
    const { useCase, aiImages } = setup();
    vi.mocked(aiImages.generate).mockResolvedValueOnce(unavailable('The image service failed (HTTP 503)'));
    const failed = await useCase.execute(request);
    expect(failed.ok ? null : failed.error.message).toBe('The image service failed (HTTP 503)');
  });
});
