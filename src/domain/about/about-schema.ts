import { z } from 'zod';
import { translationsSchema } from '../shared/translations-schema';
import { ABOUT_IMAGE_TEXTS, ABOUT_SECTION_TEXTS, ABOUT_SECTION_TYPES } from './about-section';

const REQUIRED = 'admin:about.validation.required';
const TOO_LONG = 'admin:about.validation.tooLong';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .nullable()
    .transform((value) => (value ? value : null));

const displayOrder = z.number().int().min(0, 'admin:about.validation.displayOrder');

/** An about section as the admin writes it: section_key and title are required. */
export const aboutSectionDraftSchema = z.object({
  section_key: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(100, TOO_LONG)
    .regex(/^[a-z0-9_-]+$/, 'admin:about.validation.sectionKey'),
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, TOO_LONG),
  subtitle: optionalText(200),
  content: optionalText(20_000),
  section_type: z.enum(ABOUT_SECTION_TYPES, { error: REQUIRED }),
  is_published: z.boolean(),
  display_order: displayOrder,
  translations: translationsSchema(ABOUT_SECTION_TEXTS, TOO_LONG),
});

export const aboutImageDraftSchema = z.object({
  section_id: z.string({ error: REQUIRED }).min(1, REQUIRED),
  image_url: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(2048, TOO_LONG),
  alt_text: optionalText(500),
  title: optionalText(200),
  caption: optionalText(1000),
  display_order: displayOrder,
  translations: translationsSchema(ABOUT_IMAGE_TEXTS, TOO_LONG),
});
