/**
 * Errors cross a port as values, so that every caller has to look at them.
 * The kinds are the ones the UI shows differently.
 */
export type PortErrorKind = 'NotFound' | 'Forbidden' | 'Conflict' | 'Invalid' | 'Unavailable';

export interface PortError {
  readonly kind: PortErrorKind;
  /** A translation key or a server message, for logs and for the toasts that show the server's words. */
  readonly message: string;
  /** Field-level translation keys, for Invalid. */
  readonly issues?: Readonly<Record<string, string>>;
}

export type Result<T, E = PortError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E = PortError>(error: E): Result<never, E> => ({ ok: false, error });

export const portError = (
  kind: PortErrorKind,
  message: string,
  issues?: Record<string, string>,
): PortError => (issues ? { kind, message, issues } : { kind, message });

export const notFound = (message = 'not found') => fail(portError('NotFound', message));
export const forbidden = (message = 'forbidden') => fail(portError('Forbidden', message));
export const conflict = (message: string) => fail(portError('Conflict', message));
export const invalid = (message: string, issues?: Record<string, string>) =>
  fail(portError('Invalid', message, issues));
export const unavailable = (message = 'unavailable') => fail(portError('Unavailable', message));

export const mapResult = <T, U, E>(result: Result<T, E>, f: (value: T) => U): Result<U, E> =>
  result.ok ? ok(f(result.value)) : result;
