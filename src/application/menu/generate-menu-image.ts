import { AI_IMAGE_COST, canAfford } from '../../domain/ai-usage/budget';
import { canGenerateDishImage } from '../../domain/menu/ai-prompt';
import { conflict, invalid, type PortError, type Result } from '../../domain/shared/result';
import { restaurantMonth } from '../../domain/shared/time';
import type { DishImageRequest, GeneratedDishImage } from '../ports/ai-image-generator';
import { Ports, type Deps } from '../ports/tokens';

/** Shown while the dish has no name or no ingredients: 'Please fill in dish name and ingredients first'. */
export const NEED_NAME_AND_INGREDIENTS = 'admin:menu.ai.needNameAndIngredients';
export const BUDGET_EXHAUSTED = 'admin:menu.ai.errors.budgetExhausted';

/**
 * The item dialog's "Generate image": needs the dish's name and ingredients, and a month
 * whose budget still covers an image. The budget is read first so that a spent month is refused without a
 * request; the generator charges it again atomically, which is what actually guards it. Refreshing the lists
 * that show the picture and the usage is the caller's job.
 */
export class GenerateMenuImage {
  static readonly inject = { aiImages: Ports.aiImages, aiUsage: Ports.aiUsage, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof GenerateMenuImage.inject>) {}

  async execute(request: DishImageRequest): Promise<Result<GeneratedDishImage, PortError>> {
    if (!canGenerateDishImage({ name: request.dishName, ingredients: request.ingredients })) {
      const issues: Record<string, string> = {};
      if (!request.dishName.trim()) issues.name = NEED_NAME_AND_INGREDIENTS;
      if (!request.ingredients.trim()) issues.ingredients = NEED_NAME_AND_INGREDIENTS;
      return invalid(NEED_NAME_AND_INGREDIENTS, issues);
    }
    const usage = await this.deps.aiUsage.forMonth(restaurantMonth(this.deps.clock.now()));
    if (!usage.ok) return usage;
    if (!canAfford(usage.value, AI_IMAGE_COST)) return conflict(BUDGET_EXHAUSTED);
    return this.deps.aiImages.generate({
      ...request,
      dishName: request.dishName.trim(),
      ingredients: request.ingredients.trim(),
      category: request.category?.trim() || null,
    });
  }
}
