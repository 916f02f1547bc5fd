import { fail, notFound, ok, type PortError, type Result } from '../../domain/shared/result';
import { toPortError, unexpected, type ErrorContext, type PostgrestErrorBody } from './errors';

/** A supabase-js query's answer, as far as the adapters read it. */
interface Answer {
  readonly data: unknown;
  readonly error: PostgrestErrorBody | null;
  readonly status: number;
  readonly count?: number | null;
}

/** The data of a successful answer (supabase-js types the failure's data as null). */
type DataOf<A> = A extends { readonly error: null; readonly data: infer T } ? T : never;

/** The data of a query, or its error translated for the port. */
export const answer = async <A extends Answer>(
  pending: PromiseLike<A>,
  context?: ErrorContext,
): Promise<Result<DataOf<A>, PortError>> => {
  try {
    const { data, error, status } = await pending;
    return error ? fail(toPortError(error, status, context)) : ok(data as DataOf<A>);
  } catch (thrown) {
    return fail(unexpected(thrown));
  }
};

/** The exact row count of a `select('*', { count: 'exact', head: true })`. */
export const counted = async (pending: PromiseLike<Answer>): Promise<Result<number, PortError>> => {
  try {
    const { error, status, count } = await pending;
    if (error) return fail(toPortError(error, status));
    return ok(count ?? 0);
  } catch (thrown) {
    return fail(unexpected(thrown));
  }
};

/** A delete that returns the removed ids: none removed means there was no such row (as in the memory adapters). */
export const removed = async <A extends Answer>(
  pending: PromiseLike<A>,
  what: string,
  context?: ErrorContext,
): Promise<Result<void, PortError>> => {
  const rows = await answer(pending, { ...context, operation: 'delete' });
  if (!rows.ok) return rows;
  const ids = rows.value as readonly unknown[] | null;
  return ids && ids.length > 0 ? ok(undefined) : notFound(`${what} not found`);
};

/** The columns a patch names, with the values the domain schema normalised (trimmed, blank as null). */
const patchedColumns = <V extends object>(valid: V, patch: object): Partial<V> =>
  Object.fromEntries(Object.keys(patch).map((key) => [key, valid[key as keyof V]])) as Partial<V>;

export interface CheckedUpdate<Current extends Answer, Written extends Answer, Valid extends object> {
  readonly patch: object;
  /** The current row, or null when there is none (`.maybeSingle()`). */
  readonly read: () => PromiseLike<Current>;
  /**
   * The domain schema, run on the row the patch would produce, as the memory adapters do. It may be async,
   * so that the adapters can load the schema module (and zod) only when something is written.
   */
  readonly validate: (merged: unknown) => Result<Valid, PortError> | Promise<Result<Valid, PortError>>;
  /** Writes the patched columns and returns the updated row (`.select().single()`). */
  readonly write: (changes: Partial<Valid>) => PromiseLike<Written>;
  readonly what: string;
  readonly context?: ErrorContext;
}

/**
 * An update validated like the memory adapters validate it: read the row, check the merged result with the
 * domain schema, then write only the patched columns (so a concurrent change to another column survives).
 */
export const checkedUpdate = async <Current extends Answer, Written extends Answer, Valid extends object>(
  update: CheckedUpdate<Current, Written, Valid>,
): Promise<Result<DataOf<Written>, PortError>> => {
  const current = await answer(update.read());
  if (!current.ok) return current;
  if (current.value === null) return notFound(`${update.what} not found`);
  const valid = await update.validate({ ...(current.value as object), ...update.patch });
  if (!valid.ok) return valid;
  return answer(update.write(patchedColumns(valid.value, update.patch)), update.context);
};
