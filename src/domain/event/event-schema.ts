import { z } from 'zod';
import type { Draft } from '../shared/entity';
import { translationsSchema } from '../shared/translations-schema';
import { validate } from '../shared/validation';
import { DEFAULT_MAX_PARTICIPANTS, EVENT_TEXTS, MAX_PARTICIPANTS_LIMIT, type RestaurantEvent } from './event';

const TOO_LONG = 'admin:events.validation.tooLong';

/** The rules an event obeys wherever it is written; messages are translation keys. */
export const eventDraftSchema = z
  .object({
    title: z.string().trim().min(1, 'admin:events.validation.required').max(EVENT_TEXTS.title, TOO_LONG),
    description: z.string().trim().max(EVENT_TEXTS.description, TOO_LONG).nullable(),
    event_date: z.iso.datetime({ offset: true, message: 'admin:events.validation.required' }),
    max_participants: z
      .number()
      .int()
      .min(1, 'admin:events.validation.maxParticipants')
      .max(MAX_PARTICIPANTS_LIMIT, 'admin:events.validation.maxParticipants')
      .default(DEFAULT_MAX_PARTICIPANTS),
    current_participants: z.number().int().min(0, 'admin:events.validation.currentParticipants').default(0),
    image_url: z.string().max(2048).nullable(),
    is_active: z.boolean().default(true),
    translations: translationsSchema(EVENT_TEXTS, TOO_LONG),
  })
  .refine((e) => e.current_participants <= e.max_participants, {
    path: ['current_participants'],
    message: 'admin:events.validation.currentParticipants',
  });

export const validateEventDraft = (draft: Draft<RestaurantEvent>) => validate(eventDraftSchema, draft);
