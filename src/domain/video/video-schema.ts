import { z } from 'zod';
import { translationsSchema } from '../shared/translations-schema';
import { validate } from '../shared/validation';
import { VIDEO_TEXTS } from './restaurant-video';

const TITLE_REQUIRED = 'admin:videos.validation.titleRequired';
const VIDEO_REQUIRED = 'admin:videos.validation.videoRequired';
const DISPLAY_ORDER = 'admin:videos.validation.displayOrderMin';
const TOO_LONG = 'admin:videos.validation.tooLong';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TOO_LONG)
    .nullish()
    .transform((v) => v || null);

/** The rules a video row obeys wherever it is written (the restaurant_videos constraints). */
export const videoDraftSchema = z.object({
  title: z.string(TITLE_REQUIRED).trim().min(1, TITLE_REQUIRED).max(VIDEO_TEXTS.title, TOO_LONG),
  description: optionalText(VIDEO_TEXTS.description),
  video_url: z.string(VIDEO_REQUIRED).trim().min(1, VIDEO_REQUIRED).max(2048, TOO_LONG),
  thumbnail_url: optionalText(2048),
  featured_for_hero: z.boolean().default(false),
  is_featured: z.boolean().default(false),
  autoplay: z.boolean().default(false),
  show_controls: z.boolean().default(true),
  display_order: z.number(DISPLAY_ORDER).int(DISPLAY_ORDER).min(0, DISPLAY_ORDER).default(0),
  translations: translationsSchema(VIDEO_TEXTS, TOO_LONG),
});

export type VideoInput = z.input<typeof videoDraftSchema>;

export const validateVideoDraft = (input: unknown) => validate(videoDraftSchema, input);
