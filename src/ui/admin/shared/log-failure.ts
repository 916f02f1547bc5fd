import type { PortError } from '../../../domain/shared/result';

/**
 * Logs a failed write for whoever looks at the console, except a validation refusal: the form already shows
 * it next to the field, and it is the user's to fix rather than a fault.
 */
export const logFailure = (what: string, error: PortError) => {
  if (error.kind !== 'Invalid') console.error(what, error);
};
