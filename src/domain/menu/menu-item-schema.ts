import { z } from 'zod';
import { translationsSchema } from '../shared/translations-schema';
import { validate } from '../shared/validation';
import { CUISINE_TYPES, DEFAULT_CUISINE, MENU_ITEM_TEXT_LIMITS } from './menu-item';
import { roundToCents } from './price';

const REQUIRED = 'admin:menu.validation.required';
const TOO_LONG = 'admin:menu.validation.tooLong';
const PRICE = 'admin:menu.validation.price';
const TAGS = 'admin:menu.validation.tags';

/** The largest amount numeric(8, 2) holds. */
export const MAX_PRICE = 999_999.99;
export const MAX_DIETARY_TAGS = 20;

/** Optional text: blank becomes null, as the database stores "no value". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((v) => v || null);

const price = z.number(PRICE).min(0, PRICE).max(MAX_PRICE, PRICE).transform(roundToCents);

const isCaseInsensitivelyUnique = (tags: readonly string[]) =>
  new Set(tags.map((t) => t.toLocaleLowerCase())).size === tags.length;

/**
 * The rules a menu item obeys wherever it is written (the menu_items constraints). Prices are stored in
 * whole cents, like numeric(8, 2) rounds them.
 */
export const menuItemDraftSchema = z.object({
  name: z.string(REQUIRED).trim().min(1, REQUIRED).max(MENU_ITEM_TEXT_LIMITS.name, TOO_LONG),
  description: optionalText(MENU_ITEM_TEXT_LIMITS.description),
  ingredients: optionalText(MENU_ITEM_TEXT_LIMITS.ingredients),
  category_id: z.string(REQUIRED).min(1, REQUIRED),
  image_url: optionalText(2048),
  regular_price: price.default(0),
  student_price: price.nullish().transform((v) => v ?? null),
  is_featured: z.boolean().default(false),
  is_available: z.boolean().default(true),
  dietary_tags: z
    .array(z.string().trim().min(1, TAGS).max(50, TOO_LONG))
    .max(MAX_DIETARY_TAGS, TAGS)
    .refine(isCaseInsensitivelyUnique, TAGS)
    .default([]),
  display_order: z.number().int(REQUIRED).default(0),
  cuisine_type: z.enum(CUISINE_TYPES, REQUIRED).default(DEFAULT_CUISINE),
  ai_generated_image: z.boolean().default(false),
  ai_prompt_used: optionalText(20000),
  image_generation_cost: z
    .number()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  translations: translationsSchema(MENU_ITEM_TEXT_LIMITS, TOO_LONG),
});

/** What a form or a use case hands in: optional fields may be left out and take their defaults. */
export type MenuItemInput = z.input<typeof menuItemDraftSchema>;

export const validateMenuItemDraft = (input: unknown) => validate(menuItemDraftSchema, input);
