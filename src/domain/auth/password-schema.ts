import { z } from 'zod';

/**
 * The rules for a new password, the same as Supabase Auth's (supabase/config.toml: minimum_password_length = 12,
 * password_requirements = "lower_upper_letters_digits"), so that the form refuses what GoTrue would refuse.
 * At most 72 characters: bcrypt, which GoTrue hashes with, ignores anything after 72 bytes.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 72;

const V = 'admin:settings.password.validation';

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `${V}.tooShort`)
  .max(PASSWORD_MAX_LENGTH, `${V}.tooLong`)
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /[0-9]/.test(p), `${V}.weak`);

/** Settings > Password: the current password, the new one, and the new one again. */
export const changePasswordSchema = z
  .object({
    current: z.string().min(1, `${V}.currentRequired`).max(1000, `${V}.currentRequired`),
    next: newPasswordSchema,
    repeat: z.string(),
  })
  .superRefine((value, context) => {
    if (value.repeat !== value.next) {
      context.addIssue({ code: 'custom', path: ['repeat'], message: `${V}.mismatch` });
    }
    if (value.next === value.current) {
      context.addIssue({ code: 'custom', path: ['next'], message: `${V}.sameAsCurrent` });
    }
  });
export type PasswordChange = z.input<typeof changePasswordSchema>;

export { PASSWORD_WEAK, PASSWORD_WRONG } from './staff-errors';
