import { z } from 'zod';
import { translationsSchema } from '../shared/translations-schema';
import { validate } from '../shared/validation';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, GALLERY_IMAGE_TEXTS } from './gallery-image';

const TITLE_REQUIRED = 'admin:gallery.validation.titleRequired';
const IMAGE_REQUIRED = 'admin:gallery.validation.imageRequired';
const CATEGORY = 'admin:gallery.validation.category';
const TOO_LONG = 'admin:gallery.validation.tooLong';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((v) => v || null);

/** What the edit dialog changes; an edit requires a title, as an upload does. */
export const galleryImageEditSchema = z.object({
  title: z.string(TITLE_REQUIRED).trim().min(1, TITLE_REQUIRED).max(200, TOO_LONG),
  description: optionalText(20000),
  alt_text: optionalText(2000),
  category: z.enum(GALLERY_CATEGORIES, CATEGORY).default(DEFAULT_GALLERY_CATEGORY),
  is_featured: z.boolean().default(false),
  translations: translationsSchema(GALLERY_IMAGE_TEXTS, TOO_LONG),
});

/** A whole gallery row (the gallery_images constraints). */
export const galleryImageDraftSchema = galleryImageEditSchema.extend({
  image_url: z.string(IMAGE_REQUIRED).trim().min(1, IMAGE_REQUIRED).max(2048, TOO_LONG),
  display_order: z.number().int().default(0),
});

export type GalleryImageEditInput = z.input<typeof galleryImageEditSchema>;
export type GalleryImageInput = z.input<typeof galleryImageDraftSchema>;

export const validateGalleryImageEdit = (input: unknown) => validate(galleryImageEditSchema, input);
export const validateGalleryImageDraft = (input: unknown) => validate(galleryImageDraftSchema, input);
