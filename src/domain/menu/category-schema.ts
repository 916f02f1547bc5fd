import { z } from 'zod';
import { translationsSchema } from '../shared/translations-schema';
import { validate } from '../shared/validation';
import { MENU_CATEGORY_TEXT_LIMITS } from './menu-category';

const REQUIRED = 'admin:menu.validation.required';
const TOO_LONG = 'admin:menu.validation.tooLong';

/** The menu_categories constraints; messages are translation keys. */
export const menuCategoryDraftSchema = z.object({
  name: z.string(REQUIRED).trim().min(1, REQUIRED).max(MENU_CATEGORY_TEXT_LIMITS.name, TOO_LONG),
  description: z
    .string()
    .trim()
    .max(MENU_CATEGORY_TEXT_LIMITS.description, TOO_LONG)
    .nullish()
    .transform((v) => v || null),
  display_order: z.number().int(REQUIRED).default(0),
  translations: translationsSchema(MENU_CATEGORY_TEXT_LIMITS, TOO_LONG),
});

export type MenuCategoryInput = z.input<typeof menuCategoryDraftSchema>;

export const validateMenuCategoryDraft = (input: unknown) => validate(menuCategoryDraftSchema, input);
