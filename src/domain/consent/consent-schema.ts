import { z } from 'zod';
import { MAX_SESSION_ID_LENGTH, MAX_USER_AGENT_LENGTH } from './consent';

const choiceSchema = z.object({
  essential: z.literal(true, { error: 'consent.validation.essential' }),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});

/** What the server accepts as a consent record, mirrored by the SQL function that inserts it. */
export const consentRecordInputSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1, 'consent.validation.sessionId')
    .max(MAX_SESSION_ID_LENGTH, 'consent.validation.sessionId'),
  choice: choiceSchema,
  userAgent: z.string().max(MAX_USER_AGENT_LENGTH, 'consent.validation.userAgent').nullable(),
  language: z.string().max(35, 'consent.validation.language').nullable(),
});

/** The browser entry; anything else found under its key is treated as no consent. */
export const consentPreferencesSchema = choiceSchema.extend({
  version: z.string(),
  expires: z.string(),
});
