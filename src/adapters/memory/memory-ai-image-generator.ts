import type {
  AiImageGenerator,
  DishImageRequest,
  GeneratedDishImage,
} from '../../application/ports/ai-image-generator';
import type { FileStorage } from '../../application/ports/file-storage';
import { emptyUsage, type AiUsage } from '../../domain/ai-usage/ai-usage';
import { buildDishPrompt } from '../../domain/menu/ai-prompt';
import type { MenuItem } from '../../domain/menu/menu-item';
import {
  conflict,
  fail,
  invalid,
  notFound,
  ok,
  type PortError,
  type Result,
} from '../../domain/shared/result';
import { restaurantMonth } from '../../domain/shared/time';
import { drawDishIllustration } from './dish-illustration';
import type { MemoryDatabase } from './memory-database';
import { updateRow } from './table-helpers';

const BUCKET = 'restaurant-images';
const ERRORS = {
  budgetExhausted: 'admin:menu.ai.errors.budgetExhausted',
  itemGone: 'admin:menu.ai.errors.itemGone',
  promptTooLong: 'admin:menu.ai.errors.promptTooLong',
} as const;

/** The longest prompt the edge function sends (supabase/functions/_shared/generate-menu-image.ts). */
const MAX_PROMPT_LENGTH = 4000;

const thousandths = (credits: number) => Math.round(credits * 1000) / 1000;

/** The budget rules share a module with the budget schemas, so they are loaded with the first image (admin only). */
const budgetRules = () => import('../../domain/ai-usage/budget');

/**
 * The offline demo's image generator: draws an SVG of the dish in the browser (no network, labelled "Demo
 * image"), keeps it through the FileStorage port under restaurant-images/menu-items/, and books one credit on
 * the month with the edge function's rules: refused when total_cost + cost would pass budget_limit, and once a
 * picture is made its credit is spent, even if it cannot be kept. Check and charge are one synchronous change
 * of the demo database, so two clicks cannot both spend the last credit.
 */
export class MemoryAiImageGenerator implements AiImageGenerator {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly files: FileStorage,
  ) {}

  async generate(request: DishImageRequest): Promise<Result<GeneratedDishImage, PortError>> {
    const { AI_IMAGE_COST, canAfford } = await budgetRules();
    const { menuItemId, dishName, ingredients, cuisineType, category } = request;
    if (menuItemId !== null && !this.db.tables().menu_items.some((i) => i.id === menuItemId)) {
      return notFound(ERRORS.itemGone);
    }
    const prompt = buildDishPrompt({ name: dishName, ingredients, cuisine_type: cuisineType, category });
    if (prompt.length > MAX_PROMPT_LENGTH)
      return invalid(ERRORS.promptTooLong, { ingredients: ERRORS.promptTooLong });

    const now = this.db.now();
    const charged = this.charge(restaurantMonth(now), AI_IMAGE_COST, canAfford);
    if (!charged.ok) return charged;
    if (!charged.value) return conflict(ERRORS.budgetExhausted);

    const svg = drawDishIllustration({ name: dishName, ingredients, cuisine: cuisineType });
    const path = `menu-items/${now.getTime()}-ai-${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}.svg`;
    const stored = await this.files.upload(BUCKET, path, new Blob([svg], { type: 'image/svg+xml' }), {
      contentType: 'image/svg+xml',
    });
    if (!stored.ok) return stored;
    const generated = { imageUrl: stored.value.url, prompt, cost: AI_IMAGE_COST };
    if (menuItemId === null) return ok(generated);

    const previous = this.db.tables().menu_items.find((i) => i.id === menuItemId)?.image_url ?? null;
    const updated = updateRow<MenuItem>(this.db, 'menu_items', menuItemId, {
      image_url: generated.imageUrl,
      ai_generated_image: true,
      ai_prompt_used: prompt,
      image_generation_cost: generated.cost,
    });
    if (!updated.ok) {
      await this.removeQuietly(generated.imageUrl);
      return updated.error.kind === 'NotFound' ? notFound(ERRORS.itemGone) : fail(updated.error);
    }
    if (previous && previous !== generated.imageUrl) await this.removeQuietly(previous);
    return ok(generated);
  }

  /** Adds the cost to the month if its budget covers it; false when it does not. */
  private charge(
    monthYear: string,
    cost: number,
    canAfford: (usage: AiUsage, cost: number) => boolean,
  ): Result<boolean, PortError> {
    return this.db.change((tables) => {
      const index = tables.ai_usage_tracking.findIndex((u) => u.month_year === monthYear);
      const current = tables.ai_usage_tracking[index] ?? emptyUsage(monthYear);
      if (!canAfford(current, cost)) return false;
      const next: AiUsage = {
        ...current,
        images_generated: current.images_generated + 1,
        total_cost: thousandths(current.total_cost + cost),
      };
      if (index === -1) tables.ai_usage_tracking.push(next);
      else tables.ai_usage_tracking[index] = next;
      return true;
    });
  }

  /** A picture nobody points to is invisible, so a failed removal is only logged (decision 0041). */
  private async removeQuietly(url: string) {
    const removed = await this.files.remove(BUCKET, url);
    if (!removed.ok) console.error(`Could not remove ${url}`, removed.error);
  }
}
