import { z } from 'zod';
import { validate } from '../shared/validation';

const REQUIRED = 'admin:menu.validation.required';
const TOO_LONG = 'admin:menu.validation.tooLong';

/** The menu_categories constraints; messages are translation keys. */
export const menuCategoryDraftSchema = z.object({
  name: z.string(REQUIRED).trim().min(1, REQUIRED).max(200, TOO_LONG),
  description: z
    .string()
    .trim()
    .max(20000, TOO_LONG)
    .nullish()
    .transform((v) => v || null),
  display_order: z.number().int(REQUIRED).default(0),
});

export type MenuCategoryInput = z.input<typeof menuCategoryDraftSchema>;

export const validateMenuCategoryDraft = (input: unknown) => validate(menuCategoryDraftSchema, input);
