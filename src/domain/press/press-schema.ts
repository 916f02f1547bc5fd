import { z } from 'zod';
import { translationsSchema } from '../shared/translations-schema';
import { validate } from '../shared/validation';
import { PRESS_TEXTS } from './press-article';

const REQUIRED = 'admin:press.validation.required';
const URL = 'admin:press.validation.invalidUrl';
const TOO_LONG = 'admin:press.validation.tooLong';

/** The article link opens from the public page, so only web addresses are accepted. */
const webUrl = z.url({ protocol: /^https?$/, message: URL }).max(2048, TOO_LONG);

const required = z.string(REQUIRED).trim().min(1, REQUIRED).max(200, TOO_LONG);

/** The rules a press article obeys wherever it is written. */
export const pressArticleDraftSchema = z.object({
  title: z.string(REQUIRED).trim().min(1, REQUIRED).max(PRESS_TEXTS.title, TOO_LONG),
  publication_name: required,
  article_url: z.string(REQUIRED).trim().min(1, REQUIRED).pipe(webUrl),
  publication_date: z.iso.date(REQUIRED),
  excerpt: z
    .string()
    .trim()
    .max(PRESS_TEXTS.excerpt, TOO_LONG)
    .nullish()
    .transform((v) => v || null),
  // The logo is a stored file: a public storage URL, a demo object URL or a bundled path, not a typed link.
  image_url: z
    .string()
    .trim()
    .max(2048, TOO_LONG)
    .nullish()
    .transform((v) => v || null),
  is_featured: z.boolean().default(false),
  display_order: z.number(REQUIRED).int(REQUIRED).default(0),
  translations: translationsSchema(PRESS_TEXTS, TOO_LONG),
});

export type PressArticleInput = z.input<typeof pressArticleDraftSchema>;

export const validatePressArticleDraft = (input: unknown) => validate(pressArticleDraftSchema, input);
