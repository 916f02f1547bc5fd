import type { CuisineType } from '../../domain/menu/menu-item';
import type { Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';

/** What the dish looks like in words: the request body of the generate-menu-image function. */
export interface DishImageRequest {
  /** The dish whose row gets the picture; null for a dish not saved yet (the dialog saves the URL with it). */
  readonly menuItemId: Id | null;
  readonly dishName: string;
  readonly ingredients: string;
  readonly cuisineType: CuisineType;
  /** The category's name, when one is chosen. */
  readonly category: string | null;
}

export interface GeneratedDishImage {
  /** The stored picture's public URL. */
  readonly imageUrl: string;
  /** The prompt the picture was made from (kept as ai_prompt_used). */
  readonly prompt: string;
  /** Credits charged to the month's budget. */
  readonly cost: number;
}

/**
 * Makes a picture of a dish within the month's credit budget, stores it, and (when menuItemId is set) points the
 * dish at it with its AI bookkeeping (image_url, ai_generated_image, ai_prompt_used, image_generation_cost).
 * The budget is checked and charged by the generator itself, atomically, so two calls at once cannot both
 * spend the last credit. A refusal's message is a translation key ('admin:menu.ai.errors.*') or, when the
 * server gave one the app has no words for, the server's own message.
 */
export interface AiImageGenerator {
  generate(request: DishImageRequest): Promise<Result<GeneratedDishImage, PortError>>;
}
