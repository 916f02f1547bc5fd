import { z } from 'zod';
import type { Draft } from '../shared/entity';
import { validate } from '../shared/validation';
import { DEFAULT_MAX_PARTICIPANTS, MAX_PARTICIPANTS_LIMIT, type RestaurantEvent } from './event';

/** The rules an event obeys wherever it is written (spec section 5, Events); messages are translation keys. */
export const eventDraftSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'admin:events.validation.required')
      .max(200, 'admin:events.validation.tooLong'),
    description: z.string().trim().max(20000, 'admin:events.validation.tooLong').nullable(),
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
  })
  .refine((e) => e.current_participants <= e.max_participants, {
    path: ['current_participants'],
    message: 'admin:events.validation.currentParticipants',
  });

export const validateEventDraft = (draft: Draft<RestaurantEvent>) => validate(eventDraftSchema, draft);
