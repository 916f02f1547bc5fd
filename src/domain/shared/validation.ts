import type { z } from 'zod';
import { invalid, ok, type PortError, type Result } from './result';

/**
 * Runs a domain schema and turns its issues into an Invalid port error whose field messages are the
 * schema's translation keys, so that a use case and a form report the same words.
 */
export const validate = <S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>, PortError> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    issues[field] ??= issue.message;
  }
  const first = parsed.error.issues[0]?.message ?? 'validation.invalid';
  return invalid(first, issues);
};
