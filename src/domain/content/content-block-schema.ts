import { z } from 'zod';
import { translationsSchema } from '../shared/translations-schema';
import { CONTENT_BLOCK_TEXTS } from './content-block';

/** A content block as the admin writes it; custom section names are allowed in this one shape. */
export const contentBlockDraftSchema = z.object({
  section_name: z
    .string({ error: 'admin:content.validation.sectionName' })
    .trim()
    .min(1, 'admin:content.validation.sectionName')
    .max(100, 'admin:content.validation.sectionName')
    .regex(/^[a-z0-9_]+$/, 'admin:content.validation.sectionName'),
  title: z.string().trim().max(200, 'admin:content.validation.tooLong').nullable(),
  content: z.string().max(20_000, 'admin:content.validation.tooLong').nullable(),
  image_url: z.string().max(2048, 'admin:content.validation.tooLong').nullable(),
  is_active: z.boolean(),
  translations: translationsSchema(CONTENT_BLOCK_TEXTS, 'admin:content.validation.tooLong'),
});
