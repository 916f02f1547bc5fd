import { portError, type PortError } from '../../domain/shared/result';

/** The error body PostgREST answers with (supabase-js's PostgrestError), reduced to what the mapping reads. */
export interface PostgrestErrorBody {
  readonly code: string;
  readonly message: string;
  readonly details?: string | null;
  readonly hint?: string | null;
}

export interface ErrorContext {
  /**
   * Translation keys for named constraints (unique indexes, foreign keys), so that the Supabase adapter reports
   * a duplicate or a reference with the same words as the in-memory adapter.
   */
  readonly constraints?: Readonly<Record<string, string>>;
  /** A foreign key refusing a delete means the row is still in use (Conflict), not a bad input (Invalid). */
  readonly operation?: 'write' | 'delete';
}

const constraintOf = (error: PostgrestErrorBody): string | null =>
  /constraint "([^"]+)"/.exec(error.message)?.[1] ?? null;

/** "Key (category_id)=(...) is not present in table ..." names the column a foreign key checks. */
const keyColumnOf = (error: PostgrestErrorBody): string | null =>
  /^Key \(([a-z_][a-z0-9_]*)\)=/.exec(error.details ?? '')?.[1] ?? null;

/** The validating SQL functions raise 22023 with the translation key as message and the field as detail. */
const FIELD = /^[a-z_][a-z0-9_]*$/;

const invalidFrom = (message: string, field: string | null): PortError =>
  portError('Invalid', message, field ? { [field]: message } : undefined);

/**
 * Translates a PostgREST failure into the port's error kinds (docs/decisions/0003): a missing row is NotFound,
 * a refused privilege or policy is Forbidden, a duplicate or a row still in use is a Conflict, a value the
 * database refuses is Invalid, and anything that says "try again later" is Unavailable.
 * `status` is the HTTP status; supabase-js reports 0 when the request never got an answer.
 */
export const toPortError = (
  error: PostgrestErrorBody,
  status: number,
  context: ErrorContext = {},
): PortError => {
  const { code, message } = error;
  const constraint = constraintOf(error);
  const known = constraint ? context.constraints?.[constraint] : undefined;

  if (status === 0 || code === '') return portError('Unavailable', message || 'network error');
  if (code === 'PGRST116' || code === 'P0002') return portError('NotFound', message);
  if (code === '42501' || status === 401 || status === 403) return portError('Forbidden', message);
  if (code === '23505') return portError('Conflict', known ?? message);
  if (code === '23503') {
    if (context.operation === 'delete') return portError('Conflict', known ?? message);
    return invalidFrom(known ?? message, keyColumnOf(error));
  }
  // A staff booking the room refuses names every reason in the hint (staffRefusalError() of the domain).
  if (code === '22023' && error.details === 'room')
    return portError('Invalid', message, { room: error.hint ?? '' });
  if (code === '22023') return invalidFrom(message, FIELD.test(error.details ?? '') ? error.details! : null);
  if (code === '23514' || code === '23502' || code.startsWith('22'))
    return portError('Invalid', known ?? message);
  // Anything else is the backend's trouble (5xx, timeouts, a schema cache without our migrations): worth a retry
  // later, and logged with its code so that it can be found.
  return portError('Unavailable', `${code}: ${message}`);
};

/** A thrown value (supabase-js rethrows almost nothing, but a port never throws) as an Unavailable error. */
export const unexpected = (thrown: unknown): PortError =>
  portError('Unavailable', thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown));
